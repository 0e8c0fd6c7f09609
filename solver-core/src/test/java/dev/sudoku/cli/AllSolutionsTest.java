package dev.sudoku.cli;

import static dev.sudoku.cli.Puzzles.CONFLICT;
import static dev.sudoku.cli.Puzzles.MULTI;
import static dev.sudoku.cli.Puzzles.NONE;
import static dev.sudoku.cli.Puzzles.P1;
import static dev.sudoku.cli.Puzzles.S1;
import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.Grid;
import dev.sudoku.core.Solver;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

class AllSolutionsTest {
  /** Every solution of MULTI, by the reference solver (the test oracle). */
  private static List<String> multiSolutions() {
    List<String> all = new ArrayList<>();
    Solver.reference().enumerate(Grid.parse(MULTI), 1000, g -> all.add(g.toLine()));
    return all;
  }

  @Test
  void call_lineFormat_eachPuzzleIntroducedThenItsSolutions() {
    List<String> expected = multiSolutions();
    assertThat(expected).hasSizeGreaterThan(2).hasSizeLessThan(1000);
    CliRun r =
        CliRun.runWithInput(
            P1 + "\n" + MULTI + "\n" + NONE + "\n" + CONFLICT + "\n", "solve", "--all");
    List<String> out = r.outLines();
    assertThat(out.get(0)).isEqualTo("# -:1: 1 solution");
    assertThat(out.get(1)).isEqualTo(S1);
    assertThat(out.get(2)).isEqualTo("# -:2: " + expected.size() + " solutions");
    assertThat(out.subList(3, 3 + expected.size())).containsExactlyInAnyOrderElementsOf(expected);
    assertThat(out.subList(3 + expected.size(), out.size()))
        .containsExactly(
            "# -:3: no solution", "# -:4: invalid: digit 5 appears twice in row 1: r1c1 and r1c2");
    assertThat(r.errLines())
        .contains("-:2: multiple solutions: " + expected.size() + " solutions", "-:3: no solution");
    assertThat(r.errLines().get(r.errLines().size() - 1))
        .startsWith(
            "solve: 4 puzzles: 1 solved, 1 without solution, 1 with multiple solutions, 1"
                + " invalid; "
                + (1 + expected.size())
                + " solutions listed (--limit 1000)");
    assertThat(r.status()).isEqualTo(ExitStatus.FAILED);
  }

  @Test
  void call_limitReached_saysAtLeastAndIncomplete() {
    CliRun r = CliRun.runWithInput(MULTI + "\n", "solve", "--all", "--limit", "2", "-f", "json");
    assertThat(r.outLines()).singleElement().asString().contains("\"count\":2,\"complete\":false");
    assertThat(r.err()).contains("multiple solutions: at least 2 solutions (--limit 2)");
  }

  @Test
  void call_jsonFormat_solutionsAreEverySolutionOfThePuzzle() {
    CliRun r = CliRun.runWithInput(MULTI + "\n", "solve", "--all", "-f", "json");
    String line = r.outLines().get(0);
    for (String s : multiSolutions()) {
      assertThat(line).contains("\"" + s + "\"");
    }
    assertThat(line)
        .startsWith("{\"source\":\"-\",\"line\":1,\"puzzle\":\"" + MULTI)
        .contains("\"status\":\"MULTIPLE_SOLUTIONS\"")
        .contains("\"count\":" + multiSolutions().size() + ",\"complete\":true");
  }

  @Test
  void call_csvFormat_oneRowPerSolutionNumbered() {
    int n = multiSolutions().size();
    CliRun r = CliRun.runWithInput(MULTI + "\n" + NONE + "\n", "solve", "--all", "-f", "csv");
    List<String> out = r.outLines();
    assertThat(out.get(0))
        .isEqualTo("source,line,puzzle,number,solution,solutions,complete,status,reason");
    assertThat(out).hasSize(1 + n + 1);
    assertThat(out.get(1)).startsWith("-,1," + MULTI + ",1,").contains("," + n + ",true,");
    assertThat(out.get(n)).startsWith("-,1," + MULTI + "," + n + ",");
    assertThat(out.get(n + 1)).isEqualTo("-,2," + NONE + ",,,0,true,NO_SOLUTION,no solution");
  }

  @Test
  void call_gridFormat_numbersEachDrawing() {
    CliRun r = CliRun.runWithInput(P1 + "\n", "solve", "--all", "-f", "grid");
    assertThat(r.out()).startsWith("# -:1: solution 1 of 1\n" + Grid.parse(S1).toPrettyString());
    assertThat(r.status()).isZero();
  }

  @Test
  void call_limitWithoutAll_usageError() {
    CliRun r = CliRun.runWithInput(P1 + "\n", "solve", "--limit", "5");
    assertThat(r.status()).isEqualTo(ExitStatus.USAGE);
    assertThat(r.err()).contains("--limit needs --all");
  }

  @Test
  void call_zeroLimit_usageError() {
    CliRun r = CliRun.runWithInput(P1 + "\n", "solve", "--all", "--limit", "0");
    assertThat(r.status()).isEqualTo(ExitStatus.USAGE);
    assertThat(r.err()).contains("--limit must be at least 1, was 0");
  }

  @Test
  void counter_keepingSolutions_budgetNeverStopsBeforeTheSecond() {
    AtomicLong now = new AtomicLong();
    // every reading of the clock is a second later: the budget is always spent
    CountCommand.Counter counter =
        new CountCommand.Counter(1000, 1, true, () -> now.addAndGet(1_000_000_000L));
    CountCommand.Counted c = counter.process(new Entry("-", 1, 1, MULTI, null, null, 0));
    assertThat(c.count()).isEqualTo(2);
    assertThat(c.stopped()).isTrue();
    assertThat(c.solutions()).hasSize(2).doesNotHaveDuplicates();
    CountCommand.Counted unique = counter.process(new Entry("-", 2, 2, P1, null, null, 0));
    assertThat(unique.stopped()).isFalse();
    assertThat(unique.solutions()).extracting(Grid::toLine).containsExactly(S1);
  }
}
