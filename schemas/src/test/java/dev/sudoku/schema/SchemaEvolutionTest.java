package dev.sudoku.schema;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.sudoku.schema.UndecodableRecordException.Reason;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.apache.avro.Schema;
import org.apache.avro.SchemaCompatibility;
import org.apache.avro.SchemaCompatibility.SchemaCompatibilityType;
import org.apache.avro.generic.GenericData;
import org.apache.avro.generic.GenericRecord;
import org.apache.avro.message.BinaryMessageDecoder;
import org.apache.avro.message.BinaryMessageEncoder;
import org.apache.avro.specific.SpecificRecord;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The compatibility policy of docs/schemas.md, checked against every earlier version we keep: every
 * published version the main jar bundles, and the synthetic older generation under
 * src/test/resources/avro (never published; fewer enum symbols and optional fields). Policy: full
 * compatibility, transitively: today's reader reads every earlier writer (backward) and every
 * earlier reader reads today's writer (forward).
 */
class SchemaEvolutionTest {

  static final SchemaHistory TEST_HISTORY =
      SchemaHistory.load(SchemaEvolutionTest.class.getClassLoader(), "avro");

  static Stream<Arguments> earlierVersions() {
    List<Arguments> pairs = new ArrayList<>();
    for (SchemaHistory history : List.of(TEST_HISTORY, SchemaHistory.bundled())) {
      for (Map.Entry<String, List<Schema>> entry : history.all().entrySet()) {
        Schema current = Contracts.currentSchemas().get(entry.getKey());
        for (Schema earlier : entry.getValue()) {
          pairs.add(Arguments.of(entry.getKey(), current, earlier));
        }
      }
    }
    return pairs.stream();
  }

  static Stream<Class<? extends SpecificRecord>> records() {
    return Contracts.RECORDS.stream();
  }

  @Test
  void testHistory_everyRecord_hasAVersion1() {
    assertThat(TEST_HISTORY.all().keySet())
        .containsExactlyInAnyOrderElementsOf(Contracts.currentSchemas().keySet());
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("earlierVersions")
  void currentReader_earlierWriter_isCompatible(String name, Schema current, Schema earlier) {
    var result = SchemaCompatibility.checkReaderWriterCompatibility(current, earlier);
    assertThat(result.getType())
        .as(result.getDescription())
        .isEqualTo(SchemaCompatibilityType.COMPATIBLE);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("earlierVersions")
  void earlierReader_currentWriter_isCompatible(String name, Schema current, Schema earlier) {
    var result = SchemaCompatibility.checkReaderWriterCompatibility(earlier, current);
    assertThat(result.getType())
        .as(result.getDescription())
        .isEqualTo(SchemaCompatibilityType.COMPATIBLE);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("earlierVersions")
  void deserialize_bytesOfEarlierWriter_decodeAndKeepEveryEarlierField(
      String name, Schema current, Schema earlier) throws IOException {
    Class<? extends SpecificRecord> type = typeOf(name);
    // The reader knows the history the earlier version comes from (test or bundled).
    SchemaHistory history =
        TEST_HISTORY.versionsOf(name).contains(earlier) ? TEST_HISTORY : SchemaHistory.bundled();
    AvroDeserializer<? extends SpecificRecord> reader = new AvroDeserializer<>(type, history);
    BinaryMessageEncoder<GenericRecord> oldWriter =
        new BinaryMessageEncoder<>(GenericData.get(), earlier);
    BinaryMessageDecoder<GenericRecord> oldReader =
        new BinaryMessageDecoder<>(GenericData.get(), earlier);
    oldReader.addSchema(current);
    SplittableRandom random = new SplittableRandom(name.hashCode());
    for (int i = 0; i < 200; i++) {
      GenericRecord written = (GenericRecord) RandomGenericRecords.random(earlier, random);
      SpecificRecord decoded = reader.deserialize("t", toArray(oldWriter.encode(written)));
      assertThat(decoded).isInstanceOf(type);
      // Back through today's writer and the earlier reader: every field of the earlier version
      // must have survived unchanged.
      byte[] rewritten = reserialize(type, decoded);
      assertThat(oldReader.decode(rewritten)).isEqualTo(written);
    }
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("earlierVersions")
  void earlierReader_bytesOfCurrentWriter_decodeWithEverySharedFieldUnchanged(
      String name, Schema current, Schema earlier) throws IOException {
    BinaryMessageEncoder<GenericRecord> writer =
        new BinaryMessageEncoder<>(GenericData.get(), current);
    BinaryMessageDecoder<GenericRecord> oldReader =
        new BinaryMessageDecoder<>(GenericData.get(), earlier);
    oldReader.addSchema(current);
    SplittableRandom random = new SplittableRandom(name.hashCode() ^ earlier.hashCode());
    for (int i = 0; i < 200; i++) {
      GenericRecord written = (GenericRecord) RandomGenericRecords.random(current, random);
      GenericRecord seen = oldReader.decode(writer.encode(written));
      for (Schema.Field field : earlier.getFields()) {
        Schema.Field now = current.getField(field.name());
        if (now == null) {
          // removed since: the earlier reader fills in its default
          assertThat(seen.get(field.name()))
              .as(field.name())
              .isEqualTo(GenericData.get().getDefaultValue(field));
        } else if (now.schema().equals(field.schema())) {
          assertThat(seen.get(field.name())).as(field.name()).isEqualTo(written.get(field.name()));
        }
        // a field whose type gained enum symbols since is checked by the tests below
      }
    }
  }

  @Test
  void deserialize_publishedVersion1_getsNoPicturesOfPuzzleOrRequest() throws IOException {
    SchemaHistory bundled = SchemaHistory.bundled();
    Schema puzzleV1 = bundled.versionsOf("dev.sudoku.schema.Puzzle").get(0);
    GenericRecord oldPuzzle =
        (GenericRecord) RandomGenericRecords.random(puzzleV1, new SplittableRandom(3));
    Puzzle puzzle =
        new AvroDeserializer<>(Puzzle.class).deserialize("t", encode(puzzleV1, oldPuzzle));
    assertThat(puzzleV1.getField("svg")).isNull();
    assertThat(puzzle.getSvg()).isNull();
    assertThat(puzzle.getSolutionSvg()).isNull();
    assertThat(puzzle.getPuzzle()).isEqualTo(oldPuzzle.get("puzzle").toString());

    Schema requestV1 = bundled.versionsOf("dev.sudoku.schema.GenerationRequest").get(0);
    GenericRecord oldRequest =
        (GenericRecord) RandomGenericRecords.random(requestV1, new SplittableRandom(4));
    GenerationRequest request =
        new AvroDeserializer<>(GenerationRequest.class)
            .deserialize("t", encode(requestV1, oldRequest));
    assertThat(request.getSvg()).isEmpty();
    assertThat(request.getCount()).isEqualTo(oldRequest.get("count"));
  }

  @Test
  void publishedVersion1Reader_puzzleWithPictures_readsEveryOtherFieldAndSkipsThem()
      throws IOException {
    Schema v1 = SchemaHistory.bundled().versionsOf("dev.sudoku.schema.Puzzle").get(0);
    Puzzle puzzle = Samples.puzzle();
    puzzle.setSvg("<svg xmlns=\"http://www.w3.org/2000/svg\"/>");
    puzzle.setSolutionSvg("<svg xmlns=\"http://www.w3.org/2000/svg\"><g/></svg>");
    GenericRecord seen = readAsEarlier(v1, Puzzle.class, puzzle);
    assertThat(seen.hasField("svg")).isFalse();
    for (Schema.Field field : v1.getFields()) {
      Object now = puzzle.get(field.name());
      Object old = seen.get(field.name());
      if (old instanceof GenericData.EnumSymbol || old instanceof List) {
        assertThat(old).hasToString(now.toString());
      } else if (field.name().equals("createdAt")) {
        assertThat(old).isEqualTo(puzzle.getCreatedAt().toEpochMilli());
      } else {
        assertThat(old).as(field.name()).isEqualTo(now);
      }
    }
  }

  @Test
  void publishedVersion1Reader_requestAskingForPictures_readsTheRestOfTheRequest()
      throws IOException {
    Schema v1 = SchemaHistory.bundled().versionsOf("dev.sudoku.schema.GenerationRequest").get(0);
    GenerationRequest request =
        GenerationRequest.newBuilder()
            .setRequestId("r-1")
            .setCount(3)
            .setLevel(Level.HARD)
            .setSvg(List.of(Picture.PUZZLE, Picture.SOLUTION))
            .build();
    GenericRecord seen = readAsEarlier(v1, GenerationRequest.class, request);
    // An earlier worker serves the request without the pictures it does not know of.
    assertThat(seen.hasField("svg")).isFalse();
    assertThat(seen.get("requestId")).isEqualTo("r-1");
    assertThat(seen.get("count")).isEqualTo(3);
    assertThat(seen.get("level")).hasToString("HARD");
  }

  @ParameterizedTest
  @MethodSource("records")
  void deserialize_earlierWriterWithoutHistory_throwsUnknownSchema(
      Class<? extends SpecificRecord> type) throws IOException {
    Schema earlier = TEST_HISTORY.versionsOf(Contracts.schemaOf(type).getFullName()).get(0);
    GenericRecord written =
        (GenericRecord) RandomGenericRecords.random(earlier, new SplittableRandom(1));
    byte[] bytes =
        toArray(
            new BinaryMessageEncoder<GenericRecord>(GenericData.get(), earlier).encode(written));
    AvroDeserializer<? extends SpecificRecord> reader =
        new AvroDeserializer<>(type, SchemaHistory.empty());
    assertThatThrownBy(() -> reader.deserialize("t", bytes))
        .isInstanceOfSatisfying(
            UndecodableRecordException.class,
            e -> assertThat(e.reason()).isEqualTo(Reason.UNKNOWN_SCHEMA));
  }

  @Test
  void deserialize_puzzleOfVersion1_getsDefaultsForFieldsAddedSince() throws IOException {
    Schema v1 = TEST_HISTORY.versionsOf("dev.sudoku.schema.Puzzle").get(0);
    GenericRecord old = (GenericRecord) RandomGenericRecords.random(v1, new SplittableRandom(7));
    old.put(
        "hardestTechnique",
        new GenericData.EnumSymbol(v1.getField("hardestTechnique").schema(), "X_WING"));
    Puzzle puzzle =
        new AvroDeserializer<>(Puzzle.class, TEST_HISTORY)
            .deserialize(
                "t",
                toArray(
                    new BinaryMessageEncoder<GenericRecord>(GenericData.get(), v1).encode(old)));
    assertThat(puzzle.getVariant()).isEqualTo(Variant.CLASSIC);
    assertThat(puzzle.getGradeStatus()).isEqualTo(GradeStatus.RATED);
    assertThat(puzzle.getCanonicalForm()).isNull();
    assertThat(puzzle.getRequestIndex()).isNull();
    assertThat(puzzle.getSteps()).isNull();
    assertThat(puzzle.getHardestTechnique()).isEqualTo(Technique.X_WING);
    assertThat(puzzle.getCreatedAt().toEpochMilli()).isEqualTo(old.get("createdAt"));
    assertThat(puzzle.getId()).isEqualTo(old.get("id").toString());
  }

  @Test
  void earlierReader_techniqueAddedSince_readsEnumDefault() throws IOException {
    Schema v1 = TEST_HISTORY.versionsOf("dev.sudoku.schema.Puzzle").get(0);
    Puzzle puzzle = Samples.puzzle();
    puzzle.setHardestTechnique(Technique.NESTED_FORCING_CHAIN);
    puzzle.setTechniqueCounts(List.of(new TechniqueCount(Technique.NESTED_FORCING_CHAIN, 1)));
    GenericRecord seenByOldReader = readAsEarlier(v1, Puzzle.class, puzzle);
    assertThat(seenByOldReader.get("hardestTechnique")).hasToString("UNKNOWN");
    assertThat(
            ((GenericRecord) ((List<?>) seenByOldReader.get("techniqueCounts")).get(0))
                .get("technique"))
        .hasToString("UNKNOWN");
    assertThat(seenByOldReader.get("puzzle")).hasToString(puzzle.getPuzzle());
  }

  @Test
  void earlierReader_stopReasonAddedSince_readsEnumDefault() throws IOException {
    Schema v1 = TEST_HISTORY.versionsOf("dev.sudoku.schema.GenerationSummary").get(0);
    GenerationSummary summary =
        new GenerationSummary(
            "r-9",
            "c",
            10,
            3,
            StopReason.BUDGET_EXHAUSTED,
            "too strict",
            null,
            java.time.Instant.EPOCH);
    GenericRecord seen = readAsEarlier(v1, GenerationSummary.class, summary);
    assertThat(seen.get("reason")).hasToString("UNKNOWN");
    assertThat(seen.get("produced")).isEqualTo(3);
  }

  private static Class<? extends SpecificRecord> typeOf(String fullName) {
    for (Class<? extends SpecificRecord> type : Contracts.RECORDS) {
      if (type.getName().equals(fullName)) {
        return type;
      }
    }
    throw new IllegalArgumentException(fullName);
  }

  private static <T extends SpecificRecord> byte[] reserialize(
      Class<T> type, SpecificRecord value) {
    return new AvroSerializer<>(type).serialize("t", type.cast(value));
  }

  /** Today's {@code value} as a consumer built with the {@code earlier} schema reads it. */
  private static <T extends SpecificRecord> GenericRecord readAsEarlier(
      Schema earlier, Class<T> type, T value) throws IOException {
    BinaryMessageDecoder<GenericRecord> reader =
        new BinaryMessageDecoder<>(GenericData.get(), earlier);
    reader.addSchema(Contracts.schemaOf(type));
    return reader.decode(new AvroSerializer<>(type).serialize("t", value));
  }

  private static byte[] encode(Schema schema, GenericRecord record) throws IOException {
    return toArray(
        new BinaryMessageEncoder<GenericRecord>(GenericData.get(), schema).encode(record));
  }

  private static byte[] toArray(ByteBuffer buffer) {
    byte[] bytes = new byte[buffer.remaining()];
    buffer.get(bytes);
    return bytes;
  }
}
