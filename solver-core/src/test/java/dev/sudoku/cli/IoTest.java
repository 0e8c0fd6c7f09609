package dev.sudoku.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class IoTest {
  @TempDir Path dir;

  @Test
  void stderrIsTerminal_linkToPseudoTerminal_true() throws IOException {
    Path fd = Files.createSymbolicLink(dir.resolve("2"), Paths.get("/dev/pts/7"));
    assertThat(Io.stderrIsTerminal(fd)).isTrue();
  }

  @Test
  void stderrIsTerminal_linkToFileOrPipe_false() throws IOException {
    Path file = Files.createSymbolicLink(dir.resolve("2"), dir.resolve("log.txt"));
    Path pipe = Files.createSymbolicLink(dir.resolve("3"), Paths.get("pipe:[12345]"));
    assertThat(Io.stderrIsTerminal(file)).isFalse();
    assertThat(Io.stderrIsTerminal(pipe)).isFalse();
  }
}
