package dev.sudoku.schema;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class SchemaHistoryTest {

  private final ClassLoader loader = SchemaHistoryTest.class.getClassLoader();

  @Test
  void bundled_deadLetterOfTheFirstRelease_isKeptWithItsFingerprint() {
    assertThat(SchemaHistory.bundled().all()).containsOnlyKeys("dev.sudoku.schema.DeadLetter");
    assertThat(SchemaHistory.bundled().versionsOf("dev.sudoku.schema.DeadLetter"))
        .singleElement()
        .satisfies(
            v1 ->
                assertThat(org.apache.avro.SchemaNormalization.parsingFingerprint64(v1))
                    .isEqualTo(0xe8e7b62dda03a1f7L))
        .satisfies(v1 -> assertThat(v1.getField("valueSize")).isNull());
    assertThat(loader.getResource(SchemaHistory.BUNDLED_ROOT + "/index.txt")).isNotNull();
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
