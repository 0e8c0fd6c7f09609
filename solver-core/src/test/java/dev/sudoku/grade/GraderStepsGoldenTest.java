package dev.sudoku.grade;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.Grid;
import dev.sudoku.core.SharedData;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Pins the grader's whole output, step by step, on the puzzles that exercise the chain rungs: every
 * reference puzzle SE rates above 5.7 (703: APE, cycles, forcing chains, ATE, Nishio, cell/region
 * and dynamic forcing chains) and the first 12 forum-hardest puzzles (dynamic forcing chains (+),
 * default nesting). For each puzzle the golden file holds a SHA-256 of status, ER/EP/ED and every
 * step (technique, rating, cells, houses, placements, eliminations, explanation).
 *
 * <p>Why: speed work on the grader (pruning, caching) must not change a single step. The file
 * {@code grade/steps-golden.txt} was written by {@link #main} from a grader without that speed
 * work; regenerate it only for a change that is meant to change steps (and bump {@link
 * Grader#VERSION} then).
 */
class GraderStepsGoldenTest {
  private static final String RESOURCE = "/dev/sudoku/grade/steps-golden.txt";
  private static final int FORUM_HARDEST = 12;

  /** The puzzles, in the golden file's order. */
  static List<Grid> puzzles() {
    List<Grid> out = new ArrayList<>();
    for (String file :
        new String[] {"ratings/se-reference-1200.csv", "ratings/se-reference-hard.csv"}) {
      for (ReferenceRatings r : ReferenceRatings.load(file, 99)) {
        if (r.er() > 5.7 + 1e-9) {
          out.add(r.puzzle());
        }
      }
    }
    out.addAll(SharedData.puzzles("bench/forum-hardest-1106.txt", FORUM_HARDEST));
    Map<String, Grid> distinct = new LinkedHashMap<>();
    for (Grid g : out) {
      distinct.putIfAbsent(g.toLine(), g);
    }
    return new ArrayList<>(distinct.values());
  }

  /** Everything the grader says about a puzzle, one step per line. */
  static String render(Grade g) {
    StringBuilder b = new StringBuilder();
    b.append(
        String.format(
            Locale.ROOT,
            "%s %.1f/%.1f/%.1f %s%n",
            g.status(),
            g.er(),
            g.ep(),
            g.ed(),
            g.hardest()));
    for (Step s : g.steps()) {
      b.append(
          String.format(
              Locale.ROOT,
              "%s %.1f %s %s %s %s %s%n",
              s.technique(),
              s.rating(),
              s.cells(),
              s.houses(),
              s.placements(),
              s.eliminations(),
              s.explanation()));
    }
    return b.toString();
  }

  static String sha256(String s) {
    try {
      return HexFormat.of()
          .formatHex(
              MessageDigest.getInstance("SHA-256").digest(s.getBytes(StandardCharsets.UTF_8)));
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException(e);
    }
  }

  static Map<String, String> grade(List<Grid> puzzles) {
    Grader grader = new Grader();
    Map<String, String> out = new LinkedHashMap<>();
    for (Grid p : puzzles) {
      out.put(p.toLine(), sha256(render(grader.grade(p, true))));
    }
    return out;
  }

  static Map<String, String> golden() {
    Map<String, String> out = new LinkedHashMap<>();
    try (InputStream in = GraderStepsGoldenTest.class.getResourceAsStream(RESOURCE)) {
      assertThat(in).as("golden file %s", RESOURCE).isNotNull();
      for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
        if (!line.isBlank() && !line.startsWith("#")) {
          String[] f = line.split(" ");
          out.put(f[0], f[1]);
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return out;
  }

  @Test
  void grade_chainPuzzles_stepsEqualGolden() {
    Map<String, String> expected = golden();
    List<Grid> puzzles = puzzles();
    assertThat(puzzles).hasSize(expected.size());
    Map<String, String> actual = grade(puzzles);
    for (Map.Entry<String, String> e : actual.entrySet()) {
      assertThat(e.getValue())
          .as(
              "steps of %s changed; now:%n%s",
              e.getKey(), render(new Grader().grade(Grid.parse(e.getKey()), true)))
          .isEqualTo(expected.get(e.getKey()));
    }
  }

  /** Writes the golden file: {@code java -cp ... dev.sudoku.grade.GraderStepsGoldenTest OUT}. */
  public static void main(String[] args) throws IOException {
    Path target = Paths.get(args[0]);
    StringBuilder b = new StringBuilder("# puzzle sha256(GraderStepsGoldenTest.render(grade))\n");
    for (Map.Entry<String, String> e : grade(puzzles()).entrySet()) {
      b.append(e.getKey()).append(' ').append(e.getValue()).append('\n');
    }
    Files.createDirectories(target.getParent());
    Files.writeString(target, b.toString(), StandardCharsets.UTF_8);
  }
}
