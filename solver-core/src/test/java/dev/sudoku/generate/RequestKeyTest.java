package dev.sudoku.generate;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.grade.Level;
import dev.sudoku.grade.Technique;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

class RequestKeyTest {
  private static final GeneratorOptions BASE = GeneratorOptions.defaults();

  @Test
  void describe_defaults_everyFieldSpelledOut() {
    assertThat(RequestKey.describe(BASE))
        .isEqualTo("symmetry=NONE;minimal=false;clues=17..81;difficulty=any;filters=");
  }

  @Test
  void describe_levelsAndRatings_inTenthsRoundedInwards() {
    assertThat(RequestKey.describe(Difficulty.level(Level.EASY))).isEqualTo("rating 0..23");
    assertThat(RequestKey.describe(Difficulty.level(Level.HARD))).isEqualTo("rating 35..61");
    assertThat(RequestKey.describe(Difficulty.level(Level.EXTREME))).isEqualTo("rating 80..");
    assertThat(RequestKey.describe(Difficulty.levels(Level.MEDIUM, Level.EXPERT)))
        .isEqualTo("rating 24..79");
    assertThat(RequestKey.describe(Difficulty.rating(3.45, 6.0))).isEqualTo("rating 35..60");
    assertThat(RequestKey.describe(Difficulty.ratingAtLeast(8.3))).isEqualTo("rating 83..");
    assertThat(RequestKey.describe(Difficulty.technique(Technique.X_WING)))
        .isEqualTo("technique X_WING");
  }

  /** Requests that select the same puzzles are one request, whichever way they were spelled. */
  @Test
  void describe_equivalentRequests_sameDescription() {
    assertThat(RequestKey.describe(BASE.withDifficulty(Difficulty.level(Level.HARD))))
        .isEqualTo(RequestKey.describe(BASE.withDifficulty(Difficulty.rating(3.5, 6.1))));
    assertThat(RequestKey.describe(BASE.withDifficulty(Difficulty.level(Level.EXTREME))))
        .isEqualTo(RequestKey.describe(BASE.withDifficulty(Difficulty.ratingAtLeast(8.0))));
    assertThat(RequestKey.describe(BASE.withDifficulty(Difficulty.any())))
        .isEqualTo(RequestKey.describe(BASE))
        .isEqualTo(RequestKey.describe(BASE.withDifficulty(Difficulty.ratingAtLeast(0))))
        .isEqualTo(
            RequestKey.describe(BASE.withDifficulty(Difficulty.levels(Level.EASY, Level.EXTREME))));
    PuzzleFilter x = Difficulty.technique(Technique.X_WING).asFilter();
    PuzzleFilter y = Difficulty.technique(Technique.XY_WING).asFilter();
    assertThat(RequestKey.describe(BASE.withFilter(x.and(y))))
        .isEqualTo(RequestKey.describe(BASE.withFilter(y.and(x))))
        .endsWith(";filters=technique XY_WING,technique X_WING");
    assertThat(RequestKey.describe(BASE.withMaxAttemptsPerPuzzle(7)))
        .isEqualTo(RequestKey.describe(BASE));
  }

  /** Every field of a request that changes its puzzles changes the key. */
  @Test
  void of_requestsThatDiffer_differentKeys() {
    List<GeneratorOptions> requests =
        List.of(
            BASE,
            BASE.withSymmetry(Symmetry.ROTATE_180),
            BASE.withMinimal(true),
            BASE.withClues(22, 30),
            BASE.withClues(22, 31),
            BASE.withDifficulty(Difficulty.level(Level.EASY)),
            BASE.withDifficulty(Difficulty.level(Level.MEDIUM)),
            BASE.withDifficulty(Difficulty.level(Level.HARD)),
            BASE.withDifficulty(Difficulty.level(Level.EXPERT)),
            BASE.withDifficulty(Difficulty.level(Level.EXTREME)),
            BASE.withDifficulty(Difficulty.rating(4.0, 5.0)),
            BASE.withDifficulty(Difficulty.technique(Technique.X_WING)),
            BASE.withFilter(Difficulty.technique(Technique.X_WING).asFilter()),
            BASE.withDifficulty(Difficulty.level(Level.HARD))
                .withFilter(Difficulty.technique(Technique.X_WING).asFilter()));
    Set<Long> keys = new HashSet<>();
    for (GeneratorOptions o : requests) {
      assertThat(keys.add(RequestKey.of(o))).as(RequestKey.describe(o)).isTrue();
    }
  }

  /** The documented recipe, recomputed by hand: SHA-256("abc") starts ba7816bf8f01cfea. */
  @Test
  void hash_firstEightBytesOfSha256BigEndian() {
    assertThat(RequestKey.hash("abc")).isEqualTo(0xba7816bf8f01cfeaL);
  }

  /** A custom filter cannot be described: it leaves the stream of the request without it. */
  @Test
  void describe_customFilter_notPartOfTheDescription() {
    assertThat(RequestKey.describe(BASE.withFilter((p, s) -> p.get(0) == 0)))
        .isEqualTo(RequestKey.describe(BASE));
  }
}
