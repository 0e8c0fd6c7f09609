package dev.sudoku.kafka;

import static dev.sudoku.kafka.KafkaTestSupport.sendRequest;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.ConnectException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A worker against the in-process broker, observed as Prometheus and an orchestrator would: through
 * its HTTP endpoint only.
 */
class MetricsServerIT {

  private static final HttpClient HTTP = HttpClient.newHttpClient();

  private static HttpResponse<String> get(int port, String path) {
    try {
      return HTTP.send(
          HttpRequest.newBuilder(URI.create("http://localhost:" + port + path)).build(),
          HttpResponse.BodyHandlers.ofString());
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException(e);
    }
  }

  private static String scrape(int port) {
    HttpResponse<String> r = get(port, "/metrics");
    assertThat(r.statusCode()).isEqualTo(200);
    return r.body();
  }

  /** The largest value among the samples of {@code series} (one per client, topic, ...). */
  private static double max(String scrape, String series) {
    List<String> samples = PrometheusText.samples(scrape, series);
    assertThat(samples).as(series).isNotEmpty();
    return samples.stream()
        .mapToDouble(l -> Double.parseDouble(l.substring(l.lastIndexOf(' ') + 1)))
        .max()
        .orElseThrow();
  }

  @Test
  void scrape_afterARequest_countersMovedClientMetricsPresentAndReady() throws Exception {
    KafkaTestSupport.Topics t = KafkaTestSupport.topics("metrics", 2);
    PuzzleWorker worker = KafkaTestSupport.worker(KafkaTestSupport.workerConfig(t, "a"));
    int port = worker.metricsPort();
    assertThat(port).isPositive();
    assertThat(get(port, "/health/live").statusCode()).isEqualTo(200);
    HttpResponse<String> starting = get(port, "/health/ready");
    assertThat(starting.statusCode()).isEqualTo(503);
    assertThat(starting.body()).isEqualTo("starting\n");
    assertThat(PrometheusText.value(scrape(port), "sudoku_worker_puzzles_total")).isZero();

    Thread thread = KafkaTestSupport.startThread(worker, "worker-a");
    try (KafkaTestSupport.Reader summaries = new KafkaTestSupport.Reader(t.summaries())) {
      KafkaTestSupport.await(
          () -> get(port, "/health/ready").statusCode() == 200, "/health/ready to answer 200");
      assertThat(get(port, "/health/ready").body()).isEqualTo("ok\n");

      sendRequest(t.requests(), 0, "m1,300,9");
      sendRequest(t.requests(), 1, "m2,20,10");
      sendRequest(t.requests(), 1, "m3,0,11"); // refused: a dead letter and an INVALID summary
      summaries.until(v -> v.size() == 3);
      // The summary is readable once committed; the meters move right after the commit returns.
      KafkaTestSupport.await(
          () -> PrometheusText.value(scrape(port), "sudoku_worker_requests_total") == 3,
          "3 requests counted, the refused one included");
      String s = scrape(port);
      assertThat(PrometheusText.value(s, "sudoku_worker_puzzles_total")).isEqualTo(320);
      assertThat(PrometheusText.value(s, "sudoku_worker_request_latency_seconds_count"))
          .isEqualTo(3);
      assertThat(
              PrometheusText.value(s, "sudoku_worker_request_latency_seconds_bucket{le=\"+Inf\"}"))
          .isEqualTo(3);
      assertThat(PrometheusText.value(s, "sudoku_worker_transactions_total{outcome=\"committed\"}"))
          .isGreaterThanOrEqualTo(2);
      assertThat(PrometheusText.value(s, "sudoku_worker_transactions_total{outcome=\"failed\"}"))
          .isZero();
      assertThat(PrometheusText.value(s, "sudoku_worker_dead_letters_total")).isEqualTo(1);
      assertThat(PrometheusText.value(s, "sudoku_worker_partitions_assigned")).isEqualTo(2);
      // The Kafka clients' own metrics: the producer sent the puzzles, the consumer read requests.
      assertThat(max(s, "kafka_producer_record_send_total")).isGreaterThanOrEqualTo(320);
      assertThat(max(s, "kafka_consumer_fetch_manager_records_consumed_total"))
          .isGreaterThanOrEqualTo(2);
      assertThat(PrometheusText.samples(s, "kafka_producer_record_send_total").get(0))
          .contains("client_id=\"" + t.group() + "-a-producer\"");
      assertThat(get(port, "/health/ready").statusCode()).isEqualTo(200);
    } finally {
      KafkaTestSupport.stop(worker, thread);
    }
    assertThatThrownBy(() -> get(port, "/health/live")).hasCauseInstanceOf(ConnectException.class);
  }
}
