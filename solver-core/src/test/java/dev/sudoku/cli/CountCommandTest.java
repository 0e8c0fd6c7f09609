package dev.sudoku.cli;

import static dev.sudoku.cli.Puzzles.CONFLICT;
import static dev.sudoku.cli.Puzzles.MULTI;
import static dev.sudoku.cli.Puzzles.NONE;
import static dev.sudoku.cli.Puzzles.P1;
import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.Grid;
import dev.sudoku.core.Solver;
import org.junit.jupiter.api.Test;

class CountCommandTest {
  private static final String INPUT = P1 + "\n" + MULTI + "\n" + NONE + "\n";

  @Test
  void call_defaultLimit_printsMinOfCountAndTwo() {
    CliRun r = CliRun.runWithInput(INPUT, "count");
    assertThat(r.outLines()).containsExactly("1", "2", "0");
    assertThat(r.errLines())
        .singleElement()
        .asString()
        .startsWith(
            "count: 3 puzzles: 1 with no solution, 1 with 1, 1 with 2 or more, 0 invalid (limit 2)");
    assertThat(r.status()).isZero();
  }

  @Test
  void call_limitOne_summaryMergesOneOrMore() {
    CliRun r = CliRun.runWithInput(INPUT, "count", "--limit", "1");
    assertThat(r.outLines()).containsExactly("1", "1", "0");
    assertThat(r.err()).contains("1 with no solution, 2 with 1 or more");
  }

  @Test
  void call_higherLimit_countsFurther() {
    CliRun r = CliRun.runWithInput(MULTI + "\n", "count", "--limit", "1000");
    int n = Integer.parseInt(r.outLines().get(0));
    assertThat(n).isGreaterThanOrEqualTo(2).isLessThanOrEqualTo(1000);
  }

  @Test
  void call_badLine_reportedCountedAndFails() {
    CliRun r = CliRun.runWithInput(P1 + "\n" + CONFLICT + "\n", "count");
    assertThat(r.outLines())
        .containsExactly("1", "# invalid: digit 5 appears twice in row 1: r1c1 and r1c2");
    assertThat(r.errLines().get(0)).isEqualTo("-:2: digit 5 appears twice in row 1: r1c1 and r1c2");
    assertThat(r.errLines().get(1)).contains("1 invalid");
    assertThat(r.status()).isEqualTo(ExitStatus.FAILED);
  }

  @Test
  void call_jsonAndCsv_carryCountAndLimit() {
    CliRun json = CliRun.runWithInput(MULTI + "\n", "count", "--format", "json");
    assertThat(json.outLines())
        .containsExactly(
            "{\"source\":\"-\",\"line\":1,\"puzzle\":\"" + MULTI + "\",\"count\":2,\"limit\":2}");
    CliRun csv = CliRun.runWithInput(MULTI + "\n", "count", "--format", "csv");
    assertThat(csv.outLines())
        .containsExactly("source,line,puzzle,count,limit,reason", "-,1," + MULTI + ",2,2,");
  }

  @Test
  void call_gridFormat_drawingThenCount() {
    CliRun r = CliRun.runWithInput(MULTI + "\n", "count", "--format", "grid");
    assertThat(r.out())
        .isEqualTo(Grid.parse(MULTI).toPrettyString() + "# at least 2 solutions\n\n");
  }

  @Test
  void call_zeroLimit_usageError() {
    CliRun r = CliRun.runWithInput(INPUT, "count", "--limit", "0");
    assertThat(r.errLines()).containsExactly("sudoku count: --limit must be at least 1, was 0");
    assertThat(r.status()).isEqualTo(ExitStatus.USAGE);
  }

  @Test
  void call_help_documentsLimitDefault() {
    CliRun r = CliRun.run("count", "--help");
    assertThat(r.out()).contains("--limit", "Default: 2", "Exit status:", "Examples:");
  }

  /** Regression: {@code count --limit 2147483647} on an empty grid had no time bound. */
  @Test
  void call_emptyGridHugeLimit_endsWithinItsBudgetAsALowerBound() {
    CliRun r =
        CliRun.runWithInput(
            ".".repeat(81) + "\n" + P1 + "\n",
            "count",
            "--limit",
            "2147483647",
            "--max-millis",
            "500");
    assertThat(r.outLines()).hasSize(2);
    assertThat(r.outLines().get(0)).startsWith("≥");
    assertThat(Long.parseLong(r.outLines().get(0).substring(1))).isPositive();
    assertThat(r.outLines().get(1)).isEqualTo("1");
    assertThat(r.err()).contains("1 stopped by --max-millis (lower bounds)");
    assertThat(r.status()).isZero();
  }

  @Test
  void call_budgetStopInCsv_reasonSaysSo() {
    CliRun r =
        CliRun.runWithInput(
            ".".repeat(81) + "\n", "count", "-l", "2147483647", "--max-millis", "20", "-f", "csv");
    assertThat(r.outLines().get(1))
        .matches("-,1,\\.{81},\\d+,2147483647,stopped after 20 ms: at least \\d+ solutions?");
  }

  @Test
  void call_negativeBudget_usageError() {
    CliRun r = CliRun.runWithInput(P1 + "\n", "count", "--max-millis", "-1");
    assertThat(r.status()).isEqualTo(ExitStatus.USAGE);
    assertThat(r.err()).contains("--max-millis must be 0 (no limit) or more, was -1");
  }

  @Test
  void counter_afterAStoppedSearch_nextCountIsExact() {
    // A clock that moves 1 ms per reading while `running`, and stands still after.
    java.util.concurrent.atomic.AtomicLong now = new java.util.concurrent.atomic.AtomicLong();
    boolean[] running = {true};
    CountCommand.Counter counter =
        new CountCommand.Counter(
            Integer.MAX_VALUE, 5, false, () -> running[0] ? now.addAndGet(1_000_000) : now.get());
    CountCommand.Counted stopped =
        counter.process(new Entry("-", 1, 1, ".".repeat(81), null, null, 0));
    assertThat(stopped.stopped()).isTrue();
    assertThat(stopped.count()).isEqualTo(6); // deadline at 6 ms, the sixth solution read at 7 ms
    running[0] = false;
    CountCommand.Counted next = counter.process(new Entry("-", 2, 2, MULTI, null, null, 0));
    assertThat(next.stopped()).isFalse();
    assertThat(next.count()).isEqualTo(Solver.reference().count(Grid.parse(MULTI), 1000));
  }

  @Test
  void help_documentsTheBudget() {
    assertThat(CliRun.run("count", "--help").out())
        .contains("--max-millis")
        .contains("default 10 seconds")
        .contains("lower bound");
  }
}
