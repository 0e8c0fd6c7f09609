package dev.sudoku.cli;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
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
              + " skipped; puzzle:count:solution and 'puzzle rating' lines), nine-line grids"
              + " (drawings with spaces, |, -, +; SadMan .sdk; Simple Sudoku .ss; pencilmark"
              + " grids, read as their placed digits), 729-character candidate lines (read as"
              + " their placed digits too), or CSV with a header (a quizzes or puzzle column, any"
              + " column with --column).")
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

  /** The inputs, {@code -} (standard input) when none is named. */
  List<String> sources() {
    return files.isEmpty() ? List.of(PuzzleReader.STDIN) : files;
  }

  /**
   * Checks the options and files, and opens the reader.
   *
   * @throws UsageException for a missing file or a bad {@code --index}
   */
  PuzzleReader open(Io io) {
    if (index != null && index < 1) {
      throw new UsageException("--index must be at least 1, was " + index);
    }
    PuzzleReader.checkReadable(sources());
    return new PuzzleReader(sources(), io.in(), column, solutionColumn);
  }

  /** The entries to process: all of them, or only the one {@code --index} asks for. */
  Iterator<Entry> entries(PuzzleReader reader) {
    return index == null ? reader : new Pick(reader, index);
  }

  /** Yields the N-th entry and stops reading there; fails if the input is shorter. */
  private static final class Pick implements Iterator<Entry> {
    private final Iterator<Entry> in;
    private final long wanted;
    private boolean done;

    Pick(Iterator<Entry> in, long wanted) {
      this.in = in;
      this.wanted = wanted;
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
      done = true;
      long seen = 0;
      while (in.hasNext()) {
        Entry e = in.next();
        seen = e.number();
        if (seen == wanted || e.fault()) {
          return e; // a broken input is reported even when the wanted puzzle lay beyond it
        }
      }
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
