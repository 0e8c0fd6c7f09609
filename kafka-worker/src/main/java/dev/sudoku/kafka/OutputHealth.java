package dev.sudoku.kafka;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.apache.kafka.clients.admin.TransactionDescription;
import org.apache.kafka.clients.consumer.Consumer;
import org.apache.kafka.clients.producer.Producer;
import org.apache.kafka.common.PartitionInfo;
import org.apache.kafka.common.TopicPartition;
import org.apache.kafka.common.internals.Topic;
import org.apache.kafka.common.utils.Utils;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Keeps what the worker wrote readable: watches the last stable offsets of the partitions it
 * committed to ({@link StableOffsetWatch}) and repairs hanging transactions of its group ({@link
 * HangingTransactions}) — its own whenever its producer is about to write again after a failure,
 * the others' on partitions that are stuck. Owned by the polling thread.
 *
 * <p>Order around a failure: {@link #aborted()} or {@link #producerReplaced()}, then {@link
 * #beforeInit()} (the coordinator's view before {@code initTransactions}, which ends what the old
 * producer left open), then {@link #afterInit} (aborts the transactions that ended aborted but are
 * still open somewhere), before the first new transaction.
 */
final class OutputHealth {

  private static final Logger LOG = LoggerFactory.getLogger(OutputHealth.class);
  private static final int INTERVAL_SECONDS = 5;
  private static final Duration INTERVAL = Duration.ofSeconds(INTERVAL_SECONDS);
  private static final Duration TIMEOUT = Duration.ofSeconds(15);

  private final StableOffsetWatch watch;
  private final HangingTransactions hanging;
  private final Consumer<byte[], byte[]> stableReader;
  private final List<String> topics;
  private final String groupId;
  private final Set<TopicPartition> suspects = new HashSet<>();
  private Instant lastCheck = Instant.EPOCH;
  private boolean checkOwn = true;
  private TransactionDescription ownBefore;

  /**
   * @param hanging null when the worker has no admin client (no repairs, warnings only)
   * @param stableReader a {@code read_committed} consumer (its end offsets are stable offsets)
   */
  OutputHealth(
      StableOffsetWatch watch,
      HangingTransactions hanging,
      Consumer<byte[], byte[]> stableReader,
      WorkerConfig config) {
    this.watch = watch;
    this.hanging = hanging;
    this.stableReader = stableReader;
    this.topics =
        List.of(
            config.string(WorkerConfig.TOPIC_PUZZLES),
            config.string(WorkerConfig.TOPIC_SUMMARIES),
            config.string(WorkerConfig.TOPIC_DEAD_LETTERS),
            config.string(WorkerConfig.TOPIC_PROGRESS));
    this.groupId = config.string(WorkerConfig.GROUP_ID);
  }

  /** The producer aborted a transaction: the coordinator may have aborted it first, unmarked. */
  void aborted() {
    checkOwn = true;
    ownBefore = hanging == null ? null : hanging.own();
  }

  /** The producer was replaced; the next {@link #beforeInit()} looks at the old one's end. */
  void producerReplaced() {
    checkOwn = true;
    ownBefore = null;
  }

  /** Before {@code initTransactions}: remembers how the coordinator sees the transactional id. */
  void beforeInit() {
    if (checkOwn && hanging != null && ownBefore == null) {
      ownBefore = hanging.own();
    }
  }

  /** After {@code initTransactions}, before the first transaction: repairs the worker's own. */
  void afterInit(Producer<byte[], byte[]> producer) {
    if (!checkOwn) {
      return;
    }
    checkOwn = false;
    if (hanging != null && ownBefore == null && hanging.ownUnknown()) {
      LOG.warn(
          "how this worker's last transaction ended is unknown (the coordinator did not answer);"
              + " transactions it may have left open are not checked");
    } else if (hanging != null && ownBefore != null) {
      hanging.abortOwn(partitions(producer), ownBefore);
    }
    ownBefore = null;
  }

  /** Records the last offsets a committed transaction wrote. */
  void committed(Map<TopicPartition, Long> lastOffsets, Instant now) {
    watch.committed(lastOffsets, now);
  }

  /** A partition that could not be read to its end: looked at for abandoned transactions. */
  void suspect(TopicPartition tp) {
    suspects.add(tp);
  }

  /**
   * Every {@value #INTERVAL_SECONDS} s: repairs abandoned transactions on stuck or suspect
   * partitions, then compares stable offsets with what the worker committed.
   *
   * @return partitions stuck now
   */
  int check(Instant now) {
    if (Duration.between(lastCheck, now).compareTo(INTERVAL) < 0) {
      return watch.stalled().size();
    }
    lastCheck = now;
    Set<TopicPartition> look = new HashSet<>(watch.stalled());
    look.addAll(suspects);
    suspects.clear();
    if (hanging != null && !look.isEmpty()) {
      hanging.abortAbandoned(look, now.toEpochMilli());
    }
    Set<TopicPartition> watched = watch.watched();
    if (watched.isEmpty()) {
      return 0;
    }
    Map<TopicPartition, Long> stable;
    try {
      stable = stableReader.endOffsets(watched, TIMEOUT);
    } catch (RuntimeException e) {
      LOG.debug("last stable offsets not available: {}", e.toString());
      return watch.stalled().size();
    }
    for (StableOffsetWatch.Stall s : watch.check(stable, now)) {
      LOG.error(
          "{}: last stable offset {} has stayed below offset {}, committed by this worker {} s"
              + " ago: a transaction left open there hides every later record from read_committed"
              + " consumers. Find it with kafka-transactions.sh --bootstrap-server ..."
              + " find-hanging --broker-id <leader of {}> and abort it (kafka-transactions.sh"
              + " abort); this worker goes on",
          s.partition(),
          s.stableOffset(),
          s.committedOffset(),
          s.since().toSeconds(),
          s.partition());
    }
    return watch.stalled().size();
  }

  /**
   * Every partition the worker writes to: its four topics and the partition of {@code
   * __consumer_offsets} that holds its group's offsets.
   */
  private List<TopicPartition> partitions(Producer<byte[], byte[]> producer) {
    List<TopicPartition> tps = new ArrayList<>();
    for (String topic : topics) {
      for (PartitionInfo info : producer.partitionsFor(topic)) {
        tps.add(new TopicPartition(topic, info.partition()));
      }
    }
    try {
      int n = producer.partitionsFor(Topic.GROUP_METADATA_TOPIC_NAME).size();
      if (n > 0) {
        tps.add(
            new TopicPartition(Topic.GROUP_METADATA_TOPIC_NAME, Utils.abs(groupId.hashCode()) % n));
      }
    } catch (RuntimeException e) {
      LOG.debug("partitions of {} unknown: {}", Topic.GROUP_METADATA_TOPIC_NAME, e.toString());
    }
    return tps;
  }
}
