package dev.sudoku.spark;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.grade.Level;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class OverheadBenchTest {
  @TempDir
  Path dir;

  private static OverheadBench.Measure run(double wall, double cpu) {
    return new OverheadBench.Measure("r", 10, wall, new ThreadCpu(cpu, 0, 0, 0), cpu, Map.of(),
        0, 0, null);
  }

  @Test
  void ratios_medianOfRunsAfterTheFirst() {
    OverheadBench.Result r = new OverheadBench.Result("in", 10,
        List.of(run(100, 100), run(4, 4), run(5, 5), run(6, 6)),
        List.of(run(100, 100), run(2, 4.4), run(9, 9), run(3, 4.0)), 0, 0);

    assertThat(r.cpuRatio()).isEqualTo(4.4 / 5);
    assertThat(r.wallRatio()).isEqualTo(3.0 / 5);
    assertThat(r.pass()).isFalse();
  }

  @Test
  void ratios_evenNumberOfComparedRuns_meanOfTheMiddleTwo() {
    OverheadBench.Result r = new OverheadBench.Result("in", 10,
        List.of(run(100, 100), run(4, 4), run(6, 6)),
        List.of(run(100, 100), run(2, 4), run(2, 4.4)), 0, 0);

    assertThat(r.cpuRatio()).isCloseTo(4.2 / 5, org.assertj.core.data.Offset.offset(1e-12));
    assertThat(r.wallRatio()).isEqualTo(0.4);
    assertThat(r.pass()).isTrue();
  }

  @Test
  void ratios_singleRun_comparedItself() {
    OverheadBench.Result r = new OverheadBench.Result("in", 10, List.of(run(4, 4)),
        List.of(run(2, 4.4)), 0, 0);

    assertThat(r.cpuRatio()).isCloseTo(1.1, org.assertj.core.data.Offset.offset(1e-12));
    assertThat(r.wallRatio()).isEqualTo(0.5);
  }

  @Test
  void generate_sameSeed_sameFileWithLevelsInterleaved() throws IOException {
    Path a = OverheadBench.generate(3, List.of(Level.EASY, Level.MEDIUM), 2, 6, dir.resolve("a"));
    Path b = OverheadBench.generate(3, List.of(Level.EASY, Level.MEDIUM), 2, 6, dir.resolve("b"));

    List<String> lines = Files.readAllLines(a);
    assertThat(lines).isEqualTo(Files.readAllLines(b)).hasSize(7);
    assertThat(lines.get(0)).isEqualTo("puzzle,solution");
    assertThat(lines.subList(5, 7)).isEqualTo(lines.subList(1, 3)); // 4 distinct, repeated
    OverheadBench.Measure m = OverheadBench.loop(a, "loop");
    assertThat(m.counts()).containsEntry("UNIQUE", 6L).containsEntry("level:EASY", 3L)
        .containsEntry("level:MEDIUM", 3L);
  }

  @Test
  void prepare_lineFile_repeatedToRowsWithHeader() throws IOException {
    Path src = Files.writeString(dir.resolve("p.txt"), "1".repeat(81) + "\n# c\n"
        + "2".repeat(81) + "\n");

    Path out = OverheadBench.prepare(src, 3, dir.resolve("out.csv"));

    assertThat(Files.readAllLines(out)).containsExactly("puzzle,solution", "1".repeat(81) + ",",
        "2".repeat(81) + ",", "1".repeat(81) + ",");
  }

  @Test
  void loop_csvFile_countsStatusesAndLevels() throws IOException {
    Path src = Path.of("src/test/resources/archives/kaggle-1m.csv");
    Path file = OverheadBench.prepare(src, 5, dir.resolve("b.csv"));

    OverheadBench.Measure m = OverheadBench.loop(file, "loop");

    assertThat(m.rows()).isEqualTo(5);
    assertThat(m.counts().entrySet().stream().filter(e -> !e.getKey().startsWith("level:"))
        .mapToLong(Map.Entry::getValue).sum()).isEqualTo(5);
    assertThat(m.counts()).containsEntry("UNIQUE", m.counts().get("level:EASY"));
    assertThat(m.cpu().total()).isPositive();
  }
}
