package dev.sudoku.kafka;

import java.time.Clock;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * The command line of {@code kafka-worker/run bench} ({@link ThroughputBenchmark}): picocli fills
 * the options, {@link #settings} checks them into the benchmark's {@link
 * ThroughputBenchmark.Settings} before the generator warm-up starts, so a bad value is one line and
 * status 2 rather than a stack trace minutes later.
 */
@Command(
    name = "kafka-worker/run bench",
    sortOptions = false,
    description = {
      "Steady-state throughput of the worker end to end against an in-process broker, next to the"
          + " generator's own rate on the same threads for the same request mix in the same JVM,"
          + " and the latency of 1-puzzle requests. A mix is R sample requests of N/R puzzles"
          + " (180-degree symmetry, graded, canonical form). Phases: generator warm-up, Kafka"
          + " warm-up (replay, then the real mix until the JIT is quiet), latency warm-up"
          + " (1-puzzle requests until the JIT is quiet), the latency samples, then the measured"
          + " rounds (generator alone and end to end, alternating). What each"
          + " phase does and the recorded figures: docs/kafka.md, Benchmark.",
      ""
    },
    exitCodeListHeading = "%nExit status:%n",
    exitCodeList = {"0:figures printed", "2:bad option (one line on stderr, nothing started)"},
    footerHeading = "%nExamples:%n",
    footer = {
      "  kafka-worker/run bench --count=4000 --rounds=2",
      "  kafka-worker/run bench --count 16000 --rounds 5 --latency 200 --warm-max-seconds 240"
    })
final class BenchCommand implements Callable<Integer> {

  @Mixin ToolCommandLine.HelpOption help = new ToolCommandLine.HelpOption();

  @Option(
      names = "--count",
      paramLabel = "N",
      defaultValue = "16000",
      description = "Puzzles in one mix, at least 1 (default: ${DEFAULT-VALUE}).")
  long count;

  @Option(
      names = "--requests",
      paramLabel = "R",
      defaultValue = "4",
      description =
          "Requests the mix is split into, sent at once, at least 1 (default: ${DEFAULT-VALUE}).")
  int requests;

  @Option(
      names = "--rounds",
      paramLabel = "K",
      defaultValue = "7",
      description =
          "Measured end-to-end rounds, each between two generator rounds; 0 skips them (default: ${DEFAULT-VALUE}).")
  int rounds;

  @Option(
      names = "--latency",
      paramLabel = "L",
      defaultValue = "1000",
      description =
          "1-puzzle requests sent one at a time for the latency p50/p99; 0 skips them (default: ${DEFAULT-VALUE}).")
  int latency;

  @Option(
      names = "--threads",
      paramLabel = "T",
      description =
          "Generator threads of the worker and of the generator rounds, at least 1 (default: the cores, ${DEFAULT-VALUE} here).")
  int threads = Runtime.getRuntime().availableProcessors();

  @Option(
      names = "--chunk",
      paramLabel = "C",
      description =
          "The worker's worker.chunk.size: puzzles per transaction, at least 1 (default: the worker's, ${DEFAULT-VALUE}).")
  int chunk =
      ((Number) WorkerConfigDef.DEFINITION.defaultValues().get(WorkerConfig.CHUNK_SIZE)).intValue();

  @Option(
      names = "--compression",
      paramLabel = "TYPE",
      defaultValue = "worker",
      description =
          "The worker producer's compression.type: worker keeps the worker's own setting, or none, lz4, zstd, gzip, snappy (default: ${DEFAULT-VALUE}).")
  String compression;

  @Option(
      names = "--producer",
      paramLabel = "KEY=VALUE",
      description =
          "A setting of the worker's producer over the worker's own, e.g. linger.ms=5 to compare"
              + " with the worker's default (repeatable; default: none).")
  Map<String, String> producer = new LinkedHashMap<>();

  @Option(
      names = "--warm-replay-seconds",
      paramLabel = "S1",
      defaultValue = "20",
      description =
          "Kafka warm-up with pre-generated puzzles through the full path, in seconds; 0 skips it (default: ${DEFAULT-VALUE}).")
  long warmReplaySeconds;

  @Option(
      names = "--warm-workers",
      paramLabel = "H",
      defaultValue = "3",
      description =
          "Worker instances during the replay warm-up, the measured one included (default: ${DEFAULT-VALUE}).")
  int warmWorkers;

  @Option(
      names = "--warm-chunk",
      paramLabel = "WC",
      defaultValue = "20",
      description =
          "Puzzles per transaction of the replay warm-up's helper instances (default: ${DEFAULT-VALUE}).")
  int warmChunk;

  @Option(
      names = "--warm-rounds",
      paramLabel = "W",
      defaultValue = "2",
      description =
          "End-to-end warm-up mixes, and latency warm-up blocks, at least; then until the JIT is quiet (default: ${DEFAULT-VALUE}).")
  int warmRounds;

  @Option(
      names = "--warm-max-seconds",
      paramLabel = "S",
      defaultValue = "120",
      description =
          "Longest Kafka warm-up, and longest latency warm-up, in seconds each; past it the run goes on and prints NOT STEADY (default: ${DEFAULT-VALUE}).")
  long warmMaxSeconds;

  @Option(
      names = "--jit-quiet",
      paramLabel = "PCT",
      defaultValue = "1.5",
      description =
          "The JIT is quiet when its compiler threads used less than this %% of the process CPU over two consecutive mixes (default: ${DEFAULT-VALUE}).")
  double jitQuiet;

  @Option(
      names = "--spin-micros",
      paramLabel = "US",
      defaultValue = "0",
      description =
          "Adds a SYNTHETIC generator cost of this many microseconds per puzzle, to see the overhead at another pace; 0 is the real generator (default: ${DEFAULT-VALUE}).")
  long spinMicros;

  @Option(
      names = "--breakdown",
      description =
          "Also prints where a 1-puzzle request's time goes, hop by hop (p50/p99), watched through"
              + " Kafka client interceptors on the worker's clients (default: off, the figures"
              + " are then taken without them).")
  boolean breakdown;

  @Option(
      names = "--broker",
      paramLabel = "KEY=VALUE",
      description =
          "A setting of the in-process broker over the test defaults, to see what a broker setting"
              + " does to the figures (repeatable; default: none).")
  Map<String, String> broker = new LinkedHashMap<>();

  BenchCommand() {}

  /**
   * The command line: a bad option is one line on stderr and status 2 ({@link ToolCommandLine}).
   */
  static CommandLine commandLine() {
    return ToolCommandLine.of(new BenchCommand(), "bench");
  }

  @Override
  public Integer call() throws Exception {
    ThroughputBenchmark.Settings s = settings();
    PuzzleFactory real = new AvroGenerator(Clock.systemUTC());
    ThroughputBenchmark.run(
        spinMicros > 0 ? ThroughputBenchmark.withSpin(real, spinMicros) : real, spinMicros > 0, s);
    return 0;
  }

  /**
   * The options, checked: sizes at least 1, phase lengths at least 0 (0 skips the phase).
   *
   * @throws IllegalArgumentException one line naming the option and the value
   */
  ThroughputBenchmark.Settings settings() {
    atLeast("--count", count, 1);
    atLeast("--requests", requests, 1);
    atLeast("--threads", threads, 1);
    atLeast("--chunk", chunk, 1);
    atLeast("--rounds", rounds, 0);
    atLeast("--latency", latency, 0);
    atLeast("--warm-replay-seconds", warmReplaySeconds, 0);
    atLeast("--warm-workers", warmWorkers, 1);
    atLeast("--warm-chunk", warmChunk, 1);
    atLeast("--warm-rounds", warmRounds, 0);
    atLeast("--warm-max-seconds", warmMaxSeconds, 0);
    atLeast("--spin-micros", spinMicros, 0);
    if (!(jitQuiet >= 0)) {
      throw new IllegalArgumentException("--jit-quiet must be at least 0, was " + jitQuiet);
    }
    return new ThroughputBenchmark.Settings(
        count,
        requests,
        rounds,
        latency,
        threads,
        chunk,
        compression,
        Map.copyOf(producer),
        warmReplaySeconds,
        warmWorkers,
        warmChunk,
        warmRounds,
        warmMaxSeconds,
        jitQuiet,
        breakdown,
        Map.copyOf(broker));
  }

  private static void atLeast(String option, long value, long least) {
    if (value < least) {
      throw new IllegalArgumentException(option + " must be at least " + least + ", was " + value);
    }
  }
}
