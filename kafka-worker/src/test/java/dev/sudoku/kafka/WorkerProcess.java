package dev.sudoku.kafka;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.concurrent.TimeUnit;

/**
 * One worker instance as its own JVM ({@link WorkerMain} with a properties file), as an
 * orchestrator runs it: started, killed with SIGKILL, stopped with SIGTERM. Each start logs to its
 * own file.
 */
final class WorkerProcess {

  private final Path dir;
  private final String name;
  private final Path props;
  private final List<String> jvmOptions;
  private Process process;
  private int starts;

  WorkerProcess(Path dir, String name, Map<String, String> config) {
    this(dir, name, config, List.of());
  }

  /** Same, with extra JVM options (system properties, e.g. log levels). */
  WorkerProcess(Path dir, String name, Map<String, String> config, List<String> jvmOptions) {
    this.jvmOptions = List.copyOf(jvmOptions);
    this.dir = dir;
    this.name = name;
    this.props = dir.resolve(name + ".properties");
    Properties p = new Properties();
    p.putAll(config);
    p.put(WorkerConfig.EXIT_WITH_PARENT, "true");
    try (Writer w = Files.newBufferedWriter(props, StandardCharsets.UTF_8)) {
      p.store(w, "worker " + name);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  void start() {
    String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    List<String> command = new ArrayList<>(List.of(java, "-Xmx256m", "-XX:+UseSerialGC"));
    command.add("-XX:TieredStopAtLevel=1");
    command.addAll(jvmOptions);
    command.addAll(
        List.of(
            "-cp",
            System.getProperty("java.class.path"),
            WorkerMain.class.getName(),
            props.toString()));
    ProcessBuilder pb = new ProcessBuilder(command);
    pb.redirectErrorStream(true);
    pb.redirectOutput(log().resolveSibling(name + "." + (++starts) + ".log").toFile());
    try {
      process = pb.start();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** The log of the current (or last) start. */
  Path log() {
    return dir.resolve(name + "." + starts + ".log");
  }

  /** True once the current start's log contains {@code text}. */
  boolean logged(String text) {
    try {
      return Files.exists(log()) && Files.readString(log()).contains(text);
    } catch (IOException e) {
      return false;
    }
  }

  boolean alive() {
    return process != null && process.isAlive();
  }

  /** The exit status of the last start once it has ended. */
  int exitValue() {
    return process.exitValue();
  }

  /** SIGKILL, then waits until the process is gone. */
  void kill() throws InterruptedException {
    process.destroyForcibly();
    if (!process.waitFor(30, TimeUnit.SECONDS)) {
      throw new IllegalStateException(name + " survived SIGKILL");
    }
  }

  /**
   * SIGTERM (graceful: the open transaction commits, the group is left), then waits.
   *
   * @return the exit status
   */
  int stop() throws InterruptedException {
    process.destroy();
    if (!process.waitFor(60, TimeUnit.SECONDS)) {
      process.destroyForcibly();
      throw new IllegalStateException(name + " did not stop within 60 s of SIGTERM");
    }
    return process.exitValue();
  }

  String name() {
    return name;
  }
}
