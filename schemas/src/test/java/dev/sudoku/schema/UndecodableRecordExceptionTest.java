package dev.sudoku.schema;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.schema.UndecodableRecordException.Reason;
import org.apache.kafka.common.errors.SerializationException;
import org.junit.jupiter.api.Test;

class UndecodableRecordExceptionTest {

  @Test
  void getMessage_withTopic_namesReasonTopicAndDetail() {
    var e =
        new UndecodableRecordException(
            Reason.TRAILING_BYTES, "sudoku.puzzles", "3 bytes left", null);
    assertThat(e).hasMessage("TRAILING_BYTES on topic sudoku.puzzles: 3 bytes left");
    assertThat(e.reason()).isEqualTo(Reason.TRAILING_BYTES);
    assertThat(e.topic()).isEqualTo("sudoku.puzzles");
  }

  @Test
  void getMessage_withoutTopic_omitsIt() {
    var cause = new IllegalStateException("x");
    var e = new UndecodableRecordException(Reason.BAD_HEADER, null, "2 bytes", cause);
    assertThat(e).hasMessage("BAD_HEADER: 2 bytes").hasCause(cause);
    assertThat(e.topic()).isNull();
  }

  @Test
  void type_isKafkaSerializationException() {
    // So KafkaConsumer.poll wraps it in RecordDeserializationException like any deserializer error.
    assertThat(new UndecodableRecordException(Reason.MALFORMED_BODY, "t", "d", null))
        .isInstanceOf(SerializationException.class);
  }
}
