package dev.sudoku.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

class LazyBarTest {
  private static Io io(ByteArrayOutputStream err, boolean terminal) {
    return new Io(
        new ByteArrayInputStream(new byte[0]),
        new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8),
        new PrintStream(err, true, StandardCharsets.UTF_8),
        terminal);
  }

  @Test
  void stepTo_notATerminal_neverDrawn() throws Exception {
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    Io io = io(err, false);
    try (LazyBar p = new LazyBar(io, "generate", 10)) {
      Thread.sleep(1100);
      p.stepTo(5);
      assertThat(p.shown()).isFalse();
    }
    assertThat(err.size()).isZero();
  }

  @Test
  void stepTo_terminalAfterDelay_drawsOnStderr() throws Exception {
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    Io io = io(err, true);
    try (LazyBar p = new LazyBar(io, "generate", 10)) {
      p.stepTo(1);
      assertThat(p.shown()).isFalse(); // short runs stay clean
      Thread.sleep(1100);
      p.stepTo(5);
      assertThat(p.shown()).isTrue();
    }
    assertThat(err.toString(StandardCharsets.UTF_8)).contains("generate");
  }
}
