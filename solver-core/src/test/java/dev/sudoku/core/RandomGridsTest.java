package dev.sudoku.core;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.SplittableRandom;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

class RandomGridsTest {

  @Property(tries = 200)
  void solution_anySeed_isSolved(@ForAll long seed) {
    assertThat(RandomGrids.solution(new SplittableRandom(seed)).isSolved()).isTrue();
  }

  @Property(tries = 200)
  void solution_sameSeed_sameGrid(@ForAll long seed) {
    assertThat(RandomGrids.solution(new SplittableRandom(seed)))
        .isEqualTo(RandomGrids.solution(new SplittableRandom(seed)));
  }

  @Property(tries = 200)
  void puzzle_anyClueCount_keepsThatManyGivensOfTheSolution(
      @ForAll long seed, @ForAll @IntRange(min = 0, max = 81) int clues) {
    SplittableRandom random = new SplittableRandom(seed);
    Grid solution = RandomGrids.solution(random);

    Grid puzzle = RandomGrids.puzzle(solution, clues, random);

    assertThat(puzzle.clueCount()).isEqualTo(clues);
    assertThat(solution.agreesWith(puzzle)).isTrue();
  }
}
