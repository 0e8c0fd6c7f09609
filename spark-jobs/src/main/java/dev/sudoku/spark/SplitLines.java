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
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
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
    return plan(hadoop, jsc, splits, Set.of()).firstLines();
  }

  /**
   * The first line of every split, and which of the {@code csv} files cut into several splits hold
   * a line break inside double quotes (RFC 4180: a row spanning lines) anywhere: a split starting
   * inside such a row could not read it, so the caller reads those files in one piece.
   *
   * <p>The quote state at a byte is the parity of the quotes before it (a doubled quote inside
   * quotes is text, and toggles twice); a comment or a row with a stray quote flips it too, so a
   * file is read whole whenever its rows might span lines, never split where one does. The last
   * split of a CSV file is scanned to its first line end, for a row that starts before its start
   * and goes on into it; past that line one reader reads every line of it in turn. Done here, in
   * the scan that numbers the lines anyway, rather than from a file's start ({@code Sniffer}): a
   * row spanning lines may come anywhere.
   *
   * @param csv the paths ({@link InputFile#source}) of the CSV files among the splits
   */
  static Plan plan(
      Configuration hadoop, JavaSparkContext jsc, List<InputSplit> splits, Set<String> csv)
      throws IOException {
    Map<String, List<FileSplit>> byFile = new HashMap<>();
    for (InputSplit s : splits) {
      FileSplit f = (FileSplit) s;
      byFile.computeIfAbsent(InputFile.source(f.getPath()), k -> new ArrayList<>()).add(f);
    }
    // Only the ranges before each file's last split are counted: nothing follows the last one.
    List<Range> ranges = new ArrayList<>();
    List<String> lastOf = new ArrayList<>();
    Map<String, Long> first = new HashMap<>();
    Set<String> quoted = new HashSet<>();
    for (Map.Entry<String, List<FileSplit>> e : byFile.entrySet()) {
      List<FileSplit> parts = e.getValue();
      parts.sort((a, b) -> Long.compare(a.getStart(), b.getStart()));
      if (parts.size() == 1) {
        first.put(key(e.getKey(), parts.get(0).getStart()), 1L);
        continue;
      }
      boolean quotes = csv.contains(e.getKey());
      for (FileSplit p : parts.subList(0, parts.size() - 1)) {
        ranges.add(new Range(e.getKey(), p.getStart(), p.getLength(), quotes, true));
      }
      if (quotes) {
        FileSplit last = parts.get(parts.size() - 1);
        ranges.add(new Range(e.getKey(), last.getStart(), last.getLength(), true, false));
      }
      lastOf.add(key(e.getKey(), parts.get(parts.size() - 1).getStart()));
    }
    if (!ranges.isEmpty()) {
      List<Scan> counts = count(hadoop, jsc, ranges);
      String file = null;
      long terminatorsBefore = 0;
      boolean inQuotes = false;
      for (int i = 0; i < ranges.size(); i++) {
        Range r = ranges.get(i);
        if (!r.path().equals(file)) {
          file = r.path();
          terminatorsBefore = 0;
          inQuotes = false;
        }
        Scan c = counts.get(i);
        if (inQuotes ? c.breakAtEven() : c.breakAtOdd()) {
          quoted.add(file);
        }
        inQuotes ^= (c.quotes() & 1) == 1;
        if (r.counted()) {
          first.put(key(r.path(), r.start()), r.start() == 0 ? 1 : 2 + terminatorsBefore);
          terminatorsBefore += c.terminators();
        }
        if (i + 1 == ranges.size() || !ranges.get(i + 1).path().equals(file)) {
          first.put(lastOf.remove(0), 2 + terminatorsBefore);
        }
      }
    }
    return new Plan(first, quoted);
  }

  /**
   * What {@link #plan} finds.
   *
   * @param firstLines the first line number of every split, keyed by {@link #key}
   * @param quotedBreaks the CSV files with a line break inside quotes, to be read in one piece
   */
  record Plan(Map<String, Long> firstLines, Set<String> quotedBreaks) {}

  /** Terminators (and quotes) per range: on the driver for small inputs, else by a Spark job. */
  private static List<Scan> count(Configuration hadoop, JavaSparkContext jsc, List<Range> ranges)
      throws IOException {
    long total = 0;
    for (Range r : ranges) {
      total += r.length();
    }
    if (total <= hadoop.getLong(DRIVER_SCAN_MAX_BYTES, DEFAULT_DRIVER_SCAN_MAX_BYTES)) {
      return scanRanges(hadoop, ranges, CHUNK, Runtime.getRuntime().availableProcessors());
    }
    // Broadcast, not captured: a captured Configuration (hundreds of entries, each with a
    // gzip-compressed source list) would be deserialized by every task.
    Broadcast<SerializableConfiguration> conf =
        jsc.broadcast(new SerializableConfiguration(hadoop));
    List<Scan> counts =
        jsc.parallelize(ranges, ranges.size()).map(r -> scan(conf.value().value(), r)).collect();
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
    List<Long> counts = new ArrayList<>(ranges.size());
    for (Scan c : scanRanges(hadoop, ranges, chunk, threads)) {
      counts.add(c.terminators());
    }
    return counts;
  }

  /** As {@link #scan(Configuration, List, long, int)}, with the quotes of each range. */
  static List<Scan> scanRanges(Configuration hadoop, List<Range> ranges, long chunk, int threads)
      throws IOException {
    List<Range> pieces = new ArrayList<>();
    int[] owner = new int[0];
    for (int i = 0; i < ranges.size(); i++) {
      Range r = ranges.get(i);
      // A range scanned to its first line end only is one piece.
      long step = r.counted() ? chunk : Math.max(1, r.length());
      for (long at = r.start(); at < r.start() + r.length(); at += step) {
        pieces.add(
            new Range(
                r.path(),
                at,
                Math.min(step, r.start() + r.length() - at),
                r.quotes(),
                r.counted()));
        if (owner.length < pieces.size()) {
          owner = Arrays.copyOf(owner, 2 * pieces.size());
        }
        owner[pieces.size() - 1] = i;
      }
    }
    Scan[] perPiece = new Scan[pieces.size()];
    int workers = Math.min(threads, pieces.size());
    if (workers <= 1) {
      for (int k = 0; k < pieces.size(); k++) {
        perPiece[k] = scan(hadoop, pieces.get(k));
      }
    } else {
      ExecutorService pool = Executors.newFixedThreadPool(workers, SplitLines::scanThread);
      try {
        List<Future<Scan>> counted = new ArrayList<>(pieces.size());
        for (Range piece : pieces) {
          counted.add(pool.submit(() -> scan(hadoop, piece)));
        }
        for (int k = 0; k < counted.size(); k++) {
          perPiece[k] = result(counted.get(k));
        }
      } finally {
        pool.shutdownNow();
      }
    }
    Scan[] perRange = new Scan[ranges.size()];
    for (int k = 0; k < perPiece.length; k++) {
      Scan before = perRange[owner[k]];
      perRange[owner[k]] = before == null ? perPiece[k] : before.then(perPiece[k]);
    }
    return Arrays.asList(perRange);
  }

  private static Thread scanThread(Runnable r) {
    Thread t = new Thread(r, "sudoku-split-lines");
    t.setDaemon(true);
    return t;
  }

  /** A piece's count; its scan's {@link IOException} as it was thrown. */
  private static Scan result(Future<Scan> piece) throws IOException {
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
    return scan(conf, r).terminators();
  }

  /**
   * {@link #terminators}, and for a range of a CSV file ({@link Range#quotes()}) its quotes and
   * whether a terminator lies where an even or odd number of the range's quotes precede it. Words
   * without a quote keep the eight-bytes-at-a-time path.
   */
  static Scan scan(Configuration conf, Range r) throws IOException {
    Path path = new Path(r.path());
    FileSystem fs = path.getFileSystem(conf);
    byte[] buf = new byte[BUFFER];
    long count = 0;
    boolean cr = false;
    long stop = r.quotes() ? QUOTES : CRS; // a word holding one goes byte by byte
    long quotes = 0;
    boolean atEven = false;
    boolean atOdd = false;
    try (FSDataInputStream in = fs.open(path)) {
      in.seek(r.start());
      long remaining = r.length();
      while (remaining > 0 && (r.counted() || count == 0)) {
        int n = in.read(buf, 0, (int) Math.min(buf.length, remaining));
        if (n < 0) {
          break;
        }
        int i = 0;
        while (i < n && (r.counted() || count == 0)) {
          if (!cr && i + 8 <= n) {
            long w = (long) LONGS.get(buf, i);
            if ((zeroBytes(w ^ CRS) | zeroBytes(w ^ stop)) == 0) {
              int lfs = Long.bitCount(zeroBytes(w ^ LFS));
              count += lfs;
              if (lfs > 0 && (quotes & 1) == 0) {
                atEven = true;
              } else if (lfs > 0) {
                atOdd = true;
              }
              i += 8;
              continue;
            }
          }
          byte b = buf[i++];
          if (b == '\n' || cr) {
            count++; // an LF, or the previous byte was a lone CR
            if ((quotes & 1) == 0) {
              atEven = true;
            } else {
              atOdd = true;
            }
          }
          cr = b == '\r';
          if (b == '"' && r.quotes()) {
            quotes++;
          }
        }
        remaining -= n;
      }
      if (cr && (r.counted() || count == 0) && in.read() != '\n') {
        count++; // a lone CR ends the range; a CR LF pair is counted by the next range's LF
        if ((quotes & 1) == 0) {
          atEven = true;
        } else {
          atOdd = true;
        }
      }
    }
    return new Scan(count, quotes, atEven, atOdd);
  }

  /**
   * What the scan of a range found.
   *
   * @param terminators line terminators whose last byte lies in the range
   * @param quotes double quotes in the range (CSV ranges only, else 0)
   * @param breakAtEven a terminator with an even number of the range's quotes before it
   * @param breakAtOdd a terminator with an odd number of the range's quotes before it
   */
  record Scan(long terminators, long quotes, boolean breakAtEven, boolean breakAtOdd)
      implements Serializable {
    private static final long serialVersionUID = 1L;

    /** This range followed by {@code next}, as one range. */
    Scan then(Scan next) {
      boolean even = (quotes & 1) == 0;
      return new Scan(
          terminators + next.terminators,
          quotes + next.quotes,
          breakAtEven || (even ? next.breakAtEven : next.breakAtOdd),
          breakAtOdd || (even ? next.breakAtOdd : next.breakAtEven));
    }
  }

  private static final VarHandle LONGS =
      MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);
  private static final long LOW7 = 0x7f7f7f7f7f7f7f7fL;
  private static final long LFS = 0x0a0a0a0a0a0a0a0aL;
  private static final long CRS = 0x0d0d0d0d0d0d0d0dL;
  private static final long QUOTES = 0x2222222222222222L;

  /** The top bit of each zero byte of {@code x}, nothing else. */
  static long zeroBytes(long x) {
    return ~(((x & LOW7) + LOW7) | x | LOW7);
  }

  /**
   * A byte range of a file.
   *
   * @param quotes also count its double quotes (a CSV file)
   * @param counted its terminators number the lines of the next split (false: a CSV file's last
   *     split, scanned to its first line end only, for the quotes of the line a split before it
   *     reads to its end)
   */
  record Range(String path, long start, long length, boolean quotes, boolean counted)
      implements Serializable {
    private static final long serialVersionUID = 1L;

    Range(String path, long start, long length) {
      this(path, start, length, false, true);
    }
  }
}
