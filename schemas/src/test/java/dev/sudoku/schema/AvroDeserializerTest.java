package dev.sudoku.schema;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.InstanceOfAssertFactories.type;

import dev.sudoku.schema.UndecodableRecordException.Reason;
import java.io.ByteArrayOutputStream;
import java.time.Instant;
import java.util.Arrays;
import java.util.SplittableRandom;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.apache.avro.SchemaNormalization;
import org.junit.jupiter.api.Test;

class AvroDeserializerTest {

  private final AvroDeserializer<Puzzle> puzzles =
      new AvroDeserializer<>(Puzzle.class, SchemaHistory.empty());
  private final AvroSerializer<Puzzle> writer = new AvroSerializer<>(Puzzle.class);

  private static Reason reasonOf(byte[] bytes, AvroDeserializer<?> deserializer) {
    try {
      deserializer.deserialize("puzzles", bytes);
    } catch (UndecodableRecordException e) {
      return e.reason();
    }
    return null;
  }

  @Test
  void deserialize_emptyBytes_throwsBadHeader() {
    assertThatThrownBy(() -> puzzles.deserialize("puzzles", new byte[0]))
        .asInstanceOf(type(UndecodableRecordException.class))
        .satisfies(e -> assertThat(e.reason()).isEqualTo(Reason.BAD_HEADER))
        .satisfies(e -> assertThat(e.topic()).isEqualTo("puzzles"))
        .satisfies(e -> assertThat(e).hasMessageContaining("on topic puzzles"));
  }

  @Test
  void deserialize_plainText_throwsBadHeader() {
    byte[] text =
        "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"
            .getBytes(java.nio.charset.StandardCharsets.US_ASCII);
    assertThat(reasonOf(text, puzzles)).isEqualTo(Reason.BAD_HEADER);
  }

  @Test
  void deserialize_headerOnlyPartly_throwsBadHeader() {
    byte[] bytes = writer.serialize("puzzles", Samples.puzzle());
    assertThat(reasonOf(Arrays.copyOf(bytes, 6), puzzles)).isEqualTo(Reason.BAD_HEADER);
  }

  @Test
  void deserialize_unknownFingerprint_throwsUnknownSchemaWithTheFingerprint() {
    byte[] bytes = writer.serialize("puzzles", Samples.puzzle());
    bytes[5] ^= 0x5A;
    assertThatThrownBy(() -> puzzles.deserialize("puzzles", bytes))
        .asInstanceOf(type(UndecodableRecordException.class))
        .satisfies(e -> assertThat(e.reason()).isEqualTo(Reason.UNKNOWN_SCHEMA))
        .satisfies(e -> assertThat(e).hasMessageMatching(".*fingerprint [0-9a-f]{16}.*"));
  }

  @Test
  void deserialize_recordOfAnotherType_throwsUnknownSchema() {
    byte[] summary =
        new AvroSerializer<>(GenerationSummary.class)
            .serialize(
                "summaries",
                new GenerationSummary(
                    "r", null, 1, 1, StopReason.COMPLETED, null, null, Instant.EPOCH));
    assertThat(reasonOf(summary, puzzles)).isEqualTo(Reason.UNKNOWN_SCHEMA);
  }

  @Test
  void deserialize_everyTruncation_throwsTypedErrorNeverAPartialRecord() {
    byte[] bytes = writer.serialize("puzzles", Samples.puzzle());
    for (int length = 0; length < bytes.length; length++) {
      Reason reason = reasonOf(Arrays.copyOf(bytes, length), puzzles);
      assertThat(reason)
          .as("truncated to %d of %d bytes", length, bytes.length)
          .isEqualTo(length < 10 ? Reason.BAD_HEADER : Reason.MALFORMED_BODY);
    }
  }

  @Test
  void deserialize_extraBytesAfterRecord_throwsTrailingBytes() {
    byte[] bytes = writer.serialize("puzzles", Samples.puzzle());
    byte[] longer = Arrays.copyOf(bytes, bytes.length + 3);
    assertThat(reasonOf(longer, puzzles)).isEqualTo(Reason.TRAILING_BYTES);
  }

  @Test
  void deserialize_forgedHugeStringLength_throwsMalformedBody() {
    // Right header, then a first string field claiming ~1 GB: must fail fast, not allocate it.
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    out.writeBytes(Arrays.copyOf(writer.serialize("puzzles", Samples.puzzle()), 10));
    long zigzag = 1_000_000_000L << 1;
    while ((zigzag & ~0x7FL) != 0) {
      out.write((int) ((zigzag & 0x7F) | 0x80));
      zigzag >>>= 7;
    }
    out.write((int) zigzag);
    out.writeBytes("abc".getBytes(java.nio.charset.StandardCharsets.US_ASCII));
    assertThat(reasonOf(out.toByteArray(), puzzles)).isEqualTo(Reason.MALFORMED_BODY);
  }

  @Property(tries = 500)
  void deserialize_randomBodyAfterValidHeader_returnsRecordOrThrowsTypedError(@ForAll long seed) {
    byte[] valid = writer.serialize("puzzles", Samples.puzzle());
    SplittableRandom random = new SplittableRandom(seed);
    byte[] body = new byte[random.nextInt(0, 300)];
    for (int i = 0; i < body.length; i++) {
      body[i] = (byte) random.nextInt(256);
    }
    byte[] bytes = Arrays.copyOf(valid, 10 + body.length);
    System.arraycopy(body, 0, bytes, 10, body.length);
    try {
      Puzzle decoded = puzzles.deserialize("puzzles", bytes);
      assertThat(decoded).isNotNull();
    } catch (UndecodableRecordException e) {
      assertThat(e.reason()).isIn(Reason.MALFORMED_BODY, Reason.TRAILING_BYTES);
    }
  }

  @Property(tries = 500)
  void deserialize_flippedByteInValidRecord_returnsRecordOrThrowsTypedError(@ForAll long seed) {
    byte[] bytes = writer.serialize("puzzles", Samples.puzzle());
    SplittableRandom random = new SplittableRandom(seed);
    bytes[random.nextInt(bytes.length)] ^= (byte) random.nextInt(1, 256);
    try {
      assertThat(puzzles.deserialize("puzzles", bytes)).isNotNull();
    } catch (UndecodableRecordException e) {
      assertThat(e.reason()).isNotNull();
    }
  }

  @Test
  void deserialize_validRecord_usesCurrentFingerprint() {
    byte[] bytes = writer.serialize("puzzles", Samples.puzzle());
    long fingerprint = SchemaNormalization.parsingFingerprint64(Puzzle.getClassSchema());
    assertThat(bytes).startsWith(0xC3 - 256, 0x01, (byte) fingerprint);
    assertThat(puzzles.deserialize("puzzles", bytes)).isEqualTo(Samples.puzzle());
  }
}
