package dev.sudoku.spark;

import java.io.IOException;
import java.io.InterruptedIOException;
import java.io.Serializable;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FSDataInputStream;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;
import org.apache.hadoop.mapreduce.InputSplit;
import org.apache.hadoop.mapreduce.lib.input.FileSplit;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.broadcast.Broadcast;
import org.apache.spark.util.SerializableConfiguration;

/**
 * The 1-based line number, in its file, of the first line each input split of an uncompressed text
 * file yields, so rows read split by split still carry their line in the file.
 *
 * <p>Ownership rule (Hadoop's {@code LineRecordReader}): a split {@code [s, e)} with {@code s > 0}
 * discards the line containing byte {@code s} and then yields every line that starts at a position
 * {@code p} with {@code s < p <= e}; the first split also yields the line at 0. So the first line a
 * split {@code s > 0} yields is line {@code 2 + T(s)}, where {@code T(s)} is the number of line
 * terminators ({@code \n}, {@code \r\n} or a lone {@code \r}) whose last byte lies before {@code
 * s}.
 *
 * <p>{@code T} comes from one raw byte scan per split but the last of each file (a CR at the end of
 * a range peeks one byte further): no record objects, no decoding, about a memory-bandwidth pass
 * over the input. Up to {@link #DRIVER_SCAN_MAX_BYTES} of ranges in all (default 64 MB, a few tens
 * of milliseconds on one thread), the driver scans them itself, on one thread per core ({@link
 * #scan}); larger inputs are scanned by a small Spark job, each task its own range. Why not always
 * the job: on a small input the job costs more than the scan (a second job per query: scheduling,
 * closure cleaning, task (de)serialization, the Hadoop configuration broadcast; measured in the
 * overhead benchmark, docs/spark.md); on a large one (gigabytes, possibly remote) a single driver
 * thread would be the bottleneck. Files with a single split need no scan. Compressed files are
 * never split by the grade job, so their single split starts at line 1.
 */
final class SplitLines {
  private static final int BUFFER = 1 << 16;

  /** Pieces the driver's scan is cut into ({@link #scan}). */
  private static final long CHUNK = 4L << 20;

  /**
   * Hadoop configuration key: at most this many bytes of split ranges are scanned on the driver,
   * more by a Spark job (0: always the job, as the ITs use to cover it).
   */
  static final String DRIVER_SCAN_MAX_BYTES = "sudoku.lines.driverScanMaxBytes";

  static final long DEFAULT_DRIVER_SCAN_MAX_BYTES = 64L << 20;

  private SplitLines() {}

  /** Key of a split in the returned map. */
  static String key(String path, long start) {
    return start + "@" + path;
  }

  /**
   * First line number of every split (keyed by {@link #key}), for the given splits of uncompressed
   * or unsplit files.
   */
  static Map<String, Long> firstLines(JavaSparkContext jsc, List<InputSplit> splits)
      throws IOException {
    return firstLines(jsc.hadoopConfiguration(), jsc, splits);
  }

  /**
   * As {@link #firstLines(JavaSparkContext, List)}; {@code jsc} is only used when the ranges are
   * too large for the driver ({@link #DRIVER_SCAN_MAX_BYTES} in {@code hadoop}).
   */
  static Map<String, Long> firstLines(
      Configuration hadoop, JavaSparkContext jsc, List<InputSplit> splits) throws IOException {
    Map<String, List<FileSplit>> byFile = new HashMap<>();
    for (InputSplit s : splits) {
      FileSplit f = (FileSplit) s;
      byFile.computeIfAbsent(InputFile.source(f.getPath()), k -> new ArrayList<>()).add(f);
    }
    // Only the ranges before each file's last split are scanned: nothing follows the last one.
    List<Range> ranges = new ArrayList<>();
    List<String> lastOf = new ArrayList<>();
    Map<String, Long> first = new HashMap<>();
    for (Map.Entry<String, List<FileSplit>> e : byFile.entrySet()) {
      List<FileSplit> parts = e.getValue();
      parts.sort((a, b) -> Long.compare(a.getStart(), b.getStart()));
      if (parts.size() == 1) {
        first.put(key(e.getKey(), parts.get(0).getStart()), 1L);
        continue;
      }
      for (FileSplit p : parts.subList(0, parts.size() - 1)) {
        ranges.add(new Range(e.getKey(), p.getStart(), p.getLength()));
      }
      lastOf.add(key(e.getKey(), parts.get(parts.size() - 1).getStart()));
    }
    if (!ranges.isEmpty()) {
      List<Long> counts = count(hadoop, jsc, ranges);
      String file = null;
      long terminatorsBefore = 0;
      for (int i = 0; i < ranges.size(); i++) {
        Range r = ranges.get(i);
        if (!r.path().equals(file)) {
          file = r.path();
          terminatorsBefore = 0;
        }
        first.put(key(r.path(), r.start()), r.start() == 0 ? 1 : 2 + terminatorsBefore);
        terminatorsBefore += counts.get(i);
        if (i + 1 == ranges.size() || !ranges.get(i + 1).path().equals(file)) {
          first.put(lastOf.remove(0), 2 + terminatorsBefore);
        }
      }
    }
    return first;
  }

  /** Terminators per range: on the driver for small inputs, else by a Spark job. */
  private static List<Long> count(Configuration hadoop, JavaSparkContext jsc, List<Range> ranges)
      throws IOException {
    long total = 0;
    for (Range r : ranges) {
      total += r.length();
    }
    if (total <= hadoop.getLong(DRIVER_SCAN_MAX_BYTES, DEFAULT_DRIVER_SCAN_MAX_BYTES)) {
      return scan(hadoop, ranges, CHUNK, Runtime.getRuntime().availableProcessors());
    }
    // Broadcast, not captured: a captured Configuration (hundreds of entries, each with a
    // gzip-compressed source list) would be deserialized by every task.
    Broadcast<SerializableConfiguration> conf =
        jsc.broadcast(new SerializableConfiguration(hadoop));
    List<Long> counts =
        jsc.parallelize(ranges, ranges.size())
            .map(r -> terminators(conf.value().value(), r))
            .collect();
    conf.destroy();
    return counts;
  }

  /**
   * Terminators per range, counted on the driver: each range cut into pieces of at most {@code
   * chunk} bytes, the pieces scanned by up to {@code threads} threads.
   *
   * <p>Why threads: the scan is serial time before the first task, while the cores that will run
   * the tasks are idle; on two cores it halves that wait (the overhead benchmark's 25 MB of ranges:
   * ~16 ms on one thread). Why pieces: the ranges before a file's last split are of one size, often
   * fewer than the cores or not a multiple of them; pieces of a few MB keep every thread busy to
   * the end. A range's count is the sum of its pieces' counts wherever they are cut, by {@link
   * #terminators}' rule for a CR at a range's end.
   */
  static List<Long> scan(Configuration hadoop, List<Range> ranges, long chunk, int threads)
      throws IOException {
    List<Range> pieces = new ArrayList<>();
    int[] owner = new int[0];
    for (int i = 0; i < ranges.size(); i++) {
      Range r = ranges.get(i);
      for (long at = r.start(); at < r.start() + r.length(); at += chunk) {
        pieces.add(new Range(r.path(), at, Math.min(chunk, r.start() + r.length() - at)));
        if (owner.length < pieces.size()) {
          owner = Arrays.copyOf(owner, 2 * pieces.size());
        }
        owner[pieces.size() - 1] = i;
      }
    }
    long[] perPiece = new long[pieces.size()];
    int workers = Math.min(threads, pieces.size());
    if (workers <= 1) {
      for (int k = 0; k < pieces.size(); k++) {
        perPiece[k] = terminators(hadoop, pieces.get(k));
      }
    } else {
      ExecutorService pool = Executors.newFixedThreadPool(workers, SplitLines::scanThread);
      try {
        List<Future<Long>> counted = new ArrayList<>(pieces.size());
        for (Range piece : pieces) {
          counted.add(pool.submit(() -> terminators(hadoop, piece)));
        }
        for (int k = 0; k < counted.size(); k++) {
          perPiece[k] = result(counted.get(k));
        }
      } finally {
        pool.shutdownNow();
      }
    }
    long[] perRange = new long[ranges.size()];
    for (int k = 0; k < perPiece.length; k++) {
      perRange[owner[k]] += perPiece[k];
    }
    List<Long> counts = new ArrayList<>(ranges.size());
    for (long c : perRange) {
      counts.add(c);
    }
    return counts;
  }

  private static Thread scanThread(Runnable r) {
    Thread t = new Thread(r, "sudoku-split-lines");
    t.setDaemon(true);
    return t;
  }

  /** A piece's count; its scan's {@link IOException} as it was thrown. */
  private static long result(Future<Long> piece) throws IOException {
    try {
      return piece.get();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new InterruptedIOException("interrupted while counting lines");
    } catch (ExecutionException e) {
      if (e.getCause() instanceof IOException io) {
        throw io;
      }
      if (e.getCause() instanceof RuntimeException re) {
        throw re;
      }
      throw new IllegalStateException(e.getCause());
    }
  }

  /**
   * Line terminators whose last byte lies in the range.
   *
   * <p>Eight bytes at a time while no CR is pending and the word holds no CR (every LF-only file):
   * the LFs of a word are counted as its zero bytes after XOR with eight LFs (exact zero-byte mask:
   * {@code ~(((x & 0x7f..) + 0x7f..) | x | 0x7f..)} has a byte's top bit set iff that byte is zero,
   * no carries across bytes). Otherwise byte by byte, as before: ~4x fewer driver cycles per query
   * on the benchmark's 33 MB (docs/spark.md).
   */
  static long terminators(Configuration conf, Range r) throws IOException {
    Path path = new Path(r.path());
    FileSystem fs = path.getFileSystem(conf);
    byte[] buf = new byte[BUFFER];
    long count = 0;
    boolean cr = false;
    try (FSDataInputStream in = fs.open(path)) {
      in.seek(r.start());
      long remaining = r.length();
      while (remaining > 0) {
        int n = in.read(buf, 0, (int) Math.min(buf.length, remaining));
        if (n < 0) {
          break;
        }
        int i = 0;
        while (i < n) {
          if (!cr && i + 8 <= n) {
            long w = (long) LONGS.get(buf, i);
            if (zeroBytes(w ^ CRS) == 0) {
              count += Long.bitCount(zeroBytes(w ^ LFS));
              i += 8;
              continue;
            }
          }
          byte b = buf[i++];
          if (b == '\n') {
            count++;
          } else if (cr) {
            count++; // the previous byte was a lone CR
          }
          cr = b == '\r';
        }
        remaining -= n;
      }
      if (cr && in.read() != '\n') {
        count++; // a lone CR ends the range; a CR LF pair is counted by the next range's LF
      }
    }
    return count;
  }

  private static final VarHandle LONGS =
      MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);
  private static final long LOW7 = 0x7f7f7f7f7f7f7f7fL;
  private static final long LFS = 0x0a0a0a0a0a0a0a0aL;
  private static final long CRS = 0x0d0d0d0d0d0d0d0dL;

  /** The top bit of each zero byte of {@code x}, nothing else. */
  static long zeroBytes(long x) {
    return ~(((x & LOW7) + LOW7) | x | LOW7);
  }

  /** A byte range of a file. */
  record Range(String path, long start, long length) implements Serializable {
    private static final long serialVersionUID = 1L;
  }
}
