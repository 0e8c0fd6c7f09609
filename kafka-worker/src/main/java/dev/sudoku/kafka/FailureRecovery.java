package dev.sudoku.kafka;

import java.time.Duration;
import java.util.Collections;
import java.util.Map;
import java.util.Set;
import org.apache.kafka.common.errors.TopicAuthorizationException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * What the worker does when the producer cannot start or a transaction fails: classify the failure
 * ({@link TransactionFailure}) and end the transaction as it requires (a newer instance with the
 * same {@code transactional.id} ends this one; a coordinator that aborted the transaction for its
 * age, or a producer left unusable, gets the producer replaced; any other error aborts), count
 * refused records against their requests, go back to the committed state ({@link
 * PartitionOwnership#rewind}) and say how long to back off, so a broker outage is waited out for as
 * long as it takes. Runs on the polling thread; logs under {@link PuzzleWorker}'s logger.
 */
final class FailureRecovery {

  private static final Logger LOG = LoggerFactory.getLogger(PuzzleWorker.class);

  private final ProducerSession session;
  private final TransactionTiming timing;
  private final Set<String> ownTopics;
  private final ReplyTopics replyTopics;
  private final Sends sends;
  private final RequestFailures failures;
  private final PartitionOwnership ownership;
  private final Prefetch prefetch;
  private final Backoff backoff;
  private final OutputHealth health;
  private final WorkerMetrics metrics;

  FailureRecovery(
      ProducerSession session,
      TransactionTiming timing,
      Set<String> ownTopics,
      ReplyTopics replyTopics,
      Sends sends,
      RequestFailures failures,
      PartitionOwnership ownership,
      Prefetch prefetch,
      Backoff backoff,
      OutputHealth health,
      WorkerMetrics metrics) {
    this.session = session;
    this.timing = timing;
    this.ownTopics = ownTopics;
    this.replyTopics = replyTopics;
    this.sends = sends;
    this.failures = failures;
    this.ownership = ownership;
    this.prefetch = prefetch;
    this.backoff = backoff;
    this.health = health;
    this.metrics = metrics;
  }

  /**
   * The producer could not be initialised: replaces it when it is left unusable.
   *
   * @return how long to wait before trying again
   * @throws RuntimeException {@link PuzzleWorker.Fenced} when a newer instance exists, {@code e}
   *     when it is fatal
   */
  Duration producerNotReady(RuntimeException e) {
    TransactionFailure kind = TransactionFailure.of(e, Duration.ZERO, timing.transactionTimeout());
    if (kind == TransactionFailure.FENCED) {
      throw new PuzzleWorker.Fenced(e);
    }
    if (kind == TransactionFailure.FATAL) {
      throw e;
    }
    if (kind == TransactionFailure.RENEW) {
      renewProducer();
    }
    Duration wait = backoff.next();
    LOG.warn(
        "transactional producer not ready ({}), retrying in {} ms", e.toString(), wait.toMillis());
    return wait;
  }

  /** Replaces the producer (a new one gets a new epoch; the worker initialises it next). */
  private void renewProducer() {
    session.renew();
    metrics.renewed();
    health.producerReplaced();
  }

  /**
   * A transaction failed: ends it as its failure requires ({@link TransactionFailure}), counts
   * refused records against their requests, and goes back to the last committed state. Waits a
   * back-off unless the failure was a request's own (a refused record: the retry will dead-letter
   * or cut it).
   *
   * @return how long to wait before the next attempt, zero for none
   * @throws RuntimeException {@link PuzzleWorker.Fenced} when a newer instance exists, the cause
   *     itself when it is fatal or the worker may not write its own topics
   */
  Duration transactionFailed(RuntimeException cause) {
    metrics.aborted();
    prefetch.clear();
    TransactionFailure kind =
        TransactionFailure.of(cause, session.openFor(), timing.transactionTimeout());
    TopicAuthorizationException denied = find(cause, TopicAuthorizationException.class);
    if (denied != null && !Collections.disjoint(denied.unauthorizedTopics(), ownTopics)) {
      throw denied; // the worker cannot write its own topics: a deployment error
    }
    // A reply topic may have been deleted or refused since it was checked: check again.
    replyTopics.forget();
    if (denied != null) {
      replyTopics.deny(denied.unauthorizedTopics(), "topic authorization failed");
    }
    if (kind == TransactionFailure.FENCED) {
      throw new PuzzleWorker.Fenced(cause);
    }
    if (kind == TransactionFailure.FATAL) {
      throw cause;
    }
    if (kind == TransactionFailure.ABORT && session.openFor().compareTo(Duration.ZERO) > 0) {
      try {
        session.producer().abortTransaction();
        health.aborted();
      } catch (RuntimeException e) {
        LOG.warn("abort failed ({}); replacing the producer", e.toString());
        kind = TransactionFailure.RENEW;
      }
    }
    if (kind == TransactionFailure.RENEW) {
      renewProducer();
    }
    session.ended();
    Map<String, RuntimeException> refused = sends.refused();
    for (Map.Entry<String, RuntimeException> e : refused.entrySet()) {
      int n = failures.record(e.getKey(), e.getValue());
      LOG.warn(
          "a record of the request at partition/offset {} was refused ({} time(s)): {}",
          e.getKey(),
          n,
          e.getValue().toString());
    }
    ownership.rewind();
    if (refused.isEmpty() && denied == null) {
      Duration wait = backoff.next();
      LOG.warn(
          "transaction failed ({}), {}; next attempt in {} ms: {}",
          kind,
          kind == TransactionFailure.RENEW ? "producer replaced" : "aborted",
          wait.toMillis(),
          cause.toString());
      return wait;
    }
    LOG.warn("transaction aborted for a request's record: {}", cause.toString());
    return Duration.ZERO;
  }

  private static <T extends Throwable> T find(Throwable e, Class<T> type) {
    for (Throwable t = e; t != null; t = t.getCause()) {
      if (type.isInstance(t)) {
        return type.cast(t);
      }
    }
    return null;
  }
}
