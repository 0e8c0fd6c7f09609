package dev.sudoku.grade;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.EnumMap;
import java.util.Locale;
import java.util.Map;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

class TechniqueTest {
  /** The rule classes of the ladder's rungs that report each technique, by simple name. */
  private static Map<Technique, TreeSet<String>> rulesByTechnique() {
    Implications links = new Implications();
    Map<Technique, TreeSet<String>> out = new EnumMap<>(Technique.class);
    for (Ladder.Rung r : Ladder.Rung.values()) {
      String rule = r.maker.make(() -> links, Deadline.NONE).getClass().getSimpleName();
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

  @ParameterizedTest
  @EnumSource(Technique.class)
  void parse_nameInAnyCase_thatTechnique(Technique t) {
    assertThat(Technique.parse(t.name().toLowerCase(Locale.ROOT))).isEqualTo(t);
  }

  @Test
  void parse_namesUsersType_theTechnique() {
    assertThat(Technique.parse("X_WING")).isEqualTo(Technique.X_WING);
    assertThat(Technique.parse("x-wing")).isEqualTo(Technique.X_WING);
    assertThat(Technique.parse(" XY-Wing ")).isEqualTo(Technique.XY_WING);
    assertThat(Technique.parse("naked pair")).isEqualTo(Technique.NAKED_PAIR);
    assertThat(Technique.parse("Hidden Single (box)")).isEqualTo(Technique.HIDDEN_SINGLE_BOX);
    assertThat(Technique.parse("bivalue universal grave")).isEqualTo(Technique.BUG);
    assertThat(Technique.parse("dynamic forcing chain (+)"))
        .isEqualTo(Technique.DYNAMIC_FORCING_CHAIN_PLUS);
    for (Technique t : Technique.values()) {
      assertThat(Technique.parse(t.name())).isEqualTo(t);
      assertThat(Technique.parse(t.label())).isEqualTo(t);
    }
  }

  @Test
  void parse_unknownName_oneLineListingEveryTechnique() {
    assertThatThrownBy(() -> Technique.parse("y-wing"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageStartingWith(
            "unknown technique 'y-wing' (one of FULL_HOUSE, HIDDEN_SINGLE_BOX, ")
        .hasMessageEndingWith(", NESTED_FORCING_CHAIN)")
        .hasMessageNotContaining("\n");
  }
}
