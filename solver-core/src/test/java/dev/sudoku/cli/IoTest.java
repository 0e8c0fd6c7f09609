package dev.sudoku.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.DirectoryNotEmptyException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.FileSystemLoopException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.NotDirectoryException;
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

  @Test
  void reason_accessDenied_saysPermissionDenied() {
    assertThat(Io.reason(new AccessDeniedException("/x/y"))).isEqualTo("permission denied");
  }

  @Test
  void reason_fileSystemExceptionWithReason_reasonWithoutClassOrPath() {
    assertThat(Io.reason(new FileSystemException("/x/y", null, "Is a directory")))
        .isEqualTo("is a directory");
    assertThat(Io.reason(new FileSystemException("/x/y", null, "Read-only file system")))
        .isEqualTo("read-only file system");
  }

  @Test
  void reason_exceptionsThatCarryOnlyThePath_sayWhatIsWrong() {
    // Regression: render -o /proc/x said "cannot create /proc/x: /proc/x".
    String missing = dir.resolve("no/such/x").toString();
    String there = dir.resolve("x").toString();
    assertThat(Io.reason(new NoSuchFileException(missing)))
        .isEqualTo("no such directory " + dir.resolve("no/such"));
    assertThat(Io.reason(new NoSuchFileException(there))).isEqualTo("no such file or directory");
    assertThat(Io.reason(new NotDirectoryException(there))).isEqualTo("not a directory");
    assertThat(Io.reason(new FileAlreadyExistsException(there))).isEqualTo("it already exists");
    assertThat(Io.reason(new DirectoryNotEmptyException(there))).isEqualTo("directory not empty");
    assertThat(Io.reason(new FileSystemLoopException(there)))
        .isEqualTo("too many levels of symbolic links");
    assertThat(Io.reason(new FileSystemException(there)))
        .isEqualTo("the system refused (FileSystemException)");
    assertThat(Io.reason(new IOException("Input/output error"))).isEqualTo("Input/output error");
  }

  @Test
  void outputLost_writeFailed_oneLineOnStderrAndTrue() {
    PrintStream failing =
        new PrintStream(CliRun.failing("No space left on device"), true, StandardCharsets.UTF_8);
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    Io io = io(failing, err);
    failing.println("a result");

    assertThat(io.outputLost("solve")).isTrue();
    assertThat(err.toString(StandardCharsets.UTF_8))
        .isEqualTo(
            "solve: output incomplete: writing standard output failed (full disk?)"
                + System.lineSeparator());
  }

  @Test
  void outputLost_everythingWritten_falseAndSilent() {
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    PrintStream out = new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8);
    PrintWriter buffer = new PrintWriter(out, false, StandardCharsets.UTF_8);
    Io io = io(out, err);
    buffer.println("a result");

    assertThat(io.outputLost("solve", buffer)).isFalse();
    assertThat(err.size()).isZero();
  }

  /** Streams for a command: no input, {@code out}, and stderr collected in {@code err}. */
  private static Io io(PrintStream out, ByteArrayOutputStream err) {
    return new Io(
        new ByteArrayInputStream(new byte[0]),
        out,
        new PrintStream(err, true, StandardCharsets.UTF_8),
        false);
  }
}
