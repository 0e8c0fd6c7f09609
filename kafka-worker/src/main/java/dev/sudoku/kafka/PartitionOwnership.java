package dev.sudoku.kafka;

import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.BooleanSupplier;
import org.apache.kafka.clients.consumer.Consumer;
import org.apache.kafka.clients.consumer.ConsumerRebalanceListener;
import org.apache.kafka.clients.consumer.OffsetAndMetadata;
import org.apache.kafka.common.TopicPartition;
import org.apache.kafka.common.errors.AuthenticationException;
import org.apache.kafka.common.errors.AuthorizationException;
import org.apache.kafka.common.errors.WakeupException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Which request partitions this instance owns, and reading an owned partition back from its
 * committed state before it is served: the committed offset and the progress of its requests
 * ({@link ProgressStore}). A partition that is assigned, or whose in-memory work was thrown away
 * (an aborted transaction), stays paused in the restore queue ({@link Restores}) until that read
 * succeeds; the read may have to wait for the previous owner's transaction, so it happens on the
 * polling thread between polls ({@link #restoreDue}), never inside the rebalance callback.
 *
 * <p>Logs under {@link PuzzleWorker}'s logger, so log settings and what operators grep for are
 * those of the worker.
 */
final class PartitionOwnership implements ConsumerRebalanceListener {

  private static final Logger LOG = LoggerFactory.getLogger(PuzzleWorker.class);
  private static final Duration RESTORE_ATTEMPT = Duration.ofSeconds(5);

  private final Consumer<byte[], byte[]> consumer;
  private final String requestTopic;
  private final String progressTopic;
  private final ProgressStore progressStore;
  private final JobTable jobs;
  private final Prefetch prefetch;
  private final RequestFailures failures;
  private final OutputHealth health;
  private final Clock clock;
  private final BooleanSupplier stopping;

  /** Owned partitions whose committed state is still to be read. */
  private final Restores restores;

  private volatile Set<Integer> assignment = Set.of();

  PartitionOwnership(
      Consumer<byte[], byte[]> consumer,
      String requestTopic,
      String progressTopic,
      ProgressStore progressStore,
      JobTable jobs,
      Prefetch prefetch,
      RequestFailures failures,
      OutputHealth health,
      Restores restores,
      Clock clock,
      BooleanSupplier stopping) {
    this.consumer = consumer;
    this.requestTopic = requestTopic;
    this.progressTopic = progressTopic;
    this.progressStore = progressStore;
    this.jobs = jobs;
    this.prefetch = prefetch;
    this.failures = failures;
    this.health = health;
    this.restores = restores;
    this.clock = clock;
    this.stopping = stopping;
  }

  /** Request partitions owned now, restored or not (a snapshot; any thread). */
  Set<Integer> assignment() {
    return assignment;
  }

  /** Whether an owned partition still waits for its committed state to be read. */
  boolean restoring() {
    return !restores.isEmpty();
  }

  /** Forgets all in-memory work: every owned partition is restored from its committed state. */
  void rewind() {
    List<Integer> partitions = new ArrayList<>(jobs.partitions());
    pending(partitions);
  }

  /** Moves {@code partitions} to the restore queue, paused until restored. */
  private void pending(Collection<Integer> partitions) {
    List<TopicPartition> tps = new ArrayList<>();
    for (int p : partitions) {
      jobs.unrestore(p);
      tps.add(new TopicPartition(requestTopic, p));
    }
    if (!tps.isEmpty()) {
      consumer.pause(tps);
    }
    restores.add(partitions, clock.instant());
    updateAssignment();
  }

  /** Restores the partitions whose attempt is due; those that cannot be read yet wait longer. */
  void restoreDue() {
    for (int p : restores.due(clock.instant())) {
      if (stopping.getAsBoolean()) {
        return;
      }
      try {
        restore(p);
        restores.done(p);
      } catch (WakeupException e) {
        if (stopping.getAsBoolean()) {
          return;
        }
        throw e;
      } catch (AuthorizationException | AuthenticationException e) {
        throw e;
      } catch (RuntimeException e) {
        if (e instanceof ProgressStore.ProgressUnavailable) {
          health.suspect(new TopicPartition(progressTopic, p));
        }
        Duration wait = restores.failed(p, clock.instant());
        LOG.warn(
            "request partition {} not restored yet, next attempt in {} ms: {}",
            p,
            wait.toMillis(),
            e.toString());
      }
    }
    updateAssignment();
  }

  /** Seeks partition {@code p} to its committed offset and restores its progress. */
  private void restore(int p) {
    TopicPartition tp = new TopicPartition(requestTopic, p);
    // Waits for pending transactional offset commits of the partition (KIP-447).
    OffsetAndMetadata c = consumer.committed(Set.of(tp), RESTORE_ATTEMPT).get(tp);
    Map<Long, Progress> progress = progressStore.read(p, RESTORE_ATTEMPT);
    long offset;
    if (c != null) {
      consumer.seek(tp, c.offset());
      offset = c.offset();
    } else {
      consumer.seekToBeginning(List.of(tp));
      offset = consumer.position(tp, RESTORE_ATTEMPT);
    }
    consumer.resume(List.of(tp));
    jobs.restored(p, offset, progress);
    LOG.info(
        "restored partition {} at offset {} ({} requests with progress)",
        p,
        offset,
        progress.size());
  }

  private void updateAssignment() {
    Set<Integer> all = new HashSet<>(jobs.partitions());
    all.addAll(restores.all());
    assignment = Set.copyOf(all);
  }

  private void forget(Collection<TopicPartition> partitions) {
    prefetch.clear();
    for (TopicPartition tp : partitions) {
      int p = tp.partition();
      jobs.remove(p);
      restores.done(p);
      failures.forgetPartition(p);
    }
    updateAssignment();
  }

  // The callbacks run inside poll, never during a transaction.

  @Override
  public void onPartitionsRevoked(Collection<TopicPartition> partitions) {
    LOG.info("partitions revoked: {}", partitions);
    forget(partitions);
  }

  @Override
  public void onPartitionsLost(Collection<TopicPartition> partitions) {
    LOG.info("partitions lost: {}", partitions);
    forget(partitions);
  }

  @Override
  public void onPartitionsAssigned(Collection<TopicPartition> partitions) {
    LOG.info("partitions assigned: {}", partitions);
    List<Integer> ps = new ArrayList<>();
    for (TopicPartition tp : partitions) {
      ps.add(tp.partition());
    }
    // Read outside the callback (restoreDue): it may have to wait for the previous owner.
    pending(ps);
  }
}
