package dev.sudoku.spark;

import static org.assertj.core.api.Assertions.assertThat;

import org.apache.spark.sql.Row;
import org.junit.jupiter.api.Test;

class PuzzleAnalyzerTest {
  static final String PUZZLE =
      "004300209005009001070060043006002087190007400050083000600000105003508690042910300";
  static final String SOLUTION =
      "864371259325849761971265843436192587198657432257483916689734125713528694542916378";
  static final String MULTI =
      "8.........95.......76.........426798...571243...893165......916....3.487....1.532";
  static final String NO_SOLUTION = "12345678." + "........9" + ".".repeat(63);

  private final PuzzleAnalyzer analyzer = new PuzzleAnalyzer("line");

  private static String status(Row r) {
    return r.getString(GradedPuzzleSchema.STATUS);
  }

  @Test
  void analyze_uniquePuzzle_givesSolutionAndNormalisedPuzzle() {
    Row r = analyzer.analyze("f.csv", 2, PUZZLE, SOLUTION);

    assertThat(r.size()).isEqualTo(GradedPuzzleSchema.SCHEMA.size());
    assertThat(status(r)).isEqualTo("UNIQUE");
    assertThat(r.getString(GradedPuzzleSchema.PUZZLE)).isEqualTo(PUZZLE.replace('0', '.'));
    assertThat(r.getString(GradedPuzzleSchema.SOLUTION)).isEqualTo(SOLUTION);
    assertThat(r.getInt(GradedPuzzleSchema.SOLUTION_COUNT)).isEqualTo(1);
    assertThat(r.getBoolean(GradedPuzzleSchema.ARCHIVE_SOLUTION_MATCHED)).isTrue();
    assertThat(r.getInt(GradedPuzzleSchema.CLUES)).isEqualTo(35);
    assertThat(r.isNullAt(GradedPuzzleSchema.REASON)).isTrue();
    assertThat(r.isNullAt(GradedPuzzleSchema.RATING)).isTrue();
  }

  @Test
  void analyze_wrongArchiveSolution_flagsMismatch() {
    String wrong = SOLUTION.substring(0, 80) + "9";

    Row r = analyzer.analyze("f.csv", 2, PUZZLE, wrong);

    assertThat(status(r)).isEqualTo("UNIQUE");
    assertThat(r.getBoolean(GradedPuzzleSchema.ARCHIVE_SOLUTION_MATCHED)).isFalse();
  }

  @Test
  void analyze_noArchiveSolution_leavesMatchNull() {
    Row r = analyzer.analyze("f.txt", 1, PUZZLE, null);

    assertThat(r.isNullAt(GradedPuzzleSchema.ARCHIVE_SOLUTION_MATCHED)).isTrue();
  }

  @Test
  void analyze_twoSolutions_isMultipleWithoutSolution() {
    Row r = analyzer.analyze("f.txt", 1, MULTI, null);

    assertThat(status(r)).isEqualTo("MULTIPLE_SOLUTIONS");
    assertThat(r.getInt(GradedPuzzleSchema.SOLUTION_COUNT)).isEqualTo(2);
    assertThat(r.isNullAt(GradedPuzzleSchema.SOLUTION)).isTrue();
  }

  @Test
  void analyze_unsolvableWithoutConflict_isNoSolution() {
    Row r = analyzer.analyze("f.txt", 1, NO_SOLUTION, null);

    assertThat(status(r)).isEqualTo("NO_SOLUTION");
    assertThat(r.getInt(GradedPuzzleSchema.SOLUTION_COUNT)).isZero();
  }

  @Test
  void analyze_conflictingGivens_isInvalidNamingCells() {
    Row r = analyzer.analyze("f.txt", 14, "11" + ".".repeat(79), null);

    assertThat(status(r)).isEqualTo("INVALID");
    assertThat(r.getString(GradedPuzzleSchema.REASON))
        .isEqualTo("line 14: digit 1 appears twice in row 1: r1c1 and r1c2");
  }

  @Test
  void analyze_shortLine_isInvalidWithLineAndLength() {
    Row r = analyzer.analyze("f.txt", 7, PUZZLE.substring(1), null);

    assertThat(status(r)).isEqualTo("INVALID");
    assertThat(r.getString(GradedPuzzleSchema.REASON))
        .isEqualTo("line 7: expected 81 characters, found 80");
    assertThat(r.getString(GradedPuzzleSchema.PUZZLE)).isEqualTo(PUZZLE.substring(1));
    assertThat(r.isNullAt(GradedPuzzleSchema.SOLUTION_COUNT)).isTrue();
  }

  @Test
  void analyze_badCharacter_isInvalidNamingCell() {
    Row r = new PuzzleAnalyzer("row").analyze("f.parquet", 3, "x" + PUZZLE.substring(1), null);

    assertThat(r.getString(GradedPuzzleSchema.REASON)).startsWith("row 3: bad character 'x' at "
        + "position 1 (r1c1)");
  }

  @Test
  void analyze_missingPuzzle_isInvalid() {
    Row r = analyzer.analyze("f.parquet", 3, null, null);

    assertThat(status(r)).isEqualTo("INVALID");
    assertThat(r.getString(GradedPuzzleSchema.REASON)).isEqualTo("line 3: no puzzle");
  }

  @Test
  void analyze_manyPuzzlesWithOneInstance_keepsResultsIndependent() {
    Row multi = analyzer.analyze("f", 1, MULTI, null);
    Row unique = analyzer.analyze("f", 2, PUZZLE, SOLUTION);
    Row none = analyzer.analyze("f", 3, NO_SOLUTION, null);

    assertThat(status(multi)).isEqualTo("MULTIPLE_SOLUTIONS");
    assertThat(unique.getString(GradedPuzzleSchema.SOLUTION)).isEqualTo(SOLUTION);
    assertThat(status(none)).isEqualTo("NO_SOLUTION");
  }
}
