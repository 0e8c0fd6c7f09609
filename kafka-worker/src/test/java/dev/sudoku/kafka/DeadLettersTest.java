package dev.sudoku.kafka;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import org.junit.jupiter.api.Test;

class DeadLettersTest {

  private static final Instant T0 = Instant.parse("2026-11-26T10:00:00Z");
  private final DeadLetters letters =
      new DeadLetters(
          Clock.fixed(T0, ZoneOffset.UTC), "g-a", new RequestLimits(16384, 1024, 256, 1024, 100));

  @Test
  void of_hugeRequest_keepsBoundedExcerptsOneLineAndNoOversizedId() {
    String id = "i".repeat(400 * 1024);
    DeadLetterEvent d =
        letters.of(
            "req",
            0,
            7,
            new byte[480 * 1024],
            new byte[400 * 1024],
            1234,
            "X",
            "bad\nrequest " + id,
            id);
    assertThat(d.original().bytes()).hasSize(100);
    assertThat(d.original().size()).isEqualTo(400 * 1024);
    assertThat(d.key().bytes()).hasSize(100);
    assertThat(d.key().size()).isEqualTo(480 * 1024);
    assertThat(d.message()).hasSize(OneLine.MAX_CHARS).startsWith("bad request ");
    assertThat(d.requestId()).isNull();
    assertThat(d.recordTimestamp()).isEqualTo(Instant.ofEpochMilli(1234));
    assertThat(d.time()).isEqualTo(T0);
    assertThat(d.worker()).isEqualTo("g-a");
  }

  @Test
  void withoutOriginal_keepsSizesAndHashesOnly() {
    DeadLetterEvent d = letters.of("req", 0, 7, new byte[3], new byte[50], -1, "X", "m", "r");
    DeadLetterEvent bare = DeadLetters.withoutOriginal(d);
    assertThat(bare.original().bytes()).isEmpty();
    assertThat(bare.original().size()).isEqualTo(50);
    assertThat(bare.original().sha256()).isEqualTo(d.original().sha256());
    assertThat(bare.key().bytes()).isEmpty();
    assertThat(bare.requestId()).isEqualTo("r");
    assertThat(bare.recordTimestamp()).isNull();
  }
}
