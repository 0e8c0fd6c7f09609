package dev.sudoku.spark;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.apache.parquet.schema.MessageType;
import org.apache.parquet.schema.MessageTypeParser;
import org.junit.jupiter.api.Test;

class ParquetColumnsTest {
  private static MessageType schema(String fields) {
    return MessageTypeParser.parseMessageType("message m { " + fields + " }");
  }

  @Test
  void of_defaultNames_foundInAnyCase() {
    ParquetColumns c =
        ParquetColumns.of(
            schema("optional binary Quizzes (STRING); optional binary solutions (STRING);"),
            null,
            null);

    assertThat(c.puzzle()).isEqualTo("Quizzes");
    assertThat(c.solution()).isEqualTo("solutions");
  }

  @Test
  void of_sameNamesOtherType_notEqual() {
    // The grouping key: files whose puzzle column differs in type are read apart.
    ParquetColumns text = ParquetColumns.of(schema("optional binary puzzle (STRING);"), null, null);
    ParquetColumns number = ParquetColumns.of(schema("optional int64 puzzle;"), null, null);

    assertThat(text).isNotEqualTo(number);
    assertThat(text.solution()).isNull();
    assertThat(text)
        .isEqualTo(ParquetColumns.of(schema("optional binary puzzle (STRING);"), null, null));
  }

  @Test
  void of_noPuzzleColumn_namesTheColumnsAndTheOption() {
    assertThatThrownBy(() -> ParquetColumns.of(schema("optional int32 id;"), null, null))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("no puzzle column in the Parquet schema (columns: id); name it with --column");
  }

  @Test
  void of_givenColumnsMissing_namedInTheMessage() {
    MessageType s = schema("optional binary grid (STRING);");

    assertThat(ParquetColumns.of(s, "GRID", null).puzzle()).isEqualTo("grid");
    assertThatThrownBy(() -> ParquetColumns.of(s, "quiz", null))
        .hasMessage("no column 'quiz' in the Parquet schema (columns: grid)");
    assertThatThrownBy(() -> ParquetColumns.of(s, "grid", "answer"))
        .hasMessage("no column 'answer' in the Parquet schema (columns: grid)");
  }
}
