package dev.sudoku.spark;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.archive.Layout;
import dev.sudoku.archive.Record;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicLong;
import org.apache.hadoop.mapreduce.InputSplit;
import org.apache.hadoop.mapreduce.Job;
import org.apache.hadoop.mapreduce.lib.input.FileInputFormat;
import org.apache.hadoop.mapreduce.lib.input.FileSplit;
import org.apache.spark.SparkContext;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.scheduler.SparkListener;
import org.apache.spark.scheduler.SparkListenerTaskEnd;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The text splits' records and task input metrics, on a real local Spark session. */
class TextSplitRDDIT {
  static SparkContext sc;

  @TempDir Path tmp;

  @BeforeAll
  static void start() {
    sc = LocalSpark.start().sparkContext();
  }

  /** Hadoop's splits of {@code file} at most {@code maxSplit} bytes each, numbered as the job. */
  private static List<TextSplitRDD.Split> splits(Path file, long maxSplit) throws IOException {
    Job job = Job.getInstance(sc.hadoopConfiguration());
    job.getConfiguration().setLong(FileInputFormat.SPLIT_MAXSIZE, maxSplit);
    FileInputFormat.setInputPaths(job, new org.apache.hadoop.fs.Path(file.toString()));
    List<InputSplit> raw = new ArchiveReader.UnsplitCompressedTextInputFormat().getSplits(job);
    Map<String, Long> first = SplitLines.firstLines(JavaSparkContext.fromSparkContext(sc), raw);
    List<TextSplitRDD.Split> out = new ArrayList<>();
    for (InputSplit s : raw) {
      FileSplit f = (FileSplit) s;
      out.add(
          new TextSplitRDD.Split(
              out.size(),
              f,
              first.get(SplitLines.key(f.getPath().toString(), f.getStart())),
              Layout.lines()));
    }
    return out;
  }

  @Test
  void compute_fileInSeveralSplits_everyLineOnceWithItsNumberAndTheInputMetrics()
      throws IOException, TimeoutException {
    // Lines of varying length so that split ends fall inside lines.
    StringBuilder text = new StringBuilder();
    List<Long> puzzleLines = new ArrayList<>();
    for (int i = 1; i <= 3000; i++) {
      if (i % 100 == 7) {
        text.append(PuzzleAnalyzerTest.PUZZLE);
        puzzleLines.add((long) i);
      } else {
        text.append("# ").append("x".repeat(i % 37));
      }
      text.append('\n');
    }
    Path file = tmp.resolve("lines.txt");
    Files.writeString(file, text, StandardCharsets.UTF_8);
    List<TextSplitRDD.Split> splits = splits(file, 8 * 1024);
    assertThat(splits).hasSizeGreaterThan(3);
    AtomicLong records = new AtomicLong();
    AtomicLong bytes = new AtomicLong();
    SparkListener metrics =
        new SparkListener() {
          @Override
          public void onTaskEnd(SparkListenerTaskEnd end) {
            records.addAndGet(end.taskMetrics().inputMetrics().recordsRead());
            bytes.addAndGet(end.taskMetrics().inputMetrics().bytesRead());
          }
        };
    sc.addSparkListener(metrics);
    List<Record> read;
    try {
      read =
          new TextSplitRDD(sc, splits, BadFilePolicy.SKIP, sc.<BadFile>collectionAccumulator())
              .toJavaRDD()
              .collect();
      sc.listenerBus().waitUntilEmpty();
    } finally {
      sc.removeSparkListener(metrics);
    }

    assertThat(read).extracting(Record::line).containsExactlyElementsOf(puzzleLines);
    assertThat(read).allSatisfy(r -> assertThat(r.source()).endsWith("/lines.txt"));
    assertThat(records.get()).isEqualTo(3000);
    assertThat(bytes.get()).isGreaterThanOrEqualTo(Files.size(file));
  }

  @Test
  void getPreferredLocations_localhostOnly_none() throws IOException {
    Path file = tmp.resolve("one.txt");
    Files.writeString(file, PuzzleAnalyzerTest.PUZZLE + "\n", StandardCharsets.UTF_8);
    List<TextSplitRDD.Split> splits = splits(file, 1 << 20);
    TextSplitRDD rdd =
        new TextSplitRDD(sc, splits, BadFilePolicy.SKIP, sc.<BadFile>collectionAccumulator());

    assertThat(rdd.getPreferredLocations(splits.get(0)).isEmpty()).isTrue();
    assertThat(rdd.getPartitions()).hasSize(1);
  }
}
