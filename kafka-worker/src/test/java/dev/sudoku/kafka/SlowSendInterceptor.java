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
 */
public final class SlowSendInterceptor implements ProducerInterceptor<byte[], byte[]> {

  private static final long NANOS = 1_000_000;

  @Override
  public ProducerRecord<byte[], byte[]> onSend(ProducerRecord<byte[], byte[]> record) {
    LockSupport.parkNanos(NANOS);
    return record;
  }

  @Override
  public void onAcknowledgement(RecordMetadata metadata, Exception exception) {}

  @Override
  public void close() {}

  @Override
  public void configure(Map<String, ?> configs) {}
}
