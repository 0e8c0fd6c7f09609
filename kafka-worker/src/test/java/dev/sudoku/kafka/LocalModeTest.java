package dev.sudoku.kafka;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

class LocalModeTest {

  /** The options of {@code args} as {@code call()} would see them; nothing is started. */
  private static LocalMode.Options parsed(String... args) {
    CommandLine cl = LocalMode.commandLine();
    cl.parseArgs(args);
    return ((LocalMode) cl.getCommand()).options();
  }

  /** Runs the command line on {@code args}: its exit status and what it wrote to stderr. */
  private static String[] executed(String... args) {
    CommandLine cl = LocalMode.commandLine();
    StringWriter err = new StringWriter();
    cl.setErr(new PrintWriter(err));
    return new String[] {Integer.toString(cl.execute(args)), err.toString()};
  }

  @Test
  void options_none_tenPuzzlesAndKeepsRunning() {
    assertThat(parsed()).isEqualTo(new LocalMode.Options(10, false));
  }

  @Test
  void options_countAndOnce_taken() {
    assertThat(parsed("--count", "3", "--once")).isEqualTo(new LocalMode.Options(3, true));
  }

  @Test
  void options_countEqualsValue_taken() {
    // Was: "unknown option '--count=3'" (sudoku and request accept it).
    assertThat(parsed("--count=3")).isEqualTo(new LocalMode.Options(3, false));
  }

  @Test
  void commandLine_help_exitsZeroAndDescribesEveryOption() {
    CommandLine cl = LocalMode.commandLine();
    StringWriter out = new StringWriter();
    cl.setOut(new PrintWriter(out));
    assertThat(cl.execute("--help")).isZero();
    assertThat(out.toString())
        .startsWith("Usage: kafka-worker/run local")
        .contains("--count=N", "(default: 10)", "--once", "Exit status:", "Examples:");
    // Was: "0 ... or stopped by Ctrl-C"; Ctrl-C ends the local mode with status 130 (checked).
    assertThat(out.toString()).contains("reports 130");
  }

  @Test
  void commandLine_unknownOption_oneLineOnStderrAndStatusTwo() {
    String[] r = executed("--bogus");
    assertThat(r[0]).isEqualTo("2");
    assertThat(r[1].strip())
        .isEqualTo("local: Unknown option: '--bogus' (see --help)")
        .doesNotContain("\n");
  }

  @Test
  void commandLine_countWithoutValueOrNotANumber_oneLineAndStatusTwo() {
    // Was: ArrayIndexOutOfBoundsException and NumberFormatException stack traces.
    String[] missing = executed("--count");
    assertThat(missing[0]).isEqualTo("2");
    assertThat(missing[1].strip())
        .startsWith("local: Missing required parameter for option '--count'")
        .doesNotContain("\n");
    String[] word = executed("--count=abc");
    assertThat(word[0]).isEqualTo("2");
    assertThat(word[1].strip()).contains("'abc'").endsWith("(see --help)").doesNotContain("\n");
  }

  @Test
  void commandLine_countOutOfRange_refusedBeforeTheBrokerStarts() {
    // Was: a broker started, the request was dead-lettered and the run ended with an INVALID
    // summary and no puzzle (9999999999: an ArithmeticException stack trace).
    String[] zero = executed("--count=0");
    assertThat(zero[0]).isEqualTo("2");
    assertThat(zero[1].strip())
        .isEqualTo("local: --count must be 1.." + LocalMode.MAX_COUNT + ", was 0 (see --help)");
    String[] huge = executed("--count", "9999999999");
    assertThat(huge[0]).isEqualTo("2");
    assertThat(huge[1]).startsWith("local: --count must be 1..");
  }

  @Test
  void quietBenignWarnings_setsEachLoggerToError() {
    // Was: three WARN lines on every local run (empty metadata log, TOPIC_ALREADY_EXISTS,
    // NetworkClient closed twice), none of them a problem.
    LocalMode.quietBenignWarnings();
    for (String logger : LocalMode.BENIGN_WARNINGS) {
      assertThat(System.getProperty("org.slf4j.simpleLogger.log." + logger)).isEqualTo("error");
    }
  }
}
