package dev.sudoku.schema;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.apache.avro.Schema;
import org.apache.avro.SchemaNormalization;
import org.junit.jupiter.api.Test;

class SchemaHistoryTest {

  private final ClassLoader loader = SchemaHistoryTest.class.getClassLoader();

  /**
   * Every file of the bundled history with the SHA-256 of its bytes and the CRC-64-AVRO fingerprint
   * of its parsing canonical form (the single-object header of records written with it). Published
   * versions are immutable: a changed byte fails here. A new version is a new line, never an edit.
   */
  static final Map<String, Pin> PINNED =
      Map.of(
          "v1/DeadLetter.avsc",
          new Pin(
              "7a0b23337ce4c83f81362cf8eec8660456c7c051b6a59e2d58385b90bc87c895",
              0xe8e7b62dda03a1f7L),
          "v2/DeadLetter.avsc",
          new Pin(
              "13899857429e8c42aba5fb4eff605bdfc7d23bca89a79a9c1965c4dca8b697f4",
              0x7bf0ab117b4f216dL),
          "v1/GenerationRequest.avsc",
          new Pin(
              "b953f5422d02a4eb5e61ade02ee7521a39f230c67060ef5ac9b24c7efe8d1e8e",
              0xf0f3c6a342cda87eL),
          "v1/GenerationSummary.avsc",
          new Pin(
              "805a00a2e079fa40be7eef74886599032a6cebb6b01d3229c98a8992b4cba5b9",
              0xa82870d57f06010fL),
          "v1/GradedPuzzle.avsc",
          new Pin(
              "6a1945e15ab4fddef985a2c9927e5374e18bdb4f53ac1e6aaa36dcc8ae4efba8",
              0x6f3a3669a69b857eL),
          "v1/Puzzle.avsc",
          new Pin(
              "f5049a37f6e3e0213d02cb1375ecca7740f393c132392a64f9e93ac0aefeed3c",
              0x7184374827b9a486L));

  record Pin(String sha256, long fingerprint) {}

  /** The bundled history's folder in the sources (surefire runs in the module folder). */
  private static final Path SOURCES =
      Path.of("src/main/resources").resolve(SchemaHistory.BUNDLED_ROOT).toAbsolutePath();

  @Test
  void bundled_everyFile_hasItsPinnedBytesAndFingerprint() throws IOException {
    for (Map.Entry<String, Pin> pinned : PINNED.entrySet()) {
      String resource = SchemaHistory.BUNDLED_ROOT + "/" + pinned.getKey();
      byte[] bytes;
      try (InputStream in = loader.getResourceAsStream(resource)) {
        assertThat(in).as(resource).isNotNull();
        bytes = in.readAllBytes();
      }
      assertThat(sha256(bytes))
          .as(
              "%s was edited: published versions are immutable, add a new version instead",
              resource)
          .isEqualTo(pinned.getValue().sha256());
      Schema schema = new Schema.Parser().parse(new String(bytes, StandardCharsets.UTF_8));
      assertThat(SchemaNormalization.parsingFingerprint64(schema))
          .as(resource)
          .isEqualTo(pinned.getValue().fingerprint());
    }
  }

  @Test
  void bundled_indexAndFolder_listExactlyThePinnedFiles() throws IOException {
    List<String> indexed = new ArrayList<>();
    for (String line : Files.readAllLines(SOURCES.resolve("index.txt"))) {
      String path = line.replaceAll("#.*", "").strip();
      if (!path.isEmpty()) {
        indexed.add(path);
      }
    }
    List<String> inFolder;
    try (Stream<Path> files = Files.walk(SOURCES)) {
      inFolder =
          files
              .filter(p -> p.toString().endsWith(".avsc"))
              .map(p -> SOURCES.relativize(p).toString().replace('\\', '/'))
              .toList();
    }
    assertThat(indexed)
        .doesNotHaveDuplicates()
        .containsExactlyInAnyOrderElementsOf(PINNED.keySet());
    assertThat(inFolder).containsExactlyInAnyOrderElementsOf(PINNED.keySet());
  }

  @Test
  void bundled_everyRecord_hasVersionsInOrderAndNoTwoAlike() {
    SchemaHistory bundled = SchemaHistory.bundled();
    assertThat(bundled.all().keySet())
        .containsExactlyInAnyOrderElementsOf(Contracts.currentSchemas().keySet());
    for (Map.Entry<String, List<Schema>> entry : bundled.all().entrySet()) {
      assertThat(entry.getValue().stream().map(SchemaNormalization::parsingFingerprint64))
          .as(entry.getKey())
          .doesNotHaveDuplicates();
    }
    assertThat(bundled.versionsOf("dev.sudoku.schema.DeadLetter"))
        .satisfiesExactly(
            v1 -> assertThat(v1.getField("valueSize")).isNull(),
            v2 -> assertThat(v2.getField("valueSize")).isNotNull());
    assertThat(loader.getResource(SchemaHistory.BUNDLED_ROOT + "/index.txt")).isNotNull();
  }

  private static String sha256(byte[] bytes) {
    try {
      return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes));
    } catch (NoSuchAlgorithmException e) {
      throw new AssertionError(e);
    }
  }

  @Test
  void load_testRoot_groupsVersionsByRecordFullName() {
    SchemaHistory history = SchemaHistory.load(loader, "avro");
    assertThat(history.all()).hasSize(5);
    assertThat(history.versionsOf("dev.sudoku.schema.Puzzle"))
        .singleElement()
        .satisfies(v1 -> assertThat(v1.getField("canonicalForm")).isNull())
        .satisfies(v1 -> assertThat(v1.getField("puzzle")).isNotNull());
    assertThat(history.versionsOf("dev.sudoku.schema.Nothing")).isEmpty();
  }

  @Test
  void load_rootWithoutIndex_isEmpty() {
    assertThat(SchemaHistory.load(loader, "no/such/root").all()).isEmpty();
  }

  @Test
  void load_indexNamesMissingFile_throwsNamingIt() {
    assertThatThrownBy(() -> SchemaHistory.load(loader, "avro-broken/missing"))
        .isInstanceOf(IllegalStateException.class)
        .hasMessageContaining("avro-broken/missing/v9/Nowhere.avsc");
  }

  @Test
  void load_unparsableSchema_throwsNamingIt() {
    assertThatThrownBy(() -> SchemaHistory.load(loader, "avro-broken/unparsable"))
        .isInstanceOf(IllegalStateException.class)
        .hasMessageContaining("avro-broken/unparsable/Bad.avsc");
  }

  @Test
  void newDeserializer_historyTheCurrentSchemaCannotRead_failsAtConstruction() {
    SchemaHistory incompatible = SchemaHistory.load(loader, "avro-broken/incompatible");
    assertThatThrownBy(() -> new AvroDeserializer<>(Puzzle.class, incompatible))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("dev.sudoku.schema.Puzzle")
        .hasMessageContaining("clues");
  }
}
