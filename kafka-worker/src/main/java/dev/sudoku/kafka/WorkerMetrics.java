package dev.sudoku.kafka;

import java.util.Arrays;
import java.util.Locale;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Counters of committed work and a periodic log line: {@code puzzles/s, produced, requests done,
 * request latency p50/p99, dead letters}.
 *
 * <p>Only committed work is counted (the worker calls {@link #committed} after a successful
 * commit), so the figures match what {@code read_committed} consumers see. Latency is request
 * record timestamp → commit of its summary. Latency samples are kept in a bounded array per
 * interval; past the bound a new sample overwrites the oldest one (round robin; enough for a log
 * line). Single-threaded: used by the polling thread only.
 */
final class WorkerMetrics {

  private static final Logger LOG = LoggerFactory.getLogger(WorkerMetrics.class);
  private static final int MAX_SAMPLES = 8192;

  private final long intervalMs;
  private final long[] latencies = new long[MAX_SAMPLES];
  private int samples;
  private long seen;
  private long windowStartMs;
  private long windowProduced;
  private long produced;
  private long requestsDone;
  private long deadLetters;
  private long aborted;
  private long renewed;
  private int stalled;

  WorkerMetrics(long intervalMs, long nowMs) {
    this.intervalMs = intervalMs;
    this.windowStartMs = nowMs;
  }

  /** Accounts for one committed transaction. */
  void committed(long puzzles, long[] requestLatenciesMs, int latencyCount, long dead) {
    produced += puzzles;
    windowProduced += puzzles;
    deadLetters += dead;
    requestsDone += latencyCount;
    for (int i = 0; i < latencyCount; i++) {
      latencies[(int) (seen++ % MAX_SAMPLES)] = requestLatenciesMs[i];
      samples = Math.min(MAX_SAMPLES, samples + 1);
    }
  }

  void aborted() {
    aborted++;
  }

  /** The transactional producer was replaced. */
  void renewed() {
    renewed++;
  }

  /** Output partitions whose last stable offset is stuck now ({@link StableOffsetWatch}). */
  void stalled(int partitions) {
    stalled = partitions;
  }

  long produced() {
    return produced;
  }

  long deadLetters() {
    return deadLetters;
  }

  /** Logs and starts a new window when the interval has passed. */
  void maybeLog(long nowMs, int inFlight) {
    if (nowMs - windowStartMs >= intervalMs) {
      log(nowMs, inFlight);
    }
  }

  void log(long nowMs, int inFlight) {
    long elapsed = Math.max(1, nowMs - windowStartMs);
    long[] sorted = Arrays.copyOf(latencies, samples);
    Arrays.sort(sorted);
    LOG.info(
        String.format(
            Locale.ROOT,
            "metrics puzzles/s=%.1f produced=%d requests.done=%d latency.p50.ms=%d "
                + "latency.p99.ms=%d dead.letters=%d aborted.tx=%d producer.renewals=%d"
                + " stalled.partitions=%d in.flight=%d",
            windowProduced * 1000.0 / elapsed,
            produced,
            requestsDone,
            percentile(sorted, 0.50),
            percentile(sorted, 0.99),
            deadLetters,
            aborted,
            renewed,
            stalled,
            inFlight));
    windowStartMs = nowMs;
    windowProduced = 0;
    samples = 0;
    seen = 0;
  }

  /** Nearest-rank percentile of sorted values; -1 when there are none. */
  static long percentile(long[] sorted, double q) {
    if (sorted.length == 0) {
      return -1;
    }
    int rank = (int) Math.ceil(q * sorted.length);
    return sorted[Math.max(0, Math.min(sorted.length - 1, rank - 1))];
  }
}
