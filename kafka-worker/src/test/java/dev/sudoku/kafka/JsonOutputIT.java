package dev.sudoku.kafka;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.sudoku.core.Grid;
import dev.sudoku.core.Solver;
import dev.sudoku.schema.GenerationRequest;
import dev.sudoku.schema.TrustedClasses;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The worker with {@code worker.output.format=json} on the embedded broker: puzzles, the summary
 * and a dead letter are plain JSON objects, each puzzle valid with its one solution, exactly the
 * requested count, and the JSON values print unchanged through {@link JsonLineFormatter}.
 */
class JsonOutputIT {

  private static final ObjectMapper MAPPER = new ObjectMapper();

  @BeforeAll
  static void trust() {
    TrustedClasses.install();
  }

  @Test
  void run_jsonFormat_publishesPuzzlesSummaryAndDeadLetterAsJson() throws Exception {
    KafkaTestSupport.Topics t = KafkaTestSupport.topics("json-out", 2);
    Map<String, String> config = KafkaTestSupport.avroWorkerConfig(t, "a");
    config.put(WorkerConfig.OUTPUT_FORMAT, "json");
    PuzzleWorker<?, ?> worker = KafkaTestSupport.avroWorker(config);
    Thread thread = KafkaTestSupport.startThread(worker, "worker-a");
    try (KafkaTestSupport.Reader puzzles = new KafkaTestSupport.Reader(t.puzzles());
        KafkaTestSupport.Reader summaries = new KafkaTestSupport.Reader(t.summaries());
        KafkaTestSupport.Reader dead = new KafkaTestSupport.Reader(t.deadLetters())) {
      KafkaTestSupport.send(t.requests(), 0, "poison", new byte[] {1, 2, 3});
      KafkaTestSupport.send(
          t.requests(),
          1,
          GenerationRequest.newBuilder().setRequestId("js").setCount(30).setSeed(4L).build());
      summaries.until(v -> v.size() == 1);
      dead.until(v -> v.size() == 1);
      puzzles.drain();

      JsonNode summary = MAPPER.readTree(summaries.poll().get(0));
      assertThat(summary.get("requestId").asText()).isEqualTo("js");
      assertThat(summary.get("reason").asText()).isEqualTo("COMPLETED");
      assertThat(summary.get("produced").asInt()).isEqualTo(30);
      JsonNode letter = MAPPER.readTree(dead.poll().get(0));
      assertThat(letter.get("key").asText()).isEqualTo("cG9pc29u"); // "poison"
      assertThat(letter.get("value").asText()).isEqualTo("AQID");
      assertThat(letter.get("errorClass").asText()).endsWith("UndecodableRecordException");

      List<String> values = puzzles.poll();
      assertThat(values).hasSize(30);
      Set<Integer> indices = new HashSet<>();
      List<String> printed = new ArrayList<>();
      JsonLineFormatter formatter = new JsonLineFormatter();
      for (int i = 0; i < values.size(); i++) {
        JsonNode p = MAPPER.readTree(values.get(i));
        int index = p.get("requestIndex").asInt();
        indices.add(index);
        assertThat(p.get("id").asText()).isEqualTo("js/" + index);
        Grid solution = Grid.parse(p.get("solution").asText());
        Grid puzzle = Grid.parse(p.get("puzzle").asText());
        Solver solver = Solver.reference();
        assertThat(solver.count(puzzle, 2)).isEqualTo(1);
        assertThat(solver.solution()).isEqualTo(solution);
        assertThat(p.get("createdAt").asText()).matches("\\d{4}-\\d\\d-\\d\\dT.*Z");
        printed.add(
            new String(
                formatter.line(
                    new org.apache.kafka.clients.consumer.ConsumerRecord<>(
                        t.puzzles(), 0, i, null, puzzles.raw().get(i))),
                java.nio.charset.StandardCharsets.UTF_8));
      }
      assertThat(indices).hasSize(30).allMatch(i -> i >= 0 && i < 30);
      assertThat(printed).containsExactlyElementsOf(values);
    } finally {
      KafkaTestSupport.stop(worker, thread);
    }
  }
}
