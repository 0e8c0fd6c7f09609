package dev.sudoku.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayInputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class InputOptionsTest {
  private final Io io =
      new Io(
          new ByteArrayInputStream(
              (Puzzles.P1 + "\n" + Puzzles.P2 + "\n").getBytes(StandardCharsets.UTF_8)),
          new PrintStream(OutputStream.nullOutputStream()),
          new PrintStream(OutputStream.nullOutputStream()),
          false);

  private List<Entry> read(InputOptions options) {
    List<Entry> out = new ArrayList<>();
    try (PuzzleReader r = options.open(io)) {
      options.entries(r).forEachRemaining(out::add);
    }
    return out;
  }

  @Test
  void sources_noFile_standardInput() {
    assertThat(new InputOptions().sources()).containsExactly("-");
  }

  @Test
  void entries_index_onlyThatEntry() {
    InputOptions o = new InputOptions();
    o.index = 2L;
    assertThat(read(o)).extracting(Entry::text).containsExactly(Puzzles.P2);
  }

  @Test
  void entries_indexBeyondInput_usageErrorWithSize() {
    InputOptions o = new InputOptions();
    o.index = 5L;
    assertThatThrownBy(() -> read(o))
        .isInstanceOf(UsageException.class)
        .hasMessage("--index 5 is beyond the input: it holds 2 puzzles");
  }

  @Test
  void open_indexZero_usageError() {
    InputOptions o = new InputOptions();
    o.index = 0L;
    assertThatThrownBy(() -> o.open(io))
        .isInstanceOf(UsageException.class)
        .hasMessage("--index must be at least 1, was 0");
  }
}
