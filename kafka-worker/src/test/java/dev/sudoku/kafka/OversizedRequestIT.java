package dev.sudoku.kafka;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.schema.AvroDeserializer;
import dev.sudoku.schema.DeadLetter;
import dev.sudoku.schema.GenerationRequest;
import dev.sudoku.schema.GenerationSummary;
import dev.sudoku.schema.Puzzle;
import dev.sudoku.schema.TrustedClasses;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.apache.kafka.common.config.TopicConfig;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Requests whose fields are hundreds of kilobytes, among normal ones, with the real generator. A
 * 400 KB request id would make every puzzle record of the request 1.2 MB, over the producer's 1 MB
 * limit, and a 480 KB key a 1.9 MB dead letter: such requests must be dead-lettered with a reason
 * (the dead letter itself bounded, with the original's size and hash) while the other requests, in
 * the same transactions and on other partitions, are served and the worker stays up.
 */
class OversizedRequestIT {

  private static final int PARTITIONS = 2;
  private static final AvroDeserializer<Puzzle> PUZZLES = new AvroDeserializer<>(Puzzle.class);
  private static final AvroDeserializer<GenerationSummary> SUMMARIES =
      new AvroDeserializer<>(GenerationSummary.class);
  private static final AvroDeserializer<DeadLetter> DEAD = new AvroDeserializer<>(DeadLetter.class);

  @BeforeAll
  static void trust() {
    TrustedClasses.install();
  }

  @Test
  void run_oversizedRequestsAmongNormalOnes_deadLetteredWithReasonOthersServedWorkerStaysUp()
      throws Exception {
    KafkaTestSupport.Topics t = KafkaTestSupport.topics("oversized", PARTITIONS);
    Map<String, String> config = KafkaTestSupport.avroWorkerConfig(t, "o");
    Map<String, Long> normal = new TreeMap<>();
    List<byte[]> oversizedValues = new ArrayList<>();
    try (WorkerFleet fleet =
        WorkerFleet.of(List.of("o"), id -> config, new AvroGenerator(Clock.systemUTC()))) {
      for (int i = 0; i < 6; i++) {
        String id = "normal-" + i;
        normal.put(id, 4L);
        KafkaTestSupport.send(t.requests(), i % PARTITIONS, request(id, 4, i));
        if (i == 1) {
          // count 3, id (and key) of 400 KB; count 0 with a 480 KB key; a 1,000-byte id and a
          // 5 KB correlation id in records small enough to decode.
          byte[] hugeId = AvroRequests.encode(request("i".repeat(400 * 1024), 3, 1));
          oversizedValues.add(hugeId);
          KafkaTestSupport.send(t.requests(), 0, "i".repeat(400 * 1024), hugeId);
          byte[] zero = AvroRequests.encode(request("zero", 0, 2));
          oversizedValues.add(zero);
          KafkaTestSupport.send(t.requests(), 1, "k".repeat(480 * 1024), zero);
          byte[] longId = AvroRequests.encode(request("l".repeat(1000), 2, 3));
          oversizedValues.add(longId);
          KafkaTestSupport.send(t.requests(), 0, "long-id", longId);
          byte[] correlation =
              AvroRequests.encode(
                  GenerationRequest.newBuilder(request("big-correlation", 2, 4))
                      .setCorrelationId("c".repeat(5 * 1024))
                      .build());
          oversizedValues.add(correlation);
          KafkaTestSupport.send(t.requests(), 1, "big-correlation", correlation);
        }
      }
      ExactlyOnceAudit audit = new ExactlyOnceAudit("oversized requests", normal);
      List<GenerationSummary> others = new ArrayList<>();
      try (KafkaTestSupport.Reader puzzles = new KafkaTestSupport.Reader(t.puzzles());
          KafkaTestSupport.Reader summaries = new KafkaTestSupport.Reader(t.summaries());
          KafkaTestSupport.Reader dead = new KafkaTestSupport.Reader(t.deadLetters())) {
        read(audit, puzzles, summaries, normal, others, Duration.ofSeconds(90));
        dead.until(v -> v.size() >= 4);
        List<DeadLetter> letters = dead.decoded(DEAD);
        assertThat(letters).hasSize(4);
        for (byte[] raw : dead.raw()) {
          assertThat(raw.length).as("dead letter size").isLessThan(40 * 1024);
        }
        assertThat(messages(letters))
            .anyMatch(
                m -> m.matches("request record of \\d+ bytes is over worker.request.max.bytes.*"))
            .anyMatch(m -> m.matches("request key of 491520 bytes is over .*"))
            .anyMatch(m -> m.startsWith("requestId of 1000 bytes is over worker.request.max.id"))
            .anyMatch(m -> m.startsWith("correlationId of 5120 bytes is over"));
        for (DeadLetter l : letters) {
          byte[] original = oversizedValues.get(indexOf(oversizedValues, l));
          assertThat(l.getValueSize()).isEqualTo(original.length);
          assertThat(l.getValueSha256()).isEqualTo(Excerpt.sha256(original));
          assertThat(l.getValue().remaining()).isEqualTo(Math.min(original.length, 16384));
          assertThat(l.getRequestId()).isIn(null, "big-correlation");
        }
        // Only the request whose id could be echoed gets an INVALID summary.
        assertThat(others)
            .singleElement()
            .satisfies(s -> assertThat(s.getRequestId()).isEqualTo("big-correlation"))
            .satisfies(s -> assertThat(s.getCorrelationId()).isNull());
      }
      audit.check(fleet.restarts());
    }
  }

  /**
   * A puzzles topic whose {@code max.message.bytes} is below what one request's records need: the
   * broker refuses them ({@code RecordTooLargeException}), the worker counts the refusals against
   * that request and dead-letters it after the third, and serves the other requests meanwhile.
   */
  @Test
  void run_brokerRefusesARequestsRecords_requestDeadLetteredOthersServed() throws Exception {
    KafkaTestSupport.Topics t = new KafkaTestSupport.Topics("refused", PARTITIONS);
    EmbeddedKafka b = KafkaTestSupport.broker();
    b.createTopic(t.requests(), PARTITIONS);
    b.createTopic(t.puzzles(), PARTITIONS, Map.of(TopicConfig.MAX_MESSAGE_BYTES_CONFIG, "3000"));
    b.createTopic(t.summaries(), 1);
    b.createTopic(t.deadLetters(), 1);
    b.createCompactedTopic(t.progress(), PARTITIONS);
    Map<String, String> config = KafkaTestSupport.avroWorkerConfig(t, "r");
    config.put(WorkerConfig.REQUEST_MAX_ID_BYTES, "1024");
    Map<String, Long> normal = new TreeMap<>();
    try (WorkerFleet fleet =
        WorkerFleet.of(List.of("r"), id -> config, new AvroGenerator(Clock.systemUTC()))) {
      String wide = "w".repeat(900); // each puzzle record ≈ 3 × 900 + 370 bytes > 3000
      KafkaTestSupport.send(t.requests(), 0, "wide", AvroRequests.encode(request(wide, 2, 9)));
      for (int i = 0; i < 4; i++) {
        normal.put("n-" + i, 3L);
        KafkaTestSupport.send(t.requests(), i % PARTITIONS, request("n-" + i, 3, i));
      }
      ExactlyOnceAudit audit = new ExactlyOnceAudit("records refused by the broker", normal);
      List<GenerationSummary> others = new ArrayList<>();
      try (KafkaTestSupport.Reader puzzles = new KafkaTestSupport.Reader(t.puzzles());
          KafkaTestSupport.Reader summaries = new KafkaTestSupport.Reader(t.summaries());
          KafkaTestSupport.Reader dead = new KafkaTestSupport.Reader(t.deadLetters())) {
        read(audit, puzzles, summaries, normal, others, Duration.ofSeconds(90));
        dead.until(v -> !v.isEmpty());
        DeadLetter letter = dead.decoded(DEAD).get(0);
        assertThat(letter.getErrorClass())
            .isEqualTo("org.apache.kafka.common.errors.RecordTooLargeException");
        assertThat(letter.getErrorMessage()).startsWith("failed 3 times");
        assertThat(letter.getRequestId()).isEqualTo(wide);
        KafkaTestSupport.await(
            () -> {
              read(audit, puzzles, summaries, normal, others, Duration.ofMillis(200));
              return !others.isEmpty();
            },
            "the refused request's summary");
      }
      audit.check(fleet.restarts());
      assertThat(others).singleElement().satisfies(s -> assertThat(s.getProduced()).isZero());
    }
  }

  /**
   * Reads the Avro puzzles and summaries into {@code audit}; summaries of requests not in {@code
   * normal} (the rejected ones) go to {@code others} instead.
   */
  private static void read(
      ExactlyOnceAudit audit,
      KafkaTestSupport.Reader puzzles,
      KafkaTestSupport.Reader summaries,
      Map<String, Long> normal,
      List<GenerationSummary> others,
      Duration patience) {
    audit.read(
        puzzles, summaries, OversizedRequestIT::key, s -> summary(s, normal, others), patience);
  }

  private static ExactlyOnceAudit.PuzzleKey key(byte[] v) {
    Puzzle p = PUZZLES.deserialize("t", v);
    return new ExactlyOnceAudit.PuzzleKey(p.getRequestId(), p.getRequestIndex());
  }

  private static ExactlyOnceAudit.Summary summary(
      byte[] v, Map<String, Long> normal, List<GenerationSummary> others) {
    GenerationSummary s = SUMMARIES.deserialize("t", v);
    if (!normal.containsKey(s.getRequestId())) {
      others.add(s);
      return null;
    }
    return new ExactlyOnceAudit.Summary(
        s.getRequestId(), s.getRequested(), s.getProduced(), s.getReason().name());
  }

  private static List<String> messages(List<DeadLetter> letters) {
    List<String> m = new ArrayList<>();
    for (DeadLetter l : letters) {
      m.add(l.getErrorMessage());
    }
    return m;
  }

  /** Which of {@code originals} the dead letter keeps (by hash). */
  private static int indexOf(List<byte[]> originals, DeadLetter l) {
    for (int i = 0; i < originals.size(); i++) {
      if (Excerpt.sha256(originals.get(i)).equals(l.getValueSha256())) {
        return i;
      }
    }
    throw new AssertionError("dead letter of no oversized request: " + l.getErrorMessage());
  }

  private static GenerationRequest request(String id, int count, long seed) {
    return GenerationRequest.newBuilder().setRequestId(id).setCount(count).setSeed(seed).build();
  }
}
