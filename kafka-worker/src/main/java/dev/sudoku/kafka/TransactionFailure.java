package dev.sudoku.kafka;

import java.time.Duration;
import org.apache.kafka.clients.consumer.CommitFailedException;
import org.apache.kafka.common.errors.AuthenticationException;
import org.apache.kafka.common.errors.AuthorizationException;
import org.apache.kafka.common.errors.FencedInstanceIdException;
import org.apache.kafka.common.errors.FencedMemberEpochException;
import org.apache.kafka.common.errors.IllegalGenerationException;
import org.apache.kafka.common.errors.InvalidPidMappingException;
import org.apache.kafka.common.errors.InvalidProducerEpochException;
import org.apache.kafka.common.errors.InvalidTxnStateException;
import org.apache.kafka.common.errors.InvalidTxnTimeoutException;
import org.apache.kafka.common.errors.ProducerFencedException;
import org.apache.kafka.common.errors.RebalanceInProgressException;
import org.apache.kafka.common.errors.TopicAuthorizationException;
import org.apache.kafka.common.errors.UnknownMemberIdException;
import org.apache.kafka.common.errors.UnsupportedVersionException;

/**
 * What an exception thrown inside a transaction means for the worker, and so what it does next.
 *
 * <p>The classification follows KIP-1050's categories (Kafka 4.1+): abortable errors (a timeout, a
 * broker that went away, {@code TransactionAbortableException}) leave the producer usable, so the
 * transaction is aborted and redone; application-recoverable ones ({@code ProducerFenced}, {@code
 * InvalidProducerEpoch}, {@code UnknownMemberId}, {@code IllegalGeneration}, {@code
 * InvalidPidMapping}) leave it unusable, so it is replaced ({@link ProducerSession#renew()}); a few
 * are deployment errors no retry can fix. One case needs more than the exception class:
 *
 * <pre>
 *   ProducerFenced / InvalidProducerEpoch
 *     transaction open for less than transaction.timeout.ms  ->  FENCED: a newer instance with
 *                                                               this transactional.id exists
 *     open for longer                                        ->  RENEW: the coordinator aborted it
 *                                                               for its age (transactions V2 bump
 *                                                               the epoch then) - e.g. it was open
 *                                                               when a broker went down
 * </pre>
 *
 * Treating the second case as the first made every worker stop ("fenced by a newer instance") after
 * a broker outage longer than the transaction timeout, leaving its partitions unserved.
 */
enum TransactionFailure {
  /** A newer instance owns the {@code transactional.id}: stop (exit status 2). */
  FENCED,
  /** A deployment error (authorization, authentication, broker too old, bad timeout): stop. */
  FATAL,
  /** The producer is unusable: replace it, then rewind to the committed state. */
  RENEW,
  /** Abort the transaction, rewind to the committed state, try again. */
  ABORT;

  /**
   * @param e what the transaction threw
   * @param openFor how long the transaction had been open
   * @param timeout the producer's {@code transaction.timeout.ms}
   */
  static TransactionFailure of(Throwable e, Duration openFor, Duration timeout) {
    for (Throwable t = e; t != null; t = t.getCause()) {
      if (t instanceof ProducerFencedException || t instanceof InvalidProducerEpochException) {
        return openFor.compareTo(timeout) >= 0 ? RENEW : FENCED;
      }
      if (t instanceof FencedInstanceIdException) {
        return FENCED;
      }
      if (t instanceof TopicAuthorizationException) {
        return ABORT; // the worker decides whether it was a reply topic (denied) or its own
      }
      if (t instanceof AuthorizationException
          || t instanceof AuthenticationException
          || t instanceof UnsupportedVersionException
          || t instanceof InvalidTxnTimeoutException) {
        return FATAL;
      }
      if (t instanceof UnknownMemberIdException
          || t instanceof IllegalGenerationException
          || t instanceof FencedMemberEpochException
          || t instanceof CommitFailedException
          || t instanceof RebalanceInProgressException
          || t instanceof InvalidPidMappingException
          || t instanceof InvalidTxnStateException) {
        return RENEW;
      }
    }
    return ABORT;
  }
}
