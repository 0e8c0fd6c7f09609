package dev.sudoku.kafka;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Map;
import org.junit.jupiter.api.Test;

class OutputFormatTest {

  @Test
  void from_notSet_isAvro() {
    assertThat(OutputFormat.from(WorkerConfig.of(Map.of()))).isEqualTo(OutputFormat.AVRO);
  }

  @Test
  void from_jsonInAnyCase_isJson() {
    WorkerConfig config = WorkerConfig.of(Map.of(WorkerConfig.OUTPUT_FORMAT, " JSON"));
    assertThat(OutputFormat.from(config)).isEqualTo(OutputFormat.JSON);
  }

  @Test
  void of_unknownFormat_failsNamingKeyAndValue() {
    assertThatThrownBy(() -> WorkerConfig.of(Map.of(WorkerConfig.OUTPUT_FORMAT, "protobuf")))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("worker.output.format")
        .hasMessageContaining("protobuf");
  }
}
