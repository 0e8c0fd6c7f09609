package dev.sudoku.kafka;

import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.function.Function;
import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.common.TopicPartition;
import org.apache.kafka.common.header.Header;
import org.apache.kafka.common.serialization.ByteArrayDeserializer;

/**
 * Prints the puzzles and the summary of one request as a {@code read_committed} consumer sees them
 * (the local mode and the {@code request} command). Reads the puzzle and summary topics from the
 * beginning, keeps the records keyed by the request id, and stops once the summary arrived and the
 * puzzle partitions were read up to where they stood at that moment (the summary commits with the
 * last puzzles, which may sit in partitions not read yet). For a request with a replyTo topic, pass
 * that topic as both: the {@code sudoku.record} header tells puzzles and summary apart.
 */
final class FeedFollower {

  private FeedFollower() {}

  /**
   * @return the number of puzzles printed, or -1 when no summary came within {@code wait}
   */
  static long follow(
      String bootstrap,
      String puzzles,
      String summaries,
      String requestId,
      Function<byte[], String> describePuzzle,
      Function<byte[], String> describeSummary,
      Duration wait,
      PrintStream out) {
    Properties cp = new Properties();
    cp.put(ConsumerConfig.BOOTSTRAP_SERVERS_CONFIG, bootstrap);
    cp.put(ConsumerConfig.ISOLATION_LEVEL_CONFIG, "read_committed");
    try (KafkaConsumer<byte[], byte[]> consumer =
        new KafkaConsumer<>(cp, new ByteArrayDeserializer(), new ByteArrayDeserializer())) {
      List<TopicPartition> tps = new ArrayList<>();
      for (String topic : new LinkedHashSet<>(List.of(puzzles, summaries))) {
        consumer
            .partitionsFor(topic)
            .forEach(i -> tps.add(new TopicPartition(topic, i.partition())));
      }
      consumer.assign(tps);
      consumer.seekToBeginning(tps);
      long printed = 0;
      String summary = null;
      Map<TopicPartition, Long> endAtSummary = null;
      Instant giveUp = Instant.now().plus(wait);
      while (Instant.now().isBefore(giveUp)) {
        for (ConsumerRecord<byte[], byte[]> r : consumer.poll(Duration.ofMillis(200))) {
          boolean ours =
              r.key() != null && requestId.equals(new String(r.key(), StandardCharsets.UTF_8));
          if (!ours) {
            continue;
          }
          if (r.topic().equals(puzzles) && !isSummary(r, puzzles, summaries)) {
            printed++;
            out.println("puzzle " + printed + ": " + describePuzzle.apply(r.value()));
          } else if (endAtSummary == null) {
            summary = describeSummary.apply(r.value());
            endAtSummary = consumer.endOffsets(tps);
          }
        }
        if (endAtSummary != null && reached(consumer, endAtSummary, puzzles)) {
          out.println("summary: " + summary);
          return printed;
        }
      }
      return -1;
    }
  }

  /** On a replyTo topic (puzzles = summaries) the worker's header tells them apart. */
  private static boolean isSummary(
      ConsumerRecord<byte[], byte[]> r, String puzzles, String summaries) {
    if (!puzzles.equals(summaries)) {
      return r.topic().equals(summaries);
    }
    Header h = r.headers().lastHeader(PuzzleWorker.RECORD_HEADER);
    return h != null && "summary".equals(new String(h.value(), StandardCharsets.UTF_8));
  }

  private static boolean reached(
      KafkaConsumer<byte[], byte[]> consumer, Map<TopicPartition, Long> end, String topic) {
    for (Map.Entry<TopicPartition, Long> e : end.entrySet()) {
      if (e.getKey().topic().equals(topic) && consumer.position(e.getKey()) < e.getValue()) {
        return false;
      }
    }
    return true;
  }
}
