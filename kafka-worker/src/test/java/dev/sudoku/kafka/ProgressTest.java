package dev.sudoku.kafka;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.sudoku.schema.StopReason;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

class ProgressTest {

  @Test
  void decode_encodedRunning_isIdentity() {
    Progress p = new Progress(1234, null, 1_700_000_000_000L, 1_700_000_000_500L);
    assertThat(Progress.decode(p.encode())).isEqualTo(p);
    assertThat(p.done()).isFalse();
  }

  @Test
  void decode_encodedEveryStopReason_isIdentity() {
    for (StopReason r : StopReason.values()) {
      Progress p = new Progress(7, r, 5, 6);
      assertThat(Progress.decode(p.encode())).isEqualTo(p);
      assertThat(p.done()).isTrue();
    }
  }

  @Test
  void encode_invalid_writesTheProgressFormatsNameRejected() {
    Progress p = new Progress(0, StopReason.INVALID, 5, 0);
    assertThat(new String(p.encode(), StandardCharsets.UTF_8)).isEqualTo("v1|0|REJECTED|5|0");
  }

  @Test
  void decode_recordWithoutStartTime_readsStartZero() {
    assertThat(Progress.decode("v1|3|RUNNING|77".getBytes(StandardCharsets.UTF_8)))
        .isEqualTo(new Progress(3, null, 77, 0));
  }

  @Test
  void decode_unknownVersion_throws() {
    assertThatThrownBy(() -> Progress.decode("v2|1|RUNNING|0".getBytes(StandardCharsets.UTF_8)))
        .isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  void offsetOf_key_returnsRequestOffset() {
    assertThat(Progress.offsetOf(Progress.key("my.topic/with/slash", 3, 98765))).isEqualTo(98765);
  }
}
