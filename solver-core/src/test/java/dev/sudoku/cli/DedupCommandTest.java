package dev.sudoku.cli;

import static dev.sudoku.cli.Puzzles.CONFLICT;
import static dev.sudoku.cli.Puzzles.P1;
import static dev.sudoku.cli.Puzzles.P2;
import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.canon.Canonicalizer;
import dev.sudoku.canon.Transformation;
import dev.sudoku.core.Grid;
import dev.sudoku.core.SharedData;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class DedupCommandTest {
  @TempDir Path dir;

  private static String scramble(String puzzle, long seed) {
    return Transformation.random(new SplittableRandom(seed)).apply(Grid.parse(puzzle)).toLine();
  }

  @Test
  void call_scrambledCopies_keepsFirstOfEachClassInOrder() {
    List<Grid> distinct = SharedData.puzzles("bench/17-clue.txt", 20);
    SplittableRandom rnd = new SplittableRandom(5);
    List<String> in = new ArrayList<>();
    List<String> want = new ArrayList<>();
    boolean[] seen = new boolean[distinct.size()];
    for (int i = 0; i < 300; i++) {
      int k = rnd.nextInt(distinct.size());
      String p = scramble(distinct.get(k).toLine(), rnd.nextLong());
      in.add(p);
      if (!seen[k]) {
        seen[k] = true;
        want.add(p);
      }
    }
    String input = String.join("\n", in) + "\n";
    for (String threads : new String[] {"1", "2"}) {
      CliRun r = CliRun.runWithInput(input, "dedup", "--threads", threads);
      assertThat(r.outLines()).containsExactlyElementsOf(want);
      assertThat(r.errLines().get(r.errLines().size() - 1))
          .startsWith(
              "dedup: 300 read, "
                  + want.size()
                  + " kept, "
                  + (300 - want.size())
                  + " duplicates, 0 invalid");
      assertThat(r.status()).isZero();
    }
  }

  @Test
  void call_zeroForEmpty_printsDotsAsTheHelpSays() throws Exception {
    // Regression: the help promised "the puzzle (81 characters)" and a '0' archive came out in '.'.
    CliRun r = CliRun.runWithInput(P1.replace('.', '0') + "\n", "dedup");
    CliRun help = CliRun.run("dedup", "--help");

    assertThat(r.outLines()).containsExactly(P1);
    assertThat(help.out())
        .contains("  line  the puzzle: 81 characters, '.' for empty (even if read as '0')\n");
  }

  @Test
  void call_report_listsDuplicateAndFirstLine() throws Exception {
    String report = dir.resolve("dups.txt").toString();
    String input =
        P1
            + "\n"
            + P2
            + "\n# comment\n"
            + scramble(P1, 1)
            + "\n"
            + CONFLICT
            + "\n"
            + scramble(P2, 2)
            + "\n"
            + P1
            + "\n";
    CliRun r = CliRun.runWithInput(input, "dedup", "--report", report);
    assertThat(r.outLines()).containsExactly(P1, P2);
    assertThat(Files.readAllLines(Path.of(report), StandardCharsets.UTF_8))
        .containsExactly(
            "line 4 duplicates line 1", "line 6 duplicates line 2", "line 7 duplicates line 1");
    assertThat(r.errLines()).contains("-:5: digit 5 appears twice in row 1: r1c1 and r1c2");
    assertThat(r.errLines().get(r.errLines().size() - 1))
        .startsWith("dedup: 6 read, 2 kept, 3 duplicates, 1 invalid");
    assertThat(r.status()).isEqualTo(ExitStatus.FAILED);
  }

  @Test
  void call_twoFiles_reportNamesFiles() throws Exception {
    String a = CliRun.write(dir, "a.txt", P1 + "\n");
    String b = CliRun.write(dir, "b.txt", P2 + "\n" + scramble(P1, 3) + "\n");
    String report = dir.resolve("dups.txt").toString();
    CliRun r = CliRun.run("dedup", "--report", report, a, b);
    assertThat(r.outLines()).containsExactly(P1, P2);
    assertThat(Files.readAllLines(Path.of(report), StandardCharsets.UTF_8))
        .containsExactly(b + ":2 duplicates " + a + ":1");
  }

  @Test
  void call_sameFileTwice_oneLineUsageError() {
    String a = CliRun.write(dir, "a.txt", P1 + "\n");
    String sameFile = dir.resolve(".").resolve("a.txt").toString();
    CliRun r = CliRun.run("dedup", a, sameFile);
    // Regression: every puzzle of the second reading was reported as 'a.txt:1 duplicates a.txt:1'.
    assertThat(r.errLines())
        .containsExactly(
            "sudoku dedup: "
                + sameFile
                + " is named twice (duplicates within one file are found in one reading)");
    assertThat(r.outLines()).isEmpty();
    assertThat(r.status()).isEqualTo(ExitStatus.USAGE);
  }

  @Test
  void call_csvAndJson_keptWithCanonicalForm() {
    String form = new Canonicalizer().canonical(Grid.parse(P1)).toLine();
    String input = P1 + "\n" + scramble(P1, 4) + "\n";
    assertThat(CliRun.runWithInput(input, "dedup", "-f", "csv").outLines())
        .containsExactly("source,line,puzzle,canonical", "-,1," + P1 + "," + form);
    assertThat(CliRun.runWithInput(input, "dedup", "-f", "json").outLines())
        .containsExactly(
            "{\"source\":\"-\",\"line\":1,\"puzzle\":\""
                + P1
                + "\",\"canonical\":\""
                + form
                + "\"}");
  }

  @Test
  void call_unwritableReport_oneLineUsageError() {
    String report = dir.resolve("no/such/dir/x.txt").toString();
    CliRun r = CliRun.runWithInput(P1 + "\n", "dedup", "--report", report);
    // Regression: the reason was the JDK's message, the path a second time.
    assertThat(r.errLines())
        .containsExactly(
            "sudoku dedup: cannot write "
                + report
                + ": no such directory "
                + dir.resolve("no/such/dir"));
    assertThat(r.status()).isEqualTo(ExitStatus.USAGE);
  }
}
