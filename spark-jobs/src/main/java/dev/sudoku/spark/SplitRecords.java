package dev.sudoku.spark;

import dev.sudoku.archive.Layout;
import dev.sudoku.archive.Record;
import java.io.UncheckedIOException;
import java.util.Iterator;
import java.util.NoSuchElementException;
import org.apache.hadoop.io.LongWritable;
import org.apache.hadoop.io.Text;
import org.apache.spark.util.CollectionAccumulator;
import scala.Tuple2;

/**
 * The records of one input split of a text or CSV file ({@link TextRecords}), and, when the file
 * could not be read to the split's end ({@link GuardedLineReader}'s fault record), what {@code
 * --on-bad-file} says: with {@code skip}, one more record with the reason at the first line not
 * read whole (it becomes an {@code INVALID} row there, so it never shares its (source, index) with
 * the last row read) and the file added to the run's bad files; with {@code fail}, a {@link
 * BadFileException} that fails the task, and so the job, naming the file and line.
 */
final class SplitRecords implements Iterator<Record> {
  private final UpToFault lines;
  private final TextRecords records;
  private final String path;
  private final long firstLine;
  private final BadFilePolicy policy;
  private final CollectionAccumulator<BadFile> faults;
  private boolean faultDone;

  /**
   * @param firstLine the 1-based line number in the file of the split's first line
   * @param layout how the file's lines are read
   * @param faults where a skipped file is recorded for the report
   */
  SplitRecords(
      Iterator<Tuple2<LongWritable, Text>> lines,
      String path,
      long firstLine,
      Layout layout,
      BadFilePolicy policy,
      CollectionAccumulator<BadFile> faults) {
    this.lines = new UpToFault(lines);
    this.records = new TextRecords(this.lines, path, firstLine, layout);
    this.path = path;
    this.firstLine = firstLine;
    this.policy = policy;
    this.faults = faults;
  }

  @Override
  public boolean hasNext() {
    return records.hasNext() || (lines.fault != null && !faultDone);
  }

  @Override
  public Record next() {
    if (records.hasNext()) {
      return records.next();
    }
    if (lines.fault == null || faultDone) {
      throw new NoSuchElementException();
    }
    faultDone = true;
    long lastRead = firstLine - 1 + lines.passed;
    String why = GuardedLineReader.reason(lines.fault, lastRead);
    BadFile bad = BadFile.readUpTo(path, lastRead, why);
    if (policy == BadFilePolicy.FAIL) {
      throw new UncheckedIOException(new BadFileException(bad));
    }
    faults.add(bad);
    return new Record(path, lastRead + 1, "", null, null, why, false);
  }

  /** The lines before the fault record; counts them and keeps the fault. */
  private static final class UpToFault implements Iterator<Tuple2<LongWritable, Text>> {
    private final Iterator<Tuple2<LongWritable, Text>> lines;
    private Tuple2<LongWritable, Text> next;
    String fault;
    long passed;

    UpToFault(Iterator<Tuple2<LongWritable, Text>> lines) {
      this.lines = lines;
    }

    @Override
    public boolean hasNext() {
      if (next == null && fault == null && lines.hasNext()) {
        Tuple2<LongWritable, Text> t = lines.next();
        if (t._1().get() == GuardedLineReader.FAULT) {
          fault = t._2().toString();
        } else {
          next = t;
        }
      }
      return next != null;
    }

    @Override
    public Tuple2<LongWritable, Text> next() {
      if (!hasNext()) {
        throw new NoSuchElementException();
      }
      Tuple2<LongWritable, Text> t = next;
      next = null;
      passed++;
      return t;
    }
  }
}
