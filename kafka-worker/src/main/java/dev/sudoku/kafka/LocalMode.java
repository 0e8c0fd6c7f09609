package dev.sudoku.kafka;

import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.TopicPartition;
import org.apache.kafka.common.serialization.ByteArrayDeserializer;
import org.apache.kafka.common.serialization.ByteArraySerializer;

/**
 * {@code kafka-worker/run local [--count N] [--once]}: a newcomer's running feed in one command.
 * Starts an in-process broker, creates the topics, starts one worker, sends a sample request of
 * {@code N} puzzles (default 10), prints each published record and the summary as a
 * {@code read_committed} consumer sees them, then keeps broker and worker running for more
 * requests until Ctrl-C ({@code --once}: stop after the sample).
 */
public final class LocalMode {

    private static final int PARTITIONS = 4;
    private static final Duration SAMPLE_TIMEOUT = Duration.ofMinutes(5);

    private LocalMode() {
    }

    public static void main(String[] args) throws Exception {
        long count = 10;
        boolean once = false;
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--count" -> count = Long.parseLong(args[++i]);
                case "--once" -> once = true;
                default -> {
                    System.err.println("usage: run local [--count N] [--once]");
                    System.exit(1);
                }
            }
        }
        System.exit(run(count, once));
    }

    static int run(long count, boolean once) throws Exception {
        EmbeddedKafka kafka = EmbeddedKafka.start();
        WorkerConfig config = WorkerConfig.of(Map.of(
                WorkerConfig.BOOTSTRAP_SERVERS, kafka.bootstrapServers(),
                WorkerConfig.INSTANCE_ID, "local-1",
                WorkerConfig.METRICS_INTERVAL_MS, "30000"));
        createTopics(kafka, config);
        WorkerPlugins<?, ?> plugins = Plugins.load(config);
        PuzzleWorker<?, ?> worker = PuzzleWorker.create(config, Clock.systemUTC(), plugins);
        Thread thread = new Thread(worker, "worker");
        thread.start();
        CountDownLatch stop = new CountDownLatch(1);
        Thread hook = new Thread(() -> {
            worker.close();
            kafka.close();
            stop.countDown();
        }, "local-shutdown");
        Runtime.getRuntime().addShutdownHook(hook);

        if (Plugins.isTestStandIn(plugins)) {
            System.out.println("NOTE: worker.plugins is the TEST-ONLY text stand-in: the records below"
                    + " are placeholders, not Sudoku puzzles (the Avro/generator bundle replaces it"
                    + " at merge).");
        }
        String requestTopic = config.string(WorkerConfig.TOPIC_REQUESTS);
        System.out.println("broker: " + kafka.bootstrapServers() + "  requests topic: " + requestTopic);
        boolean ok = sample(kafka, config, plugins, count);
        if (!once && ok) {
            System.out.println("Feed running: send requests to " + requestTopic + " at "
                    + kafka.bootstrapServers() + ", read " + config.string(WorkerConfig.TOPIC_PUZZLES)
                    + " with isolation.level=read_committed. Ctrl-C stops.");
            stop.await();
            return 0;
        }
        Runtime.getRuntime().removeShutdownHook(hook);
        worker.close();
        thread.join(TimeUnit.SECONDS.toMillis(30));
        kafka.close();
        return ok ? 0 : 1;
    }

    private static void createTopics(EmbeddedKafka kafka, WorkerConfig config) {
        kafka.createTopic(config.string(WorkerConfig.TOPIC_REQUESTS), PARTITIONS);
        kafka.createTopic(config.string(WorkerConfig.TOPIC_PUZZLES), PARTITIONS);
        kafka.createTopic(config.string(WorkerConfig.TOPIC_SUMMARIES), 1);
        kafka.createTopic(config.string(WorkerConfig.TOPIC_DEAD_LETTERS), 1);
        kafka.createCompactedTopic(config.string(WorkerConfig.TOPIC_PROGRESS), PARTITIONS);
    }

    private static boolean reached(KafkaConsumer<byte[], byte[]> consumer,
            Map<TopicPartition, Long> end, String topic) {
        for (Map.Entry<TopicPartition, Long> e : end.entrySet()) {
            if (e.getKey().topic().equals(topic) && consumer.position(e.getKey()) < e.getValue()) {
                return false;
            }
        }
        return true;
    }

    /** Sends the sample request and prints what comes back; false if no summary in time. */
    private static boolean sample(EmbeddedKafka kafka, WorkerConfig config,
            WorkerPlugins<?, ?> plugins, long count) throws Exception {
        String id = "sample-" + System.currentTimeMillis();
        Properties pp = new Properties();
        pp.put(ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, kafka.bootstrapServers());
        try (KafkaProducer<byte[], byte[]> producer = new KafkaProducer<>(pp,
                new ByteArraySerializer(), new ByteArraySerializer())) {
            producer.send(new ProducerRecord<>(config.string(WorkerConfig.TOPIC_REQUESTS),
                    id.getBytes(StandardCharsets.UTF_8), plugins.sampleRequest(id, count, 1))).get();
        }
        System.out.println("sent request " + id + " for " + count + " puzzles");
        Properties cp = new Properties();
        cp.put(ConsumerConfig.BOOTSTRAP_SERVERS_CONFIG, kafka.bootstrapServers());
        cp.put(ConsumerConfig.ISOLATION_LEVEL_CONFIG, "read_committed");
        try (KafkaConsumer<byte[], byte[]> consumer = new KafkaConsumer<>(cp,
                new ByteArrayDeserializer(), new ByteArrayDeserializer())) {
            String puzzles = config.string(WorkerConfig.TOPIC_PUZZLES);
            String summaries = config.string(WorkerConfig.TOPIC_SUMMARIES);
            List<TopicPartition> tps = new ArrayList<>();
            for (String topic : List.of(puzzles, summaries)) {
                consumer.partitionsFor(topic).forEach(i -> tps.add(new TopicPartition(topic, i.partition())));
            }
            consumer.assign(tps);
            consumer.seekToBeginning(tps);
            long printed = 0;
            Map<TopicPartition, Long> endAtSummary = null;
            Instant giveUp = Instant.now().plus(SAMPLE_TIMEOUT);
            while (Instant.now().isBefore(giveUp)) {
                for (ConsumerRecord<byte[], byte[]> r : consumer.poll(Duration.ofMillis(200))) {
                    boolean ours = r.key() != null && id.equals(new String(r.key(), StandardCharsets.UTF_8));
                    if (!ours) {
                        continue;
                    }
                    if (r.topic().equals(puzzles)) {
                        printed++;
                        System.out.println("puzzle " + printed + ": " + plugins.describePuzzle(r.value()));
                    } else if (endAtSummary == null) {
                        // The summary commits with the last puzzles, which may sit in partitions
                        // not read yet: read the puzzle partitions up to here before reporting.
                        endAtSummary = consumer.endOffsets(tps);
                    }
                }
                if (endAtSummary != null && reached(consumer, endAtSummary, puzzles)) {
                    System.out.println("summary for " + id + " received: " + printed
                            + " puzzles published (on " + puzzles + "; summary on " + summaries + ")");
                    return true;
                }
            }
        }
        System.out.println("no summary for " + id + " within " + SAMPLE_TIMEOUT.toMinutes() + " minutes");
        return false;
    }
}
