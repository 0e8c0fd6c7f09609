package dev.sudoku.kafka;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.Launch;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The distribution as an operator starts it: {@code kafka-worker/bin/kafka-worker} running the
 * packaged jar with its dependencies ({@code target/kafka-worker-VERSION-all.jar}, made in {@code
 * package}, before the ITs run), in a new JVM with nothing else on its classpath.
 */
class WorkerJarIT {
  private static final Path ROOT = Launch.root();
  private static final String START = ROOT.resolve("kafka-worker/bin/kafka-worker").toString();

  @TempDir Path dir;

  @Test
  void version_packagedJar_printsTheProjectVersion() {
    Launch r = Launch.run(ROOT, Duration.ofMinutes(3), "", START, "--version");
    assertThat(r.status()).as(r.toString()).isZero();
    assertThat(r.out().strip()).as(r.toString()).matches("kafka-worker \\d+\\.\\d+\\.\\d+.*");
  }

  @Test
  void help_packagedJar_usageWithExitStatuses() {
    Launch r = Launch.run(ROOT, Duration.ofMinutes(3), "", START, "--help");
    assertThat(r.status()).as(r.toString()).isZero();
    assertThat(r.out())
        .as(r.toString())
        .startsWith("Usage: kafka-worker/run worker")
        .contains("<worker.properties>", "Exit status:", "fenced");
  }

  @Test
  void start_missingKafkaWorkerJar_oneLineNamingTheVariable() {
    // Was: "no kafka-worker-*-all.jar in kafka-worker or kafka-worker/target", which sent the
    // operator looking for a build when the variable they set named a missing file.
    Path missing = dir.resolve("absent.jar");
    Launch r =
        Launch.run(
            ROOT,
            Duration.ofMinutes(3),
            "",
            "env",
            "KAFKA_WORKER_JAR=" + missing,
            START,
            "--version");
    assertThat(r.status()).as(r.toString()).isEqualTo(2);
    assertThat(r.err().strip())
        .as(r.toString())
        .isEqualTo("kafka-worker: KAFKA_WORKER_JAR=" + missing + " is not a file");
  }

  @Test
  void badValue_packagedJar_oneLineOnStderrAndStatusTwo() throws IOException {
    Path props = dir.resolve("w.properties");
    Files.writeString(
        props,
        "bootstrap.servers=localhost:1\nworker.instance.id=a\nworker.chunk.size=ten\n",
        StandardCharsets.UTF_8);
    Launch r = Launch.run(ROOT, Duration.ofMinutes(3), "", START, props.toString());
    assertThat(r.status()).as(r.toString()).isEqualTo(2);
    assertThat(r.err().strip())
        .as(r.toString())
        .isEqualTo(
            "worker: Invalid value ten for configuration worker.chunk.size: Not a number of type"
                + " LONG");
  }
}
