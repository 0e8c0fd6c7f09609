package dev.sudoku.grade;

import dev.sudoku.core.Grid;
import dev.sudoku.core.SharedData;
import java.util.ArrayList;
import java.util.List;

/**
 * Test fixture shared with the command line's tests: puzzles across the SE scale and the positions
 * their graded paths pass through, as public {@link Position}s.
 */
public final class PathPositions {
  private PathPositions() {}

  /**
   * Puzzles from singles to chains: every 60th SE reference puzzle (ER 1.2 to 8.3), every 70th
   * puzzle of the step goldens (APE, cycles, forcing chains, ATE, Nishio, cell/region and dynamic
   * forcing chains) and the first forum-hardest puzzle (dynamic forcing chains (+)).
   */
  public static List<Grid> puzzles() {
    List<Grid> out = new ArrayList<>();
    List<ReferenceRatings> reference = ReferenceRatings.load("ratings/se-reference-1200.csv", 99);
    for (int i = 0; i < reference.size(); i += 60) {
      out.add(reference.get(i).puzzle());
    }
    List<Grid> chains = GraderStepsGoldenTest.puzzles();
    for (int i = 0; i < chains.size(); i += 70) {
      out.add(chains.get(i));
    }
    out.addAll(SharedData.puzzles("bench/forum-hardest-1106.txt", 1));
    return out;
  }

  /**
   * The position of {@code puzzle} just before step {@code at} of its graded path: the givens, the
   * digits the earlier steps placed, and the candidates they left.
   */
  public static Position before(Grid puzzle, List<Step> steps, int at) {
    Candidates c = Replay.before(puzzle, steps, at);
    int[] placed = new int[Grid.CELLS];
    int[] marks = new int[Grid.CELLS];
    for (int cell = 0; cell < Grid.CELLS; cell++) {
      if (puzzle.get(cell) == 0) {
        placed[cell] = c.value[cell];
      }
      marks[cell] = c.cand[cell];
    }
    return Position.of(puzzle, Grid.of(placed), marks);
  }
}
