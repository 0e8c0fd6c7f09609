package dev.sudoku.kafka;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.StandardCharsets;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class ChunkTest {

  private final ExecutorService pool = Executors.newFixedThreadPool(3);
  private final TestOnlyTextPlugins plugins = new TestOnlyTextPlugins();
  private final TestOnlyTextPlugins.TextRequest request =
      new TestOnlyTextPlugins.TextRequest("r", 100, 9, null);

  @AfterEach
  void stop() {
    pool.shutdownNow();
  }

  @Test
  void await_severalSlices_keepsIndexOrder() {
    byte[][] values =
        Chunk.start(pool, 3, request, 40, 17, plugins.generator(), plugins.output()).await();
    assertThat(values.length).isEqualTo(17);
    for (int i = 0; i < 17; i++) {
      assertThat(new String(values[i], StandardCharsets.UTF_8)).startsWith("r:" + (40 + i) + ":");
    }
  }

  @Test
  void await_sameRangeTwice_isDeterministic() {
    byte[][] a =
        Chunk.start(pool, 3, request, 0, 50, plugins.generator(), plugins.output()).await();
    byte[][] b =
        Chunk.start(pool, 1, request, 0, 50, plugins.generator(), plugins.output()).await();
    assertThat(a).isDeepEqualTo(b);
  }

  @Test
  void await_generatorThrows_wrapsInGenerationException() {
    PuzzleFactory<TestOnlyTextPlugins.TextRequest, String> broken =
        (r, i) -> {
          throw new IllegalStateException("boom " + i);
        };
    Chunk c = Chunk.start(pool, 2, request, 0, 4, broken, plugins.output());
    assertThatThrownBy(c::await)
        .isInstanceOf(Chunk.GenerationException.class)
        .hasRootCauseMessage("boom 0");
  }

  @Test
  void usable_budgetExhaustedInALaterSlice_keepsThePrefixBeforeIt() {
    PuzzleFactory<TestOnlyTextPlugins.TextRequest, String> strict =
        (r, i) -> {
          if (i == 13 || i == 16) {
            throw new BudgetExhaustedException(i, "no puzzle for " + i);
          }
          return plugins.generator().create(r, i);
        };
    Chunk c = Chunk.start(pool, 3, request, 10, 9, strict, plugins.output());
    byte[][] values = c.await();
    assertThat(c.usable()).isEqualTo(3);
    assertThat(c.exhausted()).hasMessage("no puzzle for 13");
    for (int i = 0; i < 3; i++) {
      assertThat(new String(values[i], StandardCharsets.UTF_8)).startsWith("r:" + (10 + i) + ":");
    }
  }

  @Test
  void usable_noExhaustion_isTheWholeChunk() {
    Chunk c = Chunk.start(pool, 2, request, 0, 5, plugins.generator(), plugins.output());
    c.await();
    assertThat(c.usable()).isEqualTo(5);
    assertThat(c.exhausted()).isNull();
  }
}
