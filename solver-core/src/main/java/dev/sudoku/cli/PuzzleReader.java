package dev.sudoku.cli;

import dev.sudoku.archive.ArchiveException;
import dev.sudoku.archive.Record;
import dev.sudoku.archive.RecordStream;
import java.io.Closeable;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Paths;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;

/**
 * The command line's view of {@link RecordStream}, the project's one archive reader (formats,
 * compression, bad records, the ratings an input gives: see {@code dev.sudoku.archive}): numbers
 * the puzzles across all inputs for {@code --index}, adds the progress position, and turns a
 * problem with a whole input into a {@link UsageException}, or, {@link #reportingBadFiles reporting
 * bad files} (the commands with {@code --on-bad-file}), into a {@link Entry#fault()} entry.
 */
final class PuzzleReader implements Iterator<Entry>, Closeable {
  static final String STDIN = RecordStream.STDIN;

  private final RecordStream records;
  private final RowsInputs rows;
  private String lastSource;
  private long number;

  /**
   * @param sources file names, {@code -} for standard input; checked by {@link #checkReadable}
   * @param column the CSV puzzle column, or {@code null} to detect it
   * @param solutionColumn the CSV solution column, or {@code null} to detect it
   */
  PuzzleReader(List<String> sources, InputStream stdin, String column, String solutionColumn) {
    this(new RecordStream(sources, stdin, column, solutionColumn), null);
  }

  private PuzzleReader(RecordStream records, RowsInputs rows) {
    this.records = records;
    this.rows = rows;
    if (rows != null) {
      records.keepingRaw();
    }
  }

  /**
   * True for an input that can be read from its start twice, a regular file: standard input and
   * pipes ({@code <(zcat a.gz)}, {@code /dev/stdin}) can only be read once, so no check may look at
   * them before the run does.
   */
  static boolean readableTwice(String source) {
    return !source.equals(STDIN) && Files.isRegularFile(Paths.get(source));
  }

  /**
   * A reader whose bad inputs (see {@link RecordStream#reportingBadInputs()}) are {@link
   * Entry#fault()} entries, for the commands that take {@code --on-bad-file}.
   *
   * @param rows when not null, each entry carries its text as it stands in the input ({@link
   *     Entry#raw()}) and each input is checked, as it is reached, to be of the kind and header of
   *     the first ({@code dedup --format rows})
   */
  static PuzzleReader reportingBadFiles(
      List<String> sources,
      InputStream stdin,
      String column,
      String solutionColumn,
      RowsInputs rows) {
    return new PuzzleReader(
        new RecordStream(sources, stdin, column, solutionColumn).reportingBadInputs(), rows);
  }

  /**
   * Fails fast, before any output, when an input file is missing or unreadable.
   *
   * @throws UsageException naming the file
   */
  static void checkReadable(List<String> sources) {
    try {
      RecordStream.checkReadable(sources);
    } catch (ArchiveException e) {
      throw new UsageException(e.getMessage() + puzzleHint(sources, e.getMessage()));
    }
  }

  /**
   * When the file that could not be found is a puzzle typed where a file name was expected, how to
   * pass it; else empty.
   */
  private static String puzzleHint(List<String> sources, String message) {
    for (String s : sources) {
      if (looksLikeAPuzzle(s) && message.equals("cannot read " + s + ": no such file")) {
        return " (a puzzle, not a file? puzzles are read from files or standard input: <<< '"
            + s
            + "' in bash, or echo it into the command)";
      }
    }
    return "";
  }

  /** 81 digits, dots and zeros: a puzzle typed where a file name was expected. */
  private static boolean looksLikeAPuzzle(String argument) {
    return argument.length() == 81
        && argument.chars().allMatch(c -> c == '.' || c >= '0' && c <= '9');
  }

  /** Total size in bytes of the named files, or -1 when standard input is among them. */
  static long totalBytes(List<String> sources) {
    return RecordStream.totalBytes(sources);
  }

  /** Bytes consumed so far from the underlying files (compressed bytes for compressed input). */
  long bytesRead() {
    return records.bytesRead();
  }

  @Override
  public boolean hasNext() {
    try {
      return records.hasNext();
    } catch (ArchiveException e) {
      throw new UsageException(e.getMessage());
    }
  }

  @Override
  public Entry next() {
    if (!hasNext()) {
      throw new NoSuchElementException();
    }
    Record r = records.next();
    // a bad file has no kind to check: --on-bad-file deals with it
    if (rows != null && !r.fault() && !r.source().equals(lastSource)) {
      lastSource = r.source();
      rows.see(r.source(), records.layout(), records.headerText());
    }
    if (!r.fault()) {
      number++;
    }
    return new Entry(
        r.source(),
        r.line(),
        number,
        r.text(),
        r.solution(),
        r.error(),
        records.position(),
        r.rating(),
        r.fault(),
        r.raw());
  }

  @Override
  public void close() {
    records.close();
  }
}
