package dev.sudoku.kafka;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.Grid;
import dev.sudoku.core.Solver;
import dev.sudoku.schema.AvroDeserializer;
import dev.sudoku.schema.GenerationRequest;
import dev.sudoku.schema.GenerationSummary;
import dev.sudoku.schema.Puzzle;
import dev.sudoku.schema.StopReason;
import dev.sudoku.schema.Symmetry;
import dev.sudoku.schema.TrustedClasses;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The worker as a separate JVM ({@link WorkerMain} with the real generator), killed with SIGKILL in
 * the middle of a large request ten times in a row, then left to finish: a read_committed consumer
 * must see every requested puzzle exactly once, and one summary per request. Each retried chunk is
 * regenerated from (seed, index), so the puzzle at an index is also checked to be the one the
 * generator makes there.
 */
class KillRestartIT {

  private static final int KILLS = 10;

  /** Large enough that ten kills (each after at least one committed chunk) land mid-request. */
  private static final int BIG = 1500;

  private static final AvroDeserializer<Puzzle> PUZZLES = new AvroDeserializer<>(Puzzle.class);
  private static final AvroDeserializer<GenerationSummary> SUMMARIES =
      new AvroDeserializer<>(GenerationSummary.class);

  @TempDir Path dir;

  @Test
  void workerMain_killedHardTenTimesMidRequest_publishesEveryPuzzleExactlyOnce() throws Exception {
    KafkaTestSupport.Topics t = KafkaTestSupport.topics("kill", 1);
    TrustedClasses.install();
    Map<String, String> cfg = new HashMap<>(KafkaTestSupport.avroWorkerConfig(t, "k"));
    cfg.put(WorkerConfig.CHUNK_SIZE, "25");
    cfg.put(WorkerConfig.THREADS, "1");
    WorkerProcess worker = new WorkerProcess(dir, "k", cfg);

    KafkaTestSupport.send(t.requests(), 0, request("big", BIG, 99));
    List<String> smallIds = new ArrayList<>();
    try (KafkaTestSupport.Reader puzzles = new KafkaTestSupport.Reader(t.puzzles());
        KafkaTestSupport.Reader summaries = new KafkaTestSupport.Reader(t.summaries())) {
      for (int cycle = 0; cycle < KILLS; cycle++) {
        if (cycle % 3 == 1) {
          // Small requests behind the big one finish first: their offsets cannot be
          // committed yet, so a restart must recognise them as done from the progress.
          String id = "small" + cycle;
          smallIds.add(id);
          KafkaTestSupport.send(t.requests(), 0, request(id, 30, cycle));
        }
        int before = puzzles.poll().size();
        worker.start();
        try {
          puzzles.until(v -> v.size() > before);
        } finally {
          worker.kill();
        }
        summaries.poll();
        assertThat(summaries.decoded(SUMMARIES)).noneMatch(s -> s.getRequestId().equals("big"));
      }
      worker.start();
      try {
        summaries.until(
            v ->
                summaries.decoded(SUMMARIES).stream()
                    .anyMatch(s -> s.getRequestId().equals("big")));
      } finally {
        worker.stop(); // SIGTERM: graceful shutdown
      }
      assertThat(worker.logged("worker stopped")).isTrue();

      puzzles.drain();
      List<Puzzle> all = puzzles.decoded(PUZZLES);
      Set<String> ids = new HashSet<>();
      Map<String, Integer> perRequest = new HashMap<>();
      boolean[] seen = new boolean[BIG];
      for (Puzzle p : all) {
        assertThat(ids.add(p.getId())).as("duplicate %s", p.getId()).isTrue();
        perRequest.merge(p.getRequestId(), 1, Integer::sum);
        if (p.getRequestId().equals("big")) {
          seen[p.getRequestIndex()] = true;
        }
      }
      assertThat(perRequest.get("big")).isEqualTo(BIG);
      for (int i = 0; i < BIG; i++) {
        assertThat(seen[i]).as("index %d", i).isTrue();
      }
      // Spot-check that retried indices hold the generator's puzzle for that index.
      AvroGenerator reference = new AvroGenerator(java.time.Clock.systemUTC());
      GenerationRequest big = request("big", BIG, 99);
      for (Puzzle p : all) {
        if (p.getRequestId().equals("big") && p.getRequestIndex() % 97 == 0) {
          assertThat(p.getPuzzle())
              .as("index %d", p.getRequestIndex())
              .isEqualTo(reference.create(big, p.getRequestIndex()).getPuzzle());
          assertThat(Solver.reference().count(Grid.parse(p.getPuzzle()), 2)).isEqualTo(1);
        }
      }
      List<GenerationSummary> sums = summaries.decoded(SUMMARIES);
      Map<String, Integer> summariesPerRequest = new HashMap<>();
      for (GenerationSummary s : sums) {
        summariesPerRequest.merge(s.getRequestId(), 1, Integer::sum);
        assertThat(s.getReason()).as(s.getRequestId()).isEqualTo(StopReason.COMPLETED);
        assertThat(s.getProduced()).as(s.getRequestId()).isEqualTo(s.getRequested());
      }
      assertThat(summariesPerRequest.get("big")).isEqualTo(1);
      for (String id : smallIds) {
        assertThat(perRequest.get(id)).as(id).isEqualTo(30);
        assertThat(summariesPerRequest.get(id)).as(id).isEqualTo(1);
      }
      assertThat(sums).hasSize(1 + smallIds.size());
    }
  }

  private static GenerationRequest request(String id, int count, long seed) {
    return GenerationRequest.newBuilder()
        .setRequestId(id)
        .setCount(count)
        .setSymmetry(Symmetry.ROTATE_180)
        .setSeed(seed)
        .build();
  }
}
