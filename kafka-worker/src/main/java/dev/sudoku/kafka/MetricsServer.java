package dev.sudoku.kafka;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import io.micrometer.prometheusmetrics.PrometheusMeterRegistry;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.function.Supplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The worker's HTTP endpoint for Prometheus and orchestrators, on {@code worker.metrics.port} (all
 * interfaces): {@code GET /metrics} (Prometheus text format 0.0.4), {@code GET /health/live} and
 * {@code GET /health/ready} ({@link HealthProbes}: 200 {@code ok}, or 503 with the reason on one
 * line). The JDK's own server on one daemon thread: a scrape every few seconds needs no more, and
 * the worker gains no web framework.
 */
final class MetricsServer implements AutoCloseable {

  private static final Logger LOG = LoggerFactory.getLogger(MetricsServer.class);

  /** The value of {@code worker.metrics.port} that turns the endpoint off. */
  static final int OFF = -1;

  static final String TEXT_FORMAT = "text/plain; version=0.0.4; charset=utf-8";

  private final HttpServer server;

  private MetricsServer(HttpServer server) {
    this.server = server;
  }

  /**
   * The port {@code config} asks for: {@value #OFF} for none, 0 for any free port, else that one.
   *
   * @throws IllegalArgumentException naming the key when it is not one of those
   */
  static int port(WorkerConfig config) {
    // WorkerConfigDef bounds the key to -1..65535.
    return (int) config.number(WorkerConfig.METRICS_PORT, OFF);
  }

  /**
   * Listens on {@code port}; nothing is answered before {@link #start}.
   *
   * @param port 0 for any free port ({@link #port()} says which), {@link #OFF} for none
   * @return null for {@link #OFF}
   * @throws IllegalArgumentException naming the key when the port cannot be listened on
   */
  static MetricsServer bind(int port) {
    if (port == OFF) {
      return null;
    }
    try {
      return new MetricsServer(HttpServer.create(new InetSocketAddress(port), 0));
    } catch (IOException e) {
      throw new IllegalArgumentException(
          WorkerConfig.METRICS_PORT + " = " + port + ": cannot listen there: " + e.getMessage());
    }
  }

  /**
   * Serves {@code registry} and {@code probes} until {@link #close()}.
   *
   * @param name the worker's name, for the thread's
   */
  void start(PrometheusMeterRegistry registry, HealthProbes probes, String name) {
    server.setExecutor(
        Executors.newSingleThreadExecutor(
            r -> {
              Thread t = new Thread(r, name + "-metrics-http");
              t.setDaemon(true);
              return t;
            }));
    server.createContext("/metrics", exchange -> metrics(exchange, registry));
    server.createContext("/health/live", exchange -> probe(exchange, probes::live));
    server.createContext("/health/ready", exchange -> probe(exchange, probes::ready));
    server.createContext("/", exchange -> reply(exchange, 404, "not found: try /metrics\n"));
    server.start();
    LOG.info(
        "metrics on http://localhost:{}/metrics, health on /health/live and /health/ready", port());
  }

  /** The port listened on. */
  int port() {
    return server.getAddress().getPort();
  }

  private static void metrics(HttpExchange exchange, PrometheusMeterRegistry registry)
      throws IOException {
    if (refused(exchange, "/metrics")) {
      return;
    }
    byte[] body = registry.scrape().getBytes(StandardCharsets.UTF_8);
    send(exchange, 200, TEXT_FORMAT, body);
  }

  private static void probe(HttpExchange exchange, Supplier<HealthProbes.Verdict> probe)
      throws IOException {
    if (refused(exchange, exchange.getHttpContext().getPath())) {
      return;
    }
    HealthProbes.Verdict v = probe.get();
    reply(exchange, v.ok() ? 200 : 503, v.reason() + "\n");
  }

  /** Answers what is not a GET or HEAD of exactly {@code path}; true when it did. */
  private static boolean refused(HttpExchange exchange, String path) throws IOException {
    if (!exchange.getRequestURI().getPath().equals(path)) {
      reply(exchange, 404, "not found\n");
      return true;
    }
    String method = exchange.getRequestMethod();
    if (!method.equals("GET") && !method.equals("HEAD")) {
      exchange.getResponseHeaders().set("Allow", "GET, HEAD");
      reply(exchange, 405, "method not allowed\n");
      return true;
    }
    return false;
  }

  private static void reply(HttpExchange exchange, int status, String text) throws IOException {
    send(exchange, status, "text/plain; charset=utf-8", text.getBytes(StandardCharsets.UTF_8));
  }

  private static void send(HttpExchange exchange, int status, String type, byte[] body)
      throws IOException {
    try (exchange) {
      exchange.getResponseHeaders().set("Content-Type", type);
      boolean head = exchange.getRequestMethod().equals("HEAD");
      exchange.sendResponseHeaders(status, head ? -1 : body.length);
      if (!head) {
        try (OutputStream out = exchange.getResponseBody()) {
          out.write(body);
        }
      }
    }
  }

  /** Stops listening at once (a scrape under way is cut off) and ends the serving thread. */
  @Override
  public void close() {
    server.stop(0);
    if (server.getExecutor() instanceof ExecutorService executor) {
      executor.shutdownNow();
    }
  }
}
