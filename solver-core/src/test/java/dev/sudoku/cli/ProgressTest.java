package dev.sudoku.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

class ProgressTest {
  private final ByteArrayOutputStream err = new ByteArrayOutputStream();

  private Io io(boolean terminal) {
    return new Io(
        InputStream.nullInputStream(),
        new PrintStream(new ByteArrayOutputStream()),
        new PrintStream(err, true, StandardCharsets.UTF_8),
        terminal);
  }

  @Test
  void tick_notATerminal_drawsNothing() {
    try (Progress p = new Progress(io(false), "solve", 100)) {
      for (int i = 0; i < 10_000; i++) {
        p.tick(i);
      }
    }
    assertThat(err.size()).isZero();
  }

  @Test
  void tick_terminalButShortRun_drawsNothing() {
    try (Progress p = new Progress(io(true), "solve", 100)) {
      for (int i = 0; i < 2048; i++) {
        p.tick(i);
      }
    }
    assertThat(err.size()).isZero();
  }
}
