package dev.sudoku.kafka;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.apache.kafka.common.TopicPartition;

/**
 * Notices when the last stable offset (LSO) of a partition the worker wrote stops short of what it
 * committed: then something holds a transaction open below the worker's records, and every {@code
 * read_committed} consumer of that partition is stuck there, seeing nothing newer (the "COMPLETED
 * summary, no visible puzzles" symptom).
 *
 * <p>How: after each commit the worker reports, per partition, the offset of the last record it
 * committed there ({@link #committed}); {@link #check} compares the partitions' LSOs, as a {@code
 * read_committed} consumer's {@code endOffsets} returns them, with those offsets. A partition whose
 * LSO has not passed its pending offset within {@code patience} is stalled. Other producers' open
 * transactions pin the LSO for a while legitimately (the other workers', up to their transaction
 * timeout if they crashed), so the patience must exceed the transaction timeout plus the broker's
 * abort-check interval. Owned by the polling thread.
 */
final class StableOffsetWatch {

  /** A partition whose LSO has stayed below an offset the worker committed. */
  record Stall(TopicPartition partition, long stableOffset, long committedOffset, Duration since) {}

  private record Pending(long offset, Instant since) {}

  private final Duration patience;
  private final Map<TopicPartition, Pending> pending = new HashMap<>();
  private final Map<TopicPartition, Stall> stalled = new HashMap<>();

  StableOffsetWatch(Duration patience) {
    this.patience = patience;
  }

  /** Records the last offsets committed at {@code now}; the oldest wait is kept per partition. */
  void committed(Map<TopicPartition, Long> lastOffsets, Instant now) {
    for (Map.Entry<TopicPartition, Long> e : lastOffsets.entrySet()) {
      pending.merge(
          e.getKey(),
          new Pending(e.getValue(), now),
          (old, fresh) -> new Pending(Math.max(old.offset(), fresh.offset()), old.since()));
    }
  }

  /** Partitions whose LSO is awaited. */
  Set<TopicPartition> watched() {
    return Set.copyOf(pending.keySet());
  }

  /**
   * Compares LSOs with the pending offsets.
   *
   * @param stableOffsets LSO by partition (partitions missing from it are left as they are)
   * @return partitions that became stalled by this check (each reported once per stall)
   */
  List<Stall> check(Map<TopicPartition, Long> stableOffsets, Instant now) {
    List<Stall> fresh = new ArrayList<>();
    for (Iterator<Map.Entry<TopicPartition, Pending>> it = pending.entrySet().iterator();
        it.hasNext(); ) {
      Map.Entry<TopicPartition, Pending> e = it.next();
      Long lso = stableOffsets.get(e.getKey());
      if (lso == null) {
        continue;
      }
      if (lso > e.getValue().offset()) {
        it.remove();
        stalled.remove(e.getKey());
        continue;
      }
      Duration waited = Duration.between(e.getValue().since(), now);
      if (waited.compareTo(patience) >= 0 && !stalled.containsKey(e.getKey())) {
        Stall s = new Stall(e.getKey(), lso, e.getValue().offset(), waited);
        stalled.put(e.getKey(), s);
        fresh.add(s);
      }
    }
    return fresh;
  }

  /** Partitions stalled now. */
  Set<TopicPartition> stalled() {
    return Set.copyOf(stalled.keySet());
  }
}
