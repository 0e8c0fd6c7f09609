package dev.sudoku.kafka;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.function.Function;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

class WorkerMainTest {

  /** Never called: every case here stops before a worker is made. */
  private static final Function<Clock, PuzzleFactory> NO_GENERATOR =
      clock -> {
        throw new AssertionError("no worker should be made");
      };

  private final StringWriter out = new StringWriter();
  private final StringWriter err = new StringWriter();

  private int execute(String... args) {
    CommandLine cl = WorkerMain.commandLine(NO_GENERATOR);
    cl.setOut(new PrintWriter(out));
    cl.setErr(new PrintWriter(err));
    return cl.execute(args);
  }

  @Test
  void commandLine_help_exitsZeroWithTheFileTheEnvironmentAndTheExitStatuses() {
    // Was: one usage line.
    assertThat(execute("--help")).isZero();
    assertThat(out.toString())
        .startsWith("Usage: kafka-worker/run worker")
        .contains("<worker.properties>", "SUDOKU_A_B_C", "docs/kafka.md", "Exit status:")
        .contains("fenced by a newer instance", "Examples:");
    // Was: "0 stopped on request (SIGTERM, Ctrl-C)"; a SIGTERM'd worker exits 143 (checked).
    assertThat(out.toString()).contains("143 or 130");
    assertThat(err.toString()).isEmpty();
  }

  @Test
  void commandLine_version_printsTheWorkersVersion() {
    assertThat(execute("--version")).isZero();
    assertThat(out.toString().strip()).startsWith("kafka-worker ");
  }

  @Test
  void commandLine_unknownOption_oneLineOnStderrAndStatusTwo() {
    assertThat(execute("--bogus", "w.properties")).isEqualTo(WorkerMain.EXIT_USAGE);
    assertThat(err.toString().strip())
        .isEqualTo("worker: Unknown option: '--bogus' (see --help)")
        .doesNotContain("\n");
  }

  @Test
  void commandLine_noFile_oneLineOnStderrAndStatusTwo() {
    assertThat(execute()).isEqualTo(WorkerMain.EXIT_USAGE);
    assertThat(err.toString().strip())
        .isEqualTo("worker: Missing required parameter: '<worker.properties>' (see --help)");
  }

  @Test
  void commandLine_twoFiles_oneLineOnStderrAndStatusTwo() {
    assertThat(execute("a.properties", "b.properties")).isEqualTo(WorkerMain.EXIT_USAGE);
    assertThat(err.toString().strip()).startsWith("worker: ").doesNotContain("\n");
  }

  @Test
  void commandLine_badValueInTheFile_oneLineAndStatusTwo(@TempDir Path dir) throws Exception {
    Path file = dir.resolve("w.properties");
    Files.writeString(
        file, "bootstrap.servers=127.0.0.1:1\nworker.instance.id=w1\nworker.chunk.size=ten\n");
    assertThat(execute(file.toString())).isEqualTo(WorkerMain.EXIT_USAGE);
    assertThat(err.toString().strip())
        .startsWith("worker: Invalid value ten for configuration worker.chunk.size")
        .doesNotContain("\n");
  }

  @Test
  void commandLine_badBootstrapServers_oneLineNamingTheKeyAndValue(@TempDir Path dir)
      throws Exception {
    // Was: "worker: Failed to construct kafka consumer", the client's reason left in its cause.
    Path file = dir.resolve("w.properties");
    Files.writeString(
        file, "bootstrap.servers=garbage\nworker.instance.id=w1\nworker.metrics.port=-1\n");
    CommandLine cl =
        WorkerMain.commandLine(
            clock ->
                (request, index) -> {
                  throw new AssertionError("no puzzle should be made");
                });
    cl.setErr(new PrintWriter(err));
    assertThat(cl.execute(file.toString())).isEqualTo(WorkerMain.EXIT_USAGE);
    assertThat(err.toString().strip())
        .isEqualTo(
            "worker: Failed to construct kafka consumer: Invalid url in bootstrap.servers:"
                + " garbage");
  }

  @Test
  void commandLine_missingFile_oneLineNamingTheFile(@TempDir Path dir) {
    Path file = dir.resolve("absent.properties");
    assertThat(execute(file.toString())).isEqualTo(WorkerMain.EXIT_USAGE);
    assertThat(err.toString().strip()).startsWith("worker: cannot read " + file);
  }
}
