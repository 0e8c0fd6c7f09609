package dev.sudoku.kafka;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class WorkerConfigTest {

  @TempDir Path dir;

  @Test
  void from_noValues_usesDefaults() {
    WorkerConfig c = WorkerConfig.of(Map.of());
    assertThat(c.string(WorkerConfig.GROUP_PROTOCOL)).isEqualTo("consumer");
    assertThat(c.number(WorkerConfig.CHUNK_SIZE, 1)).isEqualTo(500);
    assertThat(c.threads()).isEqualTo(Runtime.getRuntime().availableProcessors());
  }

  @Test
  void from_noValues_topicNamesAreThoseOfTheSchemasTopics() {
    WorkerConfig c = WorkerConfig.of(Map.of());
    assertThat(c.string(WorkerConfig.TOPIC_REQUESTS))
        .isEqualTo(dev.sudoku.schema.Topics.REQUESTS.name());
    assertThat(c.string(WorkerConfig.TOPIC_PUZZLES))
        .isEqualTo(dev.sudoku.schema.Topics.PUZZLES.name());
    assertThat(c.string(WorkerConfig.TOPIC_SUMMARIES))
        .isEqualTo(dev.sudoku.schema.Topics.SUMMARIES.name());
    assertThat(c.string(WorkerConfig.TOPIC_DEAD_LETTERS))
        .isEqualTo(dev.sudoku.schema.Topics.DEAD_LETTERS.name());
    assertThat(c.string(WorkerConfig.TOPIC_PROGRESS)).isEqualTo("sudoku.generation-progress");
  }

  @Test
  void load_envOverridesFile() throws IOException {
    Path f = dir.resolve("w.properties");
    Files.writeString(f, "worker.instance.id=a\nworker.chunk.size=10\nbootstrap.servers=x:1\n");
    WorkerConfig c =
        WorkerConfig.load(
            f,
            Map.of(
                "SUDOKU_WORKER_CHUNK_SIZE",
                "20",
                "SUDOKU_WORKER_INSTANCE_ID",
                "b",
                "SUDOKU_WORKER_TOPIC_DEAD_LETTERS",
                "dlq"));
    assertThat(c.number(WorkerConfig.CHUNK_SIZE, 1)).isEqualTo(20);
    assertThat(c.string(WorkerConfig.INSTANCE_ID)).isEqualTo("b");
    assertThat(c.string(WorkerConfig.TOPIC_DEAD_LETTERS)).isEqualTo("dlq");
    assertThat(c.string(WorkerConfig.BOOTSTRAP_SERVERS)).isEqualTo("x:1");
  }

  @Test
  void from_envClientPassThrough_becomesPrefixedKey() {
    WorkerConfig c = WorkerConfig.from(Map.of(), Map.of("SUDOKU_KAFKA_PRODUCER_LINGER_MS", "7"));
    assertThat(c.withPrefix(WorkerConfig.PRODUCER_PREFIX)).containsEntry("linger.ms", "7");
  }

  @Test
  void string_missingKey_namesKeyAndVariable() {
    assertThatThrownBy(() -> WorkerConfig.of(Map.of()).string(WorkerConfig.INSTANCE_ID))
        .hasMessage(
            "missing configuration key worker.instance.id"
                + " (or environment variable SUDOKU_WORKER_INSTANCE_ID)");
  }

  @Test
  void number_badValue_namesKey() {
    WorkerConfig c = WorkerConfig.of(Map.of(WorkerConfig.CHUNK_SIZE, "ten"));
    assertThatThrownBy(() -> c.number(WorkerConfig.CHUNK_SIZE, 1))
        .hasMessage("worker.chunk.size must be a whole number, got 'ten'");
    WorkerConfig zero = WorkerConfig.of(Map.of(WorkerConfig.CHUNK_SIZE, "0"));
    assertThatThrownBy(() -> zero.number(WorkerConfig.CHUNK_SIZE, 1))
        .hasMessage("worker.chunk.size must be at least 1, got 0");
  }

  @Test
  void load_missingFile_oneLineWithReason() {
    // Was: "worker: /path/w.properties" (the JDK's message is the bare path).
    Path f = dir.resolve("missing.properties");
    assertThatThrownBy(() -> WorkerConfig.load(f, Map.of()))
        .isInstanceOf(IOException.class)
        .hasMessage("cannot read " + f + ": no such file");
  }

  @Test
  void load_directory_saysSo() {
    assertThatThrownBy(() -> WorkerConfig.load(dir, Map.of()))
        .hasMessage("cannot read " + dir + ": it is a directory");
  }
}
