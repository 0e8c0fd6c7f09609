package dev.sudoku.kafka;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.Grid;
import dev.sudoku.grade.Grade;
import dev.sudoku.grade.Grader;
import dev.sudoku.grade.Level;
import dev.sudoku.grade.Technique;
import dev.sudoku.schema.TechniqueCount;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

class SchemaTechniquesTest {

  @BeforeAll
  static void trustAvroClasses() {
    dev.sudoku.schema.TrustedClasses.install();
  }

  private static Grade lowerBound(
      Technique hardest, Technique bound, double er, Map<Technique, Integer> counts) {
    return new Grade(
        Grade.Status.LOWER_BOUND,
        er,
        er,
        er,
        Level.of(er),
        hardest,
        counts,
        List.of(),
        Grader.VERSION,
        bound);
  }

  @Test
  void of_everyGraderTechnique_mapsToTheSymbolOfTheSameName() {
    for (Technique t : Technique.values()) {
      // Fails when solver-core gains a technique before the schema: append its name at the
      // end of the symbols in schemas/.../Technique.avsc (keep "default": "UNKNOWN"). The
      // worker itself keeps publishing meanwhile (UNKNOWN), see byName_... below.
      assertThat(SchemaTechniques.of(t).name())
          .as(
              "Technique.avsc has no symbol %s: append"
                  + " it to the enum's symbols (compatible: the default stays UNKNOWN)",
              t)
          .isEqualTo(t.name());
    }
  }

  @Test
  void schemaEnum_containsTheDeepestChainTechniques() {
    // The grader helpers add these; the schema must carry them (appended, UNKNOWN default).
    assertThat(Arrays.stream(dev.sudoku.schema.Technique.values()).map(Enum::name))
        .contains("DYNAMIC_FORCING_CHAIN", "DYNAMIC_FORCING_CHAIN_PLUS", "NESTED_FORCING_CHAIN");
  }

  @Test
  void byName_techniqueTheSchemaLacks_mapsToUnknown() {
    // e.g. a deeper nesting level added to solver-core before the schema gains its symbol
    assertThat(SchemaTechniques.byName("NESTED_FORCING_CHAIN_LEVEL_2"))
        .isEqualTo(dev.sudoku.schema.Technique.UNKNOWN);
    assertThat(SchemaTechniques.byName("X_WING")).isEqualTo(dev.sudoku.schema.Technique.X_WING);
  }

  @Test
  void toGrader_unknownSymbol_null() {
    assertThat(SchemaTechniques.toGrader(dev.sudoku.schema.Technique.UNKNOWN)).isNull();
    assertThat(SchemaTechniques.toGrader(dev.sudoku.schema.Technique.NESTED_FORCING_CHAIN))
        .isEqualTo(Technique.NESTED_FORCING_CHAIN);
  }

  @Test
  void hardest_rated_isTheHardestStep() {
    Grade g =
        new Grade(
            Grade.Status.RATED,
            3.2,
            1.2,
            1.2,
            Level.MEDIUM,
            Technique.X_WING,
            Map.of(Technique.X_WING, 1, Technique.HIDDEN_SINGLE_BOX, 40),
            List.of(),
            Grader.VERSION);
    assertThat(SchemaTechniques.hardest(g)).isEqualTo(dev.sudoku.schema.Technique.X_WING);
  }

  @Test
  void hardest_lowerBoundWithoutAnyStep_isTheBoundNotUnknown() {
    // Regression: published as UNKNOWN when the grader got stuck before its first step.
    Grade g = lowerBound(null, Technique.DYNAMIC_FORCING_CHAIN, 8.5, Map.of());
    assertThat(SchemaTechniques.hardest(g))
        .isEqualTo(dev.sudoku.schema.Technique.DYNAMIC_FORCING_CHAIN);
  }

  @Test
  void hardest_lowerBoundAfterEasierSteps_isTheBoundThatSetsTheRating() {
    // Regression: published as NAKED_SINGLE beside a rating of 8.0+ (EXTREME).
    Grade g =
        lowerBound(
            Technique.NAKED_SINGLE,
            Technique.CELL_FORCING_CHAIN,
            8.0,
            Map.of(Technique.NAKED_SINGLE, 3));
    assertThat(SchemaTechniques.hardest(g))
        .isEqualTo(dev.sudoku.schema.Technique.CELL_FORCING_CHAIN);
  }

  @Test
  void hardest_lowerBoundBelowAnAppliedStep_isTheAppliedStep() {
    // the time budget ran out on a low rung after a harder step had been applied
    Grade g = lowerBound(Technique.X_CYCLE, Technique.POINTING, 6.5, Map.of(Technique.X_CYCLE, 1));
    assertThat(SchemaTechniques.hardest(g)).isEqualTo(dev.sudoku.schema.Technique.X_CYCLE);
  }

  @Test
  void hardest_realBudgetOutGrade_namesTheTechniqueOfTheRating() {
    // GraderTest's example: a clock that jumps 1 s per reading stops grading at X_CYCLE.
    long[] now = {0};
    Grader timed = new Grader(new Grader.Options(1, 0, () -> now[0] += 1_000_000_000L));
    Grade g =
        timed.grade(
            Grid.parse(
                "590000007040010083008034900001402000069000820000109300004670200980040030700000016"));
    assertThat(g.status()).isEqualTo(Grade.Status.LOWER_BOUND);
    dev.sudoku.schema.Technique hardest = SchemaTechniques.hardest(g);
    assertThat(hardest).isEqualTo(dev.sudoku.schema.Technique.X_CYCLE);
    assertThat(SchemaTechniques.toGrader(hardest).baseRating()).isEqualTo(g.er());
  }

  @Test
  void hardest_noStepAndNoBound_unknown() {
    Grade solved =
        new Grade(
            Grade.Status.RATED, 0, 0, 0, Level.EASY, null, Map.of(), List.of(), Grader.VERSION);
    assertThat(SchemaTechniques.hardest(solved)).isEqualTo(dev.sudoku.schema.Technique.UNKNOWN);
  }

  @Test
  void counts_inTechniqueOrder_oneEntryPerTechnique() {
    Grade g =
        new Grade(
            Grade.Status.RATED,
            3.2,
            1.2,
            1.2,
            Level.MEDIUM,
            Technique.X_WING,
            Map.of(Technique.X_WING, 1, Technique.FULL_HOUSE, 5, Technique.HIDDEN_SINGLE_BOX, 40),
            List.of(),
            Grader.VERSION);
    assertThat(SchemaTechniques.counts(g))
        .containsExactly(
            new TechniqueCount(dev.sudoku.schema.Technique.FULL_HOUSE, 5),
            new TechniqueCount(dev.sudoku.schema.Technique.HIDDEN_SINGLE_BOX, 40),
            new TechniqueCount(dev.sudoku.schema.Technique.X_WING, 1));
  }
}
