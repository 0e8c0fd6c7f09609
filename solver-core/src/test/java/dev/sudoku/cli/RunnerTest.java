package dev.sudoku.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.archive.RecordStream;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class RunnerTest {
  private static final class Collect implements Pipeline.Sink<String> {
    final List<String> got = new ArrayList<>();
    private final PrintStream out;

    Collect(PrintStream out) {
      this.out = out;
    }

    @Override
    public void accept(Entry entry, String result) {
      got.add(result);
      out.println(result);
    }

    @Override
    public void reject(Entry entry, String reason) {
      got.add("!" + reason);
    }
  }

  private static Io io(String stdin, OutputStream out, ByteArrayOutputStream err) {
    return new Io(
        new ByteArrayInputStream(stdin.getBytes(StandardCharsets.UTF_8)),
        new PrintStream(out, true, StandardCharsets.UTF_8),
        new PrintStream(err, true, StandardCharsets.UTF_8),
        false);
  }

  @Test
  void run_index_workerSeesOnlyThatEntry() {
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    Io io = io("a\nb\nc\n", new ByteArrayOutputStream(), err);
    InputOptions input = new InputOptions();
    input.index = 2L;
    Collect sink = new Collect(io.out());
    Runner.run(io, "t", input, 2, () -> Entry::text, sink, new Report(io, "t"));
    assertThat(sink.got).containsExactly("b");
  }

  @Test
  void run_stdoutFails_stopsEarlyAndSaysSo() {
    OutputStream full = CliRun.failing("No space left on device");
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    Io io = io("x\n".repeat(20_000), full, err);
    Collect sink = new Collect(io.out());
    Runner.run(io, "t", new InputOptions(), 1, () -> Entry::text, sink, new Report(io, "t"));
    assertThat(sink.got).hasSize(4096);
    assertThat(err.toString(StandardCharsets.UTF_8))
        .isEqualTo("t: writing standard output failed (full disk?); stopped after 4096 puzzles\n");
  }

  @Test
  void run_readerClosedPipe_stopsAtTheFailedWriteAndSaysNothing() {
    // Regression: "| head -2" cost 4096 more puzzles and ended with "writing standard output
    // failed (closed pipe or full disk?)".
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    Io io =
        new Io(
            new ByteArrayInputStream("x\n".repeat(20_000).getBytes(StandardCharsets.UTF_8)),
            new Stdout(CliRun.failing("Broken pipe"), true, StandardCharsets.UTF_8),
            new PrintStream(err, true, StandardCharsets.UTF_8),
            false);
    Collect sink = new Collect(io.out());
    Runner.run(io, "t", new InputOptions(), 1, () -> Entry::text, sink, new Report(io, "t"));
    assertThat(sink.got).hasSize(1);
    assertThat(err.size()).isZero();
  }

  @Test
  void typedInputHint_namesTheCommandAndHowToEnd() {
    assertThat(Runner.typedInputHint("solve"))
        .startsWith("solve: reading puzzles from the terminal")
        .contains("Ctrl-D", "'sudoku solve --help'");
  }

  @Test
  void command_inputWithoutPuzzles_failsWithItsOwnLine() {
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    Io io = io("# nothing\n", new ByteArrayOutputStream(), err);
    int status =
        Runner.command(
            io,
            "t",
            new InputOptions(),
            new OutputOptions(),
            () -> Entry::text,
            report ->
                new Tally<String>() {
                  @Override
                  public void accept(Entry entry, String result) {}

                  @Override
                  public void reject(Entry entry, String reason) {}

                  @Override
                  public long puzzles() {
                    return 0;
                  }

                  @Override
                  public String summary() {
                    return "nothing";
                  }
                });
    assertThat(status).isEqualTo(ExitStatus.FAILED);
    assertThat(err.toString(StandardCharsets.UTF_8))
        .startsWith("t: skipped standard input: " + RecordStream.NO_PUZZLE + "\nt: nothing, 1 bad")
        .endsWith("t: no puzzle in standard input\n");
  }
}
