package dev.sudoku.spark;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.sudoku.grade.Level;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class OverheadBenchTest {
  @TempDir Path dir;

  private static OverheadBench.Measure spark(double wall, double cpu) {
    return new OverheadBench.Measure(
        "s", 10, wall, new ThreadCpu(cpu, 0, 0, 0), cpu, false, Map.of(), 0, null);
  }

  private static OverheadBench.Measure loop(double wall, double cpu) {
    return new OverheadBench.Measure(
        "l", 10, wall, new ThreadCpu(cpu, 0, 0, 0), cpu, true, Map.of(), 0, null);
  }

  private static OverheadBench.Result result(
      List<OverheadBench.Measure> loop, List<OverheadBench.Measure> spark) {
    return new OverheadBench.Result(
        "in", 10, List.of(loop(100, 100)), List.of(spark(50, 100)), loop, spark, true, 0, 0);
  }

  @Test
  void ratios_oddNumberOfRounds_mediansOfMeasuredRoundsOnly() {
    OverheadBench.Result r =
        result(
            List.of(loop(4, 4), loop(5, 5), loop(6, 6)),
            List.of(spark(2, 4.4), spark(9, 9), spark(3, 4.0)));

    assertThat(r.cpuRatio()).isEqualTo(4.4 / 5);
    assertThat(r.wallRatio()).isEqualTo(3.0 / 5);
    assertThat(r.pass()).isFalse();
  }

  @Test
  void ratios_evenNumberOfRounds_meanOfTheMiddleTwo() {
    OverheadBench.Result r =
        result(List.of(loop(4, 4), loop(6, 6)), List.of(spark(2, 4), spark(2, 4.4)));

    assertThat(r.cpuRatio()).isCloseTo(4.2 / 5, org.assertj.core.data.Offset.offset(1e-12));
    assertThat(r.wallRatio()).isEqualTo(0.4);
    assertThat(r.pass()).isTrue();
  }

  @Test
  void cpuSeconds_loopRound_leavesOutOtherThreads() {
    OverheadBench.Measure loop =
        new OverheadBench.Measure(
            "l", 10, 4, new ThreadCpu(4.5, 0, 0.2, 0.1), 4.0, true, Map.of(), 0, null);
    OverheadBench.Measure spark =
        new OverheadBench.Measure(
            "s", 10, 2, new ThreadCpu(4.5, 4.0, 0.2, 0.1), 4.0, false, Map.of(), 0, null);

    assertThat(loop.cpuSeconds()).isCloseTo(4.3, org.assertj.core.data.Offset.offset(1e-12));
    assertThat(spark.cpuSeconds()).isEqualTo(4.5);
  }

  @Test
  void plus_drainedJitAndGc_addedToTotalAndGroups() {
    OverheadBench.Measure m = spark(2, 4).plus(new ThreadCpu(0.5, 0, 0.3, 0.1));

    assertThat(m.cpu().total()).isCloseTo(4.4, org.assertj.core.data.Offset.offset(1e-12));
    assertThat(m.cpu().jit()).isEqualTo(0.3);
    assertThat(m.cpu().gc()).isEqualTo(0.1);
    assertThat(m.jitShare()).isCloseTo(0.3 / 4.4, org.assertj.core.data.Offset.offset(1e-12));
  }

  @Test
  void warm_jitQuietInThirdRound_stopsAndReportsSteady() throws IOException {
    double[] jit = {2.0, 0.5, 0.01, 0.01, 0.01};
    int[] calls = {0};
    java.util.List<OverheadBench.Measure> out = new java.util.ArrayList<>();

    boolean steady =
        OverheadBench.warm(
            "s",
            name ->
                new OverheadBench.Measure(
                    name,
                    10,
                    1,
                    new ThreadCpu(1 + jit[calls[0]], 1, jit[calls[0]++], 0),
                    1,
                    false,
                    Map.of(),
                    0,
                    null),
            null,
            1,
            new OverheadBench.Settings(1, 2.0, 60, 0),
            out,
            new java.io.PrintStream(java.io.OutputStream.nullOutputStream()));

    assertThat(steady).isTrue();
    assertThat(out).hasSize(3); // round 3: 0.01 of 1.01 CPU-s, below 2 %
  }

  @Test
  void warm_neverQuiet_notSteadyAfterMaxTime() throws IOException {
    java.util.List<OverheadBench.Measure> out = new java.util.ArrayList<>();

    boolean steady =
        OverheadBench.warm(
            "s",
            name ->
                new OverheadBench.Measure(
                    name, 10, 1, new ThreadCpu(2, 1, 1, 0), 1, false, Map.of(), 0, null),
            null,
            1,
            new OverheadBench.Settings(1, 2.0, 0, 0),
            out,
            new java.io.PrintStream(java.io.OutputStream.nullOutputStream()));

    assertThat(steady).isFalse();
    assertThat(out).hasSize(1);
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
    assertThat(m.counts())
        .containsEntry("UNIQUE", 6L)
        .containsEntry("level:EASY", 3L)
        .containsEntry("level:MEDIUM", 3L);
  }

  @Test
  void prepare_lineFile_repeatedToRowsWithHeader() throws IOException {
    Path src =
        Files.writeString(dir.resolve("p.txt"), "1".repeat(81) + "\n# c\n" + "2".repeat(81) + "\n");

    Path out = OverheadBench.prepare(src, 3, dir.resolve("out.csv"));

    assertThat(Files.readAllLines(out))
        .containsExactly(
            "puzzle,solution", "1".repeat(81) + ",", "2".repeat(81) + ",", "1".repeat(81) + ",");
  }

  @Test
  void loop_csvFile_countsStatusesAndLevels() throws IOException {
    Path src = Path.of("src/test/resources/archives/kaggle-1m.csv");
    Path file = OverheadBench.prepare(src, 5, dir.resolve("b.csv"));

    OverheadBench.Measure m = OverheadBench.loop(file, "loop");

    assertThat(m.rows()).isEqualTo(5);
    assertThat(
            m.counts().entrySet().stream()
                .filter(e -> !e.getKey().startsWith("level:"))
                .mapToLong(Map.Entry::getValue)
                .sum())
        .isEqualTo(5);
    assertThat(m.counts()).containsEntry("UNIQUE", m.counts().get("level:EASY"));
    // The puzzles' CPU is the loop thread's own clock (nanoseconds). The process total is not
    // asserted: its clock ticks every 10 ms, more than 5 warm puzzles take, and the exact cost of
    // reading /proc is subtracted from it, so over a round this short it can come out below zero.
    assertThat(m.workCpuSeconds()).isPositive();
    assertThat(m.loop()).isTrue();
  }

  @Test
  void control_twoThreadsFreshAnalyzers_sameRowsAndCountsAsLoop() throws IOException {
    Path file =
        OverheadBench.generate(5, List.of(Level.EASY, Level.MEDIUM), 3, 11, dir.resolve("c.csv"));

    OverheadBench.Measure loop = OverheadBench.loop(file, "loop");
    OverheadBench.Measure two = OverheadBench.control(file, "ctrl", 2, 0);
    OverheadBench.Measure fresh = OverheadBench.control(file, "ctrl", 2, 2);

    assertThat(two.rows()).isEqualTo(11);
    assertThat(two.counts()).isEqualTo(loop.counts());
    assertThat(fresh.rows()).isEqualTo(11);
    assertThat(fresh.counts()).isEqualTo(loop.counts());
    assertThat(two.workCpuSeconds()).isNotNegative();
    assertThat(two.loop()).isTrue();
  }

  @Test
  void settings_negativeControlThreads_rejected() {
    assertThatThrownBy(() -> new OverheadBench.Settings(1, 2.0, 60, 0, -1, 0))
        .isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  void verdict_withControl_printsDiagnosticRatios() {
    OverheadBench.Measure c =
        new OverheadBench.Measure(
            "ctrl 2 threads round 1",
            10,
            2,
            new ThreadCpu(5.5, 0, 0, 0),
            5.5,
            true,
            Map.of(),
            0,
            null);
    OverheadBench.Result r =
        new OverheadBench.Result(
            "in",
            10,
            List.of(loop(100, 100)),
            List.of(spark(50, 100)),
            List.of(loop(5, 5)),
            List.of(spark(3, 6.05)),
            true,
            0,
            0,
            List.of(c));

    String v = OverheadBench.verdict(r);

    assertThat(v)
        .contains("diagnostic (not part of the verdict): control ctrl 2 threads:")
        .contains("work ctrl/loop = 1.100, work spark/ctrl = 1.100");
    assertThat(OverheadBench.verdict(result(List.of(loop(5, 5)), List.of(spark(3, 6)))))
        .doesNotContain("diagnostic");
  }
}
