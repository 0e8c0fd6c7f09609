package dev.sudoku.kafka;

import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import javax.management.MBeanServer;
import javax.management.ObjectName;
import org.apache.kafka.clients.consumer.ConsumerInterceptor;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.ConsumerRecords;
import org.apache.kafka.clients.consumer.OffsetAndMetadata;
import org.apache.kafka.clients.producer.ProducerInterceptor;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.clients.producer.RecordMetadata;
import org.apache.kafka.common.TopicPartition;

/**
 * Where the time of a 1-puzzle request goes ({@code kafka-worker/run bench --breakdown}): the
 * benchmark's send, the worker's poll, the generation, the worker's send and its acknowledgement,
 * {@code sendOffsetsToTransaction} and {@code commitTransaction}, and the moment the benchmark's
 * {@code read_committed} consumer sees the puzzle, each as nanoseconds since the send.
 *
 * <p>Design: the worker is the production one; the probe only watches it from outside, through
 * Kafka's own client interceptors ({@link WorkerConsumer} on its consumer, {@link WorkerProducer}
 * on its producer, both configured by class name, so they meet here through static state), the
 * benchmark's generator wrapper, and the producer's cumulative transaction timers ({@code
 * txn-send-offsets-time-ns-total}, {@code txn-commit-time-ns-total}) read over JMX around each
 * request, with the broker's {@code CONCURRENT_TRANSACTIONS} answers and the collectors' pause time
 * over the same window, so a slow sample can be put down to a transaction retry or a GC pause.
 * Marks are taken only for the request id being timed (one at a time), so outside the latency phase
 * the interceptors cost one volatile read per call. The interceptors are public because Kafka
 * creates them by class name.
 */
final class LatencyProbe {

  /** The marks of one request, as {@link System#nanoTime()}; a sample holds -1 for one not seen. */
  enum Mark {
    SENT,
    REQUEST_ACKED,
    WORKER_POLLED,
    GENERATION_STARTED,
    GENERATION_ENDED,
    PUZZLE_SENT,
    PUZZLE_ACKED,
    SEEN
  }

  private static volatile String current;
  private static volatile String puzzleTopic = "";
  private static volatile String requestTopic = "";
  private static final Map<Mark, Long> MARKS = new ConcurrentHashMap<>();

  private final List<long[]> samples = new ArrayList<>();
  private final ObjectName producerMetrics;
  private final MBeanServer server = ManagementFactory.getPlatformMBeanServer();
  private final Map<String, Long> errors0;
  private long retriesBefore;
  private long gcBefore;
  private double sendOffsets0;
  private double commit0;

  /**
   * @param producerClientId the worker producer's {@code client.id}
   * @param requests the request topic
   * @param puzzles the puzzle topic
   */
  LatencyProbe(String producerClientId, String requests, String puzzles) throws Exception {
    requestTopic = requests;
    puzzleTopic = puzzles;
    errors0 = brokerRetries();
    producerMetrics =
        new ObjectName("kafka.producer:type=producer-metrics,client-id=" + producerClientId);
  }

  /** Starts timing request {@code id}; its SENT mark is now. */
  void start(String id) throws Exception {
    MARKS.clear();
    sendOffsets0 = timer("txn-send-offsets-time-ns-total");
    commit0 = timer("txn-commit-time-ns-total");
    retriesBefore = total(brokerRetries());
    gcBefore = gcMillis();
    current = id;
    mark(id, Mark.SENT);
  }

  /** Ends the current request; its SEEN mark is now. */
  void end(String id) throws Exception {
    mark(id, Mark.SEEN);
    current = null;
    long[] s = new long[Mark.values().length + 4];
    long t0 = MARKS.getOrDefault(Mark.SENT, 0L);
    for (Mark m : Mark.values()) {
      Long t = MARKS.get(m);
      s[m.ordinal()] = t == null ? -1 : t - t0;
    }
    s[Mark.values().length] = (long) (timer("txn-send-offsets-time-ns-total") - sendOffsets0);
    s[Mark.values().length + 1] = (long) (timer("txn-commit-time-ns-total") - commit0);
    s[Mark.values().length + 2] = total(brokerRetries()) - retriesBefore;
    s[Mark.values().length + 3] = gcMillis() - gcBefore;
    samples.add(s);
  }

  static void mark(String id, Mark m) {
    if (id.equals(current)) {
      MARKS.putIfAbsent(m, System.nanoTime());
    }
  }

  /** True while a request is being timed: the cheap test the hooks make first. */
  static boolean armed() {
    return current != null;
  }

  /**
   * The in-process broker's CONCURRENT_TRANSACTIONS answers so far, by request type: a transaction
   * that starts while the coordinator still completes the previous one is answered so and retried
   * after a back-off.
   */
  private Map<String, Long> brokerRetries() throws Exception {
    Map<String, Long> m = new java.util.TreeMap<>();
    for (ObjectName n :
        server.queryNames(
            new ObjectName(
                "kafka.network:type=RequestMetrics,name=ErrorsPerSec,error=CONCURRENT_TRANSACTIONS,*"),
            null)) {
      m.put(n.getKeyProperty("request"), ((Number) server.getAttribute(n, "Count")).longValue());
    }
    return m;
  }

  /** Milliseconds the collectors have spent so far (G1: its pauses). */
  private static long gcMillis() {
    long ms = 0;
    for (java.lang.management.GarbageCollectorMXBean gc :
        ManagementFactory.getGarbageCollectorMXBeans()) {
      ms += Math.max(0, gc.getCollectionTime());
    }
    return ms;
  }

  private static long total(Map<String, Long> counts) {
    return counts.values().stream().mapToLong(Long::longValue).sum();
  }

  private double timer(String name) throws Exception {
    return ((Number) server.getAttribute(producerMetrics, name)).doubleValue();
  }

  /**
   * Prints, per hop, its p50 and p99 over the samples, and the hops of the slowest samples (the
   * ones that make the p99).
   */
  void print() throws Exception {
    if (samples.isEmpty()) {
      return;
    }
    StringBuilder retries = new StringBuilder();
    brokerRetries()
        .forEach(
            (request, count) ->
                retries
                    .append(' ')
                    .append(request)
                    .append(' ')
                    .append(count - errors0.getOrDefault(request, 0L)));
    System.out.printf(
        Locale.ROOT,
        "broker answers CONCURRENT_TRANSACTIONS during the latency phase:%s%n",
        retries.length() == 0 ? " none" : retries);
    String[] hop = {
      "request produce (send -> acked)",
      "request to worker (send -> worker's poll returns it)",
      "worker poll -> generation starts",
      "generation",
      "generation ends -> puzzle sent (begin, encode)",
      "puzzle sent -> acked (produce, partition verification)",
      "sendOffsetsToTransaction",
      "commitTransaction (flush + EndTxn)",
      "puzzle sent -> visible to the read_committed consumer",
      "total (send -> visible)"
    };
    int n = Mark.values().length;
    List<long[]> hops = new ArrayList<>();
    for (long[] s : samples) {
      hops.add(
          new long[] {
            s[Mark.REQUEST_ACKED.ordinal()],
            s[Mark.WORKER_POLLED.ordinal()],
            diff(s, Mark.WORKER_POLLED, Mark.GENERATION_STARTED),
            diff(s, Mark.GENERATION_STARTED, Mark.GENERATION_ENDED),
            diff(s, Mark.GENERATION_ENDED, Mark.PUZZLE_SENT),
            diff(s, Mark.PUZZLE_SENT, Mark.PUZZLE_ACKED),
            s[n],
            s[n + 1],
            diff(s, Mark.PUZZLE_SENT, Mark.SEEN),
            s[Mark.SEEN.ordinal()],
            s[n + 2],
            s[n + 3]
          });
    }
    System.out.printf(
        Locale.ROOT, "1-puzzle latency breakdown (%d samples), ms p50 / p99:%n", samples.size());
    List<Long> clean = new ArrayList<>();
    List<Long> hit = new ArrayList<>();
    List<String> paused = new ArrayList<>();
    for (long[] h : hops) {
      if (h[hop.length] > 0) {
        hit.add(h[hop.length - 1]);
      }
      if (h[hop.length] == 0 && h[hop.length + 1] == 0) {
        clean.add(h[hop.length - 1]);
      }
      if (h[hop.length + 1] > 0) {
        paused.add(
            String.format(Locale.ROOT, "%.1f (GC %d)", h[hop.length - 1] / 1e6, h[hop.length + 1]));
      }
    }
    System.out.printf(
        Locale.ROOT,
        "  %d of %d samples had a GC pause inside them, total ms (pause ms): %s%n",
        paused.size(),
        hops.size(),
        paused);
    System.out.printf(
        Locale.ROOT,
        "  %d of %d samples met CONCURRENT_TRANSACTIONS (total %s ms); the samples with neither:"
            + " p50 %.2f ms, p99 %.2f ms%n",
        hit.size(),
        hops.size(),
        hit.stream().map(v -> String.format(Locale.ROOT, "%.1f", v / 1e6)).toList(),
        percentile(clean, 0.50) / 1e6,
        percentile(clean, 0.99) / 1e6);
    for (int h = 0; h < hop.length; h++) {
      long[] v = new long[hops.size()];
      for (int i = 0; i < v.length; i++) {
        v[i] = hops.get(i)[h];
      }
      Arrays.sort(v);
      System.out.printf(
          Locale.ROOT,
          "  %-58s %6.2f / %6.2f%n",
          hop[h],
          WorkerMetrics.percentile(v, 0.50) / 1e6,
          WorkerMetrics.percentile(v, 0.99) / 1e6);
    }
    List<long[]> slowest = new ArrayList<>(hops);
    slowest.sort((a, b) -> Long.compare(b[hop.length - 1], a[hop.length - 1]));
    System.out.println("  slowest samples, ms per hop in the order above:");
    for (long[] s : slowest.subList(0, Math.min(5, slowest.size()))) {
      StringBuilder b = new StringBuilder("   ");
      for (long v : Arrays.copyOf(s, hop.length)) {
        b.append(String.format(Locale.ROOT, " %6.2f", v / 1e6));
      }
      System.out.println(b);
    }
  }

  private static long percentile(List<Long> values, double p) {
    if (values.isEmpty()) {
      return 0;
    }
    long[] v = values.stream().mapToLong(Long::longValue).sorted().toArray();
    return WorkerMetrics.percentile(v, p);
  }

  private static long diff(long[] s, Mark from, Mark to) {
    long a = s[from.ordinal()];
    long b = s[to.ordinal()];
    return a < 0 || b < 0 ? -1 : b - a;
  }

  private static String key(byte[] key) {
    return key == null ? "" : new String(key, StandardCharsets.UTF_8);
  }

  /** On the worker's consumer: the poll that returns the timed request. */
  public static final class WorkerConsumer implements ConsumerInterceptor<byte[], byte[]> {
    @Override
    public ConsumerRecords<byte[], byte[]> onConsume(ConsumerRecords<byte[], byte[]> records) {
      if (armed()) {
        for (ConsumerRecord<byte[], byte[]> r : records) {
          if (r.topic().equals(requestTopic)) {
            mark(key(r.key()), Mark.WORKER_POLLED);
          }
        }
      }
      return records;
    }

    @Override
    public void onCommit(Map<TopicPartition, OffsetAndMetadata> offsets) {}

    @Override
    public void close() {}

    @Override
    public void configure(Map<String, ?> configs) {}
  }

  /** On the worker's producer: the timed request's puzzle sent and acknowledged. */
  public static final class WorkerProducer implements ProducerInterceptor<byte[], byte[]> {
    @Override
    public ProducerRecord<byte[], byte[]> onSend(ProducerRecord<byte[], byte[]> record) {
      if (armed() && record.topic().equals(puzzleTopic)) {
        mark(key(record.key()), Mark.PUZZLE_SENT);
      }
      return record;
    }

    @Override
    public void onAcknowledgement(RecordMetadata metadata, Exception exception) {
      if (armed() && metadata != null && metadata.topic().equals(puzzleTopic)) {
        String id = current;
        if (id != null && MARKS.containsKey(Mark.PUZZLE_SENT)) {
          mark(id, Mark.PUZZLE_ACKED);
        }
      }
    }

    @Override
    public void close() {}

    @Override
    public void configure(Map<String, ?> configs) {}
  }
}
