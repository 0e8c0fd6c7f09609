package dev.sudoku.archive;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Assumptions;

/**
 * A named pipe (FIFO) for tests of readers that must read a pipe once, as a file named on the
 * command line ({@code <(zcat a.gz)}, {@code /dev/stdin}): what a second read would lose is what
 * these tests catch.
 */
public final class NamedPipe {
  private NamedPipe() {}

  /**
   * Makes {@code dir/fifo} a named pipe that gives {@code text} to its first reader, written by a
   * daemon thread; skips the test where {@code mkfifo} is missing.
   */
  public static Path feeding(Path dir, String text) throws InterruptedException {
    Path fifo = dir.resolve("fifo");
    boolean made;
    try {
      made = new ProcessBuilder("mkfifo", fifo.toString()).start().waitFor() == 0;
    } catch (IOException e) {
      made = false;
    }
    Assumptions.assumeTrue(made, "mkfifo is not available");
    Thread writer =
        new Thread(
            () -> {
              try {
                Files.writeString(fifo, text);
              } catch (IOException e) {
                // the reader went away; the test's assertions say what it read
              }
            });
    writer.setDaemon(true);
    writer.start();
    return fifo;
  }
}
