package dev.sudoku.spark;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.schema.GradedPuzzle;
import org.apache.spark.sql.avro.SchemaConverters;
import org.apache.spark.sql.types.StructType;
import org.junit.jupiter.api.Test;

class GradedPuzzleSchemaTest {

  @Test
  void schema_equalsWhatSparkDerivesFromTheAvroRecord() {
    StructType fromAvro =
        (StructType) SchemaConverters.toSqlType(GradedPuzzle.getClassSchema()).dataType();

    assertThat(GradedPuzzleSchema.SCHEMA).isEqualTo(fromAvro);
  }

  @Test
  void positions_matchFieldNames() {
    StructType s = GradedPuzzleSchema.SCHEMA;

    assertThat(s.size()).isEqualTo(GradedPuzzleSchema.WIDTH);
    assertThat(s.fieldIndex("source")).isEqualTo(GradedPuzzleSchema.SOURCE);
    assertThat(s.fieldIndex("index")).isEqualTo(GradedPuzzleSchema.INDEX);
    assertThat(s.fieldIndex("variant")).isEqualTo(GradedPuzzleSchema.VARIANT);
    assertThat(s.fieldIndex("puzzle")).isEqualTo(GradedPuzzleSchema.PUZZLE);
    assertThat(s.fieldIndex("status")).isEqualTo(GradedPuzzleSchema.STATUS);
    assertThat(s.fieldIndex("reason")).isEqualTo(GradedPuzzleSchema.REASON);
    assertThat(s.fieldIndex("solutionCount")).isEqualTo(GradedPuzzleSchema.SOLUTION_COUNT);
    assertThat(s.fieldIndex("solution")).isEqualTo(GradedPuzzleSchema.SOLUTION);
    assertThat(s.fieldIndex("clues")).isEqualTo(GradedPuzzleSchema.CLUES);
    assertThat(s.fieldIndex("rating")).isEqualTo(GradedPuzzleSchema.RATING);
    assertThat(s.fieldIndex("ep")).isEqualTo(GradedPuzzleSchema.EP);
    assertThat(s.fieldIndex("ed")).isEqualTo(GradedPuzzleSchema.ED);
    assertThat(s.fieldIndex("gradeStatus")).isEqualTo(GradedPuzzleSchema.GRADE_STATUS);
    assertThat(s.fieldIndex("level")).isEqualTo(GradedPuzzleSchema.LEVEL);
    assertThat(s.fieldIndex("hardestTechnique")).isEqualTo(GradedPuzzleSchema.HARDEST_TECHNIQUE);
    assertThat(s.fieldIndex("techniqueCounts")).isEqualTo(GradedPuzzleSchema.TECHNIQUE_COUNTS);
    assertThat(s.fieldIndex("canonicalForm")).isEqualTo(GradedPuzzleSchema.CANONICAL_FORM);
    assertThat(s.fieldIndex("duplicates")).isEqualTo(GradedPuzzleSchema.DUPLICATES);
    assertThat(s.fieldIndex("archiveSolutionMatched"))
        .isEqualTo(GradedPuzzleSchema.ARCHIVE_SOLUTION_MATCHED);
    assertThat(s.fieldIndex("graderVersion")).isEqualTo(GradedPuzzleSchema.GRADER_VERSION);
    assertThat(s.fieldIndex("gradedAt")).isEqualTo(GradedPuzzleSchema.GRADED_AT);
  }
}
