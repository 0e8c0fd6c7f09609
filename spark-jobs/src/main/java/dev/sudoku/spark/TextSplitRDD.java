package dev.sudoku.spark;

import dev.sudoku.archive.Layout;
import dev.sudoku.archive.Record;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.Path;
import org.apache.hadoop.io.LongWritable;
import org.apache.hadoop.io.Text;
import org.apache.hadoop.mapreduce.RecordReader;
import org.apache.hadoop.mapreduce.TaskAttemptContext;
import org.apache.hadoop.mapreduce.TaskAttemptID;
import org.apache.hadoop.mapreduce.lib.input.FileSplit;
import org.apache.hadoop.mapreduce.task.TaskAttemptContextImpl;
import org.apache.spark.Dependency;
import org.apache.spark.InterruptibleIterator;
import org.apache.spark.Partition;
import org.apache.spark.SparkContext;
import org.apache.spark.TaskContext;
import org.apache.spark.broadcast.Broadcast;
import org.apache.spark.deploy.SparkHadoopUtil;
import org.apache.spark.executor.InputMetrics;
import org.apache.spark.rdd.RDD;
import org.apache.spark.util.CollectionAccumulator;
import org.apache.spark.util.SerializableConfiguration;
import org.apache.spark.util.TaskCompletionListener;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import scala.Function0;
import scala.Tuple2;
import scala.jdk.javaapi.CollectionConverters;
import scala.reflect.ClassTag$;

/**
 * The records of text and CSV input splits, one partition per split, each numbered by its line in
 * its file ({@link SplitRecords}): what Spark's {@code NewHadoopRDD} over {@link
 * ArchiveReader.UnsplitCompressedTextInputFormat} followed by a map over each split gave, with the
 * same record reader ({@link GuardedLineReader} over Hadoop's {@code LineRecordReader}, files
 * opened through Hadoop's {@code FileSystem}, so HDFS and object stores work as before) and the
 * same task input metrics (a record per line read, bytes from the thread's file-system statistics).
 *
 * <p>Why not {@code NewHadoopRDD}: it broadcasts its Hadoop configuration once per RDD, i.e. once
 * per query, serial driver time before the first task (~5 ms) that a long-lived session pays for
 * the same bytes every time; this RDD takes the session's broadcast ({@link SessionHadoopConf}). It
 * also computes its splits again, which the grade job has already computed for {@link SplitLines}:
 * here they are given. Not carried over from {@code NewHadoopRDD}: Spark's {@code
 * spark.files.ignoreCorruptFiles} and {@code ignoreMissingFiles} (the job's own {@code
 * --on-bad-file} decides, see {@link GuardedLineReader}) and {@code input_file_name()}, which
 * nothing here reads.
 */
final class TextSplitRDD extends RDD<Record> {
  private static final long serialVersionUID = 1L;
  private static final Logger LOG = LoggerFactory.getLogger(TextSplitRDD.class);

  private final Broadcast<SerializableConfiguration> hadoop;
  private final Split[] splits;
  private final BadFilePolicy policy;
  private final CollectionAccumulator<BadFile> faults;

  /**
   * @param splits the input splits in partition order, each with its first line's number and its
   *     file's layout
   * @param faults where a file skipped under {@code --on-bad-file skip} is recorded
   */
  TextSplitRDD(
      SparkContext sc,
      List<Split> splits,
      BadFilePolicy policy,
      CollectionAccumulator<BadFile> faults) {
    super(
        sc,
        CollectionConverters.asScala(new ArrayList<Dependency<?>>()).toList(),
        ClassTag$.MODULE$.apply(Record.class));
    this.hadoop = SessionHadoopConf.of(sc);
    this.splits = splits.toArray(new Split[0]);
    for (int i = 0; i < this.splits.length; i++) {
      if (this.splits[i].index() != i) {
        throw new IllegalArgumentException("split " + i + " has index " + splits.get(i).index());
      }
    }
    this.policy = policy;
    this.faults = faults;
  }

  @Override
  public Partition[] getPartitions() {
    return splits.clone();
  }

  @Override
  public scala.collection.immutable.Seq<String> getPreferredLocations(Partition p) {
    List<String> hosts = new ArrayList<>();
    for (String h : ((Split) p).hosts()) {
      if (!h.equals("localhost")) {
        hosts.add(h);
      }
    }
    return CollectionConverters.asScala(hosts).toList();
  }

  @Override
  public scala.collection.Iterator<Record> compute(Partition p, TaskContext context) {
    Split s = (Split) p;
    Lines lines = new Lines(s, hadoop.value().value(), context);
    context.addTaskCompletionListener((TaskCompletionListener) c -> lines.close());
    Iterator<Record> records =
        new SplitRecords(lines, s.path(), s.firstLine(), s.layout(), policy, faults);
    return new InterruptibleIterator<>(context, CollectionConverters.asScala(records));
  }

  /**
   * One input split: a byte range of a file as Hadoop's {@code FileSplit} has it, with the number
   * of the first line it yields ({@link SplitLines}) and how its file's lines are read.
   */
  static final class Split implements Partition {
    private static final long serialVersionUID = 1L;

    private final int index;
    private final String path;
    private final long start;
    private final long length;
    private final String[] hosts;
    private final long firstLine;
    private final Layout layout;

    Split(int index, FileSplit split, long firstLine, Layout layout) {
      this.index = index;
      this.path = InputFile.source(split.getPath());
      this.start = split.getStart();
      this.length = split.getLength();
      try {
        this.hosts = split.getLocations();
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
      this.firstLine = firstLine;
      this.layout = layout;
    }

    @Override
    public int index() {
      return index;
    }

    String path() {
      return path;
    }

    long firstLine() {
      return firstLine;
    }

    Layout layout() {
      return layout;
    }

    String[] hosts() {
      return hosts.clone();
    }

    FileSplit fileSplit() {
      return new FileSplit(new Path(path), start, length, hosts);
    }

    // Partition's abstract bridge (synthetic, so javac does not ask for it): Scala's default
    // equals would call it; Object's equals wins here, so it only guards against
    // AbstractMethodError.
    public boolean org$apache$spark$Partition$$super$equals(Object other) {
      return super.equals(other);
    }

    @Override
    public String toString() {
      return path + ":" + start + "+" + length;
    }
  }

  /**
   * The split's lines from its record reader, counted into the task's input metrics as {@code
   * NewHadoopRDD} counts them: one record per line (and per fault record), bytes read from the
   * thread's file-system statistics when the reader is closed.
   */
  private static final class Lines implements Iterator<Tuple2<LongWritable, Text>> {
    private final RecordReader<LongWritable, Text> reader;
    private final InputMetrics metrics;
    private final long bytesBefore;
    private final Function0<Object> bytesRead;
    private boolean ready;
    private boolean done;
    private boolean closed;

    Lines(Split s, Configuration conf, TaskContext context) {
      metrics = context.taskMetrics().inputMetrics();
      bytesBefore = metrics.bytesRead();
      bytesRead = SparkHadoopUtil.get().getFSBytesReadOnThreadCallback();
      FileSplit split = s.fileSplit();
      TaskAttemptContext attempt = new TaskAttemptContextImpl(conf, new TaskAttemptID());
      reader =
          new ArchiveReader.UnsplitCompressedTextInputFormat().createRecordReader(split, attempt);
      try {
        reader.initialize(split, attempt);
      } catch (IOException e) {
        close();
        throw new UncheckedIOException(e);
      } catch (InterruptedException e) {
        close();
        Thread.currentThread().interrupt();
        throw new IllegalStateException("interrupted while opening " + s, e);
      }
    }

    @Override
    public boolean hasNext() {
      if (!ready && !done) {
        try {
          done = !reader.nextKeyValue();
        } catch (IOException e) {
          throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
          throw new IllegalStateException("interrupted while reading", e);
        }
        if (done) {
          close();
        } else {
          ready = true;
        }
      }
      return ready;
    }

    @Override
    public Tuple2<LongWritable, Text> next() {
      if (!hasNext()) {
        throw new NoSuchElementException();
      }
      ready = false;
      metrics.incRecordsRead(1);
      try {
        return new Tuple2<>(reader.getCurrentKey(), reader.getCurrentValue());
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw new IllegalStateException("interrupted while reading", e);
      }
    }

    void close() {
      if (closed) {
        return;
      }
      closed = true;
      try {
        reader.close();
      } catch (IOException | RuntimeException e) {
        // As NewHadoopRDD: the lines are read (or the task failed already); closing only warns.
        LOG.warn("closing the reader of a text split failed", e);
      }
      metrics.setBytesRead(bytesBefore + (Long) bytesRead.apply());
    }
  }
}
