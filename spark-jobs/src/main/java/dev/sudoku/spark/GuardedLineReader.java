package dev.sudoku.spark;

import java.io.IOException;
import java.io.InterruptedIOException;
import java.nio.channels.ClosedByInterruptException;
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
 * the fault and then one fault record (key {@link #FAULT}, value the reason) instead of throwing,
 * so that {@link SplitRecords} can keep those lines and name the file and line where reading
 * stopped; thrown, the exception would fail the task and, after its retries, the whole job.
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
  private String codecExtension;

  GuardedLineReader(RecordReader<LongWritable, Text> lines) {
    this.lines = lines;
  }

  @Override
  public void initialize(InputSplit split, TaskAttemptContext context)
      throws IOException, InterruptedException {
    if (split instanceof FileSplit f) {
      CompressionCodec codec =
          new CompressionCodecFactory(context.getConfiguration()).getCodec(f.getPath());
      codecExtension = codec == null ? null : codec.getDefaultExtension();
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
    fault = reason(e, codecExtension);
  }

  /** {@code unreadable from here on: WHY}, plus a hint for compressed files. */
  static String reason(Throwable e, String codecExtension) {
    return "unreadable from here on: "
        + SparkMain.oneLine(e)
        + (codecExtension == null ? "" : " (truncated or corrupt " + codecExtension + " data?)");
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
