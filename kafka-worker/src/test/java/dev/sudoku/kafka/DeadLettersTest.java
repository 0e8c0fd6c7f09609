package dev.sudoku.kafka;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.schema.DeadLetter;
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
    DeadLetter d =
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
    assertThat(d.getValue().remaining()).isEqualTo(100);
    assertThat(d.getValueSize()).isEqualTo(400 * 1024);
    assertThat(d.getValueSha256()).isEqualTo(Excerpt.sha256(new byte[400 * 1024]));
    assertThat(d.getKey().remaining()).isEqualTo(100);
    assertThat(d.getKeySize()).isEqualTo(480 * 1024);
    assertThat(DeadLetters.keyCut(d)).isTrue();
    assertThat(d.getErrorMessage()).hasSize(OneLine.MAX_CHARS).startsWith("bad request ");
    assertThat(d.getRequestId()).isNull();
    assertThat(d.getRecordTimestamp()).isEqualTo(Instant.ofEpochMilli(1234));
    assertThat(d.getFailedAt()).isEqualTo(T0);
    assertThat(d.getWorker()).isEqualTo("g-a");
  }

  @Test
  void withoutOriginal_keepsSizesAndHashesOnly() {
    DeadLetter d = letters.of("req", 0, 7, new byte[3], new byte[50], -1, "X", "m", "r");
    DeadLetter bare = DeadLetters.withoutOriginal(d);
    assertThat(bare.getValue().remaining()).isZero();
    assertThat(bare.getValueSize()).isEqualTo(50);
    assertThat(bare.getValueSha256()).isEqualTo(d.getValueSha256());
    assertThat(bare.getKey().remaining()).isZero();
    assertThat(bare.getKeySize()).isEqualTo(3);
    assertThat(DeadLetters.keyCut(bare)).isTrue();
    assertThat(DeadLetters.keyCut(d)).isFalse();
    assertThat(bare.getRequestId()).isEqualTo("r");
    assertThat(bare.getRecordTimestamp()).isNull();
  }
}
