package dev.sudoku.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import dev.sudoku.core.GridFormatException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.locks.LockSupport;
import java.util.stream.LongStream;
import org.junit.jupiter.api.Test;

class PipelineTest {
  private static Iterator<Entry> entries(int n) {
    return LongStream.rangeClosed(1, n)
        .mapToObj(i -> new Entry("t", i, i, "p" + i, null, i % 97 == 0 ? "broken" : null, i))
        .iterator();
  }

  /** Collects what the sink receives, in order. */
  private static final class Collect implements Pipeline.Sink<String> {
    final List<String> got = new ArrayList<>();

    @Override
    public void accept(Entry entry, String result) {
      got.add(entry.number() + "=" + result);
    }

    @Override
    public void reject(Entry entry, String reason) {
      got.add(entry.number() + "!" + reason);
    }
  }

  private static List<String> expected(int n) {
    List<String> out = new ArrayList<>();
    for (int i = 1; i <= n; i++) {
      out.add(i % 97 == 0 ? i + "!broken" : i % 10 == 0 ? i + "!bad " + i : i + "=P" + i);
    }
    return out;
  }

  private static Pipeline.Worker<String> worker() {
    return e -> {
      if (e.number() % 10 == 0) {
        throw new GridFormatException("bad " + e.number());
      }
      return e.text().toUpperCase(java.util.Locale.ROOT);
    };
  }

  @Test
  void run_oneThread_resultsInInputOrder() {
    Collect sink = new Collect();
    new Pipeline<String>(1, PipelineTest::worker).run(entries(1000), sink);
    assertThat(sink.got).isEqualTo(expected(1000));
  }

  @Test
  void run_severalThreads_resultsInInputOrder() {
    Collect sink = new Collect();
    Set<String> threads = ConcurrentHashMap.newKeySet();
    new Pipeline<String>(
            4,
            () -> {
              threads.add(Thread.currentThread().getName() + Thread.currentThread().getId());
              return worker();
            })
        .run(entries(20_000), sink);
    assertThat(sink.got).isEqualTo(expected(20_000));
    assertThat(threads).hasSizeLessThanOrEqualTo(4);
  }

  @Test
  void run_severalThreads_oneWorkerPerThread() {
    AtomicInteger built = new AtomicInteger();
    new Pipeline<String>(
            3,
            () -> {
              built.incrementAndGet();
              return worker();
            })
        .run(entries(10_000), new Collect());
    assertThat(built.get()).isBetween(1, 3);
  }

  @Test
  void run_emptyInput_nothingDelivered() {
    Collect sink = new Collect();
    new Pipeline<String>(2, PipelineTest::worker).run(entries(0), sink);
    assertThat(sink.got).isEmpty();
  }

  @Test
  void run_workerBug_propagates() {
    Pipeline<String> p =
        new Pipeline<>(
            2,
            () ->
                e -> {
                  throw new IllegalStateException("bug");
                });
    assertThatThrownBy(() -> p.run(entries(10), new Collect()))
        .isInstanceOf(IllegalStateException.class)
        .hasMessage("bug");
  }

  /**
   * Head-of-line blocking, the failure a hard cluster in a sorted file caused: the first entry of a
   * chunk is slow (here it waits until every other entry is done), and the other thread must take
   * the rest of that chunk instead of waiting for it. With a chunk owned whole by one thread this
   * never ends.
   */
  @Test
  void run_slowFirstEntry_otherThreadTakesTheRestOfItsChunk() {
    int n = Pipeline.CHUNK + 44;
    List<Entry> input = new ArrayList<>();
    for (long i = 1; i <= n; i++) {
      input.add(new Entry("t", i, i, "p" + i, null, null, i));
    }
    CountDownLatch others = new CountDownLatch(n - 1);
    Collect sink = new Collect();
    Pipeline.Worker<String> worker =
        e -> {
          if (e.number() == 1) {
            try {
              assertThat(others.await(60, TimeUnit.SECONDS)).as("others done").isTrue();
            } catch (InterruptedException ex) {
              throw new IllegalStateException(ex);
            }
          } else {
            others.countDown();
          }
          return "ok";
        };
    assertTimeoutPreemptively(
        Duration.ofSeconds(90),
        () -> new Pipeline<String>(2, () -> worker).run(input.iterator(), sink));
    assertThat(sink.got).hasSize(n).startsWith("1=ok", "2=ok").endsWith(n + "=ok");
  }

  /** Many chunks, every one led by a slow entry: every entry is still delivered once, in order. */
  @Test
  void run_slowEntriesEverywhere_resultsInInputOrder() {
    Collect sink = new Collect();
    new Pipeline<String>(
            3,
            () ->
                e -> {
                  if (e.number() % Pipeline.CHUNK == 1) {
                    LockSupport.parkNanos(1_000_000);
                  }
                  return worker().process(e);
                })
        .run(entries(20_000), sink);
    assertThat(sink.got).isEqualTo(expected(20_000));
  }

  @Test
  void run_sinkThrows_propagatesAndStops() {
    Pipeline.Sink<String> sink =
        new Pipeline.Sink<>() {
          @Override
          public void accept(Entry entry, String result) {
            if (entry.number() == 301) {
              throw new IllegalStateException("sink closed");
            }
          }

          @Override
          public void reject(Entry entry, String reason) {}
        };
    assertThatThrownBy(() -> new Pipeline<String>(2, PipelineTest::worker).run(entries(5000), sink))
        .isInstanceOf(IllegalStateException.class)
        .hasMessage("sink closed");
  }

  @Test
  void new_zeroThreads_rejected() {
    assertThatThrownBy(() -> new Pipeline<String>(0, PipelineTest::worker))
        .isInstanceOf(IllegalArgumentException.class);
  }
}
