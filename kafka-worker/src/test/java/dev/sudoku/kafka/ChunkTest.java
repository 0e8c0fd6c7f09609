package dev.sudoku.kafka;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.sudoku.schema.GenerationRequest;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class ChunkTest {

  private final ExecutorService pool = Executors.newFixedThreadPool(3);
  private final GenerationRequest request = TestPuzzles.request("r,100,9");

  @AfterEach
  void stop() {
    pool.shutdownNow();
  }

  @Test
  void await_severalSlices_keepsIndexOrder() {
    byte[][] values =
        Chunk.start(pool, 3, request, 40, 17, TestPuzzles.CHEAP, new AvroOutput()).await();
    assertThat(values.length).isEqualTo(17);
    for (int i = 0; i < 17; i++) {
      assertThat(TestPuzzles.text(values[i])).startsWith("r:" + (40 + i) + ":");
    }
  }

  @Test
  void await_sameRangeTwice_isDeterministic() {
    byte[][] a = Chunk.start(pool, 3, request, 0, 50, TestPuzzles.CHEAP, new AvroOutput()).await();
    byte[][] b = Chunk.start(pool, 1, request, 0, 50, TestPuzzles.CHEAP, new AvroOutput()).await();
    assertThat(a).isDeepEqualTo(b);
  }

  @Test
  void await_generatorThrows_wrapsInGenerationException() {
    PuzzleFactory broken =
        (r, i) -> {
          throw new IllegalStateException("boom " + i);
        };
    Chunk c = Chunk.start(pool, 2, request, 0, 4, broken, new AvroOutput());
    assertThatThrownBy(c::await)
        .isInstanceOf(Chunk.GenerationException.class)
        .hasRootCauseMessage("boom 0");
  }

  @Test
  void usable_budgetExhaustedInALaterSlice_keepsThePrefixBeforeIt() {
    PuzzleFactory strict =
        (r, i) -> {
          if (i == 13 || i == 16) {
            throw new BudgetExhaustedException(i, "no puzzle for " + i);
          }
          return TestPuzzles.cheap(r, i);
        };
    Chunk c = Chunk.start(pool, 3, request, 10, 9, strict, new AvroOutput());
    byte[][] values = c.await();
    assertThat(c.usable()).isEqualTo(3);
    assertThat(c.exhausted()).hasMessage("no puzzle for 13");
    for (int i = 0; i < 3; i++) {
      assertThat(TestPuzzles.text(values[i])).startsWith("r:" + (10 + i) + ":");
    }
  }

  @Test
  void usable_noExhaustion_isTheWholeChunk() {
    Chunk c = Chunk.start(pool, 2, request, 0, 5, TestPuzzles.CHEAP, new AvroOutput());
    c.await();
    assertThat(c.usable()).isEqualTo(5);
    assertThat(c.exhausted()).isNull();
  }
}
