package dev.sudoku.kafka;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Runs a command to its end with a bounded wait, its output captured in files (a pipe left unread
 * would block a chatty child): the console consumer and the Python recipe of the integration tests.
 */
final class ChildProcess {

  /** What the command left: exit status, standard output, standard error. */
  record Result(int exit, String out, String err) {

    /** The non-blank lines of standard output. */
    List<String> lines() {
      return out.lines().filter(l -> !l.isBlank()).toList();
    }
  }

  private ChildProcess() {}

  /** A {@code java} command with this JVM's classpath running {@code main} with {@code args}. */
  static List<String> java(String main, List<String> args) {
    List<String> cmd = new ArrayList<>();
    cmd.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    cmd.add("-Xmx256m");
    cmd.add("-XX:TieredStopAtLevel=1");
    cmd.add("-cp");
    cmd.add(System.getProperty("java.class.path"));
    cmd.add(main);
    cmd.addAll(args);
    return cmd;
  }

  /**
   * Runs {@code command} in {@code dir} and waits for it.
   *
   * @throws AssertionError when it is still running after {@code timeout} (it is killed)
   */
  static Result run(List<String> command, Path dir, Duration timeout) {
    try {
      Path out = Files.createTempFile(dir, "child-", ".out");
      Path err = Files.createTempFile(dir, "child-", ".err");
      Process p =
          new ProcessBuilder(command)
              .directory(dir.toFile())
              .redirectInput(ProcessBuilder.Redirect.from(Path.of("/dev/null").toFile()))
              .redirectOutput(out.toFile())
              .redirectError(err.toFile())
              .start();
      if (!p.waitFor(timeout.toMillis(), TimeUnit.MILLISECONDS)) {
        p.destroyForcibly().waitFor(10, TimeUnit.SECONDS);
        throw new AssertionError(
            "still running after "
                + timeout
                + ": "
                + String.join(" ", command)
                + "\nstderr:\n"
                + Files.readString(err, StandardCharsets.UTF_8));
      }
      return new Result(
          p.exitValue(),
          Files.readString(out, StandardCharsets.UTF_8),
          Files.readString(err, StandardCharsets.UTF_8));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException(e);
    }
  }
}
