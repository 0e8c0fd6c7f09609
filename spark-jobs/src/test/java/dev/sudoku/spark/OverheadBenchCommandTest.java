package dev.sudoku.spark;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.grade.Level;
import java.io.PrintWriter;
import java.io.StringWriter;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

class OverheadBenchCommandTest {
  @Test
  void bench_defaults_twoHundredThousandRows() {
    CommandLine.ParseResult parsed = OverheadBenchCommand.commandLine().parseArgs();
    OverheadBenchCommand bench = (OverheadBenchCommand) parsed.commandSpec().userObject();

    assertThat(bench.rows).isEqualTo(200_000);
    assertThat(bench.input.toString()).endsWith("kaggle-1m-sample.csv");
    assertThat(bench.workload).isEqualTo(OverheadBench.Workload.ARCHIVE);
    assertThat(bench.runs).isEqualTo(4);
  }

  @Test
  void bench_generatedWorkload_levelsAndRunsParsed() {
    CommandLine.ParseResult parsed =
        OverheadBenchCommand.commandLine()
            .parseArgs(
                "--workload",
                "generated",
                "--levels",
                "easy,HARD",
                "--per-level",
                "10",
                "--seed",
                "7",
                "--spark-runs",
                "6");
    OverheadBenchCommand bench = (OverheadBenchCommand) parsed.commandSpec().userObject();

    assertThat(bench.workload).isEqualTo(OverheadBench.Workload.GENERATED);
    assertThat(bench.levels).containsExactly(Level.EASY, Level.HARD);
    assertThat(bench.perLevel).isEqualTo(10);
    assertThat(bench.seed).isEqualTo(7);
    assertThat(bench.runs).isEqualTo(6);
  }

  @Test
  void execute_unknownOption_oneLineUsageErrorExit2() {
    StringWriter err = new StringWriter();
    CommandLine cl = OverheadBenchCommand.commandLine();
    cl.setErr(new PrintWriter(err));

    assertThat(cl.execute("--rowz", "5")).isEqualTo(2);
    assertThat(err.toString().strip().lines()).singleElement().asString().contains("--rowz");
  }
}
