package dev.sudoku.cli;

import dev.sudoku.archive.RecordStream;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** The input options shared by every command that reads puzzles. */
final class InputOptions {
  @Parameters(
      paramLabel = "FILE",
      arity = "0..*",
      description =
          "Input files (gzip, bzip2, xz or zstd allowed); none or '-' reads standard input."
              + " Formats: one puzzle per line (81 characters, '.' or '0' for empty; '#' lines"
              + " skipped; puzzle:count:solution and 'puzzle rating' lines; nine groups of nine"
              + " separated by spaces), nine-line grids"
              + " (drawings with spaces, |, -, +; SadMan .sdk; Simple Sudoku .ss; pencilmark"
              + " grids, read as their placed digits), 729-character candidate lines (read as"
              + " their placed digits too), or CSV with a header (a quizzes or puzzle column, any"
              + " column with --column; a quoted field may hold line breaks).")
  List<String> files = new ArrayList<>();

  @Option(
      names = "--column",
      paramLabel = "NAME",
      description = "CSV column holding the puzzle (default: quizzes or puzzle).")
  String column;

  @Option(
      names = "--solution-column",
      paramLabel = "NAME",
      description =
          "CSV column holding the expected solution (default: solutions or solution"
              + " when present; none when --column is given).")
  String solutionColumn;

  @Option(
      names = "--index",
      paramLabel = "N",
      description = "Only the N-th puzzle of the input (1-based, counted over all files).")
  Long index;

  @Mixin BadFileOption badFile = new BadFileOption();

  /**
   * Not an option: set by {@code dedup --format rows}, whose entries carry their text as it stands
   * in the input and whose inputs must be of one kind; null for every other use.
   */
  RowsInputs rows;

  /** The inputs, {@code -} (standard input) when none is named. */
  List<String> sources() {
    return files.isEmpty() ? List.of(PuzzleReader.STDIN) : files;
  }

  /**
   * Checks the options, and that every named file exists, is not a directory and can be opened: a
   * typo, not a bad file, so a usage error before any work.
   *
   * @throws UsageException for a missing file or a bad {@code --index}
   */
  void check() {
    if (index != null && index < 1) {
      throw new UsageException("--index must be at least 1, was " + index);
    }
    PuzzleReader.checkReadable(sources());
  }

  /**
   * Checks the options and files, and opens the reader.
   *
   * @throws UsageException for a missing file or a bad {@code --index}
   */
  PuzzleReader open(Io io) {
    check();
    return PuzzleReader.reportingBadFiles(sources(), io.in(), column, solutionColumn, rows);
  }

  /**
   * Reads the start of the named files when it can decide the run before any work, and returns the
   * bad file that stops it, or {@code null}. Under {@code --on-bad-file fail}, that is the first
   * named file bad from its start (read up to its first record). Whatever the policy, when {@code
   * --column} or {@code --solution-column} names a column that no named file has, the option is
   * what is wrong, a usage error like a misspelt option (the Spark jobs too exit with 2 when no
   * file has the column). Standard input and pipes cannot be read twice: they are judged while they
   * are read.
   *
   * @throws UsageException naming the first file, when no named file has the named column
   */
  Entry firstBadFile(Io io) {
    boolean fail = !badFile.skip();
    boolean columns =
        (column != null || solutionColumn != null)
            && sources().stream().allMatch(PuzzleReader::readableTwice);
    if (!fail && !columns) {
      return null;
    }
    Entry firstBad = null;
    Entry columnMissing = null;
    boolean someFileFits = false;
    for (String source : sources()) {
      if (!PuzzleReader.readableTwice(source)) {
        continue;
      }
      Entry first = null;
      try (PuzzleReader reader =
          PuzzleReader.reportingBadFiles(List.of(source), io.in(), column, solutionColumn, null)) {
        if (reader.hasNext()) {
          first = reader.next();
        }
      }
      boolean bad = first != null && first.fault();
      if (bad && firstBad == null) {
        firstBad = first;
        if (fail && !columns) {
          return first;
        }
      }
      if (bad && namedColumnMissing(RecordStream.reason(source, first.error()))) {
        columnMissing = columnMissing == null ? first : columnMissing;
      } else {
        someFileFits = true;
      }
    }
    if (columns && !someFileFits && columnMissing != null) {
      throw new UsageException(columnMissing.error());
    }
    return fail ? firstBad : null;
  }

  /**
   * True when a bad file's {@code reason} says that a column the options name is not there. Read
   * from the words {@code Layout} uses: a fault record carries no kind, and {@code Record} is
   * shared with the Spark jobs' serialized data.
   */
  static boolean namedColumnMissing(String reason) {
    String r = reason.replaceFirst("^line \\d+: ", "");
    return r.startsWith("unknown column '")
        || r.startsWith("unknown solution column '")
        || r.startsWith("no column '")
        || r.startsWith("--solution-column needs");
  }

  /** The entries to process: all of them, or only the one {@code --index} asks for. */
  Iterator<Entry> entries(PuzzleReader reader) {
    return index == null ? reader : new Pick(reader, index, badFile.skip());
  }

  /**
   * Yields the N-th entry and stops reading there; fails if the input is shorter. A bad file on the
   * way is yielded too: under {@code skip} the search goes on after it, else it ends the search.
   */
  private static final class Pick implements Iterator<Entry> {
    private final Iterator<Entry> in;
    private final long wanted;
    private final boolean skipBadFiles;
    private boolean done;
    private long seen;

    Pick(Iterator<Entry> in, long wanted, boolean skipBadFiles) {
      this.in = in;
      this.wanted = wanted;
      this.skipBadFiles = skipBadFiles;
    }

    @Override
    public boolean hasNext() {
      return !done;
    }

    @Override
    public Entry next() {
      if (done) {
        throw new NoSuchElementException();
      }
      while (in.hasNext()) {
        Entry e = in.next();
        if (e.fault()) {
          // A bad file is reported even when the wanted puzzle lay beyond it.
          done = !skipBadFiles;
          return e;
        }
        seen = e.number();
        if (seen == wanted) {
          done = true;
          return e;
        }
      }
      done = true;
      throw new UsageException(
          "--index "
              + wanted
              + " is beyond the input: it holds "
              + seen
              + " puzzle"
              + (seen == 1 ? "" : "s"));
    }
  }
}
