package dev.sudoku.spark;

import dev.sudoku.archive.Layout;
import dev.sudoku.archive.Record;
import dev.sudoku.archive.RecordParser;
import java.nio.charset.StandardCharsets;
import java.util.Iterator;
import java.util.NoSuchElementException;
import org.apache.hadoop.io.LongWritable;
import org.apache.hadoop.io.Text;
import scala.Tuple2;

/**
 * Turns the lines of one input split into {@link Record}s with the archive library's {@link
 * RecordParser}, the reader of the {@code sudoku} command too, numbering them by their line in the
 * whole file: the same file gives the same records, reasons included, in both.
 *
 * <p>The layout (CSV columns, or lines) was decided on the driver from the file's start ({@link
 * InputFile}); a split that starts in the middle of a file needs nothing from the lines before it,
 * except for files with records spanning lines, which are read unsplit. A line longer than {@link
 * RecordParser#MAX_LINE} bytes is one bad record, as in the command (Hadoop has already read it
 * whole).
 */
final class TextRecords implements Iterator<Record> {
  private static final int HEAD = 64;

  private final Iterator<Tuple2<LongWritable, Text>> lines;
  private final RecordParser parser;
  private long lineNumber;
  private boolean finished;
  private Record next;

  /**
   * @param firstLineNumber the 1-based line number in the file of the split's first line
   * @param layout how the file's lines are read
   */
  TextRecords(
      Iterator<Tuple2<LongWritable, Text>> lines,
      String source,
      long firstLineNumber,
      Layout layout) {
    this.lines = lines;
    this.parser = new RecordParser(source, layout);
    this.lineNumber = firstLineNumber - 1;
  }

  @Override
  public boolean hasNext() {
    while (next == null) {
      next = parser.poll();
      if (next != null) {
        break;
      }
      if (!lines.hasNext()) {
        if (finished) {
          return false;
        }
        finished = true;
        parser.finish();
        continue;
      }
      Text text = lines.next()._2();
      lineNumber++;
      if (text.getLength() > RecordParser.MAX_LINE) {
        int head = Math.min(text.getLength(), HEAD);
        parser.tooLong(
            lineNumber,
            new String(text.getBytes(), 0, head, StandardCharsets.UTF_8),
            text.getLength());
        continue;
      }
      // Not Text.toString(): that decodes through a thread-local CharsetDecoder into a fresh
      // CharBuffer per line (~1 % of the task CPU on Kaggle rows); the String constructor has
      // the JDK's ASCII fast path. Same result: malformed bytes become U+FFFD either way.
      parser.accept(
          lineNumber, new String(text.getBytes(), 0, text.getLength(), StandardCharsets.UTF_8));
    }
    return true;
  }

  @Override
  public Record next() {
    if (!hasNext()) {
      throw new NoSuchElementException();
    }
    Record result = next;
    next = null;
    return result;
  }
}
