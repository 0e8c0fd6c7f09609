package dev.sudoku.kafka;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.Grid;
import dev.sudoku.core.Launch;
import dev.sudoku.core.Solver;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * End to end, as a user runs it: {@code kafka-worker/run local --count 3 --once} starts an
 * in-process broker and a worker in a new JVM, sends a 3-puzzle request and prints what a {@code
 * read_committed} consumer sees, then stops.
 */
class KafkaLauncherIT {
  private static final Path ROOT = Launch.root();
  private static final String RUN = ROOT.resolve("kafka-worker/run").toString();

  @Test
  void local_threePuzzlesOnce_printsThemUniqueAndStops() {
    Launch r = Launch.run(ROOT, Duration.ofMinutes(8), "", RUN, "local", "--count", "3", "--once");
    assertThat(r.status()).as(r.toString()).isZero();
    List<String> puzzles =
        r.outLines().stream()
            .filter(l -> l.startsWith("  puzzle "))
            .map(l -> l.substring("  puzzle ".length()).strip())
            .toList();
    assertThat(puzzles).as(r.toString()).hasSize(3);
    Solver solver = Solver.fast();
    for (String p : puzzles) {
      assertThat(solver.count(Grid.parse(p), 2)).as(p).isEqualTo(1);
    }
    assertThat(r.out()).contains("summary: COMPLETED: 3 of 3 produced");
  }

  @Test
  void bench_help_runsFromTheBenchSourceSetAndPrintsUsage() {
    // ThroughputBenchmark is compiled from src/bench/java into target/test-classes, not the jar.
    Launch r = Launch.run(ROOT, Duration.ofMinutes(8), "", RUN, "bench", "--help");
    assertThat(r.status()).as(r.toString()).isZero();
    assertThat(r.out())
        .as(r.toString())
        .startsWith("Usage: kafka-worker/run bench")
        .contains("--count=N", "(default: 16000)", "--warm-max-seconds=S", "Exit status:");
  }

  @Test
  void run_unknownCommand_usageOnStderrAndStatusTwo() {
    Launch r = Launch.run(ROOT, Duration.ofMinutes(3), "", RUN, "serve");
    assertThat(r.status()).as(r.toString()).isEqualTo(2);
    assertThat(r.err()).startsWith("kafka-worker/run: unknown command 'serve'").contains("local");
    assertThat(r.out()).isEmpty();
  }
}
