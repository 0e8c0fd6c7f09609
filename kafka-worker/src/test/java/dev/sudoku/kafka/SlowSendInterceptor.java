package dev.sudoku.kafka;

import java.util.Map;
import java.util.concurrent.locks.LockSupport;
import org.apache.kafka.clients.producer.ProducerInterceptor;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.clients.producer.RecordMetadata;

/**
 * TEST-ONLY producer interceptor that makes each send take {@value #NANOS} ns (it parks, using no
 * CPU), so that a worker's transactions stay open on the coordinator for a while, as with large
 * chunks on a busy broker: a broker killed during a fault test then finds transactions open, which
 * is the case the test is about. Configured through {@code kafka.producer.interceptor.classes}.
 *
 * <p>{@link #hold()} makes every send wait until {@link #release()} (workers of this JVM only): a
 * test holds the workers in the middle of their transactions, crashes the broker, and releases them
 * only once the restarted coordinator has had time to abort those transactions for their age, so
 * that the workers meet the epoch bump of a timed-out transaction instead of committing first.
 */
public final class SlowSendInterceptor implements ProducerInterceptor<byte[], byte[]> {

  private static final long NANOS = 1_000_000;
  private static volatile boolean held;
  private static volatile long holds;

  /** The hold during which this producer let its one send through. */
  private long passed = -1;

  /**
   * From now on, sends wait until {@link #release()}, except one per producer: a worker held
   * between two transactions then still opens the next one on the coordinator (with transactions V2
   * a transaction exists there from its first record), so every worker is held inside one.
   */
  static void hold() {
    holds++;
    held = true;
  }

  /** Lets waiting and later sends go on. */
  static void release() {
    held = false;
  }

  @Override
  public ProducerRecord<byte[], byte[]> onSend(ProducerRecord<byte[], byte[]> record) {
    LockSupport.parkNanos(NANOS);
    if (held && passed != holds) {
      passed = holds;
      return record;
    }
    while (held) {
      LockSupport.parkNanos(10 * NANOS);
    }
    return record;
  }

  @Override
  public void onAcknowledgement(RecordMetadata metadata, Exception exception) {}

  @Override
  public void close() {}

  @Override
  public void configure(Map<String, ?> configs) {}
}
