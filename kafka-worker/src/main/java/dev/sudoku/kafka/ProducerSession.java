package dev.sudoku.kafka;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.function.Supplier;
import org.apache.kafka.clients.producer.Producer;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The worker's transactional producer and its lifecycle: initialised once, replaced when it can no
 * longer be used, and the age of its open transaction.
 *
 * <p>Why replace it: since Kafka 4 (KIP-1050), {@code ProducerFencedException}, {@code
 * InvalidProducerEpochException}, {@code UnknownMemberIdException}, {@code
 * IllegalGenerationException} and {@code InvalidPidMappingException} are "application recoverable":
 * the producer is unusable afterwards (even {@code abortTransaction} throws), and the application
 * must close it and start a new one with the same {@code transactional.id}. The new producer's
 * {@code initTransactions} bumps the epoch, which completes or aborts whatever the old one left
 * open, before the worker rewinds to its committed state. An {@code initTransactions} that cannot
 * reach a coordinator (a broker outage) times out and is simply retried on the same producer.
 *
 * <p>Why the age: with transactions V2 (KIP-890) the coordinator bumps the producer epoch when it
 * aborts a transaction that outlived {@code transaction.timeout.ms}, so the old producer sees the
 * same fencing errors a newer instance with the same id would cause. Only the age tells them apart
 * (see {@link TransactionFailure}): the coordinator starts its timer when the first record reaches
 * it, after {@link #begin()}, so a transaction it timed out is older than the timeout here too.
 * Owned by the polling thread.
 */
final class ProducerSession {

  private static final Logger LOG = LoggerFactory.getLogger(ProducerSession.class);

  private final Supplier<Producer<byte[], byte[]>> factory;
  private final Clock clock;
  private Producer<byte[], byte[]> producer;
  private boolean initialised;
  private Instant begun;
  private int renewals;

  ProducerSession(Supplier<Producer<byte[], byte[]>> factory, Clock clock) {
    this.factory = factory;
    this.clock = clock;
    this.producer = factory.get();
  }

  Producer<byte[], byte[]> producer() {
    return producer;
  }

  /**
   * {@code initTransactions} on the current producer unless done already.
   *
   * @throws org.apache.kafka.common.errors.TimeoutException when no coordinator answered in time
   *     (call again: Kafka resumes the pending initialisation)
   */
  void init() {
    if (!initialised) {
      producer.initTransactions();
      initialised = true;
    }
  }

  void begin() {
    producer.beginTransaction();
    begun = clock.instant();
  }

  /** The transaction is over (committed or aborted). */
  void ended() {
    begun = null;
  }

  /** How long the current transaction has been open; zero when none is. */
  Duration openFor() {
    return begun == null ? Duration.ZERO : Duration.between(begun, clock.instant());
  }

  /**
   * Closes the current producer without waiting and creates a new one, not yet initialised ({@link
   * #init()} next).
   */
  void renew() {
    begun = null;
    renewals++;
    try {
      producer.close(Duration.ZERO);
    } catch (RuntimeException e) {
      LOG.debug("closing the replaced producer: {}", e.toString());
    }
    producer = factory.get();
    initialised = false;
  }

  /** How many times the producer was replaced. */
  int renewals() {
    return renewals;
  }

  void close(Duration timeout) {
    producer.close(timeout);
  }
}
