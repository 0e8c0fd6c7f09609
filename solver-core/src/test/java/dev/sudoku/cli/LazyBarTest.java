package dev.sudoku.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

class LazyBarTest {
  private static final long MS = 1_000_000L;

  private static Io io(ByteArrayOutputStream err, boolean terminal) {
    return new Io(
        new ByteArrayInputStream(new byte[0]),
        new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8),
        new PrintStream(err, true, StandardCharsets.UTF_8),
        terminal);
  }

  @Test
  void stepTo_notATerminal_neverDrawn() {
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    long[] now = {0};
    try (LazyBar p = new LazyBar(io(err, false), "generate", 10, " puzzles", 1, () -> now[0])) {
      now[0] = 5_000 * MS;
      p.stepTo(5);
      assertThat(p.shown()).isFalse();
    }
    assertThat(err.size()).isZero();
  }

  @Test
  void stepTo_terminalBeforeAndAfterTheDelay_drawnOnlyAfter() {
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    long[] now = {7 * MS};
    try (LazyBar p = new LazyBar(io(err, true), "generate", 10, " puzzles", 1, () -> now[0])) {
      now[0] += 999 * MS;
      p.stepTo(1);
      assertThat(p.shown()).isFalse(); // short runs stay clean
      assertThat(err.size()).isZero();
      now[0] += MS;
      p.stepTo(5);
      assertThat(p.shown()).isTrue();
    }
    assertThat(err.toString(StandardCharsets.UTF_8)).contains("generate").contains("5/10");
  }
}
