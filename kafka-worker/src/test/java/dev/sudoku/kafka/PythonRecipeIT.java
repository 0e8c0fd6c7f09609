package dev.sudoku.kafka;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.sudoku.schema.AvroDeserializer;
import dev.sudoku.schema.GenerationRequest;
import dev.sudoku.schema.Puzzle;
import dev.sudoku.schema.TrustedClasses;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The non-JVM recipe, docs/recipes/consume_puzzles.py, run with Debian's Python (python3-avro,
 * python3-confluent-kafka; .ci/run installs them) against puzzles the real worker published on the
 * embedded broker: it must strip and check the single-object header, find the writer schema by its
 * fingerprint and print the same puzzles the Java deserializer reads.
 */
class PythonRecipeIT {

  private static final ObjectMapper MAPPER = new ObjectMapper();
  private static final Path RECIPE =
      Path.of("..", "docs", "recipes", "consume_puzzles.py").toAbsolutePath().normalize();

  @TempDir Path dir;

  @BeforeAll
  static void trust() {
    TrustedClasses.install();
  }

  /**
   * The interpreter that sees Debian's packages: {@code -Dpython3=...}, else /usr/bin/python3 (a
   * pyenv or venv {@code python3} first on the PATH would not), else {@code python3}.
   */
  static String python() {
    String configured = System.getProperty("python3");
    if (configured != null && !configured.isBlank()) {
      return configured;
    }
    return Files.isExecutable(Path.of("/usr/bin/python3")) ? "/usr/bin/python3" : "python3";
  }

  @Test
  void recipe_puzzlesOfTheWorker_printsEachPuzzleAndReportsAStrayRecord() throws Exception {
    ChildProcess.Result modules =
        ChildProcess.run(
            List.of(python(), "-c", "import avro.io, confluent_kafka"), dir, Duration.ofMinutes(1));
    assertThat(modules.exit())
        .as(
            "%s cannot import avro and confluent_kafka: apt-get install python3-avro"
                + " python3-confluent-kafka (.ci/run does): %s",
            python(), modules.err())
        .isZero();
    assertThat(RECIPE).exists();

    KafkaTestSupport.Topics t = KafkaTestSupport.topics("python", 1);
    KafkaTestSupport.send(
        t.puzzles(), 0, "stray", "not a record of ours".getBytes(StandardCharsets.UTF_8));
    PuzzleWorker<?, ?> worker =
        KafkaTestSupport.avroWorker(KafkaTestSupport.avroWorkerConfig(t, "a"));
    Thread thread = KafkaTestSupport.startThread(worker, "worker-a");
    List<Puzzle> published;
    try (KafkaTestSupport.Reader puzzles = new KafkaTestSupport.Reader(t.puzzles());
        KafkaTestSupport.Reader summaries = new KafkaTestSupport.Reader(t.summaries())) {
      KafkaTestSupport.send(
          t.requests(),
          0,
          GenerationRequest.newBuilder().setRequestId("py").setCount(4).setSeed(9L).build());
      summaries.until(v -> v.size() == 1);
      puzzles.drain();
      published = new ArrayList<>();
      for (byte[] v : puzzles.raw().subList(1, puzzles.raw().size())) {
        published.add(new AvroDeserializer<>(Puzzle.class).deserialize(t.puzzles(), v));
      }
    } finally {
      KafkaTestSupport.stop(worker, thread);
    }
    assertThat(published).hasSize(4);

    ChildProcess.Result r =
        ChildProcess.run(
            List.of(
                python(),
                RECIPE.toString(),
                "--bootstrap-server",
                KafkaTestSupport.broker().bootstrapServers(),
                "--topic",
                t.puzzles(),
                "--max-records",
                "4",
                "--idle-timeout",
                "60"),
            dir,
            Duration.ofMinutes(2));

    assertThat(r.exit()).as(r.err()).isZero();
    Map<String, JsonNode> byId = new TreeMap<>();
    for (String line : r.lines()) {
      JsonNode j = MAPPER.readTree(line);
      byId.put(j.get("id").asText(), j);
    }
    assertThat(byId).containsOnlyKeys("py/0", "py/1", "py/2", "py/3");
    for (Puzzle p : published) {
      JsonNode j = byId.get(p.getId());
      assertThat(j.get("puzzle").asText()).isEqualTo(p.getPuzzle());
      assertThat(j.get("solution").asText()).isEqualTo(p.getSolution());
      assertThat(j.get("requestId").asText()).isEqualTo("py");
      assertThat(j.get("requestIndex").asInt()).isEqualTo(p.getRequestIndex());
      assertThat(j.get("level").asText()).isEqualTo(p.getLevel().name());
      assertThat(j.get("rating").asDouble()).isEqualTo(p.getRating());
      assertThat(Instant.parse(j.get("createdAt").asText())).isEqualTo(p.getCreatedAt());
    }
    JsonNode stray =
        MAPPER.readTree(r.err().lines().filter(l -> l.startsWith("{")).findFirst().orElseThrow());
    assertThat(stray.get("error").asText()).isEqualTo("UNDECODABLE");
    assertThat(stray.get("offset").asLong()).isZero();
    assertThat(stray.get("message").asText()).contains("C3 01");
  }
}
