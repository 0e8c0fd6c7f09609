package dev.sudoku.schema;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.InstanceOfAssertFactories.type;

import dev.sudoku.schema.UndecodableRecordException.Reason;
import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import java.time.Instant;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.statistics.Statistics;
import org.apache.avro.SchemaNormalization;
import org.apache.avro.generic.GenericData;
import org.apache.avro.generic.GenericRecord;
import org.apache.avro.message.BinaryMessageEncoder;
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

  /** Header of a Puzzle, then a first string field (the id) that claims {@code length} bytes. */
  private byte[] forgedStringLength(long length) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    out.writeBytes(Arrays.copyOf(writer.serialize("puzzles", Samples.puzzle()), 10));
    long zigzag = length << 1;
    while ((zigzag & ~0x7FL) != 0) {
      out.write((int) ((zigzag & 0x7F) | 0x80));
      zigzag >>>= 7;
    }
    out.write((int) zigzag);
    out.writeBytes("abc".getBytes(java.nio.charset.StandardCharsets.US_ASCII));
    return out.toByteArray();
  }

  @Test
  void deserialize_forgedHugeStringLength_throwsLimitExceededWithoutAllocating() {
    // ~1 GB claimed in a 30-byte record: must fail fast, not allocate it.
    assertThat(reasonOf(forgedStringLength(1_000_000_000L), puzzles))
        .isEqualTo(Reason.LIMIT_EXCEEDED);
  }

  @Test
  void deserialize_forgedStringLengthWithinLimitPastTheEnd_throwsMalformedBody() {
    assertThat(reasonOf(forgedStringLength(100_000), puzzles)).isEqualTo(Reason.MALFORMED_BODY);
  }

  /**
   * Each case takes a random valid record (as a writer holding only the schema would build it) and
   * applies a mutation whose outcome is known: none (must decode to the same record, byte for
   * byte), bytes appended (TRAILING_BYTES), or a cut anywhere in the body (MALFORMED_BODY: every
   * field takes at least one byte, so no proper prefix is a record). The coverage check fails the
   * property when a kind of mutation was tried too rarely to mean anything.
   */
  @Property(tries = 300)
  void deserialize_mutatedRandomRecord_givesTheOutcomeTheMutationImplies(@ForAll long seed)
      throws java.io.IOException {
    SplittableRandom random = new SplittableRandom(seed);
    GenericRecord source =
        (GenericRecord) RandomGenericRecords.random(Puzzle.getClassSchema(), random);
    byte[] valid =
        toArray(
            new BinaryMessageEncoder<GenericRecord>(GenericData.get(), Puzzle.getClassSchema())
                .encode(source));
    String kind = MUTATIONS.get(random.nextInt(MUTATIONS.size()));
    Statistics.label("mutation").collect(kind);
    switch (kind) {
      case "none" -> {
        Puzzle decoded = puzzles.deserialize("puzzles", valid);
        assertThat(writer.serialize("puzzles", decoded)).isEqualTo(valid);
      }
      case "appended" -> {
        byte[] longer = Arrays.copyOf(valid, valid.length + random.nextInt(1, 20));
        assertThat(reasonOf(longer, puzzles)).isEqualTo(Reason.TRAILING_BYTES);
      }
      default -> {
        byte[] cut = Arrays.copyOf(valid, random.nextInt(10, valid.length));
        assertThat(reasonOf(cut, puzzles))
            .as("cut to %d bytes", cut.length)
            .isEqualTo(Reason.MALFORMED_BODY);
      }
    }
    Statistics.label("mutation")
        .coverage(
            c -> {
              for (String m : MUTATIONS) {
                c.check(m).count(n -> n >= 60);
              }
            });
  }

  private static final List<String> MUTATIONS = List.of("none", "appended", "cut");

  /**
   * A flipped header byte has an exact outcome (marker: BAD_HEADER; fingerprint: UNKNOWN_SCHEMA); a
   * flipped body byte may still decode (a digit of a rating, a character), and must otherwise be a
   * typed error (a length over the limit included). Never anything else (an Avro runtime exception,
   * an allocation failure).
   */
  @Property(tries = 500)
  void deserialize_flippedByteInValidRecord_returnsRecordOrThrowsTheTypedError(@ForAll long seed) {
    byte[] bytes = writer.serialize("puzzles", Samples.puzzle());
    SplittableRandom random = new SplittableRandom(seed);
    // The region first, then a byte in it: each region gets a third of the cases.
    String where = List.of("marker", "fingerprint", "body").get(random.nextInt(3));
    int at =
        switch (where) {
          case "marker" -> random.nextInt(2);
          case "fingerprint" -> random.nextInt(2, 10);
          default -> random.nextInt(10, bytes.length);
        };
    bytes[at] ^= (byte) random.nextInt(1, 256);
    Statistics.label("flipped").collect(where);
    Reason reason;
    try {
      assertThat(puzzles.deserialize("puzzles", bytes)).isNotNull();
      reason = null;
    } catch (UndecodableRecordException e) {
      reason = e.reason();
    }
    switch (where) {
      case "marker" -> assertThat(reason).isEqualTo(Reason.BAD_HEADER);
      case "fingerprint" -> assertThat(reason).isEqualTo(Reason.UNKNOWN_SCHEMA);
      // A flipped length byte may announce a string or array over the limit: refused before
      // anything is allocated (seed -1050362587 flips one to LIMIT_EXCEEDED).
      default ->
          assertThat(reason)
              .isIn(null, Reason.MALFORMED_BODY, Reason.TRAILING_BYTES, Reason.LIMIT_EXCEEDED);
    }
    Statistics.label("flipped")
        .coverage(
            c -> {
              c.check("marker").count(n -> n >= 100);
              c.check("fingerprint").count(n -> n >= 100);
              c.check("body").count(n -> n >= 100);
            });
  }

  @Test
  void deserialize_stringOverTheLimit_throwsLimitExceededNamingTheLength() {
    AvroDeserializer<Puzzle> tight =
        new AvroDeserializer<>(
            Puzzle.class, SchemaHistory.empty(), new DecodeLimits(4096, 80, 4096, 100));
    assertThatThrownBy(() -> tight.deserialize("puzzles", writer.serialize("p", Samples.puzzle())))
        .asInstanceOf(type(UndecodableRecordException.class))
        .satisfies(e -> assertThat(e.reason()).isEqualTo(Reason.LIMIT_EXCEEDED))
        .satisfies(e -> assertThat(e).hasMessageContaining("string of 81 bytes"));
    AvroDeserializer<Puzzle> enough =
        new AvroDeserializer<>(
            Puzzle.class, SchemaHistory.empty(), new DecodeLimits(4096, 81, 4096, 100));
    assertThat(enough.deserialize("p", writer.serialize("p", Samples.puzzle())))
        .isEqualTo(Samples.puzzle());
  }

  @Test
  void deserialize_arrayOverTheItemLimit_throwsLimitExceeded() {
    byte[] bytes = writer.serialize("p", Samples.puzzle()); // two technique counts
    DecodeLimits one = new DecodeLimits(4096, 4096, 4096, 1);
    assertThat(reasonOf(bytes, new AvroDeserializer<>(Puzzle.class, SchemaHistory.empty(), one)))
        .isEqualTo(Reason.LIMIT_EXCEEDED);
    DecodeLimits two = new DecodeLimits(4096, 4096, 4096, 2);
    assertThat(reasonOf(bytes, new AvroDeserializer<>(Puzzle.class, SchemaHistory.empty(), two)))
        .isNull();
  }

  @Test
  void deserialize_recordOverTheSizeLimit_throwsLimitExceededBeforeDecoding() {
    byte[] bytes = writer.serialize("p", Samples.puzzle());
    AvroDeserializer<Puzzle> small =
        new AvroDeserializer<>(
            Puzzle.class, SchemaHistory.empty(), DecodeLimits.forRecordsOf(bytes.length - 1));
    assertThatThrownBy(() -> small.deserialize("p", bytes))
        .asInstanceOf(type(UndecodableRecordException.class))
        .satisfies(e -> assertThat(e.reason()).isEqualTo(Reason.LIMIT_EXCEEDED))
        .satisfies(e -> assertThat(e).hasMessageContaining(bytes.length + " bytes"));
    assertThat(
            reasonOf(
                bytes,
                new AvroDeserializer<>(
                    Puzzle.class, SchemaHistory.empty(), DecodeLimits.forRecordsOf(bytes.length))))
        .isNull();
  }

  @Test
  void deserialize_forgedHugeArrayCount_throwsLimitExceededWithoutWalkingIt() {
    // Header, then the first string (id) empty, then fields up to the array are garbage-free only
    // in a real record: take a real one and forge the techniqueCounts block count.
    Puzzle p = Puzzle.newBuilder(Samples.puzzle()).setTechniqueCounts(List.of()).build();
    byte[] bytes = writer.serialize("p", p);
    byte[] withCount = writer.serialize("p", Samples.puzzle());
    // The empty array is a single 0 byte; in the sample the block count 2 (zigzag 4) is there.
    int at = indexOfDifference(bytes, withCount);
    byte[] forged = Arrays.copyOf(bytes, bytes.length + 4);
    System.arraycopy(bytes, at + 1, forged, at + 5, bytes.length - at - 1);
    long zigzag = 1_000_000_000L << 1;
    for (int i = 0; i < 5; i++) {
      forged[at + i] = (byte) ((zigzag & 0x7F) | (i < 4 ? 0x80 : 0));
      zigzag >>>= 7;
    }
    assertThat(reasonOf(forged, puzzles)).isEqualTo(Reason.LIMIT_EXCEEDED);
  }

  private static int indexOfDifference(byte[] a, byte[] b) {
    int i = 0;
    while (a[i] == b[i]) {
      i++;
    }
    return i;
  }

  @Test
  void limits_default_areFiniteAndUsedByTheShortConstructors() {
    assertThat(new AvroDeserializer<>(Puzzle.class).limits()).isEqualTo(DecodeLimits.DEFAULT);
    assertThat(DecodeLimits.DEFAULT.maxStringBytes()).isEqualTo(1 << 20);
    assertThatThrownBy(() -> new DecodeLimits(0, 1, 1, 1))
        .isInstanceOf(IllegalArgumentException.class);
  }

  private static byte[] toArray(ByteBuffer buffer) {
    byte[] bytes = new byte[buffer.remaining()];
    buffer.get(bytes);
    return bytes;
  }

  @Test
  void deserialize_validRecord_usesCurrentFingerprint() {
    byte[] bytes = writer.serialize("puzzles", Samples.puzzle());
    long fingerprint = SchemaNormalization.parsingFingerprint64(Puzzle.getClassSchema());
    assertThat(bytes).startsWith(0xC3 - 256, 0x01, (byte) fingerprint);
    assertThat(puzzles.deserialize("puzzles", bytes)).isEqualTo(Samples.puzzle());
  }
}
