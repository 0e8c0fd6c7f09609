package dev.sudoku.kafka;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.schema.GenerationSummary;
import dev.sudoku.schema.Puzzle;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * What a {@code read_committed} consumer sees after a fault test, checked against what was
 * requested: every requested puzzle exactly once (by request id and index), one summary per request
 * that agrees with the visible puzzles, and no worker that had to be restarted.
 *
 * <p>Prints one line per test, the figures the fault tests report: {@code FAULT-AUDIT <name>:
 * requests=.. puzzles expected=.. seen=.. duplicated=.. hidden=.. worker restarts needed=..}.
 * "Seen" counts distinct (request, index) pairs, "duplicated" the extra copies, "hidden" the
 * requested pairs never seen.
 */
final class ExactlyOnceAudit {

  /** A published puzzle as the audit needs it. */
  record PuzzleKey(String requestId, long index) {}

  /** A summary as the audit needs it. */
  record Summary(String requestId, long requested, long produced, String reason) {}

  private final String name;
  private final Map<String, Long> requested = new TreeMap<>();
  private final Map<String, Long> unsure = new TreeMap<>();
  private final Map<PuzzleKey, Integer> seen = new HashMap<>();
  private final Map<String, List<Summary>> summaries = new HashMap<>();
  private long duplicated;
  private int puzzlesRead;
  private int summariesRead;

  ExactlyOnceAudit(String name, Map<String, Long> requested) {
    this(name, requested, Map.of());
  }

  /**
   * @param unsure requests whose send failed: expected like the others once one of their records is
   *     seen (the send did reach the broker), else ignored
   */
  ExactlyOnceAudit(String name, Map<String, Long> requested, Map<String, Long> unsure) {
    this.name = name;
    this.requested.putAll(requested);
    this.unsure.putAll(unsure);
  }

  void puzzle(PuzzleKey k) {
    confirm(k.requestId());
    if (seen.merge(k, 1, Integer::sum) > 1) {
      duplicated++;
    }
  }

  /** A record of an unsure request was seen: it was sent after all. */
  private void confirm(String requestId) {
    Long count = unsure.remove(requestId);
    if (count != null) {
      requested.put(requestId, count);
    }
  }

  void summary(Summary s) {
    confirm(s.requestId());
    summaries.computeIfAbsent(s.requestId(), k -> new ArrayList<>()).add(s);
  }

  long expected() {
    long n = 0;
    for (long c : requested.values()) {
      n += c;
    }
    return n;
  }

  long hidden() {
    long n = 0;
    for (Map.Entry<String, Long> e : requested.entrySet()) {
      for (long i = 0; i < e.getValue(); i++) {
        if (!seen.containsKey(new PuzzleKey(e.getKey(), i))) {
          n++;
        }
      }
    }
    return n;
  }

  /** True once every requested puzzle and every summary has been seen. */
  boolean complete() {
    return summaries.keySet().containsAll(requested.keySet()) && hidden() == 0;
  }

  /**
   * Reads both topics until {@link #complete()} or {@code patience} passes, with {@code
   * decodePuzzle} / {@code decodeSummary} turning record values into keys ({@code decodeSummary}
   * returns null for a summary the audit leaves to the test). Called again with the same readers,
   * it goes on where it stopped.
   */
  void read(
      KafkaTestSupport.Reader puzzles,
      KafkaTestSupport.Reader summaryReader,
      java.util.function.Function<byte[], PuzzleKey> decodePuzzle,
      java.util.function.Function<byte[], Summary> decodeSummary,
      Duration patience) {
    Instant giveUp = Instant.now().plus(patience);
    do {
      List<byte[]> pv = readRaw(puzzles);
      for (; puzzlesRead < pv.size(); puzzlesRead++) {
        puzzle(decodePuzzle.apply(pv.get(puzzlesRead)));
      }
      List<byte[]> sv = readRaw(summaryReader);
      for (; summariesRead < sv.size(); summariesRead++) {
        Summary decoded = decodeSummary.apply(sv.get(summariesRead));
        if (decoded != null) {
          summary(decoded);
        }
      }
    } while (!complete() && Instant.now().isBefore(giveUp));
  }

  /**
   * Reads the puzzles and summaries of {@code t} on the cluster at {@code bootstrap} against what
   * {@code feeder} sent, for up to {@code patience}.
   */
  static ExactlyOnceAudit of(
      String name,
      String bootstrap,
      KafkaTestSupport.Topics t,
      RequestFeeder feeder,
      Duration patience) {
    ExactlyOnceAudit audit = new ExactlyOnceAudit(name, feeder.sent(), feeder.unsure());
    try (KafkaTestSupport.Reader puzzles = new KafkaTestSupport.Reader(bootstrap, t.puzzles());
        KafkaTestSupport.Reader summaries = new KafkaTestSupport.Reader(bootstrap, t.summaries())) {
      audit.read(
          puzzles, summaries, ExactlyOnceAudit::puzzleKey, ExactlyOnceAudit::summaryOf, patience);
    }
    return audit;
  }

  /** The audit's view of a published puzzle: its request and index. */
  static PuzzleKey puzzleKey(byte[] value) {
    Puzzle p = TestPuzzles.puzzle(value);
    return new PuzzleKey(p.getRequestId(), p.getRequestIndex());
  }

  /** The audit's view of a published summary. */
  static Summary summaryOf(byte[] value) {
    GenerationSummary s = TestPuzzles.summary(value);
    return new Summary(s.getRequestId(), s.getRequested(), s.getProduced(), s.getReason().name());
  }

  private static List<byte[]> readRaw(KafkaTestSupport.Reader r) {
    r.poll();
    return r.raw();
  }

  private long visible(String requestId) {
    long n = 0;
    for (PuzzleKey k : seen.keySet()) {
      if (k.requestId().equals(requestId)) {
        n++;
      }
    }
    return n;
  }

  /** Summaries whose produced count differs from the puzzles visible for their request. */
  private long disagreeing() {
    Map<String, Long> visible = new HashMap<>();
    for (PuzzleKey k : seen.keySet()) {
      visible.merge(k.requestId(), 1L, Long::sum);
    }
    long n = 0;
    for (List<Summary> list : summaries.values()) {
      for (Summary s : list) {
        if (s.produced() != visible.getOrDefault(s.requestId(), 0L)) {
          n++;
        }
      }
    }
    return n;
  }

  /** Prints the figures line, then asserts exactly once, summaries and no restarts. */
  void check(int workerRestarts) {
    long expected = expected();
    long hidden = hidden();
    System.out.printf(
        "FAULT-AUDIT %s: requests=%d puzzles expected=%d seen=%d duplicated=%d hidden=%d"
            + " worker restarts needed=%d (summaries disagreeing with visible puzzles=%d)%n",
        name,
        requested.size(),
        expected,
        seen.size(),
        duplicated,
        hidden,
        workerRestarts,
        disagreeing());
    assertThat(duplicated).as("puzzles seen more than once").isZero();
    assertThat(hidden).as("requested puzzles not visible").isZero();
    for (Map.Entry<String, Long> e : requested.entrySet()) {
      List<Summary> s = summaries.get(e.getKey());
      assertThat(s).as("summaries of %s", e.getKey()).isNotNull().hasSize(1);
      Summary only = s.get(0);
      assertThat(only.reason()).as("reason of %s", e.getKey()).isEqualTo("COMPLETED");
      assertThat(only.produced()).as("produced of %s", e.getKey()).isEqualTo(e.getValue());
      assertThat(visible(e.getKey())).as("visible of %s", e.getKey()).isEqualTo(only.produced());
    }
    assertThat(summaries.keySet())
        .as("summaries of unknown requests")
        .isEqualTo(requested.keySet());
    assertThat(seen.size()).as("puzzles of unknown requests or indices").isEqualTo(expected);
    assertThat(workerRestarts).as("worker restarts needed").isZero();
  }
}
