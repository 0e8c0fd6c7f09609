package dev.sudoku.kafka;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class WorkerMetricsTest {

  @Test
  void percentile_nearestRank_matchesDefinition() {
    long[] sorted = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10};
    assertThat(WorkerMetrics.percentile(sorted, 0.50)).isEqualTo(5);
    assertThat(WorkerMetrics.percentile(sorted, 0.99)).isEqualTo(10);
    assertThat(WorkerMetrics.percentile(new long[] {42}, 0.99)).isEqualTo(42);
  }

  @Test
  void percentile_empty_isMinusOne() {
    assertThat(WorkerMetrics.percentile(new long[0], 0.5)).isEqualTo(-1);
  }

  @Test
  void committed_accumulatesProducedAndDeadLetters() {
    WorkerMetrics m = new WorkerMetrics(1000, 0);
    m.committed(10, new long[] {5, 6}, 2, 1);
    m.committed(3, new long[0], 0, 2);
    assertThat(m.produced()).isEqualTo(13);
    assertThat(m.deadLetters()).isEqualTo(3);
  }
}
