package dev.sudoku.schema;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Instant;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

class TopicsTest {

  private static final List<Topic<?, ?>> ALL =
      List.of(Topics.REQUESTS, Topics.PUZZLES, Topics.SUMMARIES, Topics.DEAD_LETTERS);

  @Test
  void topics_all_haveDistinctNames() {
    assertThat(ALL.stream().map(Topic::name).collect(Collectors.toSet())).hasSize(ALL.size());
  }

  @Test
  void puzzles_keyAndValue_roundTripThroughTheTopicSerdes() {
    Puzzle puzzle = Samples.puzzle();
    byte[] key = Topics.PUZZLES.keySerde().serializer().serialize(Topics.PUZZLES.name(), "req-1");
    byte[] value =
        Topics.PUZZLES.valueSerde().serializer().serialize(Topics.PUZZLES.name(), puzzle);
    assertThat(key).asString().isEqualTo("req-1");
    assertThat(Topics.PUZZLES.valueSerde().deserializer().deserialize(Topics.PUZZLES.name(), value))
        .isEqualTo(puzzle);
  }

  @Test
  void deadLetters_keyBytes_passUnchanged() {
    byte[] original = {(byte) 0xC3, 0x00, 0x7F};
    byte[] key =
        Topics.DEAD_LETTERS.keySerde().serializer().serialize(Topics.DEAD_LETTERS.name(), original);
    assertThat(key).containsExactly(original);
  }

  @Test
  void summaries_value_roundTrips() {
    GenerationSummary summary =
        new GenerationSummary(
            "r",
            null,
            5,
            5,
            StopReason.COMPLETED,
            null,
            Instant.ofEpochMilli(1),
            Instant.ofEpochMilli(2));
    byte[] bytes = Topics.SUMMARIES.valueSerde().serializer().serialize("x", summary);
    assertThat(Topics.SUMMARIES.valueSerde().deserializer().deserialize("x", bytes))
        .isEqualTo(summary);
  }

  @Test
  void requests_valueOfWrongType_isUndecodable() {
    byte[] summaryBytes =
        Topics.SUMMARIES
            .valueSerde()
            .serializer()
            .serialize(
                "x",
                new GenerationSummary(
                    "r", null, 5, 0, StopReason.INVALID, "count 0", null, Instant.EPOCH));
    assertThatThrownBy(
            () ->
                Topics.REQUESTS
                    .valueSerde()
                    .deserializer()
                    .deserialize(Topics.REQUESTS.name(), summaryBytes))
        .isInstanceOf(UndecodableRecordException.class)
        .hasMessageContaining(Topics.REQUESTS.name());
  }

  @Test
  void withName_otherName_keepsSerdes() {
    Topic<String, Puzzle> renamed = Topics.PUZZLES.withName("staging.sudoku.puzzles");
    assertThat(renamed.name()).isEqualTo("staging.sudoku.puzzles");
    assertThat(renamed.valueSerde()).isSameAs(Topics.PUZZLES.valueSerde());
  }

  @Test
  void new_illegalName_throws() {
    assertThatThrownBy(() -> Topics.PUZZLES.withName("puzzles for you"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("'puzzles for you'");
    assertThatThrownBy(() -> Topics.PUZZLES.withName(""))
        .isInstanceOf(IllegalArgumentException.class);
  }
}
