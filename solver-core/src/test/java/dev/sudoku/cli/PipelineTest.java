package dev.sudoku.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.sudoku.core.GridFormatException;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
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

  @Test
  void new_zeroThreads_rejected() {
    assertThatThrownBy(() -> new Pipeline<String>(0, PipelineTest::worker))
        .isInstanceOf(IllegalArgumentException.class);
  }
}
