package dev.sudoku.kafka;

import dev.sudoku.schema.GenerationRequest;
import dev.sudoku.schema.Puzzle;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadInfo;
import java.lang.management.ThreadMXBean;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.LongAdder;
import java.util.function.LongFunction;
import java.util.function.Predicate;
import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.TopicPartition;
import org.apache.kafka.common.serialization.ByteArrayDeserializer;
import org.apache.kafka.common.serialization.ByteArraySerializer;

/**
 * Steady-state throughput of the worker end to end against the in-process broker, next to the
 * generator's own rate on the same threads for the same request mix in the same JVM (the ratio is
 * the worker's overhead: Kafka, Avro and transactions, which docs/kafka.md asks to stay small), and
 * the latency of 1-puzzle requests.
 *
 * <p>Run: {@code kafka-worker/run bench [OPTION]...} ({@link BenchCommand}; {@code --help} lists
 * the options and their defaults). A <em>mix</em> is {@code R} sample requests of {@code N/R}
 * puzzles (seeds 1..R). Phases:
 *
 * <ol>
 *   <li>generator warm-up: the mix twice through the generation path alone (JIT);
 *   <li>Kafka warm-up, not measured: broker, worker and client start; for {@code S1} seconds
 *       pre-generated puzzles go through the full path (worker, Avro encoding, transactions,
 *       broker, {@code read_committed} consumer), served by the measured worker and {@code H-1}
 *       helper instances in the same group with transactions of {@code WC} puzzles (many more
 *       producer loops, broker requests and commits per second than the real pace); the helpers
 *       then leave; the JIT queue is left to drain idle; then the real mix end to end at least
 *       {@code W} times and until the JIT compiler threads used less than {@code PCT} % of the
 *       process CPU over two consecutive mixes (draining idle after a noisy one), or until {@code
 *       S} seconds of Kafka warm-up, which is printed as "NOT STEADY". Why: the JIT compiles a
 *       method after about 10^4 calls; the broker and the clients run their per-batch and
 *       per-request code a few hundred times per second at the generator's pace, so their large C2
 *       compilations (0.2–1.5 s each, hundreds of them) otherwise land in the measured window (seen
 *       with JFR) and are charged to the worker;
 *   <li>latency warm-up, not measured: blocks of one-puzzle requests one at a time until the JIT is
 *       quiet by the same rule, for at most {@code S} seconds ({@link #warmLatency}): one
 *       transaction per puzzle makes the broker's and the clients' per-transaction code hot, which
 *       the mixes, a few transactions per second, leave C2 compiling inside the measured rounds;
 *   <li>latency, right after its warm-up: {@code L} one-puzzle requests one at a time, send →
 *       visible, p50 / p99, with the process CPU per request and where it went (JIT included);
 *       measured after the rounds instead, it met C2 compiling again (methods the rounds' traffic
 *       had deoptimised, compiled again for the 1-puzzle one), a cost a worker pays once per change
 *       of traffic, not per request; its verdict line is printed again at the end;
 *   <li>{@code K} measured rounds, each the generator alone on the mix (same threads, same code per
 *       puzzle: {@link Chunk}: generate, grade, canonicalize, encode; every chunk queued at once,
 *       so it is the generator's best rate) followed by the mix end to end (the requests sent at
 *       once; the clock runs from the first send until a {@code read_committed} consumer has seen
 *       every puzzle); one more generator round closes the last pair; a full collection before
 *       every round ({@code settle()}).
 * </ol>
 *
 * Each end-to-end round is compared with the mean of the generator rounds on either side; the
 * medians of those ratios are reported, wall clock and per CPU-second of the worker's threads, with
 * where the rest of the process CPU went (in-process broker, benchmark client, JIT, GC). Every wait
 * is bounded (5 minutes). Figures from a shared machine are indicative only.
 */
public final class ThroughputBenchmark {

  private static final Duration WAIT = Duration.ofMinutes(5);
  private static final String GENERATOR_THREAD = "bench-generator";

  /** Distinct pre-generated puzzles the replay warm-up cycles through. */
  private static final int REPLAY_PUZZLES = 256;

  /** 1-puzzle requests per block of the latency warm-up: a few seconds at most. */
  private static final int LATENCY_BLOCK = 250;

  private ThroughputBenchmark() {}

  /** {@code kafka-worker/run bench}: the options are {@link BenchCommand}'s. */
  public static void main(String[] args) {
    System.exit(BenchCommand.commandLine().execute(args));
  }

  /** What one run does; from the command line. */
  record Settings(
      long count,
      int requests,
      int rounds,
      int latencySamples,
      int threads,
      int chunk,
      String compression,
      Map<String, String> producer,
      long warmReplaySeconds,
      int warmWorkers,
      int warmChunk,
      int warmRounds,
      long warmMaxSeconds,
      double jitQuietPercent,
      boolean breakdown,
      Map<String, String> broker) {

    long each() {
      return Math.max(1, count / requests);
    }

    long mix() {
      return each() * requests;
    }

    /**
     * Puzzles per chunk the worker makes of one request while the mix's R requests run together:
     * its chunk size shared by them, at least 1 (the worker's share, {@code TransactionSize}, whose
     * time cap does not bind at this generator's pace).
     */
    int share() {
      return Math.max(1, chunk / requests);
    }
  }

  /**
   * The generator both phases call: the real one or, during the replay warm-up only, the
   * pre-generated puzzles; metered (time inside the generator) in every phase alike.
   */
  static final class Source implements PuzzleFactory {
    final LongAdder busyNanos = new LongAdder();
    private final PuzzleFactory real;
    private volatile List<Puzzle> replay;

    /** When the first puzzle of the current round started and the last one ended (nanoTime). */
    private final AtomicLong firstStart = new AtomicLong(Long.MAX_VALUE);

    private final AtomicLong lastEnd = new AtomicLong(Long.MIN_VALUE);
    private long busyAtOpen;

    Source(PuzzleFactory real) {
      this.real = real;
    }

    @Override
    public Puzzle create(GenerationRequest request, long index) {
      long t = System.nanoTime();
      boolean probed = LatencyProbe.armed();
      if (probed) {
        LatencyProbe.mark(
            String.valueOf(request.getRequestId()), LatencyProbe.Mark.GENERATION_STARTED);
      }
      try {
        List<Puzzle> r = replay;
        return r == null ? real.create(request, index) : r.get((int) (index % r.size()));
      } finally {
        long end = System.nanoTime();
        busyNanos.add(end - t);
        if (t < firstStart.get()) {
          firstStart.accumulateAndGet(t, Math::min);
        }
        lastEnd.accumulateAndGet(end, Math::max);
        if (probed) {
          LatencyProbe.mark(
              String.valueOf(request.getRequestId()), LatencyProbe.Mark.GENERATION_ENDED);
        }
      }
    }

    /** A measured round starts: its time inside the generator, first and last puzzle from now. */
    void open() {
      busyAtOpen = busyNanos.sum();
      firstStart.set(Long.MAX_VALUE);
      lastEnd.set(Long.MIN_VALUE);
    }

    /**
     * The round opened last, which ran from {@code start} for {@code usage.wallNanos()} on {@code
     * threads} generation threads whose work took {@code workCpu}.
     */
    Round close(long puzzles, Usage usage, long workCpu, long start, int threads) {
      long nanos = usage.wallNanos();
      return new Round(
          puzzles,
          usage,
          workCpu,
          (busyNanos.sum() - busyAtOpen) / (nanos * (double) threads),
          Math.max(0, firstStart.get() - start) / 1e6,
          Math.max(0, start + nanos - lastEnd.get()) / 1e6);
    }
  }

  static void run(PuzzleFactory unmetered, boolean synthetic, Settings s) throws Exception {
    Source source = new Source(unmetered);
    System.out.printf(
        Locale.ROOT, "solver=%s%n", dev.sudoku.core.Solver.fast().getClass().getName());
    System.out.printf(
        Locale.ROOT,
        "generator=%s%s mix=%d requests x %d puzzles rounds=%d"
            + " latency.samples=%d threads=%d chunk=%d compression=%s warm-replay=%d s"
            + " warm-rounds>=%d jit-quiet<%.1f%% cores=%d java=%s%n",
        AvroGenerator.class.getSimpleName(),
        synthetic ? " (SYNTHETIC generator cost added, --spin-micros)" : "",
        s.requests(),
        s.each(),
        s.rounds(),
        s.latencySamples(),
        s.threads(),
        s.chunk(),
        s.compression()
            + (s.producer().isEmpty() ? "" : " producer=" + s.producer())
            + (s.broker().isEmpty() ? "" : " broker=" + s.broker()),
        s.warmReplaySeconds(),
        s.warmRounds(),
        s.jitQuietPercent(),
        Runtime.getRuntime().availableProcessors(),
        System.getProperty("java.version"));
    ExecutorService genPool =
        Executors.newFixedThreadPool(
            s.threads(),
            r -> {
              Thread t = new Thread(r, GENERATOR_THREAD);
              t.setDaemon(true);
              return t;
            });
    long t0 = System.nanoTime();
    try {
      // Generator warm-up: the whole mix twice, so the JIT has compiled the generator.
      generatorRound(source, genPool, s);
      generatorRound(source, genPool, s);
      System.out.printf(Locale.ROOT, "[%5.1f s] generator warm-up done%n", seconds(t0));
      List<Puzzle> replay = pregenerate(unmetered);
      try (EmbeddedKafka kafka = EmbeddedKafka.start(s.broker())) {
        Map<String, String> values =
            new HashMap<>(
                Map.of(
                    WorkerConfig.BOOTSTRAP_SERVERS, kafka.bootstrapServers(),
                    WorkerConfig.INSTANCE_ID, "bench-1",
                    WorkerConfig.THREADS, Integer.toString(s.threads()),
                    WorkerConfig.CHUNK_SIZE, Integer.toString(s.chunk()),
                    WorkerConfig.MAX_COUNT, Long.toString(Math.max(s.count(), 1)),
                    WorkerConfig.METRICS_INTERVAL_MS, "600000"));
        if (!s.compression().equals("worker")) {
          values.put(WorkerConfig.PRODUCER_PREFIX + "compression.type", s.compression());
        }
        s.producer().forEach((k, v) -> values.put(WorkerConfig.PRODUCER_PREFIX + k, v));
        if (s.breakdown()) {
          values.put(
              WorkerConfig.PRODUCER_PREFIX + ProducerConfig.INTERCEPTOR_CLASSES_CONFIG,
              LatencyProbe.WorkerProducer.class.getName());
          values.put(
              WorkerConfig.CONSUMER_PREFIX + ConsumerConfig.INTERCEPTOR_CLASSES_CONFIG,
              LatencyProbe.WorkerConsumer.class.getName());
        }
        WorkerConfig config = WorkerConfig.of(values);
        String puzzles = config.string(WorkerConfig.TOPIC_PUZZLES);
        String requestTopic = config.string(WorkerConfig.TOPIC_REQUESTS);
        kafka.createTopic(requestTopic, 4);
        kafka.createTopic(puzzles, 4);
        kafka.createTopic(config.string(WorkerConfig.TOPIC_SUMMARIES), 1);
        kafka.createTopic(config.string(WorkerConfig.TOPIC_DEAD_LETTERS), 1);
        kafka.createCompactedTopic(config.string(WorkerConfig.TOPIC_PROGRESS), 4);
        PuzzleWorker worker = PuzzleWorker.create(config, Clock.systemUTC(), source);
        Thread thread = new Thread(worker, "bench-worker");
        thread.start();
        try (Client client = new Client(kafka.bootstrapServers(), requestTopic, puzzles)) {
          System.out.printf(Locale.ROOT, "[%5.1f s] broker and worker up%n", seconds(t0));
          warmKafka(source, replay, client, values, s, t0);
          warmLatency(client, s, t0);
          if (s.breakdown()) {
            client.probe =
                new LatencyProbe(
                    WorkerClients.transactionalId(config) + "-producer", requestTopic, puzzles);
          }
          // Right after its warm-up: after the rounds, C2 was compiling again in this phase
          // (methods the rounds' traffic had deoptimised, compiled again for this one), which a
          // worker serving such requests pays once per change of traffic, not on every request.
          String latencyVerdict = latency(client, s, t0);
          if (client.probe != null) {
            client.probe.print();
            client.probe = null;
          }
          measure(source, genPool, client, s, t0);
          if (latencyVerdict != null) {
            System.out.println(latencyVerdict);
          }
        } finally {
          worker.close();
          thread.join(TimeUnit.SECONDS.toMillis(30));
        }
      }
    } finally {
      genPool.shutdownNow();
    }
  }

  /** Puzzles made once by the real generator, for the replay warm-up. */
  private static List<Puzzle> pregenerate(PuzzleFactory generator) {
    GenerationRequest request = AvroRequests.sample("replay", REPLAY_PUZZLES, 1);
    List<Puzzle> out = new ArrayList<>();
    for (int i = 0; i < REPLAY_PUZZLES; i++) {
      out.add(generator.create(request, i));
    }
    return List.copyOf(out);
  }

  /** Phase 2: drives the Kafka path until the JIT is quiet; nothing here is measured. */
  private static void warmKafka(
      Source source,
      List<Puzzle> replay,
      Client client,
      Map<String, String> values,
      Settings s,
      long t0)
      throws Exception {
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(s.warmMaxSeconds());
    // Helper instances in the same group share the request partitions with the measured
    // worker during the replay only: one worker's transactions are bounded by the commit
    // round trips, so more instances means more broker requests per second for the JIT to
    // count. They run the same code and leave the group before anything is measured.
    List<PuzzleWorker> helpers = new ArrayList<>();
    List<Thread> helperThreads = new ArrayList<>();
    source.replay = replay;
    try {
      for (int i = 2; i <= s.warmWorkers(); i++) {
        Map<String, String> v = new HashMap<>(values);
        v.put(WorkerConfig.INSTANCE_ID, "warm-" + i);
        // Small transactions: many more producer loops, broker requests and commits per
        // puzzle, so their code reaches the compile thresholds within the replay.
        v.put(WorkerConfig.CHUNK_SIZE, Integer.toString(s.warmChunk()));
        PuzzleWorker helper = PuzzleWorker.create(WorkerConfig.of(v), Clock.systemUTC(), source);
        Thread t = new Thread(helper, "warm-worker-" + i);
        t.start();
        helpers.add(helper);
        helperThreads.add(t);
      }
      // Enough requests that every partition, so every instance, has work.
      int requests = Math.max(s.requests(), 4 * s.warmWorkers());
      long done = 0;
      long r0 = System.nanoTime();
      long replayEnd = r0 + TimeUnit.SECONDS.toNanos(s.warmReplaySeconds());
      for (int w = 0; System.nanoTime() < replayEnd && System.nanoTime() < deadline; w++) {
        // Short rounds, so the replay ends close to its time.
        long each = Math.min(s.each(), 250);
        client.timeRequests("replay" + w, requests, each);
        done += requests * each;
      }
      System.out.printf(
          Locale.ROOT,
          "[%5.1f s] replay warm-up: %d pre-generated puzzles end to"
              + " end, %.0f/s, %d worker instance(s)%n",
          seconds(t0),
          done,
          done * 1e9 / (System.nanoTime() - r0),
          1 + helpers.size());
    } finally {
      for (PuzzleWorker h : helpers) {
        h.close();
      }
      for (Thread t : helperThreads) {
        t.join(TimeUnit.SECONDS.toMillis(30));
      }
      source.replay = null;
    }
    drainJit(deadline, t0);
    untilJitQuiet(
        new WarmUp("warm-up end to end", "rounds", "", "the rounds below include it"),
        w -> client.timeRequests("warm" + w, s.requests(), s.each()),
        nanos -> String.format(Locale.ROOT, "%.0f puzzles/s", s.mix() * 1e9 / nanos),
        deadline,
        s,
        t0);
  }

  /** How a warm-up loop names itself in its progress lines and its NOT STEADY line. */
  private record WarmUp(String name, String blocks, String ofWhat, String consequence) {}

  /** One block of warm-up work; returns its wall time in nanoseconds. */
  private interface Block {
    long run(int index) throws Exception;
  }

  /**
   * Runs {@code block} at least {@code --warm-rounds} times and until the JIT compiler threads used
   * less than {@code --jit-quiet} % of the process CPU over the last two blocks together (a single
   * block can fall between two large compilations by chance), draining the JIT queue idle after a
   * noisy one; past {@code deadline} it prints NOT STEADY with the share it saw and returns.
   */
  private static void untilJitQuiet(
      WarmUp warmUp, Block block, LongFunction<String> rate, long deadline, Settings s, long t0)
      throws Exception {
    Usage previous = null;
    for (int w = 0; ; w++) {
      Snapshot before = Snapshot.take();
      long nanos = block.run(w);
      Usage u = Snapshot.take().minus(before, nanos);
      double jit = 100 * (previous == null ? u : u.plus(previous)).jitShare();
      System.out.printf(
          Locale.ROOT,
          "[%5.1f s] %s %d: %s, JIT %.1f %% of process CPU (%.1f %% over the last two %s)%n",
          seconds(t0),
          warmUp.name(),
          w + 1,
          rate.apply(nanos),
          100 * u.jitShare(),
          jit,
          warmUp.blocks());
      if (!u.hasJitTicks()
          || previous != null && w + 1 >= s.warmRounds() && jit < s.jitQuietPercent()) {
        return;
      }
      if (System.nanoTime() > deadline) {
        System.out.printf(
            Locale.ROOT,
            "NOT STEADY: the JIT still used %.1f %% of the process CPU after --warm-max-seconds"
                + " %d%s; %s%n",
            jit,
            s.warmMaxSeconds(),
            warmUp.ofWhat(),
            warmUp.consequence());
        return;
      }
      previous = u;
      if (100 * u.jitShare() >= s.jitQuietPercent()) {
        drainJit(deadline, t0);
      }
    }
  }

  /**
   * Waits, idle, until the JIT compiler threads have used at most 1 % of a core over the last
   * second (their queue is empty), or until {@code deadline}. The C2 compiler is one thread on a
   * 2-core machine: while the generation pool runs, the queue of Kafka methods that became hot
   * drains at a third of a core; idle, it drains at a full core. Nothing is measured meanwhile.
   */
  private static void drainJit(long deadline, long t0) throws InterruptedException {
    Map<String, Long> start = jvmThreadTicks();
    if (start.isEmpty()) {
      return; // no /proc: nothing to wait on
    }
    long w0 = System.nanoTime();
    long last = start.getOrDefault("JIT", 0L);
    while (System.nanoTime() < deadline) {
      Thread.sleep(1000);
      long now = jvmThreadTicks().getOrDefault("JIT", 0L);
      if (now - last <= 1) {
        break;
      }
      last = now;
    }
    System.out.printf(
        Locale.ROOT,
        "[%5.1f s] JIT queue drained (idle %.1f s, JIT CPU %.1f s)%n",
        seconds(t0),
        (System.nanoTime() - w0) / 1e9,
        (last - start.getOrDefault("JIT", 0L)) / 100.0);
  }

  /** Phase 5: alternating generator-alone and end-to-end rounds, medians of the ratios. */
  private static void measure(
      Source source, ExecutorService genPool, Client client, Settings s, long t0) throws Exception {
    List<Round> gens = new ArrayList<>();
    List<Round> e2es = new ArrayList<>();
    Map<String, Long> e2eGroups = new TreeMap<>();
    Usage e2eTotal = Usage.ZERO;
    double fetches = 0;
    settle();
    gens.add(printed("generator", generatorRound(source, genPool, s), t0));
    for (int r = 0; r < s.rounds(); r++) {
      settle();
      Snapshot before = Snapshot.take();
      double fetches0 = client.fetches();
      source.open();
      long start = System.nanoTime();
      long nanos = client.timeRequests("e2e" + r, s.requests(), s.each());
      Snapshot after = Snapshot.take();
      fetches += client.fetches() - fetches0;
      Usage u = after.minus(before, nanos);
      e2eTotal = e2eTotal.plus(u);
      after.addGroups(before, e2eGroups);
      e2es.add(printed("end to end", source.close(s.mix(), u, u.worker(), start, s.threads()), t0));
      settle();
      gens.add(printed("generator", generatorRound(source, genPool, s), t0));
    }
    double[] wall = new double[s.rounds()];
    double[] cpu = new double[s.rounds()];
    double[] process = new double[s.rounds()];
    for (int r = 0; r < s.rounds(); r++) {
      Round e = e2es.get(r);
      Round a = gens.get(r);
      Round b = gens.get(r + 1);
      wall[r] = e.wall() / ((a.wall() + b.wall()) / 2);
      cpu[r] = e.perCpuSecond() / ((a.perCpuSecond() + b.perCpuSecond()) / 2);
      process[r] =
          e.perProcessCpuSecond() / ((a.perProcessCpuSecond() + b.perProcessCpuSecond()) / 2);
    }
    System.out.println();
    System.out.printf(
        Locale.ROOT,
        "medians over %d rounds: generator alone %s; end to end %s%n",
        s.rounds(),
        Round.median(gens),
        Round.median(e2es));
    System.out.printf(
        Locale.ROOT,
        "RATIO WALL CLOCK (puzzles/s end to end / generator alone, each"
            + " round against the generator rounds on either side): median %.1f %% (rounds %s);"
            + " >= 95 %%: %s%n",
        100 * median(wall),
        percents(wall),
        median(wall) >= 0.95 ? "yes" : "no");
    System.out.printf(
        Locale.ROOT,
        "generation threads inside the generator, median share of the wall: generator rounds"
            + " %.1f %%, end-to-end rounds %.1f %% (first puzzle %.0f ms after the send, last"
            + " %.0f ms before all were visible)%n",
        100 * Round.median(gens, Round::insideGenerator),
        100 * Round.median(e2es, Round::insideGenerator),
        Round.median(e2es, Round::headMs),
        Round.median(e2es, Round::tailMs));
    System.out.printf(
        Locale.ROOT,
        "ratio per CPU-second of the worker's threads (generation pool,"
            + " polling thread, its Kafka clients) against the generator's pool: median %.1f %%"
            + " (rounds %s)%n",
        100 * median(cpu),
        percents(cpu));
    System.out.printf(
        Locale.ROOT,
        "ratio per CPU-second of the whole process (charges the worker"
            + " with the in-process broker, the benchmark client, JIT, GC): median %.1f %%%n",
        100 * median(process));
    long proc = Math.max(1, e2eTotal.processCpu());
    System.out.printf(
        Locale.ROOT,
        "end to end, process CPU (all rounds): worker %.1f %% (generation"
            + " pool %.1f %%, polling thread %.1f %%, its Kafka client threads %.1f %%), other Java"
            + " threads %.1f %% (in-process broker, benchmark client), JIT %.1f %%, GC %.1f %%,"
            + " other JVM %.1f %%%n",
        100.0 * e2eTotal.worker() / proc,
        100.0 * e2eTotal.pool() / proc,
        100.0 * e2eTotal.poll() / proc,
        100.0 * (e2eTotal.worker() - e2eTotal.pool() - e2eTotal.poll()) / proc,
        100.0 * (e2eTotal.javaThreads() - e2eTotal.worker()) / proc,
        100 * e2eTotal.jitShare(),
        100 * e2eTotal.gcShare(),
        100.0
            * Math.max(0, proc - e2eTotal.javaThreads() - e2eTotal.jitNanos() - e2eTotal.gcNanos())
            / proc);
    double puzzlesE2e = (double) s.mix() * s.rounds();
    System.out.printf(
        Locale.ROOT,
        "end to end, CPU per puzzle: generation pool %.1f us, worker's"
            + " polling thread + Kafka clients %.1f us, other Java threads (broker, benchmark client)"
            + " %.1f us, JIT %.1f us; %.0f value bytes per puzzle; the benchmark client's"
            + " consumer fetched %.0f times per 1,000 puzzles%n",
        e2eTotal.pool() / 1e3 / puzzlesE2e,
        (e2eTotal.worker() - e2eTotal.pool()) / 1e3 / puzzlesE2e,
        (e2eTotal.javaThreads() - e2eTotal.worker()) / 1e3 / puzzlesE2e,
        e2eTotal.jitNanos() / 1e3 / puzzlesE2e,
        (double) client.valueBytes / Math.max(1, client.values),
        1000 * fetches / puzzlesE2e);
    System.out.printf(
        Locale.ROOT,
        "end to end, top thread groups (share of process CPU): %s%n",
        top(e2eGroups, proc, 10));
    System.out.println(
        "why two ratios: the broker here shares the worker's cores and JVM; a deployed"
            + " worker's broker runs elsewhere. The wall-clock ratio charges the worker with the"
            + " broker's and the benchmark client's CPU; the per-CPU-second ratio counts exactly the"
            + " worker's threads. With the broker on other cores the two agree.");
  }

  /**
   * Before every measured round of either kind and the latency phase, outside their timed windows:
   * a full collection, so each round starts with an empty young generation and pays only for the
   * garbage it makes. Without it a round inherits the previous round's partly filled young
   * generation, and an end-to-end round (Kafka's records and buffers besides the generator's
   * garbage) leaves more of it than a generator round, so where the young collections fall would
   * depend on the order of the rounds rather than on each round's own work.
   */
  private static void settle() {
    System.gc();
  }

  /**
   * Phase 3, not measured: 1-puzzle requests one at a time, in blocks of {@link #LATENCY_BLOCK}, at
   * least {@code W} blocks and until the JIT compiler threads used less than {@code PCT} % of the
   * process CPU over two consecutive blocks (the queue drained idle after a noisy one), or for at
   * most {@code S} seconds, printed as "NOT STEADY". Why: a 1-puzzle request is a whole
   * transaction, so the per-transaction code of the broker (transaction coordinator,
   * AddPartitionsToTxn, EndTxn, markers, offset commits) and of the clients runs hundreds of times
   * per second here against a few times per second in the throughput rounds, and only becomes hot
   * here: without this phase C2 compiles for the first 30-40 s of the latency samples (over a
   * thousand methods, 60-80 % of a core), and on 2 cores the samples wait for the CPU.
   */
  private static void warmLatency(Client client, Settings s, long t0) throws Exception {
    if (s.latencySamples() < 1) {
      return;
    }
    untilJitQuiet(
        new WarmUp(
            "latency warm-up",
            "blocks",
            " of latency warm-up",
            "the latency samples below include it"),
        b -> {
          long w0 = System.nanoTime();
          for (int i = 0; i < LATENCY_BLOCK; i++) {
            client.timeRequests("latwarm" + b + "-" + i, 1, 1);
          }
          return System.nanoTime() - w0;
        },
        nanos ->
            String.format(
                Locale.ROOT,
                "%d requests, %.2f ms each",
                LATENCY_BLOCK,
                nanos / 1e6 / LATENCY_BLOCK),
        System.nanoTime() + TimeUnit.SECONDS.toNanos(s.warmMaxSeconds()),
        s,
        t0);
  }

  /**
   * Phase 4: one-puzzle requests, one at a time, and where the process CPU went meanwhile; returns
   * the verdict line the run ends with, or null when no latency was asked for.
   */
  private static String latency(Client client, Settings s, long t0) throws Exception {
    if (s.latencySamples() < 1) {
      return null;
    }
    long[] lat = new long[s.latencySamples()];
    settle(); // like every measured round: the warm-up's garbage is not this phase's
    Snapshot before = Snapshot.take();
    long w0 = System.nanoTime();
    for (int i = 0; i < lat.length; i++) {
      lat[i] = client.timeRequests("lat" + i, 1, 1);
    }
    long nanos = System.nanoTime() - w0;
    Snapshot after = Snapshot.take();
    Usage u = after.minus(before, nanos);
    Map<String, Long> groups = new TreeMap<>();
    after.addGroups(before, groups);
    Arrays.sort(lat);
    String verdict =
        String.format(
            Locale.ROOT,
            "1-puzzle latency: p50 %.1f ms, p99 %.1f ms (%d samples); p99 <= 10 ms: %s",
            WorkerMetrics.percentile(lat, 0.50) / 1e6,
            WorkerMetrics.percentile(lat, 0.99) / 1e6,
            lat.length,
            WorkerMetrics.percentile(lat, 0.99) <= 10_000_000L ? "yes" : "no");
    System.out.printf(Locale.ROOT, "[%5.1f s] %s%n", seconds(t0), verdict);
    System.out.printf(
        Locale.ROOT,
        "latency phase, CPU per request: process %.2f ms (%.0f %% of one core; JIT %.1f %%, GC"
            + " %.1f %% of process CPU), top thread groups (share of process CPU): %s%n",
        u.processCpu() / 1e6 / lat.length,
        100.0 * u.processCpu() / Math.max(1, nanos),
        100 * u.jitShare(),
        100 * u.gcShare(),
        top(groups, u.processCpu(), 8));
    return verdict;
  }

  private static Round printed(String what, Round r, long t0) {
    System.out.printf(Locale.ROOT, "[%5.1f s] %-10s %s%n", seconds(t0), what, r);
    return r;
  }

  private static double seconds(long t0) {
    return (System.nanoTime() - t0) / 1e9;
  }

  static double median(double[] values) {
    double[] v = values.clone();
    Arrays.sort(v);
    int n = v.length;
    return n == 0 ? Double.NaN : n % 2 == 1 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
  }

  private static String percents(double[] v) {
    StringBuilder sb = new StringBuilder();
    for (double x : v) {
      sb.append(sb.length() == 0 ? "" : " ").append(String.format(Locale.ROOT, "%.1f", 100 * x));
    }
    return sb.toString();
  }

  private static String top(Map<String, Long> groups, long processCpu, int n) {
    List<Map.Entry<String, Long>> list = new ArrayList<>(groups.entrySet());
    list.sort(Map.Entry.<String, Long>comparingByValue().reversed());
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < Math.min(n, list.size()); i++) {
      sb.append(i == 0 ? "" : ", ")
          .append(list.get(i).getKey())
          .append(' ')
          .append(
              String.format(Locale.ROOT, "%.1f %%", 100.0 * list.get(i).getValue() / processCpu));
    }
    return sb.toString();
  }

  /**
   * One measured round: puzzles, its CPU usage, the CPU of the threads doing the work (generator
   * alone: its pool; end to end: the worker's threads) and the share of the wall time the
   * generation threads spent inside the generator (idle gaps lower it, contention does not).
   */
  record Round(
      long puzzles,
      Usage usage,
      long workCpu,
      double insideGenerator,
      double headMs,
      double tailMs) {

    double wall() {
      return puzzles * 1e9 / Math.max(1, usage.wallNanos());
    }

    double perCpuSecond() {
      return puzzles * 1e9 / Math.max(1, workCpu);
    }

    double perProcessCpuSecond() {
      return puzzles * 1e9 / Math.max(1, usage.processCpu());
    }

    static double median(List<Round> rounds, java.util.function.ToDoubleFunction<Round> of) {
      double[] v = new double[rounds.size()];
      for (int i = 0; i < v.length; i++) {
        v[i] = of.applyAsDouble(rounds.get(i));
      }
      return ThroughputBenchmark.median(v);
    }

    static String median(List<Round> rounds) {
      double[] w = new double[rounds.size()];
      double[] c = new double[rounds.size()];
      for (int i = 0; i < w.length; i++) {
        w[i] = rounds.get(i).wall();
        c[i] = rounds.get(i).perCpuSecond();
      }
      return String.format(
          Locale.ROOT,
          "%.0f puzzles/s (%.0f per CPU-second)",
          ThroughputBenchmark.median(w),
          ThroughputBenchmark.median(c));
    }

    @Override
    public String toString() {
      long proc = Math.max(1, usage.processCpu());
      return String.format(
          Locale.ROOT,
          "%6.0f puzzles/s  %5.0f per CPU-s of its threads  %5.0f per"
              + " process CPU-s  | other than its threads: %4.1f %% of process CPU (JIT %.1f %%, GC"
              + " %.1f %%) | inside generator %.1f %% (first puzzle after %.0f ms, last %.0f ms"
              + " before the end)",
          wall(),
          perCpuSecond(),
          perProcessCpuSecond(),
          100.0 * Math.max(0, proc - workCpu) / proc,
          100 * usage.jitShare(),
          100 * usage.gcShare(),
          100 * insideGenerator,
          headMs,
          tailMs);
    }
  }

  /**
   * CPU between two snapshots: the process, all Java threads, the worker's threads (its pool, its
   * polling thread, its clients' network/background threads), the benchmark's generator pool and
   * the JVM's JIT compiler and GC threads (from {@code /proc}, Linux only).
   */
  record Usage(
      long wallNanos,
      long processCpu,
      long javaThreads,
      long worker,
      long pool,
      long poll,
      long generator,
      long jitNanos,
      long gcNanos,
      boolean hasJitTicks) {

    static final Usage ZERO = new Usage(0, 0, 0, 0, 0, 0, 0, 0, 0, true);

    double jitShare() {
      return (double) jitNanos / Math.max(1, processCpu);
    }

    double gcShare() {
      return (double) gcNanos / Math.max(1, processCpu);
    }

    Usage plus(Usage o) {
      return new Usage(
          wallNanos + o.wallNanos,
          processCpu + o.processCpu,
          javaThreads + o.javaThreads,
          worker + o.worker,
          pool + o.pool,
          poll + o.poll,
          generator + o.generator,
          jitNanos + o.jitNanos,
          gcNanos + o.gcNanos,
          hasJitTicks && o.hasJitTicks);
    }
  }

  /** CPU counters at one instant. */
  private record Snapshot(
      long processCpu,
      Map<Long, Long> threads,
      Map<Long, String> names,
      Map<String, Long> jvmTicks) {

    static Snapshot take() {
      ThreadMXBean mx = ManagementFactory.getThreadMXBean();
      Map<Long, Long> cpu = new HashMap<>();
      Map<Long, String> names = new HashMap<>();
      for (long id : mx.getAllThreadIds()) {
        long t = mx.getThreadCpuTime(id);
        ThreadInfo info = mx.getThreadInfo(id);
        if (t >= 0 && info != null) {
          cpu.put(id, t);
          names.put(id, info.getThreadName());
        }
      }
      return new Snapshot(cpuNanos(), cpu, names, jvmThreadTicks());
    }

    Usage minus(Snapshot before, long wallNanos) {
      long ticksMs = 10; // /proc/<pid>/task/<tid>/stat counts 1/100 s
      long jit = jvmTicks.getOrDefault("JIT", 0L) - before.jvmTicks.getOrDefault("JIT", 0L);
      long gc = jvmTicks.getOrDefault("GC", 0L) - before.jvmTicks.getOrDefault("GC", 0L);
      return new Usage(
          wallNanos,
          processCpu - before.processCpu,
          cpu(before, n -> true),
          cpu(before, ThroughputBenchmark::isWorkerThread),
          cpu(before, n -> n.equals("puzzle-generator")),
          cpu(before, n -> n.equals("bench-worker")),
          cpu(before, n -> n.equals(GENERATOR_THREAD)),
          TimeUnit.MILLISECONDS.toNanos(jit * ticksMs),
          TimeUnit.MILLISECONDS.toNanos(gc * ticksMs),
          !jvmTicks.isEmpty());
    }

    private long cpu(Snapshot before, Predicate<String> select) {
      long sum = 0;
      for (Map.Entry<Long, Long> e : threads.entrySet()) {
        if (select.test(names.get(e.getKey()))) {
          sum += e.getValue() - before.threads.getOrDefault(e.getKey(), 0L);
        }
      }
      return sum;
    }

    /** Adds the CPU of each thread group (name without digits) since {@code before}. */
    void addGroups(Snapshot before, Map<String, Long> groups) {
      for (Map.Entry<Long, Long> e : threads.entrySet()) {
        groups.merge(
            names.get(e.getKey()).replaceAll("[0-9]+", "#"),
            e.getValue() - before.threads.getOrDefault(e.getKey(), 0L),
            Long::sum);
      }
    }
  }

  /**
   * The worker's threads: its generation pool, its polling thread and the network/background
   * threads of its clients (named after its client ids). Not the in-process broker, not the
   * benchmark's own client.
   */
  private static boolean isWorkerThread(String name) {
    return name.equals("puzzle-generator")
        || name.equals("bench-worker")
        || name.contains("bench-1")
        || name.startsWith("consumer_background_thread");
  }

  /**
   * CPU ticks (1/100 s) of the JVM's JIT compiler and GC threads, read from {@code /proc/self/task}
   * (Linux). Empty where {@code /proc} is not available.
   */
  private static Map<String, Long> jvmThreadTicks() {
    Map<String, Long> m = new TreeMap<>();
    Path tasks = Path.of("/proc/self/task");
    if (!Files.isDirectory(tasks)) {
      return m;
    }
    try (java.util.stream.Stream<Path> list = Files.list(tasks)) {
      for (Path t : (Iterable<Path>) list::iterator) {
        try {
          String stat = Files.readString(t.resolve("stat"));
          int close = stat.lastIndexOf(')');
          String name = stat.substring(stat.indexOf('(') + 1, close);
          String kind =
              name.contains("Compiler")
                  ? "JIT"
                  : name.startsWith("GC ") || name.startsWith("G1 ") ? "GC" : null;
          if (kind == null) {
            continue; // Java threads are counted through the ThreadMXBean
          }
          String[] f = stat.substring(close + 2).split(" ");
          // fields after the name: state(0) ... utime(11) stime(12)
          m.merge(kind, Long.parseLong(f[11]) + Long.parseLong(f[12]), Long::sum);
        } catch (java.io.IOException | RuntimeException e) {
          // the thread ended meanwhile
        }
      }
    } catch (java.io.IOException e) {
      return m;
    }
    return m;
  }

  /** CPU time of this process, all threads, in nanoseconds. */
  static long cpuNanos() {
    java.lang.management.OperatingSystemMXBean os = ManagementFactory.getOperatingSystemMXBean();
    if (os instanceof com.sun.management.OperatingSystemMXBean sun) {
      return sun.getProcessCpuTime();
    }
    throw new IllegalStateException("this JVM does not report process CPU time");
  }

  /**
   * {@code real} with a synthetic cost of {@code micros} of busy CPU per puzzle, to see how the
   * pipeline behaves with a generator of a given speed. Reported as such; never a substitute for
   * measuring the real generator.
   */
  static PuzzleFactory withSpin(PuzzleFactory real, long micros) {
    return (request, index) -> {
      long until = System.nanoTime() + micros * 1000;
      long x = index;
      while (System.nanoTime() < until) {
        x = x * 6364136223846793005L + 1442695040888963407L;
      }
      if (x == 42) {
        Thread.onSpinWait(); // keeps the loop from being optimised away
      }
      return real.create(request, index);
    };
  }

  /**
   * One round of the worker's generation path alone (no Kafka) on the mix: the same sample requests
   * (seeds 1..R) the end-to-end rounds send, in the worker's chunks, every chunk queued at once on
   * the benchmark's pool of the same size as the worker's, so the pool never waits between chunks:
   * the generator's best rate on those threads, the bar the worker is held to.
   */
  static Round generatorRound(Source source, ExecutorService pool, Settings s) {
    AvroOutput output = new AvroOutput();
    Snapshot before = Snapshot.take();
    source.open();
    long t0 = System.nanoTime();
    // The chunks the worker makes of this mix. Whole chunks per request would be up to R times
    // larger, and the larger the last slices, the longer one thread idles at the end of the round
    // while the other finishes.
    int share = s.share();
    List<Chunk> chunks = new ArrayList<>();
    for (int r = 0; r < s.requests(); r++) {
      GenerationRequest request = AvroRequests.sample("gen-" + r, s.each(), r + 1);
      for (long from = 0; from < s.each(); from += share) {
        int n = (int) Math.min(share, s.each() - from);
        chunks.add(Chunk.start(pool, s.threads(), request, from, n, source, output));
      }
    }
    for (Chunk c : chunks) {
      c.await();
    }
    long nanos = System.nanoTime() - t0;
    Usage u = Snapshot.take().minus(before, nanos);
    return source.close(s.mix(), u, u.generator(), t0, s.threads());
  }

  /** Sends requests and waits for their puzzles as a read_committed consumer. */
  private static final class Client implements AutoCloseable {
    private final KafkaProducer<byte[], byte[]> producer;
    private final KafkaConsumer<byte[], byte[]> consumer;
    private final String requestTopic;

    /** Value bytes of the puzzles seen, for the bytes-per-puzzle figure. */
    long valueBytes;

    long values;

    /** Times the hops of 1-puzzle requests when set ({@code --breakdown}). */
    LatencyProbe probe;

    Client(String bootstrap, String requestTopic, String puzzleTopic) {
      this.requestTopic = requestTopic;
      Properties pp = new Properties();
      pp.put(ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, bootstrap);
      pp.put(ProducerConfig.LINGER_MS_CONFIG, "0");
      producer = new KafkaProducer<>(pp, new ByteArraySerializer(), new ByteArraySerializer());
      Properties cp = new Properties();
      cp.put(ConsumerConfig.BOOTSTRAP_SERVERS_CONFIG, bootstrap);
      cp.put(ConsumerConfig.ISOLATION_LEVEL_CONFIG, "read_committed");
      consumer = new KafkaConsumer<>(cp, new ByteArrayDeserializer(), new ByteArrayDeserializer());
      List<TopicPartition> tps = new ArrayList<>();
      consumer
          .partitionsFor(puzzleTopic)
          .forEach(i -> tps.add(new TopicPartition(puzzleTopic, i.partition())));
      consumer.assign(tps);
      consumer.seekToEnd(tps);
      tps.forEach(consumer::position);
    }

    /** Sends {@code n} requests of {@code each} puzzles; nanoseconds until all are visible. */
    long timeRequests(String prefix, int n, long each) throws Exception {
      Set<String> ids = new HashSet<>();
      long expected = n * each;
      long t0 = System.nanoTime();
      // the request whose hops the probe times: only a lone 1-request send
      String timed = null;
      for (int i = 0; i < n; i++) {
        String id = prefix + "-" + i + "-" + t0;
        ids.add(id);
        if (probe != null && n == 1) {
          timed = id;
          probe.start(id);
        }
        producer.send(
            new ProducerRecord<>(
                requestTopic,
                id.getBytes(StandardCharsets.UTF_8),
                AvroRequests.encode(AvroRequests.sample(id, each, i + 1))));
      }
      producer.flush();
      if (timed != null) {
        LatencyProbe.mark(timed, LatencyProbe.Mark.REQUEST_ACKED);
      }
      long seen = 0;
      long giveUp = t0 + WAIT.toNanos();
      while (seen < expected) {
        if (System.nanoTime() > giveUp) {
          throw new IllegalStateException(
              "only " + seen + " of " + expected + " puzzles within " + WAIT);
        }
        // poll returns as soon as records arrive; a longer wait only saves client CPU.
        for (ConsumerRecord<byte[], byte[]> r : consumer.poll(Duration.ofMillis(100))) {
          if (r.key() != null && ids.contains(new String(r.key(), StandardCharsets.UTF_8))) {
            seen++;
            valueBytes += r.serializedValueSize();
            values++;
          }
        }
      }
      long nanos = System.nanoTime() - t0;
      if (timed != null) {
        probe.end(timed);
      }
      return nanos;
    }

    /** Fetch requests the consumer has sent so far. */
    double fetches() {
      return consumer.metrics().entrySet().stream()
          .filter(
              e ->
                  e.getKey().name().equals("fetch-total")
                      && e.getKey().group().equals("consumer-fetch-manager-metrics")
                      && !e.getKey().tags().containsKey("topic"))
          .mapToDouble(e -> ((Number) e.getValue().metricValue()).doubleValue())
          .sum();
    }

    @Override
    public void close() {
      producer.close();
      consumer.close();
    }
  }
}
