package dev.sudoku.kafka;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.sudoku.schema.AvroDeserializer;
import dev.sudoku.schema.GenerationRequest;
import dev.sudoku.schema.Puzzle;
import dev.sudoku.schema.TrustedClasses;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Kafka's own console consumer ({@code org.apache.kafka.tools.consumer.ConsoleConsumer}, the class
 * {@code kafka-console-consumer.sh} runs) in a child JVM with {@code --formatter
 * dev.sudoku.kafka.JsonLineFormatter}, reading what the real worker published on the embedded
 * broker: puzzles, the summary and a dead letter, plus a record that is not ours.
 */
class JsonLineFormatterIT {

  private static final ObjectMapper MAPPER = new ObjectMapper();
  private static final String CONSOLE_CONSUMER = "org.apache.kafka.tools.consumer.ConsoleConsumer";

  @TempDir Path dir;

  @BeforeAll
  static void trust() {
    TrustedClasses.install();
  }

  @Test
  void consoleConsumer_withFormatter_printsOneJsonLinePerRecordOfEachTopic() throws Exception {
    KafkaTestSupport.Topics t = KafkaTestSupport.topics("console", 1);
    PuzzleWorker<?, ?> worker =
        KafkaTestSupport.avroWorker(KafkaTestSupport.avroWorkerConfig(t, "a"));
    Thread thread = KafkaTestSupport.startThread(worker, "worker-a");
    List<Puzzle> published;
    try (KafkaTestSupport.Reader puzzles = new KafkaTestSupport.Reader(t.puzzles());
        KafkaTestSupport.Reader summaries = new KafkaTestSupport.Reader(t.summaries());
        KafkaTestSupport.Reader dead = new KafkaTestSupport.Reader(t.deadLetters())) {
      byte[] poison = {(byte) 0xC3, 0x01, 1, 2, 3, 4, 5, 6, 7, 8, 42};
      KafkaTestSupport.send(t.requests(), 0, "poison-key", poison);
      KafkaTestSupport.send(
          t.requests(),
          0,
          GenerationRequest.newBuilder().setRequestId("cc").setCount(3).setSeed(5L).build());
      summaries.until(v -> v.size() == 1);
      dead.until(v -> v.size() == 1);
      puzzles.drain();
      published = puzzles.decoded(new AvroDeserializer<>(Puzzle.class));
    } finally {
      KafkaTestSupport.stop(worker, thread);
    }
    assertThat(published).hasSize(3);
    KafkaTestSupport.send(
        t.puzzles(), 0, "stray", "not a record of ours".getBytes(StandardCharsets.UTF_8));

    ChildProcess.Result r =
        ChildProcess.run(
            ChildProcess.java(
                CONSOLE_CONSUMER,
                List.of(
                    "--bootstrap-server",
                    KafkaTestSupport.broker().bootstrapServers(),
                    "--include",
                    t.prefix().replace(".", "\\.") + "\\.(puzzles|summaries|dead-letters)",
                    "--from-beginning",
                    "--isolation-level",
                    "read_committed",
                    "--formatter",
                    JsonLineFormatter.class.getName(),
                    "--max-messages",
                    "6",
                    "--timeout-ms",
                    "60000")),
            dir,
            Duration.ofMinutes(2));

    assertThat(r.exit()).as(r.err()).isZero();
    assertThat(r.err()).contains("Processed a total of 6 messages").doesNotContain("Exception");
    Map<String, JsonNode> byId = new TreeMap<>();
    List<JsonNode> summaries = new ArrayList<>();
    List<JsonNode> letters = new ArrayList<>();
    List<JsonNode> errors = new ArrayList<>();
    for (String line : r.lines()) {
      JsonNode j = MAPPER.readTree(line); // each line alone is one JSON document
      if (j.has("error")) {
        errors.add(j);
      } else if (j.has("puzzle")) {
        byId.put(j.get("id").asText(), j);
      } else if (j.has("reason")) {
        summaries.add(j);
      } else {
        letters.add(j);
      }
    }
    assertThat(r.lines()).hasSize(6);
    for (Puzzle p : published) {
      JsonNode j = byId.get(p.getId());
      assertThat(j.get("puzzle").asText()).isEqualTo(p.getPuzzle());
      assertThat(j.get("solution").asText()).isEqualTo(p.getSolution());
      assertThat(j.get("level").asText()).isEqualTo(p.getLevel().name());
      assertThat(j.get("requestId").asText()).isEqualTo("cc");
    }
    assertThat(byId).containsOnlyKeys("cc/0", "cc/1", "cc/2");
    assertThat(summaries).hasSize(1);
    assertThat(summaries.get(0).get("reason").asText()).isEqualTo("COMPLETED");
    assertThat(summaries.get(0).get("produced").asInt()).isEqualTo(3);
    assertThat(letters).hasSize(1);
    assertThat(letters.get(0).get("key").asText()).isEqualTo("cG9pc29uLWtleQ=="); // poison-key
    assertThat(letters.get(0).get("errorClass").asText()).endsWith("UndecodableRecordException");
    assertThat(errors).hasSize(1);
    assertThat(errors.get(0).get("error").asText()).isEqualTo("BAD_HEADER");
    assertThat(errors.get(0).get("topic").asText()).isEqualTo(t.puzzles());
  }
}
