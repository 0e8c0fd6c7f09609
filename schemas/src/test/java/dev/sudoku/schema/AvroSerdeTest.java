package dev.sudoku.schema;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.apache.avro.specific.SpecificRecord;
import org.apache.kafka.common.errors.SerializationException;
import org.junit.jupiter.api.Test;

class AvroSerdeTest {

  // One serde per type for the whole class, as a producer or consumer would hold it: building one
  // resolves schemas, which is far costlier than a round trip.
  private static final Map<Class<?>, AvroSerde<?>> SERDES = new ConcurrentHashMap<>();

  @SuppressWarnings("unchecked")
  private static <T extends SpecificRecord> T roundTrip(Class<T> type, T value) {
    AvroSerde<T> serde = (AvroSerde<T>) SERDES.computeIfAbsent(type, k -> AvroSerde.of(type));
    byte[] bytes = serde.serializer().serialize("t", value);
    return serde.deserializer().deserialize("t", bytes);
  }

  @Property(tries = 200)
  void serialize_anyGenerationRequest_deserializesToEqualRecord(
      @ForAll("requests") GenerationRequest value) {
    assertThat(roundTrip(GenerationRequest.class, value)).isEqualTo(value);
  }

  @Property(tries = 200)
  void serialize_anyPuzzle_deserializesToEqualRecord(@ForAll("puzzles") Puzzle value) {
    assertThat(roundTrip(Puzzle.class, value)).isEqualTo(value);
  }

  @Property(tries = 200)
  void serialize_anyGradedPuzzle_deserializesToEqualRecord(@ForAll("graded") GradedPuzzle value) {
    assertThat(roundTrip(GradedPuzzle.class, value)).isEqualTo(value);
  }

  @Property(tries = 200)
  void serialize_anyGenerationSummary_deserializesToEqualRecord(
      @ForAll("summaries") GenerationSummary value) {
    assertThat(roundTrip(GenerationSummary.class, value)).isEqualTo(value);
  }

  @Property(tries = 200)
  void serialize_anyDeadLetter_deserializesToEqualRecord(@ForAll("deadLetters") DeadLetter value) {
    assertThat(roundTrip(DeadLetter.class, value)).isEqualTo(value);
  }

  @Property(tries = 100)
  void serialize_anyPuzzle_startsWithSingleObjectHeaderAndCurrentFingerprint(
      @ForAll("puzzles") Puzzle value) {
    byte[] bytes = AvroSerde.of(Puzzle.class).serializer().serialize("t", value);
    long fingerprint =
        org.apache.avro.SchemaNormalization.parsingFingerprint64(Puzzle.getClassSchema());
    assertThat(bytes[0]).isEqualTo((byte) 0xC3);
    assertThat(bytes[1]).isEqualTo((byte) 0x01);
    for (int i = 0; i < 8; i++) {
      assertThat(bytes[2 + i])
          .as("fingerprint byte %d (little-endian)", i)
          .isEqualTo((byte) (fingerprint >>> (8 * i)));
    }
  }

  @Test
  void serialize_null_returnsNullAndDeserializeNullReturnsNull() {
    AvroSerde<Puzzle> serde = AvroSerde.of(Puzzle.class);
    assertThat(serde.serializer().serialize("t", null)).isNull();
    assertThat(serde.deserializer().deserialize("t", null)).isNull();
  }

  @Test
  void serialize_requiredFieldNull_throwsSerializationExceptionNamingTheRecord() {
    GenerationSummary incomplete = new GenerationSummary();
    assertThatThrownBy(
            () ->
                AvroSerde.of(GenerationSummary.class)
                    .serializer()
                    .serialize("summaries", incomplete))
        .isInstanceOf(SerializationException.class)
        .hasMessageContaining("dev.sudoku.schema.GenerationSummary")
        .hasMessageContaining("summaries");
  }

  @Test
  void type_ofPuzzle_isPuzzle() {
    assertThat(AvroSerde.of(Puzzle.class).type()).isEqualTo(Puzzle.class);
  }

  @Provide
  Arbitrary<GenerationRequest> requests() {
    return RecordArbitraries.requests();
  }

  @Provide
  Arbitrary<Puzzle> puzzles() {
    return RecordArbitraries.puzzles();
  }

  @Provide
  Arbitrary<GradedPuzzle> graded() {
    return RecordArbitraries.gradedPuzzles();
  }

  @Provide
  Arbitrary<GenerationSummary> summaries() {
    return RecordArbitraries.summaries();
  }

  @Provide
  Arbitrary<DeadLetter> deadLetters() {
    return RecordArbitraries.deadLetters();
  }
}
