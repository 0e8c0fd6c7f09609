package dev.sudoku.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class StdoutTest {
  @TempDir Path dir;

  @Test
  void isPipe_linkToPipe_true() throws IOException {
    Path fd = Files.createSymbolicLink(dir.resolve("1"), Paths.get("pipe:[12345]"));
    assertThat(Stdout.isPipe(fd)).isTrue();
  }

  @Test
  void isPipe_linkToFileOrDeviceOrNoLink_false() throws IOException {
    Path file = Files.createSymbolicLink(dir.resolve("1"), dir.resolve("out.txt"));
    Path full = Files.createSymbolicLink(dir.resolve("2"), Paths.get("/dev/full"));
    assertThat(Stdout.isPipe(file)).isFalse();
    assertThat(Stdout.isPipe(full)).isFalse();
    assertThat(Stdout.isPipe(dir.resolve("missing"))).isFalse();
  }

  @Test
  void readerGone_pipeFailsWhateverTheMessage_true() {
    // A translated C library says EPIPE in its own words; a pipe has no other way to fail.
    Stdout out =
        new Stdout(CliRun.failing("Datenübergabe unterbrochen"), true, StandardCharsets.UTF_8);
    out.println("x");
    assertThat(out.readerGone()).isTrue();
  }

  @Test
  void readerGone_brokenPipeWhereTheKindIsUnknown_true() {
    Stdout out = new Stdout(CliRun.failing("Broken pipe"), false, StandardCharsets.UTF_8);
    out.println("x");
    assertThat(out.readerGone()).isTrue();
  }

  @Test
  void readerGone_fullDisk_falseAndTheReasonIsKept() {
    Stdout out =
        new Stdout(CliRun.failing("No space left on device"), false, StandardCharsets.UTF_8);
    out.println("x");
    assertThat(out.checkError()).isTrue();
    assertThat(out.readerGone()).isFalse();
    assertThat(out.failure()).isEqualTo("No space left on device");
  }

  @Test
  void readerGone_nothingFailed_false() {
    Stdout out = new Stdout(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8);
    out.println("x");
    assertThat(out.checkError()).isFalse();
    assertThat(out.readerGone()).isFalse();
    assertThat(out.failure()).isNull();
  }
}
