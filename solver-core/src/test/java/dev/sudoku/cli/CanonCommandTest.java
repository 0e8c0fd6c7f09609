package dev.sudoku.cli;

import static dev.sudoku.cli.Puzzles.CONFLICT;
import static dev.sudoku.cli.Puzzles.P1;
import static dev.sudoku.cli.Puzzles.P2;
import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.canon.Canonicalizer;
import dev.sudoku.core.Grid;
import dev.sudoku.core.SharedData;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class CanonCommandTest {
  private static String form(String puzzle) {
    return new Canonicalizer().canonical(Grid.parse(puzzle)).toLine();
  }

  @Test
  void call_knownLines_equalCanonicalizer() {
    List<Grid> puzzles = SharedData.puzzles("bench/17-clue.txt", 50);
    StringBuilder in = new StringBuilder();
    List<String> want = new ArrayList<>();
    Canonicalizer canon = new Canonicalizer();
    for (Grid p : puzzles) {
      in.append(p.toLine()).append('\n');
      want.add(canon.canonical(p).toLine());
    }
    CliRun one = CliRun.runWithInput(in.toString(), "canon", "--threads", "1");
    CliRun two = CliRun.runWithInput(in.toString(), "canon", "--threads", "2");
    assertThat(one.outLines()).containsExactlyElementsOf(want);
    assertThat(two.outLines()).containsExactlyElementsOf(want);
    assertThat(one.status()).isZero();
  }

  @Test
  void call_publishedMinlexLine_printsItself() {
    // the first lines of the published 17-clue list are their own minlex form (docs/canonical.md)
    String first = SharedData.puzzles("bench/17-clue.txt", 1).get(0).toLine();
    assertThat(CliRun.runWithInput(first + "\n", "canon").outLines()).containsExactly(first);
  }

  @Test
  void call_badLines_reportedAndRunGoesOn() {
    CliRun r = CliRun.runWithInput(P1 + "\n" + CONFLICT + "\nxyz\n" + P2 + "\n", "canon");
    assertThat(r.outLines())
        .containsExactly(
            form(P1),
            "# invalid: digit 5 appears twice in row 1: r1c1 and r1c2",
            "# invalid: expected 81 characters, found 3",
            form(P2));
    assertThat(r.errLines())
        .contains(
            "-:2: digit 5 appears twice in row 1: r1c1 and r1c2",
            "-:3: expected 81 characters, found 3");
    assertThat(r.errLines().get(r.errLines().size() - 1))
        .startsWith("canon: 4 puzzles: 2 canonicalized, 2 invalid");
    assertThat(r.status()).isEqualTo(ExitStatus.FAILED);
  }

  @Test
  void call_csvAndJson_inputAndCanonical() {
    CliRun csv = CliRun.runWithInput(P1 + "\nxyz\n", "canon", "--format", "csv");
    assertThat(csv.outLines())
        .containsExactly(
            "source,line,puzzle,canonical,reason",
            "-,1," + P1 + "," + form(P1) + ",",
            "-,2,xyz,,expected 81 characters, found 3"
                .replace("expected 81 characters, found 3", "\"expected 81 characters, found 3\""));
    CliRun json = CliRun.runWithInput(P1 + "\n", "canon", "--format", "json");
    assertThat(json.outLines())
        .containsExactly(
            "{\"source\":\"-\",\"line\":1,\"puzzle\":\""
                + P1
                + "\",\"canonical\":\""
                + form(P1)
                + "\"}");
  }

  @Test
  void call_csvInputWithIndex_onePuzzle() {
    CliRun r = CliRun.run("canon", "--index", "2", CliRun.resource("kaggle-3m-rated.csv"));
    assertThat(r.outLines()).hasSize(1);
    assertThat(r.outLines().get(0)).hasSize(81);
    assertThat(r.status()).isZero();
  }

  @Test
  void call_help_describesOutput() {
    assertThat(CliRun.run("canon", "--help").out()).contains("minlex", "Exit status:");
  }
}
