package dev.sudoku.kafka;

import java.time.Duration;
import java.util.function.BooleanSupplier;
import java.util.function.LongSupplier;

/**
 * Liveness and readiness of one worker, as an orchestrator asks for them ({@link MetricsServer}
 * serves them on {@code /health/live} and {@code /health/ready}).
 *
 * <p><b>Live</b>: the worker has not stopped, and its polling thread has gone round its loop, or
 * waited in a back-off, within the last {@link #stallBound}. A worker waiting out a broker outage
 * is live (restarting it would not help); one whose polling thread died or hangs is not.
 *
 * <p><b>Ready</b>: live and doing its job: running and not stopping, its transactional producer
 * initialised, at least one request partition assigned and none still being read back from its
 * progress, its last transaction not failed, and no output partition whose last stable offset is
 * stuck ({@link OutputHealth}). An instance in a group with more instances than request partitions
 * is therefore not ready while it stands by; that is what the probe should say.
 *
 * <p>Threads: the polling thread writes (one volatile write of each field per step, never per
 * puzzle), the HTTP thread reads; every verdict is computed from the fields at the time it is
 * asked, so it is at most one step old.
 */
final class HealthProbes {

  /** How long the polling thread may go without a step before it is taken for hung: at least. */
  static final Duration MIN_STALL_BOUND = Duration.ofMinutes(2);

  /** A probe's answer: ok, or why not in one line. */
  record Verdict(boolean ok, String reason) {
    static final Verdict OK = new Verdict(true, "ok");

    static Verdict no(String reason) {
      return new Verdict(false, reason);
    }
  }

  private final long stallBoundNanos;
  private final LongSupplier nanoTime;
  private final BooleanSupplier stopping;

  private volatile long lastBeatNanos;
  private volatile boolean started;
  private volatile boolean ended;
  private volatile boolean producerReady;
  private volatile int assigned;
  private volatile boolean restoring;
  private volatile int failedInARow;
  private volatile int stalled;

  /**
   * @param stallBound how long a step, or a wait between steps, may take at most
   * @param nanoTime {@code System::nanoTime}, or a test's clock
   * @param stopping true once the worker was asked to stop
   */
  HealthProbes(Duration stallBound, LongSupplier nanoTime, BooleanSupplier stopping) {
    this.stallBoundNanos = stallBound.toNanos();
    this.nanoTime = nanoTime;
    this.stopping = stopping;
    this.lastBeatNanos = nanoTime.getAsLong();
  }

  /**
   * The bound for a worker: a step may block in {@code commitTransaction} or {@code
   * initTransactions} for up to the producer's {@code max.block.ms} (60 s by default) and a
   * transaction may stay open up to its timeout, so twice the transaction timeout, at least {@link
   * #MIN_STALL_BOUND}.
   */
  static Duration stallBound(Duration transactionTimeout) {
    Duration twice = transactionTimeout.multipliedBy(2);
    return twice.compareTo(MIN_STALL_BOUND) > 0 ? twice : MIN_STALL_BOUND;
  }

  /** The polling loop started. */
  void started() {
    started = true;
    beat();
  }

  /** The polling thread is alive: it went round its loop, or is waiting on purpose. */
  void beat() {
    lastBeatNanos = nanoTime.getAsLong();
  }

  /**
   * One step of the polling loop began.
   *
   * @param producerReady the transactional producer is initialised
   * @param assigned request partitions this instance owns
   * @param restoring some of them are still being read back from their progress
   */
  void stepped(boolean producerReady, int assigned, boolean restoring) {
    lastBeatNanos = nanoTime.getAsLong();
    this.producerReady = producerReady;
    this.assigned = assigned;
    this.restoring = restoring;
  }

  void committed() {
    if (failedInARow != 0) {
      failedInARow = 0;
    }
  }

  void failed() {
    failedInARow = failedInARow + 1;
  }

  /** Output partitions whose last stable offset is stuck now. */
  void stalled(int partitions) {
    stalled = partitions;
  }

  int stalled() {
    return stalled;
  }

  int assigned() {
    return assigned;
  }

  /** The polling loop has ended (stopped, fenced or failed): for good. */
  void ended() {
    ended = true;
  }

  Verdict live() {
    if (ended) {
      return Verdict.no("worker stopped");
    }
    long silentNanos = nanoTime.getAsLong() - lastBeatNanos;
    if (silentNanos > stallBoundNanos) {
      return Verdict.no(
          "polling thread silent for "
              + Duration.ofNanos(silentNanos).toSeconds()
              + " s (bound "
              + Duration.ofNanos(stallBoundNanos).toSeconds()
              + " s)");
    }
    return Verdict.OK;
  }

  Verdict ready() {
    Verdict live = live();
    if (!live.ok()) {
      return live;
    }
    if (!started) {
      return Verdict.no("starting");
    }
    if (stopping.getAsBoolean()) {
      return Verdict.no("stopping");
    }
    if (!producerReady) {
      return Verdict.no("transactional producer not initialised (is the cluster reachable?)");
    }
    if (assigned == 0) {
      return Verdict.no("no request partition assigned");
    }
    if (restoring) {
      return Verdict.no("reading back the progress of assigned partitions");
    }
    int failed = failedInARow;
    if (failed > 0) {
      return Verdict.no("last " + failed + " transaction(s) failed");
    }
    int stuck = stalled;
    if (stuck > 0) {
      return Verdict.no(
          stuck + " output partition(s) with a stuck last stable offset (see the worker's log)");
    }
    return Verdict.OK;
  }
}
