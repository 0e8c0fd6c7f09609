package dev.sudoku.kafka;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Request partitions the worker owns but cannot serve yet because their committed state (offset and
 * progress) is still to be read, each with its own back-off.
 *
 * <p>Why not restore inside the rebalance callback, or all at once: reading a partition's state
 * waits for the previous owner's open transaction to end (KIP-447, and {@link ProgressStore}),
 * which after a crash or a broker outage can take the previous owner's transaction timeout. Done
 * partition by partition from the polling loop, with a short attempt and a back-off, the worker
 * keeps serving the partitions it could restore meanwhile, and an exception in a rebalance callback
 * (which would fail {@code poll} itself) cannot happen. Owned by the polling thread.
 */
final class Restores {

  private final Duration min;
  private final Duration max;
  private final Map<Integer, Backoff> backoffs = new HashMap<>();
  private final Map<Integer, Instant> due = new HashMap<>();

  Restores(Duration min, Duration max) {
    this.min = min;
    this.max = max;
  }

  /** Schedules {@code partitions} for a restore as soon as possible. */
  void add(Collection<Integer> partitions, Instant now) {
    for (int p : partitions) {
      due.put(p, now);
      backoffs.computeIfAbsent(p, k -> new Backoff(min, max));
    }
  }

  /** The partitions whose next attempt is due at {@code now}. */
  List<Integer> due(Instant now) {
    List<Integer> ready = new ArrayList<>();
    for (Map.Entry<Integer, Instant> e : due.entrySet()) {
      if (!e.getValue().isAfter(now)) {
        ready.add(e.getKey());
      }
    }
    return ready;
  }

  /** A restore of {@code partition} failed: try again after its back-off. */
  Duration failed(int partition, Instant now) {
    Duration wait = backoffs.computeIfAbsent(partition, k -> new Backoff(min, max)).next();
    due.put(partition, now.plus(wait));
    return wait;
  }

  /** {@code partition} is restored (or no longer ours). */
  void done(int partition) {
    due.remove(partition);
    backoffs.remove(partition);
  }

  boolean pending(int partition) {
    return due.containsKey(partition);
  }

  Set<Integer> all() {
    return Set.copyOf(due.keySet());
  }

  boolean isEmpty() {
    return due.isEmpty();
  }
}
