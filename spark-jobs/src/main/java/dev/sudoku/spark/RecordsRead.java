package dev.sudoku.spark;

import java.io.Serializable;
import java.util.HashMap;
import java.util.Map;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.util.CollectionAccumulator;

/**
 * How many records (valid or not) the job read of each input file, counted by the tasks that read
 * them: which named files held no record at all ({@link BadFiles#withoutPuzzle}), and under {@code
 * --dedup} how many rows of each file were dropped as duplicates (read less kept).
 *
 * <p>Each task hands over one {@link Tally} per file at its end, not one entry per record, so the
 * driver holds a few entries per task. A task can run twice (a retried stage; the sampling pass of
 * {@code --single-file}'s sort reads the input once more) and hand over the same tallies again:
 * they are counted once, told apart from another task's by their smallest index, which no two tasks
 * share because each record is read by exactly one task of a pass.
 */
final class RecordsRead implements Serializable {
  private static final long serialVersionUID = 1L;

  /** The records one task read of one file: how many, and the smallest line or row index. */
  record Tally(String source, long first, long records) implements Serializable {}

  private final CollectionAccumulator<Tally> tallies;

  RecordsRead(SparkSession spark) {
    this.tallies = spark.sparkContext().collectionAccumulator("records read per input file");
  }

  /** A counter for one task (made inside it): {@link Counter#count} per record, then flush. */
  Counter counter() {
    return new Counter(tallies);
  }

  /** Records read per file ({@link InputFile#source}), files without records left out. */
  Map<String, Long> bySource() {
    Map<String, Map<Long, Long>> byFirst = new HashMap<>();
    for (Tally t : tallies.value()) {
      byFirst.computeIfAbsent(t.source(), k -> new HashMap<>()).put(t.first(), t.records());
    }
    Map<String, Long> out = new HashMap<>();
    byFirst.forEach(
        (source, counts) ->
            out.put(source, counts.values().stream().mapToLong(Long::longValue).sum()));
    return out;
  }

  /** One task's counts, handed over once by {@link #flush}. */
  static final class Counter {
    private final CollectionAccumulator<Tally> tallies;
    private final Map<String, long[]> bySource = new HashMap<>();
    private String last;
    private long[] lastCounts;

    private Counter(CollectionAccumulator<Tally> tallies) {
      this.tallies = tallies;
    }

    /** Counts one record of {@code source} at {@code index}. */
    void count(String source, long index) {
      if (!source.equals(last)) {
        last = source;
        lastCounts = bySource.computeIfAbsent(source, k -> new long[] {Long.MAX_VALUE, 0});
      }
      lastCounts[0] = Math.min(lastCounts[0], index);
      lastCounts[1]++;
    }

    /** Hands the counts over (at the end of the task's records) and starts again. */
    void flush() {
      bySource.forEach((source, c) -> tallies.add(new Tally(source, c[0], c[1])));
      bySource.clear();
      last = null;
      lastCounts = null;
    }
  }
}
