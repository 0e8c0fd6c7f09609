package dev.sudoku.kafka;

import static org.assertj.core.api.Assertions.assertThat;

import io.micrometer.prometheusmetrics.PrometheusConfig;
import io.micrometer.prometheusmetrics.PrometheusMeterRegistry;
import java.time.Duration;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class WorkerMetricsTest {

  private final WorkerMetrics metrics =
      new WorkerMetrics(
          new PrometheusMeterRegistry(PrometheusConfig.DEFAULT),
          new HealthProbes(Duration.ofMinutes(2), () -> 0L, () -> false),
          "test-worker",
          1000,
          0);

  @AfterEach
  void close() {
    metrics.close();
  }

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
    metrics.committed(10, new long[] {5, 6}, 2, 1);
    metrics.committed(3, new long[0], 0, 2);
    assertThat(metrics.produced()).isEqualTo(13);
    assertThat(metrics.deadLetters()).isEqualTo(3);
  }

  @Test
  void committed_showsInThePrometheusScrape() {
    metrics.committed(10, new long[] {5, 600, 7}, 2, 1);
    metrics.aborted();
    metrics.renewed();
    metrics.maybeLog(0, 3);
    String scrape = metrics.registry().scrape();
    assertThat(PrometheusText.value(scrape, "sudoku_worker_puzzles_total")).isEqualTo(10);
    assertThat(PrometheusText.value(scrape, "sudoku_worker_requests_total")).isEqualTo(2);
    assertThat(PrometheusText.value(scrape, "sudoku_worker_dead_letters_total")).isEqualTo(1);
    assertThat(
            PrometheusText.value(scrape, "sudoku_worker_transactions_total{outcome=\"committed\"}"))
        .isEqualTo(1);
    assertThat(PrometheusText.value(scrape, "sudoku_worker_transactions_total{outcome=\"failed\"}"))
        .isEqualTo(1);
    assertThat(PrometheusText.value(scrape, "sudoku_worker_producer_renewals_total")).isEqualTo(1);
    assertThat(PrometheusText.value(scrape, "sudoku_worker_requests_in_flight")).isEqualTo(3);
    // Only the first two latencies belong to finished requests (latencyCount = 2).
    assertThat(PrometheusText.value(scrape, "sudoku_worker_request_latency_seconds_count"))
        .isEqualTo(2);
    assertThat(PrometheusText.value(scrape, "sudoku_worker_request_latency_seconds_sum"))
        .isEqualTo(0.605);
    assertThat(
            PrometheusText.value(
                scrape, "sudoku_worker_request_latency_seconds_bucket{le=\"0.01\"}"))
        .isEqualTo(1);
    assertThat(
            PrometheusText.value(
                scrape, "sudoku_worker_request_latency_seconds_bucket{le=\"1.0\"}"))
        .isEqualTo(2);
    assertThat(scrape).contains("jvm_memory_used_bytes");
  }
}
