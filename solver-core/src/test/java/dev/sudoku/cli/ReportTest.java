package dev.sudoku.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

class ReportTest {
  private final ByteArrayOutputStream err = new ByteArrayOutputStream();
  private final Io io =
      new Io(
          InputStream.nullInputStream(),
          new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8),
          new PrintStream(err, true, StandardCharsets.UTF_8),
          false);

  @Test
  void problem_oneLineWithWhereAndCountsAsFailure() {
    Report r = new Report(io, "solve");
    assertThat(r.status()).isEqualTo(ExitStatus.OK);
    r.problem(new Entry("f.txt", 12, 3, "x", null, null, 0), "why");
    assertThat(err.toString(StandardCharsets.UTF_8)).isEqualTo("f.txt:12: why\n");
    assertThat(r.problems()).isEqualTo(1);
    assertThat(r.status()).isEqualTo(ExitStatus.FAILED);
  }

  @Test
  void finish_summaryLineOnStderr() {
    new Report(io, "count").finish("2 puzzles", 2, 1);
    assertThat(err.toString(StandardCharsets.UTF_8))
        .startsWith("count: 2 puzzles (")
        .endsWith("1 thread)\n");
  }

  @Test
  void finish_outputCannotBeWritten_saysSoAndFails() {
    // Was: `sudoku solve f.txt > /dev/full` printed nothing, lost every result and exited 0.
    OutputStream full =
        new OutputStream() {
          @Override
          public void write(int b) throws IOException {
            throw new IOException("No space left on device");
          }
        };
    Io failing =
        new Io(
            InputStream.nullInputStream(),
            new PrintStream(full, false, StandardCharsets.UTF_8),
            new PrintStream(err, true, StandardCharsets.UTF_8),
            false);
    Report r = new Report(failing, "solve");
    r.out.println("a result");

    r.finish("1 puzzle", 1, 1);

    assertThat(err.toString(StandardCharsets.UTF_8))
        .startsWith(
            "solve: output incomplete:"
                + " writing standard output failed (full disk?)\nsolve: 1 puzzle (");
    assertThat(r.status()).isEqualTo(ExitStatus.FAILED);
  }

  @Test
  void plural_oneAndMany() {
    assertThat(Report.plural(1, "puzzle")).isEqualTo("1 puzzle");
    assertThat(Report.plural(2, "puzzle")).isEqualTo("2 puzzles");
  }

  @Test
  void mismatches_noneCompared_emptyElseCountedWithTheirNoun() {
    assertThat(Report.mismatches(0, 0)).isEmpty();
    assertThat(Report.mismatches(1, 20)).isEqualTo(", 1 mismatch in 20 compared with the input");
    assertThat(Report.mismatches(0, 3)).isEqualTo(", 0 mismatches in 3 compared with the input");
  }

  @Test
  void solveCounts_everyStatusInOrder() {
    assertThat(Report.solveCounts(1, 1, 0, 0, 0))
        .isEqualTo("1 puzzle: 1 solved, 0 without solution, 0 with multiple solutions, 0 invalid");
  }
}
