package dev.sudoku.kafka;

import java.time.Duration;
import java.util.OptionalInt;
import org.apache.kafka.clients.admin.ProducerState;
import org.apache.kafka.clients.admin.TransactionDescription;
import org.apache.kafka.clients.admin.TransactionState;
import org.apache.kafka.common.TopicPartition;

/**
 * When a transaction open on a partition may be aborted there by the worker ({@link
 * HangingTransactions} explains why such transactions hang): only if its coordinator aborted it. A
 * transaction of producer id P, epoch E, is aborted on a partition only if P's coordinator's state
 * is an abort at E + 1 (transactions V2 bump the epoch when a transaction ends), or, for the
 * worker's own id, it was {@code ONGOING} at E just before the worker initialised its producer
 * again, which aborts it. So the worker only ever writes the marker the coordinator meant to write;
 * a transaction whose outcome was a commit, or is unknown, is left alone. Pure functions of what
 * the admin client described ({@link TransactionAdmin}).
 */
final class AbortRule {

  /** Beyond its timeout, how long a transaction must have been silent to be called abandoned. */
  static final Duration SLACK = Duration.ofMinutes(1);

  private AbortRule() {}

  /**
   * The epoch of the records of an id's last transaction if that transaction ends aborted, judged
   * from {@code before}, the coordinator's view taken before the producer is initialised again (or
   * right after it aborted): {@code ONGOING} at E is aborted by the initialisation, {@code
   * PREPARE_ABORT} or {@code COMPLETE_ABORT} at E + 1 was aborted (transactions V2 bump the epoch
   * when a transaction ends). Anything else, or no view: none known.
   */
  static OptionalInt abortedEpoch(TransactionDescription before) {
    if (before == null) {
      return OptionalInt.empty();
    }
    if (before.state() == TransactionState.ONGOING) {
      return OptionalInt.of(before.producerEpoch());
    }
    return lastAborted(before) ? OptionalInt.of(before.producerEpoch() - 1) : OptionalInt.empty();
  }

  /** Whether the coordinator's last word on a transactional id is an abort. */
  static boolean lastAborted(TransactionDescription d) {
    return d.state() == TransactionState.COMPLETE_ABORT
        || d.state() == TransactionState.PREPARE_ABORT;
  }

  /**
   * Whether producer {@code p}'s transaction open on {@code tp} is abandoned: its coordinator
   * aborted it (its last transaction is an abort, at the epoch after {@code p}'s) and has no marker
   * left to write to {@code tp}, and {@code p} has been silent there for longer than the
   * transaction timeout plus {@link #SLACK} (so a marker in flight has long arrived).
   */
  static boolean abandoned(
      TopicPartition tp, ProducerState p, TransactionDescription coordinator, long nowMs) {
    if (p.currentTransactionStartOffset().isEmpty()
        || coordinator == null
        || coordinator.producerId() != p.producerId()
        || coordinator.producerEpoch() != p.producerEpoch() + 1
        || !lastAborted(coordinator)) {
      return false;
    }
    if (coordinator.state() == TransactionState.PREPARE_ABORT
        && coordinator.topicPartitions().contains(tp)) {
      return false;
    }
    return nowMs - p.lastTimestamp() >= coordinator.transactionTimeoutMs() + SLACK.toMillis();
  }
}
