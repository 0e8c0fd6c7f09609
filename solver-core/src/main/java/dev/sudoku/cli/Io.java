package dev.sudoku.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
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

/**
 * The outside world of one command run: standard input, output and error, and whether stderr is a
 * terminal (then long runs draw a progress bar). {@link Main} passes the process's own streams;
 * tests pass byte arrays and {@code terminal = false}.
 */
public record Io(InputStream in, PrintStream out, PrintStream err, boolean terminal) {

  /** The process's streams; {@code terminal} tells whether stderr is a terminal. */
  public static Io system() {
    boolean terminal = stderrIsTerminal(Paths.get("/proc/self/fd/2"));
    return new Io(System.in, Stdout.system(), System.err, terminal);
  }

  /**
   * True when a person types puzzles and reads answers: this is the process's own standard input
   * and both it and stdout are a terminal. Then answers are written puzzle by puzzle instead of in
   * chunks.
   */
  boolean interactive() {
    return in == System.in && System.console() != null;
  }

  /**
   * Whether stderr is a terminal. Java 17 has no direct test, and {@code System.console()} is null
   * as soon as stdout is redirected, which is exactly when a bar on stderr is wanted ({@code sudoku
   * solve big.csv > out.txt}); so on Linux the descriptor's link target is read, and elsewhere the
   * console stands in for it.
   */
  static boolean stderrIsTerminal(Path fd2) {
    try {
      String target = Files.readSymbolicLink(fd2).toString();
      return target.startsWith("/dev/pts/") || target.startsWith("/dev/tty");
    } catch (IOException | UnsupportedOperationException | SecurityException e) {
      return System.console() != null;
    }
  }

  /** The same streams, told that stderr is not a terminal: no progress bar is drawn. */
  Io withoutBar() {
    return new Io(in, out, err, false);
  }

  /**
   * True once a reader closed standard output ({@code sudoku count big.txt | head -2}): the run
   * asked for was only the start, as with {@code seq 1000000 | head -1}, so the command stops at
   * once, prints nothing more, and exits with {@link ExitStatus#READER_GONE}. The one rule every
   * command follows: {@link Report}, {@link #outputLost} and the exit status all ask here. A full
   * disk is not this: {@link Stdout} tells them apart.
   */
  boolean readerGone() {
    return out instanceof Stdout && ((Stdout) out).readerGone();
  }

  /**
   * True when results written to standard output were lost (a full disk, {@code > /dev/full}, a
   * closed pipe), after one line on stderr unless {@link #readerGone()}. Print streams swallow
   * write errors, so without this check a run would end with status 0 and an empty or cut file.
   *
   * @param command the command's name, which starts the line
   */
  boolean outputLost(String command) {
    return lost(command, false);
  }

  /**
   * {@link #outputLost(String)} for results written through {@code buffer}, a writer over standard
   * output: it is flushed first.
   */
  boolean outputLost(String command, PrintWriter buffer) {
    return lost(command, buffer.checkError());
  }

  private boolean lost(String command, boolean failed) {
    if (failed | out.checkError()) {
      if (!readerGone()) {
        err.println(command + ": output incomplete: " + writeFailed());
      }
      return true;
    }
    return false;
  }

  /**
   * Says that a run stopped after {@code done} puzzles because standard output failed, unless
   * {@link #readerGone()}: a reader that went away is told nothing.
   */
  void stoppedEarly(String command, long done) {
    if (!readerGone()) {
      err.println(
          command + ": " + writeFailed() + "; stopped after " + Report.plural(done, "puzzle"));
    }
  }

  /** {@code writing standard output failed} and why, as the system said it when known. */
  private String writeFailed() {
    String why = out instanceof Stdout ? ((Stdout) out).failure() : null;
    return "writing standard output failed" + (why == null ? " (full disk?)" : ": " + why);
  }

  /**
   * Why a file operation failed, in words for a one-line error ({@code cannot create DIR: REASON}).
   * The JDK gives several failures only as the path again ({@code AccessDeniedException}, {@code
   * NoSuchFileException}, {@code FileAlreadyExistsException} and others carry no reason), and an
   * exception's {@code toString} starts with its class name; so the kind of exception is put into
   * words, and the system's own reason ({@code read-only file system}, {@code not a directory}) is
   * used where the JDK kept it, starting in lower case like the others.
   */
  static String reason(IOException e) {
    if (e instanceof AccessDeniedException) {
      return "permission denied";
    }
    if (e instanceof FileSystemException && ((FileSystemException) e).getReason() != null) {
      return lowerFirst(((FileSystemException) e).getReason());
    }
    if (e instanceof NoSuchFileException) {
      String file = ((NoSuchFileException) e).getFile();
      Path parent = file == null ? null : Paths.get(file).toAbsolutePath().getParent();
      return parent != null && !Files.isDirectory(parent)
          ? "no such directory " + parent
          : "no such file or directory";
    }
    if (e instanceof NotDirectoryException) {
      return "not a directory";
    }
    if (e instanceof FileAlreadyExistsException) {
      return "it already exists";
    }
    if (e instanceof DirectoryNotEmptyException) {
      return "directory not empty";
    }
    if (e instanceof FileSystemLoopException) {
      return "too many levels of symbolic links";
    }
    if (e instanceof FileSystemException || e.getMessage() == null) {
      return "the system refused (" + e.getClass().getSimpleName() + ")";
    }
    return e.getMessage();
  }

  /** {@code Read-only file system} as {@code read-only file system}, like the other reasons. */
  private static String lowerFirst(String s) {
    return s.length() > 1 && Character.isLowerCase(s.charAt(1))
        ? Character.toLowerCase(s.charAt(0)) + s.substring(1)
        : s;
  }
}
