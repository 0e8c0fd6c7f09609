package dev.sudoku.grade;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class GradeTest {
  private static Grade lowerBound(double er, Technique hardest, Technique bound) {
    return new Grade(
        Grade.Status.LOWER_BOUND,
        er,
        er,
        er,
        Level.of(er),
        hardest,
        Map.of(),
        List.of(),
        "test",
        bound);
  }

  @Test
  void hardestNeeded_rated_theHardestStep() {
    Grade g =
        new Grade(
            Grade.Status.RATED,
            4.5,
            1.2,
            1.2,
            Level.HARD,
            Technique.UNIQUE_RECTANGLE,
            Map.of(),
            List.of(),
            "test");
    assertThat(g.hardestNeeded()).isEqualTo(Technique.UNIQUE_RECTANGLE);
    assertThat(g).hasToString("RATED 4.5/1.2/1.2 HARD UNIQUE_RECTANGLE");
  }

  @Test
  void hardestNeeded_stuckAfterSingles_theTechniqueBeingSearched() {
    Grade g = lowerBound(9.5, Technique.HIDDEN_SINGLE_BOX, Technique.NESTED_FORCING_CHAIN);
    assertThat(g.hardestNeeded()).isEqualTo(Technique.NESTED_FORCING_CHAIN);
    assertThat(g).hasToString("LOWER_BOUND >=9.5/9.5/9.5 EXTREME needs NESTED_FORCING_CHAIN");
  }

  @Test
  void hardestNeeded_stuckBeforeAnyStep_theTechniqueBeingSearched() {
    assertThat(lowerBound(9.5, null, Technique.NESTED_FORCING_CHAIN).hardestNeeded())
        .isEqualTo(Technique.NESTED_FORCING_CHAIN);
  }

  @Test
  void hardestNeeded_budgetGoneOnAnEasierRungAfterAHarderStep_theHarderStep() {
    Grade g = lowerBound(8.7, Technique.DYNAMIC_FORCING_CHAIN, Technique.ALIGNED_PAIR_EXCLUSION);
    assertThat(g.hardestNeeded()).isEqualTo(Technique.DYNAMIC_FORCING_CHAIN);
  }

  @Test
  void hardestNeeded_unrated_null() {
    Grade g =
        new Grade(
            Grade.Status.MULTIPLE_SOLUTIONS, 0, 0, 0, null, null, Map.of(), List.of(), "test");
    assertThat(g.hardestNeeded()).isNull();
    assertThat(g).hasToString("MULTIPLE_SOLUTIONS");
  }

  @Test
  void new_countsFromTheGrader_keptAsTheyAre() {
    int[] tally = new int[Technique.values().length];
    tally[Technique.HIDDEN_SINGLE_BOX.ordinal()] = 5;
    Map<Technique, Integer> counts = TechniqueCounts.of(tally);

    Grade g =
        new Grade(Grade.Status.RATED, 1.2, 1.2, 1.2, Level.EASY, null, counts, List.of(), "test");

    assertThat(g.counts()).isSameAs(counts);
  }
}
