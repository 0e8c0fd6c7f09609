package dev.sudoku.kafka;

import static dev.sudoku.kafka.KafkaTestSupport.await;
import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.Grid;
import dev.sudoku.core.Solver;
import dev.sudoku.generate.Generator;
import dev.sudoku.schema.AvroDeserializer;
import dev.sudoku.schema.DeadLetter;
import dev.sudoku.schema.GenerationRequest;
import dev.sudoku.schema.GenerationSummary;
import dev.sudoku.schema.Level;
import dev.sudoku.schema.Picture;
import dev.sudoku.schema.Puzzle;
import dev.sudoku.schema.SchemaHistory;
import dev.sudoku.schema.StopReason;
import dev.sudoku.schema.Symmetry;
import dev.sudoku.schema.Technique;
import dev.sudoku.schema.TrustedClasses;
import dev.sudoku.schema.UndecodableRecordException;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.apache.avro.Schema;
import org.apache.avro.generic.GenericData;
import org.apache.avro.generic.GenericRecord;
import org.apache.avro.message.BinaryMessageDecoder;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The worker with the real generator ({@link AvroGenerator}: Avro records, the generator and
 * grader) against the embedded broker. Every published puzzle is checked independently: unique
 * solution by {@link Solver#reference()}, the requested symmetry, clue bounds, minimality and
 * level.
 */
class AvroWorkerIT {

  private static final AvroDeserializer<Puzzle> PUZZLES = new AvroDeserializer<>(Puzzle.class);
  private static final AvroDeserializer<GenerationSummary> SUMMARIES =
      new AvroDeserializer<>(GenerationSummary.class);
  private static final AvroDeserializer<DeadLetter> DEAD = new AvroDeserializer<>(DeadLetter.class);

  @BeforeAll
  static void trust() {
    TrustedClasses.install();
  }

  private static GenerationRequest.Builder request(String id, int count) {
    return GenerationRequest.newBuilder().setRequestId(id).setCount(count);
  }

  @Test
  void run_requestsOfN_publishExactlyNDistinctValidPuzzlesMeetingEachRequest() throws Exception {
    KafkaTestSupport.Topics t = KafkaTestSupport.topics("avro-exact", 2);
    PuzzleWorker worker = KafkaTestSupport.avroWorker(KafkaTestSupport.avroWorkerConfig(t, "a"));
    Thread thread = KafkaTestSupport.startThread(worker, "worker-a");
    List<GenerationRequest> asked =
        List.of(
            request("sym", 60)
                .setSymmetry(Symmetry.ROTATE_180)
                .setMinClues(26)
                .setMaxClues(34)
                .setSeed(11L)
                .setCorrelationId("c-sym")
                .build(),
            request("minimal", 15).setMinimal(true).setMaxClues(27).build(),
            request("easy", 10)
                .setLevel(Level.EASY)
                .setSymmetry(Symmetry.MIRROR)
                .setSeed(3L)
                .build(),
            request("hard-pairs", 4)
                .setLevel(Level.HARD)
                .setRequiredTechniques(List.of(Technique.NAKED_PAIR))
                .setSeed(5L)
                .build());
    try (KafkaTestSupport.Reader puzzles = new KafkaTestSupport.Reader(t.puzzles());
        KafkaTestSupport.Reader summaries = new KafkaTestSupport.Reader(t.summaries())) {
      for (int i = 0; i < asked.size(); i++) {
        KafkaTestSupport.send(t.requests(), i % 2, asked.get(i));
      }
      summaries.until(v -> v.size() == asked.size());
      puzzles.drain();
      Map<String, GenerationSummary> byId = new HashMap<>();
      for (GenerationSummary s : summaries.decoded(SUMMARIES)) {
        assertThat(byId.put(s.getRequestId(), s)).as("one summary per request").isNull();
      }
      Map<String, List<Puzzle>> published = new HashMap<>();
      for (Puzzle p : puzzles.decoded(PUZZLES)) {
        published.computeIfAbsent(p.getRequestId(), k -> new ArrayList<>()).add(p);
      }
      Generator checker = Generator.create();
      for (GenerationRequest r : asked) {
        String id = r.getRequestId();
        GenerationSummary s = byId.get(id);
        assertThat(s.getReason()).as(id).isEqualTo(StopReason.COMPLETED);
        assertThat(s.getProduced()).as(id).isEqualTo(r.getCount());
        assertThat(s.getStartedAt()).as(id).isNotNull();
        List<Puzzle> ps = published.get(id);
        assertThat(ps).as(id).hasSize(r.getCount());
        Set<Integer> indices = new HashSet<>();
        Set<String> grids = new HashSet<>();
        for (Puzzle p : ps) {
          indices.add(p.getRequestIndex());
          grids.add(p.getPuzzle());
          assertThat(p.getId()).isEqualTo(id + "/" + p.getRequestIndex());
          checkMeets(r, p, checker);
        }
        assertThat(indices).as(id).hasSize(r.getCount()).allMatch(i -> i >= 0 && i < r.getCount());
        assertThat(grids).as(id + ": distinct puzzles").hasSize(r.getCount());
      }
      assertThat(byId.get("sym").getCorrelationId()).isEqualTo("c-sym");
      // What the local mode and the request command print for one request.
      java.io.ByteArrayOutputStream text = new java.io.ByteArrayOutputStream();
      RecordText recordText = new RecordText();
      long printed =
          FeedFollower.follow(
              KafkaTestSupport.broker().bootstrapServers(),
              t.puzzles(),
              t.summaries(),
              "easy",
              recordText::puzzle,
              recordText::summary,
              KafkaTestSupport.WAIT,
              new java.io.PrintStream(text, true, java.nio.charset.StandardCharsets.UTF_8));
      String out = text.toString(java.nio.charset.StandardCharsets.UTF_8);
      assertThat(printed).isEqualTo(10);
      assertThat(out)
          .contains("puzzle 10: easy/")
          .contains(" MIRROR ")
          .contains(" EASY ")
          .endsWith("summary: COMPLETED: 10 of 10 produced" + System.lineSeparator());
    } finally {
      KafkaTestSupport.stop(worker, thread);
    }
  }

  @Test
  void run_requestAskingForSvg_publishesPicturesOthersGetNulls() throws Exception {
    KafkaTestSupport.Topics t = KafkaTestSupport.topics("avro-svg", 1);
    PuzzleWorker worker = KafkaTestSupport.avroWorker(KafkaTestSupport.avroWorkerConfig(t, "a"));
    Thread thread = KafkaTestSupport.startThread(worker, "worker-a");
    try (KafkaTestSupport.Reader summaries = new KafkaTestSupport.Reader(t.summaries());
        KafkaTestSupport.Reader puzzles = new KafkaTestSupport.Reader(t.puzzles())) {
      KafkaTestSupport.send(
          t.requests(),
          0,
          request("svg", 3).setSvg(List.of(Picture.PUZZLE, Picture.SOLUTION)).setSeed(4L).build());
      KafkaTestSupport.send(t.requests(), 0, request("plain", 2).setSeed(4L).build());
      summaries.until(v -> v.size() == 2);
      puzzles.drain();
      assertThat(summaries.decoded(SUMMARIES))
          .extracting(GenerationSummary::getReason)
          .containsOnly(StopReason.COMPLETED);
      List<Puzzle> published = puzzles.decoded(PUZZLES);
      assertThat(published).hasSize(5);
      for (Puzzle p : published) {
        if (p.getRequestId().equals("svg")) {
          Grid puzzle = Grid.parse(p.getPuzzle());
          PictureAssertions.assertPuzzlePicture(p.getSvg(), puzzle);
          PictureAssertions.assertSolutionPicture(
              p.getSolutionSvg(), puzzle, Grid.parse(p.getSolution()));
        } else {
          assertThat(p.getSvg()).as(p.getId()).isNull();
          assertThat(p.getSolutionSvg()).as(p.getId()).isNull();
        }
      }
      // A consumer built with the first published Puzzle schema reads the same records.
      Schema v1 = SchemaHistory.bundled().versionsOf(Puzzle.getClassSchema().getFullName()).get(0);
      BinaryMessageDecoder<GenericRecord> oldConsumer =
          new BinaryMessageDecoder<>(GenericData.get(), v1);
      oldConsumer.addSchema(Puzzle.getClassSchema());
      for (int i = 0; i < published.size(); i++) {
        GenericRecord seen = oldConsumer.decode(puzzles.raw().get(i));
        assertThat(seen.get("id")).isEqualTo(published.get(i).getId());
        assertThat(seen.get("puzzle")).isEqualTo(published.get(i).getPuzzle());
        assertThat(seen.hasField("svg")).isFalse();
      }
    } finally {
      KafkaTestSupport.stop(worker, thread);
    }
  }

  /** Independent checks of one published puzzle against its request. */
  private static void checkMeets(GenerationRequest r, Puzzle p, Generator checker) {
    String what = p.getId();
    Grid puzzle = Grid.parse(p.getPuzzle());
    Grid solution = Grid.parse(p.getSolution());
    assertThat(Solver.reference().count(puzzle, 2)).as(what + " unique").isEqualTo(1);
    assertThat(solution.isSolved()).as(what).isTrue();
    for (int i = 0; i < Grid.CELLS; i++) {
      if (puzzle.get(i) != 0) {
        assertThat(solution.get(i)).as(what).isEqualTo(puzzle.get(i));
      }
    }
    int clues = 0;
    for (int i = 0; i < Grid.CELLS; i++) {
      clues += puzzle.get(i) != 0 ? 1 : 0;
    }
    assertThat(p.getClues()).as(what).isEqualTo(clues);
    int min = r.getMinClues() == null ? 17 : r.getMinClues();
    int max = r.getMaxClues() == null ? 81 : r.getMaxClues();
    assertThat(clues).as(what + " clue bounds").isBetween(min, max);
    Symmetry sym = r.getSymmetry() == null ? Symmetry.NONE : r.getSymmetry();
    assertThat(p.getSymmetry()).as(what).isEqualTo(sym);
    assertThat(dev.sudoku.generate.Symmetry.valueOf(sym.name()).isSymmetric(puzzle))
        .as(what + " symmetric")
        .isTrue();
    boolean minimal = checker.isMinimal(puzzle);
    assertThat(p.getMinimal()).as(what + " minimal flag").isEqualTo(minimal);
    if (r.getMinimal()) {
      assertThat(minimal).as(what + " minimal").isTrue();
    }
    if (r.getLevel() != null) {
      assertThat(p.getLevel()).as(what + " level").isEqualTo(r.getLevel());
      assertThat(dev.sudoku.grade.Level.of(p.getRating()).name()).isEqualTo(r.getLevel().name());
    }
    for (Technique t : r.getRequiredTechniques()) {
      assertThat(p.getTechniqueCounts())
          .as(what + " uses " + t)
          .anyMatch(c -> c.getTechnique() == t && c.getCount() >= 1);
    }
    assertThat(p.getRating()).as(what).isPositive();
  }

  @Test
  void run_poisonAndInvalidRequests_goToDeadLettersAndTheNextRequestIsServed() throws Exception {
    KafkaTestSupport.Topics t = KafkaTestSupport.topics("avro-poison", 1);
    PuzzleWorker worker = KafkaTestSupport.avroWorker(KafkaTestSupport.avroWorkerConfig(t, "a"));
    Thread thread = KafkaTestSupport.startThread(worker, "worker-a");
    byte[] poison = {(byte) 0xC3, 0x01, 1, 2, 3, 4, 5, 6, 7, 8, 42};
    try (KafkaTestSupport.Reader dead = new KafkaTestSupport.Reader(t.deadLetters());
        KafkaTestSupport.Reader summaries = new KafkaTestSupport.Reader(t.summaries());
        KafkaTestSupport.Reader puzzles = new KafkaTestSupport.Reader(t.puzzles())) {
      KafkaTestSupport.send(t.requests(), 0, "poison-key", poison);
      KafkaTestSupport.send(t.requests(), 0, request("zero", 0).build());
      KafkaTestSupport.send(t.requests(), 0, request("huge", 100_001).build());
      KafkaTestSupport.send(
          t.requests(), 0, request("bounds", 5).setMinClues(30).setMaxClues(25).build());
      KafkaTestSupport.send(
          t.requests(),
          0,
          request("unknown", 5).setRequiredTechniques(List.of(Technique.UNKNOWN)).build());
      KafkaTestSupport.send(
          t.requests(),
          0,
          request("disjoint", 5)
              .setLevel(Level.EASY)
              .setMinRating(5.0)
              .setCorrelationId("c-d")
              .build());
      KafkaTestSupport.send(t.requests(), 0, request("good", 7).setSeed(1L).build());
      summaries.until(v -> v.size() == 6);
      dead.drain();
      List<DeadLetter> letters = dead.decoded(DEAD);
      assertThat(letters).hasSize(6);
      DeadLetter first = letters.get(0);
      assertThat(first.getErrorClass()).isEqualTo(UndecodableRecordException.class.getName());
      assertThat(first.getValue()).isEqualTo(ByteBuffer.wrap(poison));
      assertThat(first.getKey())
          .isEqualTo(
              ByteBuffer.wrap("poison-key".getBytes(java.nio.charset.StandardCharsets.UTF_8)));
      assertThat(first.getTopic()).isEqualTo(t.requests());
      assertThat(first.getOffset()).isZero();
      assertThat(first.getRequestId()).isNull();
      assertThat(first.getWorker()).isEqualTo(t.group() + "-a");
      assertThat(first.getRecordTimestamp()).isNotNull();
      List<String> reasons = new ArrayList<>();
      for (DeadLetter d : letters.subList(1, letters.size())) {
        assertThat(d.getErrorClass()).isEqualTo(InvalidRequestException.class.getName());
        reasons.add(d.getRequestId() + ": " + d.getErrorMessage());
      }
      assertThat(reasons)
          .containsExactly(
              "zero: count 0 is out of range 1..100000",
              "huge: count 100001 is out of range 1..100000",
              "bounds: clue bounds 30..25 must satisfy 0 <= min <= max <= 81",
              "unknown: requiredTechniques contains UNKNOWN: a technique this worker does not know",
              "disjoint: level EASY and rating range 5.0.. do not overlap");
      List<GenerationSummary> sums = summaries.decoded(SUMMARIES);
      List<String> lines = new ArrayList<>();
      for (GenerationSummary s : sums) {
        lines.add(
            s.getRequestId()
                + " "
                + s.getReason()
                + " "
                + s.getProduced()
                + "/"
                + s.getRequested());
      }
      assertThat(lines)
          .containsExactly(
              "zero INVALID 0/0",
              "huge INVALID 0/100001",
              "bounds INVALID 0/5",
              "unknown INVALID 0/5",
              "disjoint INVALID 0/5",
              "good COMPLETED 7/7");
      assertThat(sums.get(4).getMessage())
          .isEqualTo("level EASY and rating range 5.0.. do not overlap");
      assertThat(sums.get(4).getCorrelationId()).isEqualTo("c-d");
      assertThat(sums.get(4).getStartedAt()).isNull();
      puzzles.drain();
      assertThat(puzzles.decoded(PUZZLES))
          .hasSize(7)
          .allMatch(p -> p.getRequestId().equals("good"));
    } finally {
      KafkaTestSupport.stop(worker, thread);
    }
  }

  @Test
  void run_twoWorkersInOneGroup_sharePartitionsAndServeEveryRequestOnce() throws Exception {
    KafkaTestSupport.Topics t = KafkaTestSupport.topics("avro-share", 4);
    PuzzleWorker a = KafkaTestSupport.avroWorker(KafkaTestSupport.avroWorkerConfig(t, "a"));
    PuzzleWorker b = KafkaTestSupport.avroWorker(KafkaTestSupport.avroWorkerConfig(t, "b"));
    Thread ta = KafkaTestSupport.startThread(a, "worker-a");
    Thread tb = KafkaTestSupport.startThread(b, "worker-b");
    try (KafkaTestSupport.Reader summaries = new KafkaTestSupport.Reader(t.summaries());
        KafkaTestSupport.Reader puzzles = new KafkaTestSupport.Reader(t.puzzles())) {
      await(
          () ->
              !a.assignment().isEmpty()
                  && !b.assignment().isEmpty()
                  && a.assignment().size() + b.assignment().size() == 4,
          "both workers assigned");
      Set<Integer> union = new HashSet<>(a.assignment());
      union.addAll(b.assignment());
      assertThat(union).containsExactlyInAnyOrder(0, 1, 2, 3);
      for (int i = 0; i < 8; i++) {
        KafkaTestSupport.send(t.requests(), i % 4, request("s" + i, 25).setSeed((long) i).build());
      }
      summaries.until(v -> v.size() == 8);
      puzzles.drain();
      List<Puzzle> all = puzzles.decoded(PUZZLES);
      Set<String> ids = new HashSet<>();
      for (Puzzle p : all) {
        ids.add(p.getId());
      }
      assertThat(all).hasSize(200);
      assertThat(ids).hasSize(200);
      assertThat(a.produced()).isPositive();
      assertThat(b.produced()).isPositive();
      assertThat(a.produced() + b.produced()).isEqualTo(200);
    } finally {
      KafkaTestSupport.stop(a, ta);
      KafkaTestSupport.stop(b, tb);
    }
  }

  @Test
  void run_zombieWithSameTransactionalId_isFencedAndNothingIsDuplicated() throws Exception {
    KafkaTestSupport.Topics t = KafkaTestSupport.topics("avro-zombie", 2);
    Map<String, String> config = KafkaTestSupport.avroWorkerConfig(t, "z");
    PuzzleWorker zombie = KafkaTestSupport.avroWorker(config);
    Thread tz = KafkaTestSupport.startThread(zombie, "zombie");
    await(() -> zombie.assignment().size() == 2, "zombie assigned");
    PuzzleWorker successor = KafkaTestSupport.avroWorker(config);
    Thread ts = KafkaTestSupport.startThread(successor, "successor");
    try (KafkaTestSupport.Reader summaries = new KafkaTestSupport.Reader(t.summaries());
        KafkaTestSupport.Reader puzzles = new KafkaTestSupport.Reader(t.puzzles())) {
      await(() -> !successor.assignment().isEmpty() || !tz.isAlive(), "successor joined");
      for (int i = 0; i < 6; i++) {
        KafkaTestSupport.send(t.requests(), i % 2, request("z" + i, 30).setSeed((long) i).build());
      }
      tz.join(KafkaTestSupport.WAIT.toMillis());
      assertThat(tz.isAlive()).isFalse();
      assertThat(zombie.fenced()).isTrue();
      summaries.until(v -> v.size() == 6);
      puzzles.drain();
      List<Puzzle> all = puzzles.decoded(PUZZLES);
      Set<String> ids = new HashSet<>();
      for (Puzzle p : all) {
        ids.add(p.getId());
      }
      assertThat(all).hasSize(180);
      assertThat(ids).hasSize(180);
      for (GenerationSummary s : summaries.decoded(SUMMARIES)) {
        assertThat(s.getReason()).isEqualTo(StopReason.COMPLETED);
        assertThat(s.getProduced()).isEqualTo(30);
      }
    } finally {
      KafkaTestSupport.stop(zombie, tz);
      KafkaTestSupport.stop(successor, ts);
    }
    assertThat(successor.fenced()).isFalse();
  }

  @Test
  void run_replyTo_publishesPuzzlesAndSummaryThereAndRejectsBadTopics() throws Exception {
    KafkaTestSupport.Topics t = KafkaTestSupport.topics("avro-reply", 1);
    String reply = t.prefix() + ".reply-ok";
    String other = t.prefix() + ".other";
    KafkaTestSupport.broker().createTopic(reply, 2);
    KafkaTestSupport.broker().createTopic(other, 1);
    Map<String, String> config = KafkaTestSupport.avroWorkerConfig(t, "r");
    config.put(
        WorkerConfig.REPLY_TO_PATTERN, java.util.regex.Pattern.quote(t.prefix()) + "\\.reply-.*");
    PuzzleWorker worker = KafkaTestSupport.avroWorker(config);
    Thread thread = KafkaTestSupport.startThread(worker, "worker-r");
    try (KafkaTestSupport.Reader dead = new KafkaTestSupport.Reader(t.deadLetters());
        KafkaTestSupport.Reader summaries = new KafkaTestSupport.Reader(t.summaries());
        KafkaTestSupport.Reader puzzles = new KafkaTestSupport.Reader(t.puzzles());
        KafkaTestSupport.Reader replies = new KafkaTestSupport.Reader(reply)) {
      KafkaTestSupport.send(
          t.requests(),
          0,
          request("ok", 6).setSeed(3L).setReplyTo(reply).setCorrelationId("c-ok").build());
      KafkaTestSupport.send(
          t.requests(), 0, request("missing", 2).setReplyTo(t.prefix() + ".reply-missing").build());
      KafkaTestSupport.send(t.requests(), 0, request("own", 2).setReplyTo(t.requests()).build());
      KafkaTestSupport.send(
          t.requests(), 0, request("internal", 2).setReplyTo("__consumer_offsets").build());
      KafkaTestSupport.send(
          t.requests(), 0, request("illegal", 2).setReplyTo("bad topic!").build());
      KafkaTestSupport.send(t.requests(), 0, request("forbidden", 2).setReplyTo(other).build());
      KafkaTestSupport.send(
          t.requests(),
          0,
          request("bounds", 2).setReplyTo(reply).setMinClues(30).setMaxClues(25).build());
      KafkaTestSupport.send(t.requests(), 0, request("plain", 3).setSeed(4L).build());
      // Default summaries: the 5 bad replyTo topics and the plain request.
      summaries.until(v -> v.size() == 6);
      // Reply topic: ok's 6 puzzles + summary, and bounds' INVALID summary.
      replies.until(v -> v.size() == 8);
      dead.drain();
      List<String> reasons = new ArrayList<>();
      for (DeadLetter d : dead.decoded(DEAD)) {
        assertThat(d.getErrorClass()).isEqualTo(InvalidRequestException.class.getName());
        reasons.add(d.getRequestId() + ": " + d.getErrorMessage());
      }
      assertThat(reasons)
          .containsExactly(
              "missing: replyTo topic '"
                  + t.prefix()
                  + ".reply-missing' does not exist"
                  + " (the worker does not create topics; create it first)",
              "own: replyTo '"
                  + t.requests()
                  + "' is one of the worker's own or Kafka's"
                  + " internal topics; name a topic of your own, or leave replyTo null"
                  + " for the default puzzles and summaries topics",
              "internal: replyTo '__consumer_offsets' is one of the worker's own or Kafka's"
                  + " internal topics; name a topic of your own, or leave replyTo null"
                  + " for the default puzzles and summaries topics",
              "illegal: replyTo 'bad topic!' is not a legal Kafka topic name (1 to 249 of"
                  + " a-z A-Z 0-9 . _ -)",
              "forbidden: replyTo '"
                  + other
                  + "' is not allowed by this worker's"
                  + " configuration (worker.reply-to.pattern "
                  + config.get(WorkerConfig.REPLY_TO_PATTERN)
                  + ")",
              "bounds: clue bounds 30..25 must satisfy 0 <= min <= max <= 81");
      List<String> lines = new ArrayList<>();
      for (GenerationSummary s : summaries.decoded(SUMMARIES)) {
        lines.add(s.getRequestId() + " " + s.getReason() + " " + s.getProduced());
      }
      assertThat(lines)
          .containsExactly(
              "missing INVALID 0",
              "own INVALID 0",
              "internal INVALID 0",
              "illegal INVALID 0",
              "forbidden INVALID 0",
              "plain COMPLETED 3");
      puzzles.drain();
      assertThat(puzzles.decoded(PUZZLES))
          .hasSize(3)
          .allMatch(p -> p.getRequestId().equals("plain"));

      // The reply topic: puzzles and summaries told apart by header and by schema.
      List<Puzzle> replyPuzzles = new ArrayList<>();
      List<GenerationSummary> replySummaries = new ArrayList<>();
      for (int i = 0; i < replies.raw().size(); i++) {
        byte[] v = replies.raw().get(i);
        String kind = replies.kinds().get(i);
        if ("puzzle".equals(kind)) {
          replyPuzzles.add(PUZZLES.deserialize(reply, v));
        } else {
          assertThat(kind).isEqualTo("summary");
          replySummaries.add(SUMMARIES.deserialize(reply, v));
        }
      }
      Set<String> ids = new HashSet<>();
      for (Puzzle p : replyPuzzles) {
        assertThat(p.getRequestId()).isEqualTo("ok");
        assertThat(Solver.reference().count(Grid.parse(p.getPuzzle()), 2)).isEqualTo(1);
        ids.add(p.getId());
      }
      assertThat(ids).containsExactlyInAnyOrder("ok/0", "ok/1", "ok/2", "ok/3", "ok/4", "ok/5");
      List<String> replyLines = new ArrayList<>();
      for (GenerationSummary s : replySummaries) {
        replyLines.add(
            s.getRequestId()
                + " "
                + s.getReason()
                + " "
                + s.getProduced()
                + " "
                + s.getCorrelationId());
      }
      assertThat(replyLines)
          .containsExactlyInAnyOrder("ok COMPLETED 6 c-ok", "bounds INVALID 0 null");
      // What `run request --reply-to` prints follows the same topic.
      java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
      RecordText recordText = new RecordText();
      long printed =
          FeedFollower.follow(
              KafkaTestSupport.broker().bootstrapServers(),
              reply,
              reply,
              "ok",
              recordText::puzzle,
              recordText::summary,
              KafkaTestSupport.WAIT,
              new java.io.PrintStream(out, true, "UTF-8"));
      assertThat(printed).isEqualTo(6);
      assertThat(out.toString("UTF-8")).contains("summary: COMPLETED: 6 of 6 produced");
    } finally {
      KafkaTestSupport.stop(worker, thread);
    }
  }
}
