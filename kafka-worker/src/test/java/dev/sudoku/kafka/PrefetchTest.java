package dev.sudoku.kafka;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.schema.GenerationRequest;
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
    return new Job(0, 7, new byte[0], new byte[0], 0, 0, request, null, "r", 100, null);
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
    assertThat(made.get(10)).isZero();
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
}
