package dev.sudoku.core;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Runs what users run, as a separate process, for the end-to-end tier ({@code *LauncherIT} in each
 * module): a launcher script of the repository ({@code ./sudoku}, {@code spark-jobs/run}, {@code
 * kafka-worker/run}) or {@code java -jar} on a shipped jar, with a given standard input, and
 * captures its exit status, stdout and stderr. A process that outlives its time limit is killed
 * with its children and fails the test: a hung launcher must not hang the build.
 *
 * @param status the exit status
 * @param out standard output
 * @param err standard error
 */
public record Launch(int status, String out, String err) {

  /** The repository's root: the build passes it, else the parent of the module being tested. */
  public static Path root() {
    String configured = System.getProperty("repository.root");
    Path root =
        configured != null && !configured.isBlank()
            ? Paths.get(configured)
            : Paths.get("").toAbsolutePath().getParent();
    if (!Files.isRegularFile(root.resolve("sudoku"))) {
      throw new IllegalStateException("not the repository root (no ./sudoku): " + root);
    }
    return root;
  }

  /**
   * Runs {@code command} in {@code dir}, writing {@code stdin} to it, within {@code limit}.
   *
   * @throws AssertionError if the process is still running after {@code limit} (it is killed)
   */
  public static Launch run(Path dir, Duration limit, String stdin, String... command) {
    ProcessBuilder pb = new ProcessBuilder(command).directory(dir.toFile());
    // What the user typed, not what the build's JVM happens to carry.
    pb.environment().remove("JAVA_OPTS");
    pb.environment().remove("JAVA_TOOL_OPTIONS");
    Process p;
    try {
      p = pb.start();
    } catch (IOException e) {
      throw new UncheckedIOException("cannot start " + Arrays.toString(command), e);
    }
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    Thread outReader = copier(p.getInputStream(), out);
    Thread errReader = copier(p.getErrorStream(), err);
    try (OutputStream in = p.getOutputStream()) {
      in.write(stdin.getBytes(StandardCharsets.UTF_8));
    } catch (IOException e) {
      // the process did not read its input (it may have failed at once): its status says why
    }
    try {
      if (!p.waitFor(limit.toMillis(), TimeUnit.MILLISECONDS)) {
        List<ProcessHandle> tree = new ArrayList<>(p.descendants().toList());
        tree.forEach(ProcessHandle::destroyForcibly);
        p.destroyForcibly();
        throw new AssertionError(
            String.join(" ", command)
                + " still running after "
                + limit.toSeconds()
                + " s (killed); stderr so far:\n"
                + err.toString(StandardCharsets.UTF_8));
      }
      outReader.join(10_000);
      errReader.join(10_000);
      if (outReader.isAlive() || errReader.isAlive()) {
        throw new AssertionError(
            String.join(" ", command) + " ended but left its output open (a child still runs?)");
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      p.destroyForcibly();
      throw new AssertionError("interrupted", e);
    }
    return new Launch(
        p.exitValue(), out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
  }

  private static Thread copier(InputStream from, ByteArrayOutputStream to) {
    Thread t =
        new Thread(
            () -> {
              try (from) {
                from.transferTo(to);
              } catch (IOException e) {
                // the process was killed: what was read so far is kept
              }
            },
            "launch-output");
    t.setDaemon(true);
    t.start();
    return t;
  }

  /** Lines of stdout. */
  public List<String> outLines() {
    return out.isEmpty() ? List.of() : List.of(out.split("\n"));
  }

  /** Lines of stderr. */
  public List<String> errLines() {
    return err.isEmpty() ? List.of() : List.of(err.split("\n"));
  }

  /** Everything, for failure messages. */
  @Override
  public String toString() {
    return "exit " + status + "\n--- stdout\n" + out + "--- stderr\n" + err;
  }
}
