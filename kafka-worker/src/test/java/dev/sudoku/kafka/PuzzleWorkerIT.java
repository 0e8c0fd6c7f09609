package dev.sudoku.kafka;

import static dev.sudoku.kafka.KafkaTestSupport.sendRequest;
import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.schema.GenerationRequest;
import dev.sudoku.schema.UndecodableRecordException;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The engine in this JVM against a real embedded broker, with cheap puzzles ({@link TestPuzzles})
 * and injectable failures. Sharing partitions and fencing run with the real generator in {@link
 * AvroWorkerIT}.
 */
class PuzzleWorkerIT {

  @Test
  void run_requestOfN_publishesExactlyNDistinctPuzzlesAndOneSummary() throws Exception {
    KafkaTestSupport.Topics t = KafkaTestSupport.topics("exact", 2);
    PuzzleWorker worker = KafkaTestSupport.worker(KafkaTestSupport.workerConfig(t, "a"));
    Thread thread = KafkaTestSupport.startThread(worker, "worker-a");
    try (KafkaTestSupport.Reader puzzles = new KafkaTestSupport.Reader(t.puzzles());
        KafkaTestSupport.Reader summaries = new KafkaTestSupport.Reader(t.summaries())) {
      sendRequest(t.requests(), 0, "r1,777,42");
      summaries.until(v -> v.contains("r1|777|777|COMPLETED"));
      List<String> all = puzzles.drain();
      assertThat(all).hasSize(777).doesNotHaveDuplicates();
      Set<Long> indices = new HashSet<>();
      for (String p : all) {
        String[] f = p.split(":");
        assertThat(f[0]).isEqualTo("r1");
        indices.add(Long.parseLong(f[1]));
        assertThat(f[2]).isEqualTo(Long.toHexString(TestPuzzles.mix(42, Long.parseLong(f[1]))));
      }
      assertThat(indices).hasSize(777).allMatch(i -> i >= 0 && i < 777);
      assertThat(summaries.drain()).containsExactly("r1|777|777|COMPLETED");
    } finally {
      KafkaTestSupport.stop(worker, thread);
    }
    assertThat(worker.fenced()).isFalse();
  }

  @Test
  void run_poisonAndInvalidRecords_goToDeadLettersAndNextRequestIsServed() throws Exception {
    KafkaTestSupport.Topics t = KafkaTestSupport.topics("poison", 1);
    PuzzleWorker worker = KafkaTestSupport.worker(KafkaTestSupport.workerConfig(t, "a"));
    Thread thread = KafkaTestSupport.startThread(worker, "worker-a");
    try (KafkaTestSupport.Reader dead = new KafkaTestSupport.Reader(t.deadLetters());
        KafkaTestSupport.Reader summaries = new KafkaTestSupport.Reader(t.summaries());
        KafkaTestSupport.Reader puzzles = new KafkaTestSupport.Reader(t.puzzles())) {
      KafkaTestSupport.send(t.requests(), 0, "k", new byte[] {(byte) 0xff, 0, 1});
      sendRequest(t.requests(), 0, "zero,0,1");
      sendRequest(t.requests(), 0, "huge,100001,1");
      KafkaTestSupport.send(
          t.requests(),
          0,
          null,
          AvroRequests.encode(
              GenerationRequest.newBuilder(TestPuzzles.request("badclues,5,1"))
                  .setMinClues(81)
                  .build()));
      sendRequest(t.requests(), 0, "good,10,7");
      summaries.until(v -> v.contains("good|10|10|COMPLETED"));
      List<String> letters = dead.drain();
      assertThat(letters).hasSize(4);
      assertThat(letters.get(0))
          .startsWith(t.requests() + "|0|0|" + UndecodableRecordException.class.getName() + "|");
      assertThat(letters.get(0)).endsWith("|/wAB");
      assertThat(letters.get(1))
          .contains(
              "|0|1|"
                  + InvalidRequestException.class.getName()
                  + "|count 0 is out of range 1..100000|");
      assertThat(letters.get(2)).contains("count 100001 is out of range");
      assertThat(letters.get(3)).contains("minClues 81: a puzzle has at most 80 clues");
      assertThat(summaries.drain())
          .containsExactly(
              "zero|0|0|INVALID",
              "huge|100001|0|INVALID",
              "badclues|5|0|INVALID",
              "good|10|10|COMPLETED");
      assertThat(puzzles.drain()).hasSize(10).allMatch(p -> p.startsWith("good:"));
    } finally {
      KafkaTestSupport.stop(worker, thread);
    }
  }

  @Test
  void run_generatorFails_retriesThenDeadLettersAndStillPublishesExactlyOnce() throws Exception {
    KafkaTestSupport.Topics t = KafkaTestSupport.topics("abort", 1);
    java.util.concurrent.atomic.AtomicBoolean failed =
        new java.util.concurrent.atomic.AtomicBoolean();
    PuzzleFactory flaky =
        (r, i) -> {
          if (i == 321 && failed.compareAndSet(false, true)) {
            throw new IllegalStateException("injected generator failure at index 321");
          }
          if (r.getRequestId().equals("always")) {
            throw new IllegalStateException("injected permanent failure");
          }
          return TestPuzzles.cheap(r, i);
        };
    PuzzleWorker worker =
        PuzzleWorker.create(
            WorkerConfig.of(KafkaTestSupport.workerConfig(t, "a")),
            java.time.Clock.systemUTC(),
            flaky);
    Thread thread = KafkaTestSupport.startThread(worker, "worker-a");
    try (KafkaTestSupport.Reader puzzles = new KafkaTestSupport.Reader(t.puzzles());
        KafkaTestSupport.Reader summaries = new KafkaTestSupport.Reader(t.summaries());
        KafkaTestSupport.Reader dead = new KafkaTestSupport.Reader(t.deadLetters())) {
      sendRequest(t.requests(), 0, "f,600,5");
      sendRequest(t.requests(), 0, "always,10,1");
      sendRequest(t.requests(), 0, "g,20,6");
      summaries.until(v -> v.size() == 3);
      assertThat(dead.until(v -> v.size() == 1).get(0))
          .contains(
              "|0|1|java.lang.IllegalStateException"
                  + "|generation failed 3 times: injected permanent failure|");
      assertThat(failed).isTrue();
      assertThat(summaries.drain())
          .containsExactlyInAnyOrder(
              "f|600|600|COMPLETED", "always|10|0|INVALID", "g|20|20|COMPLETED");
      List<String> all = puzzles.drain();
      assertThat(all).hasSize(620).doesNotHaveDuplicates();
      assertThat(KafkaTestSupport.countPrefix(all, "f:")).isEqualTo(600);
    } finally {
      KafkaTestSupport.stop(worker, thread);
    }
  }

  @Test
  void run_deadlinePassed_stopsAndSummarisesDeadline() throws Exception {
    KafkaTestSupport.Topics t = KafkaTestSupport.topics("deadline", 1);
    PuzzleWorker worker = KafkaTestSupport.worker(KafkaTestSupport.workerConfig(t, "a"));
    Thread thread = KafkaTestSupport.startThread(worker, "worker-a");
    try (KafkaTestSupport.Reader summaries = new KafkaTestSupport.Reader(t.summaries());
        KafkaTestSupport.Reader puzzles = new KafkaTestSupport.Reader(t.puzzles())) {
      sendRequest(t.requests(), 0, "late,500,3," + (System.currentTimeMillis() - 1000));
      sendRequest(t.requests(), 0, "ontime,5,3," + (System.currentTimeMillis() + 3_600_000));
      summaries.until(v -> v.size() == 2);
      assertThat(summaries.drain()).containsExactly("late|500|0|DEADLINE", "ontime|5|5|COMPLETED");
      assertThat(puzzles.drain()).hasSize(5).allMatch(p -> p.startsWith("ontime:"));
    } finally {
      KafkaTestSupport.stop(worker, thread);
    }
  }

  @Test
  void run_backlogReadInOnePoll_takesOnlyWhatFlowControlAllowsAndServesInOrder() throws Exception {
    // 40 requests are waiting when the worker starts: one poll returns them all. With at most 2
    // active requests per partition, the first requests finish before the last ones start; taking
    // all 40 at once would give each one puzzle per transaction and finish none for a long time.
    KafkaTestSupport.Topics t = KafkaTestSupport.topics("backlog", 1);
    for (int i = 0; i < 40; i++) {
      sendRequest(t.requests(), 0, "b" + i + ",10," + i);
    }
    Map<String, String> config = KafkaTestSupport.workerConfig(t, "a");
    config.put(WorkerConfig.MAX_IN_FLIGHT, "2");
    PuzzleWorker worker = KafkaTestSupport.worker(config);
    Thread thread = KafkaTestSupport.startThread(worker, "worker-a");
    try (KafkaTestSupport.Reader puzzles = new KafkaTestSupport.Reader(t.puzzles());
        KafkaTestSupport.Reader summaries = new KafkaTestSupport.Reader(t.summaries())) {
      summaries.until(v -> v.size() == 40);
      List<String> all = puzzles.drain();
      assertThat(all).hasSize(400).doesNotHaveDuplicates();
      int lastOfFirst = 0;
      int firstOfLast = Integer.MAX_VALUE;
      for (int i = 0; i < all.size(); i++) {
        if (all.get(i).startsWith("b0:")) {
          lastOfFirst = i;
        }
        if (all.get(i).startsWith("b39:")) {
          firstOfLast = Math.min(firstOfLast, i);
        }
      }
      assertThat(lastOfFirst).isLessThan(firstOfLast);
    } finally {
      KafkaTestSupport.stop(worker, thread);
    }
  }
}
