package dev.sudoku.kafka;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Map;
import org.junit.jupiter.api.Test;

class OutputFormatTest {

  @Test
  void from_notSet_isAvro() {
    WorkerConfig config = WorkerConfig.of(Map.of());
    assertThat(OutputFormat.from(config)).isEqualTo(OutputFormat.AVRO);
    assertThat(OutputFormat.from(config).codec()).isInstanceOf(AvroOutput.class);
  }

  @Test
  void from_jsonInAnyCase_isJson() {
    WorkerConfig config = WorkerConfig.of(Map.of(WorkerConfig.OUTPUT_FORMAT, " JSON"));
    assertThat(OutputFormat.from(config)).isEqualTo(OutputFormat.JSON);
    assertThat(OutputFormat.from(config).codec()).isInstanceOf(JsonOutput.class);
  }

  @Test
  void from_unknownFormat_failsNamingKeyAndValue() {
    WorkerConfig config = WorkerConfig.of(Map.of(WorkerConfig.OUTPUT_FORMAT, "protobuf"));
    assertThatThrownBy(() -> OutputFormat.from(config))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("worker.output.format must be avro or json, got 'protobuf'");
  }

  @Test
  void output_avroPluginsWithJsonFormat_areTheJsonCodec() {
    WorkerConfig config = WorkerConfig.of(Map.of(WorkerConfig.OUTPUT_FORMAT, "json"));
    assertThat(new AvroPlugins().output(config)).isInstanceOf(JsonOutput.class);
  }
}
