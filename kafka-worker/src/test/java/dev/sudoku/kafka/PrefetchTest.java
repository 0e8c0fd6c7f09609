package dev.sudoku.kafka;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.schema.GenerationRequest;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicIntegerArray;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class PrefetchTest {

  private final GenerationRequest request = TestPuzzles.request("r,100,9");
  private final AtomicIntegerArray made = new AtomicIntegerArray(100);
  private final Prefetch prefetch =
      new Prefetch(
          2,
          (r, i) -> {
            made.incrementAndGet((int) i);
            return TestPuzzles.cheap(r, i);
          },
          new AvroOutput());

  @AfterEach
  void stop() {
    prefetch.shutdown();
  }

  private Job job() {
    return job(request);
  }

  private static Job job(GenerationRequest r) {
    return new Job(0, 7, new byte[0], new byte[0], 0, 0, r, null, "r", 100, null);
  }

  @Test
  void take_chunkStartedAheadAtTheJobsNextIndex_isServedWithoutGeneratingAgain() {
    Job job = job();
    prefetch.ahead(job, 0, 10);
    byte[][] values = prefetch.take(job, 10).await();
    assertThat(values.length).isEqualTo(10);
    for (int i = 0; i < 10; i++) {
      assertThat(made.get(i)).as("index %d", i).isEqualTo(1);
    }
  }

  @Test
  void take_chunkStartedAheadAtAnotherIndex_startsAgainAtTheJobsNextIndex() {
    Job job = job();
    prefetch.ahead(job, 40, 10);
    job.next = 20;
    byte[][] values = prefetch.take(job, 5).await();
    assertThat(values.length).isEqualTo(5);
    for (int i = 0; i < 5; i++) {
      assertThat(TestPuzzles.text(values[i])).startsWith("r:" + (20 + i) + ":");
    }
  }

  @Test
  void take_nearTheEndOfTheRequest_neverGoesPastItsCount() {
    Job job = job();
    job.next = 97;
    assertThat(prefetch.take(job, 10).await().length).isEqualTo(3);
  }

  @Test
  void ahead_twiceForOneJob_keepsTheFirstChunk() {
    Job job = job();
    prefetch.ahead(job, 0, 4);
    prefetch.ahead(job, 0, 8);
    assertThat(prefetch.take(job, 8).await().length).isEqualTo(4);
  }

  @Test
  void ahead_oneJob_startsTwoConsecutiveChunks() {
    Job job = job();
    prefetch.ahead(job, 0, 10);
    byte[][] first = prefetch.take(job, 10).await();
    job.next = 10;
    byte[][] second = prefetch.take(job, 10).await();
    assertThat(TestPuzzles.text(first[0])).startsWith("r:0:");
    assertThat(TestPuzzles.text(second[0])).startsWith("r:10:");
    for (int i = 0; i < 20; i++) {
      assertThat(made.get(i)).as("index %d", i).isEqualTo(1);
    }
    assertThat(made.get(20)).isZero();
  }

  @Test
  void ahead_afterTakingOne_startsOnlyTheMissingChunk() {
    Job job = job();
    prefetch.ahead(job, 0, 10);
    prefetch.take(job, 10).await();
    job.next = 10;
    prefetch.ahead(job, 10, 10);
    prefetch.take(job, 10).await();
    job.next = 20;
    prefetch.take(job, 10).await();
    for (int i = 0; i < 30; i++) {
      assertThat(made.get(i)).as("index %d", i).isEqualTo(1);
    }
  }

  @Test
  void take_whileChunksForLaterTransactionsAreQueued_runsBeforeTheLaterOnes() throws Exception {
    CountDownLatch release = new CountDownLatch(1);
    List<String> order = Collections.synchronizedList(new ArrayList<>());
    Prefetch one =
        new Prefetch(
            1,
            (r, i) -> {
              order.add(r.getRequestId() + ":" + i);
              try {
                release.await(10, TimeUnit.SECONDS);
              } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
              }
              return TestPuzzles.cheap(r, i);
            },
            new AvroOutput());
    try {
      Job big = job(TestPuzzles.request("big,100,1"));
      one.nextTransaction();
      one.take(big, 2); // the only thread is busy with it
      one.ahead(big, 2, 2); // the next two transactions' chunks, queued behind it
      Job small = job(TestPuzzles.request("small,100,2"));
      one.nextTransaction();
      Chunk wanted = one.take(small, 1); // a request that arrived meanwhile
      release.countDown();
      wanted.await();
      // big's next transaction's chunk was queued first and is due in the same transaction; the
      // one after that waits (first in, first out would run all of big's before small's)
      assertThat(List.copyOf(order).subList(0, 5))
          .containsExactly("big:0", "big:1", "big:2", "big:3", "small:0");
    } finally {
      one.shutdown();
    }
  }
}
