package dev.sudoku.kafka;

import static dev.sudoku.kafka.KafkaTestSupport.sendText;
import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The worker as a separate JVM ({@link WorkerMain}, test classpath), killed with SIGKILL in the
 * middle of a large request ten times in a row, then left to finish: a read_committed consumer
 * must see every requested puzzle exactly once, and one summary per request.
 */
class KillRestartIT {

    private static final int KILLS = 10;
    private static final int BIG = 5000;

    @TempDir
    Path dir;

    @Test
    void workerMain_killedHardTenTimesMidRequest_publishesEveryPuzzleExactlyOnce() throws Exception {
        KafkaTestSupport.Topics t = KafkaTestSupport.topics("kill", 1);
        Map<String, String> cfg = new HashMap<>(KafkaTestSupport.workerConfig(t, "k"));
        cfg.put(WorkerConfig.CHUNK_SIZE, "25");
        cfg.put(WorkerConfig.THREADS, "1");
        cfg.put(WorkerConfig.EXIT_WITH_PARENT, "true");
        Path props = dir.resolve("worker.properties");
        writeProperties(props, cfg);

        sendText(t.requests(), 0, "big," + BIG + ",99");
        List<String> smallIds = new ArrayList<>();
        try (KafkaTestSupport.Reader puzzles = new KafkaTestSupport.Reader(t.puzzles());
                KafkaTestSupport.Reader summaries = new KafkaTestSupport.Reader(t.summaries())) {
            for (int cycle = 0; cycle < KILLS; cycle++) {
                if (cycle % 3 == 1) {
                    // Small requests behind the big one finish first: their offsets cannot be
                    // committed yet, so a restart must recognise them as done from the progress.
                    String id = "small" + cycle;
                    smallIds.add(id);
                    sendText(t.requests(), 0, id + ",30," + cycle);
                }
                int before = puzzles.poll().size();
                Process child = startWorker(props, dir.resolve("worker-" + cycle + ".log"));
                try {
                    puzzles.until(v -> v.size() > before);
                } finally {
                    child.destroyForcibly(); // SIGKILL
                    assertThat(child.waitFor(30, TimeUnit.SECONDS)).isTrue();
                }
                assertThat(summaries.poll()).noneMatch(s -> s.startsWith("big|"));
            }
            Process last = startWorker(props, dir.resolve("worker-last.log"));
            try {
                summaries.until(v -> v.contains("big|" + BIG + "|" + BIG + "|COMPLETED"));
            } finally {
                last.destroy(); // SIGTERM: graceful shutdown
                assertThat(last.waitFor(60, TimeUnit.SECONDS)).isTrue();
            }
            assertThat(Files.readString(dir.resolve("worker-last.log"))).contains("worker stopped");

            List<String> all = puzzles.drain();
            assertThat(all).doesNotHaveDuplicates();
            assertThat(KafkaTestSupport.countPrefix(all, "big:")).isEqualTo(BIG);
            boolean[] seen = new boolean[BIG];
            for (String p : all) {
                if (p.startsWith("big:")) {
                    seen[Integer.parseInt(p.split(":")[1])] = true;
                }
            }
            for (int i = 0; i < BIG; i++) {
                assertThat(seen[i]).as("index %d", i).isTrue();
            }
            List<String> sums = summaries.drain();
            assertThat(KafkaTestSupport.countPrefix(sums, "big|")).isEqualTo(1);
            for (String id : smallIds) {
                assertThat(KafkaTestSupport.countPrefix(all, id + ":")).as(id).isEqualTo(30);
                assertThat(sums).as(id).containsOnlyOnce(id + "|30|30|COMPLETED");
            }
            assertThat(sums).hasSize(1 + smallIds.size());
        }
    }

    private static Process startWorker(Path props, Path log) throws IOException {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        ProcessBuilder pb = new ProcessBuilder(java, "-Xmx256m", "-XX:TieredStopAtLevel=1",
                "-cp", System.getProperty("java.class.path"), WorkerMain.class.getName(),
                props.toString());
        pb.redirectErrorStream(true);
        pb.redirectOutput(log.toFile());
        return pb.start();
    }

    private static void writeProperties(Path file, Map<String, String> cfg) throws IOException {
        Properties p = new Properties();
        p.putAll(cfg);
        try (Writer w = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
            p.store(w, "KillRestartIT worker");
        }
    }
}
