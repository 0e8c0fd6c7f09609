package dev.sudoku.kafka;

import dev.sudoku.schema.StopReason;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.apache.kafka.clients.consumer.Consumer;
import org.apache.kafka.common.errors.RecordTooLargeException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * One step of the worker's consume–process–produce loop: wait for every active request's chunk
 * (generated outside any transaction), keep its next ones queued, then open a transaction that only
 * sends (puzzles, summaries, dead letters, progress) and commits with the consumer offsets. The
 * transaction stays open for milliseconds whatever the generator costs, and generation overlaps the
 * sends and the commit ({@link Prefetch}: up to two transactions ahead).
 *
 * <p>Each transaction serves every active request a share of {@code worker.chunk.size} puzzles
 * (round robin), so a large request cannot starve small ones, fewer when the request's puzzles are
 * slow to make ({@link TransactionSize}). Runs on the polling thread; logs under {@link
 * PuzzleWorker}'s logger.
 */
final class TransactionStep {

  private static final Logger LOG = LoggerFactory.getLogger(PuzzleWorker.class);
  private static final long[] NO_LATENCIES = new long[0];

  private final Clock clock;
  private final TransactionSize size;
  private final Consumer<byte[], byte[]> consumer;
  private final ProducerSession session;
  private final JobTable jobs;
  private final Prefetch prefetch;
  private final Outbox outbox;
  private final Sends sends;
  private final RequestFailures failures;
  private final Backoff backoff;
  private final OutputHealth health;
  private final WorkerMetrics metrics;

  TransactionStep(
      Clock clock,
      TransactionSize size,
      Consumer<byte[], byte[]> consumer,
      ProducerSession session,
      JobTable jobs,
      Prefetch prefetch,
      Outbox outbox,
      Sends sends,
      RequestFailures failures,
      Backoff backoff,
      OutputHealth health,
      WorkerMetrics metrics) {
    this.clock = clock;
    this.size = size;
    this.consumer = consumer;
    this.session = session;
    this.jobs = jobs;
    this.prefetch = prefetch;
    this.outbox = outbox;
    this.sends = sends;
    this.failures = failures;
    this.backoff = backoff;
    this.health = health;
    this.metrics = metrics;
  }

  /**
   * One step of work: the active requests' chunks are generated first, outside any transaction;
   * then one consume–process–produce transaction sends them with everything else and commits.
   *
   * @param failed called with what made the transaction fail, after which nothing of it is kept
   *     here: the caller ends it ({@link TransactionFailure}) and rewinds to the committed state
   */
  void run(java.util.function.Consumer<RuntimeException> failed) {
    List<Job> active = jobs.activeJobs();
    Instant now = clock.instant();
    prefetch.nextTransaction();
    // Every chunk of this transaction is queued before the first wait, so a request read in the
    // last poll is generated alongside the others rather than after them.
    Map<Job, Chunk> chunks = new IdentityHashMap<>();
    for (Job job : active) {
      if (job.deadLetter == null && (job.deadline == null || now.isBefore(job.deadline))) {
        chunks.put(job, prefetch.take(job, size.share(active.size(), job.nanosPerPuzzle)));
      }
    }
    for (Job job : active) {
      Chunk chunk = chunks.get(job);
      if (chunk == null) {
        continue;
      }
      try {
        chunk.await();
      } catch (Chunk.GenerationException e) {
        chunks.remove(job);
        generationFailed(job, e.getCause());
        continue;
      }
      if (chunk.usable() > 0) {
        job.nanosPerPuzzle = chunk.nanosPerPuzzle();
      }
      long after = job.next + chunk.usable();
      if (chunk.exhausted() == null && after < job.count) {
        // Keep this job's next chunks queued (Prefetch.DEPTH transactions ahead) as soon
        // as its current one is done: the pool never runs dry while this thread waits for the
        // other jobs' chunks, sends, commits and polls.
        prefetch.ahead(job, after, size.share(active.size(), job.nanosPerPuzzle));
      }
    }
    long puzzles = 0;
    long dead = 0;
    long[] latencies = active.isEmpty() ? NO_LATENCIES : new long[active.size()];
    int finished = 0;
    Set<Job> touched = new LinkedHashSet<>();
    List<Job> dropped = new ArrayList<>();
    sends.clear();
    try {
      session.begin();
      for (Job job : active) {
        touched.add(job);
        if (job.deadLetter != null) {
          dead += outbox.deadLetter(job, job.deadLetter);
          outbox.summary(job, now);
          // a refused request has ended too: it counts among the requests, with its latency
          latencies[finished++] = Math.max(0, now.toEpochMilli() - job.requestedAtMs);
          continue;
        }
        if (job.deadline != null && !now.isBefore(job.deadline)) {
          job.status = StopReason.DEADLINE;
        } else if (chunks.containsKey(job)) {
          if (job.startedAtMs == 0) {
            job.startedAtMs = now.toEpochMilli();
          }
          Chunk chunk = chunks.get(job);
          String tooLarge = outbox.oversized(job, chunk);
          if (tooLarge != null) {
            dead +=
                outbox.deadLetter(
                    job,
                    outbox.deadLetterOf(job, RecordTooLargeException.class.getName(), tooLarge));
          } else {
            int published = outbox.puzzles(job, chunk);
            puzzles += published;
            job.next += published;
            if (chunk.exhausted() != null) {
              job.status = StopReason.BUDGET_EXHAUSTED;
              job.message = OneLine.of(chunk.exhausted().getMessage());
            } else if (job.next == job.count) {
              job.status = StopReason.COMPLETED;
            }
          }
        }
        if (job.done()) {
          outbox.summary(job, now);
          latencies[finished++] = Math.max(0, now.toEpochMilli() - job.requestedAtMs);
        }
      }
      prefetch.ahead(jobs.activeJobs(), size);
      session
          .producer()
          .sendOffsetsToTransaction(
              jobs.advanceOffsets(touched, dropped), consumer.groupMetadata());
      session.producer().commitTransaction();
      session.ended();
      backoff.reset();
      for (Job j : dropped) {
        failures.forget(j.coordinates());
      }
      health.committed(sends.lastOffsets(), clock.instant());
      metrics.committed(puzzles, latencies, finished, dead);
    } catch (RuntimeException e) {
      failed.accept(e);
    }
  }

  /**
   * The generator or encoder failed for {@code job}: counted against the request, which is
   * dead-lettered once it has failed as many times as {@link RequestFailures} allows; until then
   * its chunk is simply made again. Nothing was sent, so nothing needs to be aborted.
   */
  private void generationFailed(Job job, Throwable cause) {
    int n = failures.record(job.coordinates(), cause);
    LOG.warn(
        "generation failed for the request at partition/offset {} ({} time(s)): {}",
        job.coordinates(),
        n,
        cause.toString());
    prefetch.cancel(job);
    if (failures.exhausted(job.coordinates())) {
      job.deadLetter =
          outbox.deadLetterOf(
              job,
              cause.getClass().getName(),
              "generation failed " + n + " times: " + cause.getMessage());
      job.message = job.deadLetter.getErrorMessage();
    }
  }
}
