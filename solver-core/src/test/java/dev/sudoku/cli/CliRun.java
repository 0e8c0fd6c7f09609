package dev.sudoku.cli;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.List;

/**
 * Test support: runs the {@code sudoku} command line exactly as {@link Main} builds it, with a
 * given standard input, and captures stdout, stderr and the exit status.
 */
record CliRun(int status, String out, String err) {

  /** Runs {@code sudoku args...} with empty standard input. */
  static CliRun run(String... args) {
    return runWithInput("", args);
  }

  /** Runs {@code sudoku args...} reading {@code stdin}. */
  static CliRun runWithInput(String stdin, String... args) {
    return runCommand(SudokuCommand::commandLine, stdin, args);
  }

  /** Runs the command line {@code factory} builds, reading {@code stdin}. */
  static CliRun runCommand(
      java.util.function.Function<Io, picocli.CommandLine> factory, String stdin, String... args) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    try (PrintStream o = new PrintStream(out, true, StandardCharsets.UTF_8);
        PrintStream e = new PrintStream(err, true, StandardCharsets.UTF_8)) {
      Io io = new Io(new ByteArrayInputStream(stdin.getBytes(StandardCharsets.UTF_8)), o, e, false);
      int status = factory.apply(io).execute(args);
      return new CliRun(
          status, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }
  }

  /** A stream whose every write fails with {@code message} (a full disk, a closed pipe). */
  static OutputStream failing(String message) {
    return new OutputStream() {
      @Override
      public void write(int b) throws IOException {
        throw new IOException(message);
      }
    };
  }

  /**
   * Runs {@code sudoku args...} with a standard output whose every write fails, as {@code >
   * /dev/full} does; {@code out} is empty.
   */
  static CliRun runWithFullDisk(String... args) {
    return runWithFailingOutput(failing("No space left on device"), false, args);
  }

  /**
   * Runs {@code sudoku args...} with a standard output that is a pipe whose reader went away, as
   * {@code | head} leaves it; {@code out} is empty.
   */
  static CliRun runWithClosedPipe(String... args) {
    return runWithFailingOutput(failing("Broken pipe"), true, args);
  }

  private static CliRun runWithFailingOutput(OutputStream sink, boolean pipe, String... args) {
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    try (PrintStream o = new Stdout(sink, pipe, StandardCharsets.UTF_8);
        PrintStream e = new PrintStream(err, true, StandardCharsets.UTF_8)) {
      Io io = new Io(InputStream.nullInputStream(), o, e, false);
      int status = SudokuCommand.commandLine(io).execute(args);
      return new CliRun(status, "", err.toString(StandardCharsets.UTF_8));
    }
  }

  /** Lines of stdout. */
  List<String> outLines() {
    return out.isEmpty() ? List.of() : List.of(out.split("\n"));
  }

  /** Lines of stderr. */
  List<String> errLines() {
    return err.isEmpty() ? List.of() : List.of(err.split("\n"));
  }

  /** The path of a test resource under {@code cli/}. */
  static String resource(String name) {
    try {
      var url = CliRun.class.getResource("/cli/" + name);
      if (url == null) {
        throw new IllegalArgumentException("no test resource cli/" + name);
      }
      return Paths.get(url.toURI()).toString();
    } catch (URISyntaxException e) {
      throw new IllegalStateException(e);
    }
  }

  /** Writes {@code text} to {@code dir/name} and returns its path. */
  static String write(Path dir, String name, String text) {
    try {
      return java.nio.file.Files.writeString(dir.resolve(name), text, StandardCharsets.UTF_8)
          .toString();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /**
   * The stderr line of {@code command} for a gzip file cut short after {@code read} whole lines:
   * the lines before the break were processed, so it says where reading stopped.
   */
  static String stoppedAtGzipCut(String command, Object file, long read) {
    return command
        + ": stopped reading "
        + file
        + " at line "
        + (read + 1)
        + ": gzip data ends early after line "
        + read
        + " (truncated file?); its first "
        + read
        + " lines were read";
  }
}
