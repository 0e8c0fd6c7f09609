package dev.sudoku.kafka;

import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Map;
import java.util.Properties;
import java.util.TreeMap;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.IntFunction;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.serialization.ByteArraySerializer;

/**
 * Streams requests to a requests topic from its own thread, one every {@code periodMs}, round robin
 * over the partitions, until {@link #stop()}: the publishers of a fault test. A request counts as
 * sent once the broker acknowledged it ({@code acks=all}, idempotent producer that retries through
 * a broker outage); {@link #sent()} is what the audit expects, {@link #unsure()} what it accepts.
 */
final class RequestFeeder implements AutoCloseable {

  /** A request to send: key (its id), value, and how many puzzles it asks for. */
  record Request(String id, byte[] value, long count) {}

  private final KafkaProducer<byte[], byte[]> producer;
  private final String topic;
  private final int partitions;
  private final long periodMs;
  private final IntFunction<Request> next;
  private final Map<String, Long> sent = new TreeMap<>();
  private final Map<String, Long> unsure = new TreeMap<>();
  private final AtomicBoolean stop = new AtomicBoolean();
  private final AtomicInteger failed = new AtomicInteger();
  private final Thread thread;
  private int n;

  RequestFeeder(
      String bootstrap, String topic, int partitions, long periodMs, IntFunction<Request> next) {
    Properties p = new Properties();
    p.put(ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, bootstrap);
    p.put(ProducerConfig.ACKS_CONFIG, "all");
    p.put(ProducerConfig.ENABLE_IDEMPOTENCE_CONFIG, "true");
    p.put(ProducerConfig.DELIVERY_TIMEOUT_MS_CONFIG, "90000");
    p.put(ProducerConfig.MAX_BLOCK_MS_CONFIG, "90000");
    this.producer = new KafkaProducer<>(p, new ByteArraySerializer(), new ByteArraySerializer());
    this.topic = topic;
    this.partitions = partitions;
    this.periodMs = periodMs;
    this.next = next;
    this.thread = new Thread(this::loop, "request-feeder");
    this.thread.setDaemon(true);
  }

  /** Requests {@code id,count,i} ({@link TestPuzzles#request}), ids {@code prefix-i}. */
  static IntFunction<Request> cheap(String prefix, long count) {
    return i -> {
      String id = prefix + "-" + i;
      return new Request(id, TestPuzzles.value(id + "," + count + "," + i), count);
    };
  }

  RequestFeeder start() {
    thread.start();
    return this;
  }

  private void loop() {
    while (!stop.get()) {
      Request r = next.apply(n);
      int partition = n % partitions;
      n++;
      producer.send(
          new ProducerRecord<>(
              topic, partition, r.id().getBytes(StandardCharsets.UTF_8), r.value()),
          (metadata, e) -> {
            if (e == null) {
              synchronized (sent) {
                sent.put(r.id(), r.count());
              }
            } else {
              failed.incrementAndGet();
              synchronized (sent) {
                unsure.put(r.id(), r.count());
              }
            }
          });
      try {
        Thread.sleep(periodMs);
      } catch (InterruptedException e) {
        return;
      }
    }
  }

  /** Sends no more requests; those sent may still be waiting for their acknowledgement. */
  void pause() {
    stop.set(true);
    try {
      thread.join();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException(e);
    }
  }

  /** Sends no more requests and waits until every request sent is acknowledged or failed. */
  void stop() {
    pause();
    producer.flush();
  }

  /** Acknowledged requests: id and count. */
  Map<String, Long> sent() {
    synchronized (sent) {
      return new TreeMap<>(sent);
    }
  }

  /** Requests the broker never acknowledged. */
  int failed() {
    return failed.get();
  }

  /**
   * Requests whose send failed: a send that fails when a broker dies may still have been written
   * (the acknowledgement is what was lost), so the audit expects them only if it sees them.
   */
  Map<String, Long> unsure() {
    synchronized (sent) {
      return new TreeMap<>(unsure);
    }
  }

  @Override
  public void close() {
    pause();
    producer.close(Duration.ZERO);
  }
}
