package dev.sudoku.grade;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.EnumMap;
import java.util.Map;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

class TechniqueTest {
  /** The rule classes of the ladder's rungs that report each technique, by simple name. */
  private static Map<Technique, TreeSet<String>> rulesByTechnique() {
    Implications links = new Implications();
    Map<Technique, TreeSet<String>> out = new EnumMap<>(Technique.class);
    for (Ladder.Rung r : Ladder.Rung.values()) {
      String rule = r.maker.make(links, Budget.NONE).getClass().getSimpleName();
      for (Technique t : r.reports) {
        out.computeIfAbsent(t, k -> new TreeSet<>()).add(rule);
      }
    }
    return out;
  }

  /** What a newcomer reads first: each constant's javadoc must name the class that finds it. */
  @Test
  void javadoc_eachConstant_linksTheRuleClassOfItsRung() throws IOException {
    String source =
        Files.readString(
            Path.of("src/main/java/dev/sudoku/grade/Technique.java"), StandardCharsets.UTF_8);
    Map<Technique, TreeSet<String>> rules = rulesByTechnique();
    for (Technique t : Technique.values()) {
      Matcher m =
          Pattern.compile("/\\*\\*((?:(?!\\*/).)*)\\*/\\s*" + t.name() + "\\(", Pattern.DOTALL)
              .matcher(source);
      assertThat(m.find()).as("javadoc of %s", t).isTrue();
      String doc = m.group(1).replaceAll("\\s*\\n\\s*\\*\\s*", " ");
      TreeSet<String> linked = new TreeSet<>();
      Matcher link = Pattern.compile("\\{@link (\\w+)}").matcher(doc);
      while (link.find()) {
        linked.add(link.group(1));
      }
      assertThat(linked).as("classes linked from %s", t).isEqualTo(rules.get(t));
    }
  }

  @Test
  void baseRating_tenthsOverTen() {
    assertThat(Technique.POINTING.baseRating()).isEqualTo(2.6);
    assertThat(Technique.POINTING.baseTenths()).isEqualTo(26);
  }
}
