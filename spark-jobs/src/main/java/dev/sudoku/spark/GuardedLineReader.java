package dev.sudoku.spark;

import java.io.EOFException;
import java.io.IOException;
import java.io.InterruptedIOException;
import java.nio.channels.ClosedByInterruptException;
import java.util.Locale;
import org.apache.hadoop.io.LongWritable;
import org.apache.hadoop.io.Text;
import org.apache.hadoop.io.compress.CompressionCodec;
import org.apache.hadoop.io.compress.CompressionCodecFactory;
import org.apache.hadoop.mapreduce.InputSplit;
import org.apache.hadoop.mapreduce.RecordReader;
import org.apache.hadoop.mapreduce.TaskAttemptContext;
import org.apache.hadoop.mapreduce.lib.input.FileSplit;

/**
 * Hadoop's line reader, except that a split it cannot read to its end yields the lines read before
 * the fault and then one fault record (key {@link #FAULT}, value what {@link #reason} words)
 * instead of throwing, so that {@link SplitRecords} can keep those lines and name the file and line
 * where reading stopped; thrown, the exception would fail the task and, after its retries, the
 * whole job.
 *
 * <p>Why every line before the fault survives: Hadoop's {@code DecompressorStream} hands out every
 * byte it could decompress and throws ({@code EOFException: Unexpected end of input stream} for a
 * truncated gzip) only when it needs input that is not there, and {@code LineReader} returns each
 * complete line of its buffer before it asks for more. So what is lost is the partial line at the
 * break, which no reader could return whole.
 *
 * <p>What is caught: {@link IOException} (truncated or corrupt compressed data, a file that
 * vanished or cannot be opened), {@link RuntimeException} (Hadoop's bzip2 decoder throws {@code
 * ArrayIndexOutOfBoundsException} on some corrupt blocks) and {@link InternalError} (Hadoop's
 * native zlib reports corrupt input that way). Not an interrupt: Spark kills a task by interrupting
 * it, and a killed task must stop, not record a fault.
 */
final class GuardedLineReader extends RecordReader<LongWritable, Text> {
  /** The key of the fault record; real keys are byte offsets, never negative. */
  static final long FAULT = -1;

  private final RecordReader<LongWritable, Text> lines;
  private String fault;
  private boolean faultReturned;
  private String codecLabel;

  GuardedLineReader(RecordReader<LongWritable, Text> lines) {
    this.lines = lines;
  }

  @Override
  public void initialize(InputSplit split, TaskAttemptContext context)
      throws IOException, InterruptedException {
    if (split instanceof FileSplit f) {
      codecLabel =
          label(new CompressionCodecFactory(context.getConfiguration()).getCodec(f.getPath()));
    }
    try {
      lines.initialize(split, context);
    } catch (IOException | RuntimeException | InternalError e) {
      fail(e);
    }
  }

  @Override
  public boolean nextKeyValue() throws IOException, InterruptedException {
    if (fault != null) {
      if (faultReturned) {
        return false;
      }
      faultReturned = true;
      return true;
    }
    try {
      return lines.nextKeyValue();
    } catch (IOException | RuntimeException | InternalError e) {
      fail(e);
      faultReturned = true;
      return true;
    }
  }

  private void fail(Throwable e) throws IOException {
    if (e instanceof InterruptedIOException
        || e instanceof ClosedByInterruptException
        || Thread.currentThread().isInterrupted()) {
      throw e instanceof IOException io ? io : new InterruptedIOException(e.toString());
    }
    fault = fault(e, codecLabel);
  }

  /**
   * The fault record's value: what {@link #reason} needs, as text (the codec's label, whether the
   * stream merely ended early, the exception's message), since the reader knows no line numbers.
   */
  static String fault(Throwable e, String codecLabel) {
    String m = String.valueOf(e.getMessage()).toLowerCase(Locale.ROOT);
    boolean early =
        e instanceof EOFException
            || m.contains("end of")
            || m.contains("truncated")
            || m.contains("premature");
    return (codecLabel == null ? "" : codecLabel)
        + "\t"
        + early
        + "\t"
        + SparkMain.oneLine(e).replace('\t', ' ');
  }

  /**
   * The reason of a fault record, worded as the {@code sudoku} command words a broken input: {@code
   * gzip data ends early after line 799 (truncated file?)}, {@code bzip2 data broken after line 3
   * (...)}, {@code read failed (...)}.
   *
   * @param fault the fault record's value ({@link #fault})
   * @param lastRead the last line of the file read whole, 0 for none
   */
  static String reason(String fault, long lastRead) {
    String[] f = fault.split("\t", 3);
    String after = lastRead == 0 ? "" : " after line " + lastRead;
    if (f[0].isEmpty()) {
      return "read failed" + after + " (" + f[2] + ")";
    }
    if (Boolean.parseBoolean(f[1])) {
      return f[0] + " data ends early" + after + " (truncated file?)";
    }
    return f[0] + " data broken" + after + " (" + f[2] + ")";
  }

  /** The name a compressed format goes by in messages (gzip, bzip2, ...); null when none. */
  static String label(CompressionCodec codec) {
    if (codec == null) {
      return null;
    }
    String ext = codec.getDefaultExtension();
    return switch (ext) {
      case ".gz" -> "gzip";
      case ".bz2" -> "bzip2";
      case ".zst" -> "zstd";
      default -> ext.startsWith(".") ? ext.substring(1) : ext;
    };
  }

  @Override
  public LongWritable getCurrentKey() throws IOException, InterruptedException {
    return faultReturned ? new LongWritable(FAULT) : lines.getCurrentKey();
  }

  @Override
  public Text getCurrentValue() throws IOException, InterruptedException {
    return faultReturned ? new Text(fault) : lines.getCurrentValue();
  }

  @Override
  public float getProgress() throws IOException, InterruptedException {
    return fault != null ? 1f : lines.getProgress();
  }

  @Override
  public void close() throws IOException {
    try {
      lines.close();
    } catch (IOException | RuntimeException e) {
      // A stream that broke may fail again on close; its fault is already recorded.
      if (fault == null) {
        throw e;
      }
    }
  }
}
