package dev.sudoku.grade;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.cli.BenchMain;
import dev.sudoku.cli.Io;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/**
 * The command line of {@code solver-core/bench rungs}; no test here starts the benchmark.
 * Regression: {@code --help} was read as the data folder and died with a NoSuchFileException stack
 * trace, and a bad number with a NumberFormatException one.
 */
class RungCpuTimeTest {
  /** Exit status, stdout and stderr of one run. */
  private record Run(int status, String out, String err) {}

  private static Run rungs(String... args) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    PrintStream o = new PrintStream(out, true, StandardCharsets.UTF_8);
    PrintStream e = new PrintStream(err, true, StandardCharsets.UTF_8);
    Io io = new Io(new ByteArrayInputStream(new byte[0]), o, e, false);
    int status = BenchMain.commandLine(new RungCpuTime(), io).execute(args);
    return new Run(
        status, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
  }

  @Test
  void help_exitsZeroWithEveryArgumentItsDefaultAndTheDocs() {
    Run r = rungs("--help");

    assertThat(r.status()).isZero();
    assertThat(r.err()).isEmpty();
    assertThat(r.out())
        .startsWith("Usage: solver-core/bench rungs")
        .contains("DATA_DIR", "RUNG-NAME-PART", "PASSES", "GENERATED", "ladder")
        .contains("../shared/data.", "Default: 3", "Default: 0")
        .contains("docs/grader.md");
  }

  @Test
  void help_documentedCommandLines_parse() {
    assertThat(rungs("-h").status()).isZero();
    assertThat(rungs("../shared/data", "X_CYCLE", "5", "--help").status()).isZero();
    assertThat(rungs("../shared/data", "", "3", "3000", "--help").status()).isZero();
    assertThat(rungs("../shared/data", "HIDDEN", "5", "3000", "ladder", "--help").status())
        .isZero();
  }

  @Test
  void call_passesNotANumber_oneLineAndExitTwo() {
    Run r = rungs("../shared/data", "X_CYCLE", "five");

    assertThat(r.status()).isEqualTo(2);
    assertThat(r.out()).isEmpty();
    assertThat(r.err().lines())
        .singleElement()
        .asString()
        .startsWith("solver-core/bench rungs: ")
        .contains("PASSES", "'five'");
  }

  @Test
  void call_zeroPasses_exitsTwoBeforeMeasuring() {
    Run r = rungs("../shared/data", "X_CYCLE", "0");

    assertThat(r.status()).isEqualTo(2);
    assertThat(r.err().lines())
        .singleElement()
        .asString()
        .contains("PASSES must be at least 1, was 0");
  }

  @Test
  void call_optionFirst_namesIt() {
    Run r = rungs("--passes", "5");

    assertThat(r.status()).isEqualTo(2);
    assertThat(r.err().lines()).singleElement().asString().contains("unknown option '--passes'");
  }

  @Test
  void call_fifthArgumentNotLadder_saysSo() {
    Run r = rungs("d", "HIDDEN", "5", "3000", "ladders");

    assertThat(r.status()).isEqualTo(2);
    assertThat(r.err().lines())
        .singleElement()
        .asString()
        .contains("the fifth argument can only be 'ladder', was 'ladders'");
  }

  @Test
  void call_missingDataFolder_oneLineNamingTheFile() {
    Run r = rungs("/nonexistent-bench-data", "X_CYCLE", "1");

    assertThat(r.status()).isEqualTo(2);
    assertThat(r.out()).isEmpty();
    assertThat(r.err().lines())
        .singleElement()
        .asString()
        .contains("/nonexistent-bench-data/ratings/se-reference-1200.csv: no such file");
  }
}
