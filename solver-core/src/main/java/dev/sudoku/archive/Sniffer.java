package dev.sudoku.archive;

import java.io.IOException;
import java.io.InputStream;

/**
 * Decides an input's {@link Layout} from its start, for readers that then read it in pieces (the
 * Spark jobs cut large files into byte ranges read by independent tasks).
 *
 * <p>Up to {@link #PREFIX} bytes are parsed with the same {@link RecordParser} the records will be
 * read with. A record spanning lines cannot be read from a range that starts in its middle, so an
 * input where such a record (a drawing, a SadMan or Simple Sudoku grid) appears in that prefix is
 * marked {@link Layout#multiLine()}: it must be read in one piece from its start. Grids first
 * appearing after the prefix in a file of one-line puzzles are still read, but a grid cut by a
 * range boundary then reads as two unfinished grids.
 */
public final class Sniffer {
  /** How much of an input is read to classify it: ~12,000 puzzle lines or ~4,000 drawings. */
  public static final int PREFIX = 1 << 20;

  private Sniffer() {}

  /**
   * The layout of the input {@code in} starts with.
   *
   * @param source the input's name, for messages
   * @param in the decompressed input, read from its start (not closed here)
   * @param column the CSV puzzle column named by the user, or {@code null} to detect it
   * @param solutionColumn the CSV solution column named by the user, or {@code null}
   * @throws ArchiveException when the input is not text (a NUL byte near its start, UTF-16), or its
   *     first significant line decides a layout it cannot be read with (unknown column, another CSV
   *     dialect)
   * @throws IOException when the input cannot be read
   */
  public static Layout classify(String source, InputStream in, String column, String solutionColumn)
      throws IOException {
    RecordParser parser = new RecordParser(source, column, solutionColumn);
    LineReader reader = new LineReader(in, 1 << 16);
    RecordStream.refuseBinary(source, reader.head());
    long lineNo = 0;
    while (reader.consumed() < PREFIX && reader.next()) {
      lineNo++;
      if (reader.tooLong()) {
        parser.tooLong(lineNo, reader.text(), reader.length());
      } else {
        parser.accept(lineNo, reader.text());
      }
      while (parser.poll() != null) {
        // only the layout is wanted here
      }
      if (parser.layout() != null && parser.layout().kind() == Layout.Kind.CSV) {
        return parser.layout(); // CSV rows are one line each
      }
    }
    Layout layout = parser.layout() == null ? Layout.lines() : parser.layout();
    return parser.multiLine() ? layout.withMultiLine() : layout;
  }
}
