package dev.sudoku.kafka;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.micrometer.core.instrument.Counter;
import io.micrometer.prometheusmetrics.PrometheusConfig;
import io.micrometer.prometheusmetrics.PrometheusMeterRegistry;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class MetricsServerTest {

  private static final HttpClient HTTP = HttpClient.newHttpClient();

  private final PrometheusMeterRegistry registry =
      new PrometheusMeterRegistry(PrometheusConfig.DEFAULT);
  private final AtomicBoolean stopping = new AtomicBoolean();
  private final HealthProbes probes =
      new HealthProbes(Duration.ofMinutes(2), System::nanoTime, stopping::get);
  private final MetricsServer server = MetricsServer.bind(0);

  @AfterEach
  void close() {
    server.close();
  }

  private HttpResponse<String> send(String method, String path) throws Exception {
    HttpRequest request =
        HttpRequest.newBuilder(URI.create("http://localhost:" + server.port() + path))
            .method(method, HttpRequest.BodyPublishers.noBody())
            .build();
    return HTTP.send(request, HttpResponse.BodyHandlers.ofString());
  }

  @Test
  void metrics_get_servesThePrometheusTextFormat() throws Exception {
    Counter.builder("sudoku.test.things").register(registry).increment(7);
    server.start(registry, probes, "t");
    HttpResponse<String> r = send("GET", "/metrics");
    assertThat(r.statusCode()).isEqualTo(200);
    assertThat(r.headers().firstValue("Content-Type")).hasValue(MetricsServer.TEXT_FORMAT);
    assertThat(PrometheusText.value(r.body(), "sudoku_test_things_total")).isEqualTo(7);
  }

  @Test
  void ready_notReady_is503WithTheReasonOnOneLine() throws Exception {
    server.start(registry, probes, "t");
    HttpResponse<String> r = send("GET", "/health/ready");
    assertThat(r.statusCode()).isEqualTo(503);
    assertThat(r.body()).isEqualTo("starting\n");
    probes.started();
    probes.stepped(true, 1, false);
    assertThat(send("GET", "/health/ready").statusCode()).isEqualTo(200);
    stopping.set(true);
    assertThat(send("GET", "/health/ready").body()).isEqualTo("stopping\n");
  }

  @Test
  void live_aliveThenEnded_200Then503() throws Exception {
    server.start(registry, probes, "t");
    assertThat(send("GET", "/health/live").statusCode()).isEqualTo(200);
    probes.ended();
    HttpResponse<String> r = send("GET", "/health/live");
    assertThat(r.statusCode()).isEqualTo(503);
    assertThat(r.body()).isEqualTo("worker stopped\n");
  }

  @Test
  void request_otherPathOrMethod_404Or405() throws Exception {
    server.start(registry, probes, "t");
    Map<String, Integer> expected =
        Map.of("/", 404, "/metricsx", 404, "/health", 404, "/health/ready/x", 404);
    for (Map.Entry<String, Integer> e : expected.entrySet()) {
      assertThat(send("GET", e.getKey()).statusCode()).as(e.getKey()).isEqualTo(e.getValue());
    }
    HttpResponse<String> post = send("POST", "/metrics");
    assertThat(post.statusCode()).isEqualTo(405);
    assertThat(post.headers().firstValue("Allow")).hasValue("GET, HEAD");
    HttpResponse<String> head = send("HEAD", "/health/live");
    assertThat(head.statusCode()).isEqualTo(200);
    assertThat(head.body()).isEmpty();
  }

  @Test
  void bind_portInUse_failsNamingTheKey() {
    assertThatThrownBy(() -> MetricsServer.bind(server.port()))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageStartingWith(WorkerConfig.METRICS_PORT + " = " + server.port() + ": ");
  }

  @Test
  void bind_off_isNone() {
    assertThat(MetricsServer.bind(MetricsServer.OFF)).isNull();
  }

  @Test
  void port_outOfRange_failsNamingTheKey() {
    assertThat(MetricsServer.port(WorkerConfig.of(Map.of()))).isZero();
    assertThat(MetricsServer.port(WorkerConfig.of(Map.of(WorkerConfig.METRICS_PORT, "-1"))))
        .isEqualTo(MetricsServer.OFF);
    assertThatThrownBy(
            () -> MetricsServer.port(WorkerConfig.of(Map.of(WorkerConfig.METRICS_PORT, "70000"))))
        .hasMessageContaining(WorkerConfig.METRICS_PORT)
        .hasMessageContaining("no more than 65535");
    assertThatThrownBy(
            () -> MetricsServer.port(WorkerConfig.of(Map.of(WorkerConfig.METRICS_PORT, "-2"))))
        .hasMessageContaining(WorkerConfig.METRICS_PORT)
        .hasMessageContaining("-2");
  }
}
