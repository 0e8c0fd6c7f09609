package dev.sudoku.spark;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.canon.Canonicalizer;
import dev.sudoku.core.Grid;
import dev.sudoku.grade.Grade;
import dev.sudoku.grade.Grader;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
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

  private final PuzzleAnalyzer analyzer = new PuzzleAnalyzer("line", false);

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
    assertThat(r.getString(GradedPuzzleSchema.VARIANT)).isEqualTo("CLASSIC");
    assertThat(r.isNullAt(GradedPuzzleSchema.CANONICAL_FORM)).isTrue();
    assertThat(r.isNullAt(GradedPuzzleSchema.DUPLICATES)).isTrue();
  }

  @Test
  void analyze_uniquePuzzle_gradedLikeTheGraderWithItsSolution() {
    Row r = analyzer.analyze("f.csv", 2, PUZZLE, SOLUTION);
    Grade g = new Grader().grade(Grid.parse(PUZZLE));

    assertThat(r.getDouble(GradedPuzzleSchema.RATING)).isEqualTo(g.er());
    assertThat(r.getDouble(GradedPuzzleSchema.EP)).isEqualTo(g.ep());
    assertThat(r.getDouble(GradedPuzzleSchema.ED)).isEqualTo(g.ed());
    assertThat(r.getString(GradedPuzzleSchema.GRADE_STATUS)).isEqualTo(g.status().name());
    assertThat(r.getString(GradedPuzzleSchema.LEVEL)).isEqualTo(g.level().name());
    assertThat(r.getString(GradedPuzzleSchema.HARDEST_TECHNIQUE)).isEqualTo(g.hardest().name());
    assertThat(r.getString(GradedPuzzleSchema.GRADER_VERSION)).isEqualTo(Grader.VERSION);
    Map<String, Integer> counts = new LinkedHashMap<>();
    for (Row c : (Row[]) r.get(GradedPuzzleSchema.TECHNIQUE_COUNTS)) {
      counts.put(c.getString(0), c.getInt(1));
    }
    Map<String, Integer> expected = new LinkedHashMap<>();
    g.counts()
        .forEach(
            (t, n) -> {
              if (n > 0) {
                expected.put(t.name(), n);
              }
            });
    assertThat(counts).containsExactlyEntriesOf(expected).isNotEmpty();
  }

  @Test
  void analyze_beyondTheLadder_lowerBoundVisibleInGradeStatus() {
    // Easter Monster, SE 11.x: far above what the grader rates exactly.
    String hard =
        "1.......2.9.4...5...6...7...5.9.3.......7.......85..4.7.....6...3...9.8...2.....1";
    Row r = analyzer.analyze("f", 1, hard, null);
    Grade g = new Grader().grade(Grid.parse(hard));

    assertThat(r.getString(GradedPuzzleSchema.STATUS)).isEqualTo("UNIQUE");
    assertThat(g.status()).isEqualTo(Grade.Status.LOWER_BOUND);
    assertThat(r.getString(GradedPuzzleSchema.GRADE_STATUS)).isEqualTo("LOWER_BOUND");
    assertThat(r.getDouble(GradedPuzzleSchema.RATING)).isEqualTo(g.er());
    // The technique the bound comes from, as the Kafka Puzzle and sudoku grade name it; not the
    // easier steps applied before the grader stopped.
    assertThat(g.hardestNeeded()).isNotNull().isNotEqualTo(g.hardest());
    assertThat(r.getString(GradedPuzzleSchema.HARDEST_TECHNIQUE))
        .isEqualTo(g.hardestNeeded().name());
  }

  @Test
  void analyze_canonical_sameFormForAnIsomorph() {
    PuzzleAnalyzer canonical = new PuzzleAnalyzer("line", true);
    // The same puzzle with digits 1 and 2 swapped and rows 1 and 2 swapped: an isomorph.
    String swapped = isomorph(PUZZLE);

    Row a = canonical.analyze("f", 1, PUZZLE, null);
    Row b = canonical.analyze("f", 2, swapped, null);

    assertThat(a.getString(GradedPuzzleSchema.CANONICAL_FORM))
        .hasSize(81)
        .isEqualTo(b.getString(GradedPuzzleSchema.CANONICAL_FORM))
        .isEqualTo(new Canonicalizer().canonical(Grid.parse(PUZZLE)).toLine());
    assertThat(canonical.analyze("f", 3, MULTI, null).isNullAt(GradedPuzzleSchema.CANONICAL_FORM))
        .isFalse();
    assertThat(
            canonical
                .analyze("f", 4, "11" + ".".repeat(79), null)
                .isNullAt(GradedPuzzleSchema.CANONICAL_FORM))
        .isTrue();
  }

  private static String isomorph(String p) {
    String rows = p.substring(9, 18) + p.substring(0, 9) + p.substring(18);
    StringBuilder b = new StringBuilder();
    for (char c : rows.toCharArray()) {
      b.append(c == '1' ? '2' : c == '2' ? '1' : c);
    }
    return b.toString();
  }

  @Test
  void analyzeKnown_generatedPuzzle_gradedWithoutSolving() {
    PuzzleAnalyzer canonical = new PuzzleAnalyzer("index", true);

    Row r = canonical.analyzeKnown("gen", 7, Grid.parse(PUZZLE), Grid.parse(SOLUTION), null);

    assertThat(r.getString(GradedPuzzleSchema.STATUS)).isEqualTo("UNIQUE");
    assertThat(r.getString(GradedPuzzleSchema.SOLUTION)).isEqualTo(SOLUTION);
    assertThat(r.getInt(GradedPuzzleSchema.CLUES)).isEqualTo(35);
    assertThat(r.getString(GradedPuzzleSchema.LEVEL)).isNotNull();
    assertThat(r.getString(GradedPuzzleSchema.CANONICAL_FORM))
        .isEqualTo(new Canonicalizer().canonical(Grid.parse(PUZZLE)).toLine());
  }

  @Test
  void analyze_wrongArchiveSolution_flagsMismatch() {
    String wrong = SOLUTION.substring(0, 80) + "9";

    Row r = analyzer.analyze("f.csv", 2, PUZZLE, wrong);

    assertThat(status(r)).isEqualTo("UNIQUE");
    assertThat(r.getBoolean(GradedPuzzleSchema.ARCHIVE_SOLUTION_MATCHED)).isFalse();
    assertThat(r.getString(GradedPuzzleSchema.SOLUTION)).isEqualTo(SOLUTION);
  }

  @Test
  void analyze_puzzleWithSpacesOrDrawn_givesTheNormalisedLine() {
    String drawing = Grid.parse(PUZZLE).toPrettyString();
    for (String text : List.of(" " + PUZZLE + "\r", drawing, PUZZLE.replace('0', '.'))) {
      Row r = analyzer.analyze("f.txt", 1, text, null);

      assertThat(r.getString(GradedPuzzleSchema.PUZZLE)).isEqualTo(PUZZLE.replace('0', '.'));
    }
  }

  @Test
  void analyze_archiveSolutionWithSpaces_matchesAndGivesTheStrippedSolution() {
    Row r = analyzer.analyze("f.csv", 2, PUZZLE, " " + SOLUTION + "\r");

    assertThat(r.getBoolean(GradedPuzzleSchema.ARCHIVE_SOLUTION_MATCHED)).isTrue();
    assertThat(r.getString(GradedPuzzleSchema.SOLUTION)).isEqualTo(SOLUTION);
  }

  @Test
  void analyze_archiveSolutionWithDotsOrOfAnotherLength_mismatchGivesTheSolverSolution() {
    for (String archived :
        List.of("." + SOLUTION.substring(1), SOLUTION + "1", SOLUTION.substring(1), "x")) {
      Row r = analyzer.analyze("f.csv", 2, PUZZLE, archived);

      assertThat(r.getBoolean(GradedPuzzleSchema.ARCHIVE_SOLUTION_MATCHED)).isFalse();
      assertThat(r.getString(GradedPuzzleSchema.SOLUTION)).isEqualTo(SOLUTION);
    }
  }

  @Property
  void rating_anyDouble_theSameBits(@ForAll double r) {
    assertThat(Double.doubleToRawLongBits(PuzzleAnalyzer.rating(r)))
        .isEqualTo(Double.doubleToRawLongBits(r));
  }

  @Property
  void rating_tenths_sharedBox(@ForAll @IntRange(min = 0, max = 199) int tenths) {
    assertThat(PuzzleAnalyzer.rating(tenths / 10.0)).isSameAs(PuzzleAnalyzer.rating(tenths / 10.0));
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
    assertThat(r.getInt(GradedPuzzleSchema.SOLUTION_COUNT)).isZero();
  }

  @Test
  void analyze_badCharacter_isInvalidNamingCell() {
    Row r =
        new PuzzleAnalyzer("row", false).analyze("f.parquet", 3, "x" + PUZZLE.substring(1), null);

    assertThat(r.getString(GradedPuzzleSchema.REASON))
        .startsWith("row 3: bad character 'x' at " + "position 1 (r1c1)");
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
