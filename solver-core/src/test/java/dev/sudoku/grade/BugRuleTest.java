package dev.sudoku.grade;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.Grid;
import java.util.List;
import org.junit.jupiter.api.Test;

class BugRuleTest {
  /** SE rates it 5.6: a BUG type 1 (se-reference-1200.csv). */
  static final String BUG_PUZZLE =
      "021500000000083020006000800000800001038000450700006000002000500050620000000001730";

  @Test
  void find_bugWithOneExtraCell_type1KeepsTheExtraDigit() {
    Grid puzzle = Grid.parse(BUG_PUZZLE);
    List<Step> steps = new Grader().grade(puzzle, true).steps();
    int at = Replay.firstStep(steps, Technique.BUG);
    assertThat(at).isPositive();
    Candidates c = Replay.before(puzzle, steps, at);
    Hint hint = new Hint();
    assertThat(new BugRule().find(c, hint)).isTrue();
    assertThat(hint.tenths).isEqualTo(56);
    assertThat(hint.cellCount).isEqualTo(1);
    // type 1: every other candidate of the one BUG cell goes
    int bugCell = hint.cells[0];
    assertThat(Integer.bitCount(c.cand[bugCell])).isGreaterThanOrEqualTo(3);
    assertThat(hint.elimCount).isEqualTo(Integer.bitCount(c.cand[bugCell]) - 1);
    Grid solution = solve(puzzle);
    for (int i = 0; i < hint.elimCount; i++) {
      assertThat(hint.elimDigit[i]).isNotEqualTo(solution.get(hint.elimCell[i]));
    }
  }

  @Test
  void find_startOfPuzzle_noBug() {
    Candidates c = new Candidates();
    c.load(Grid.parse(BUG_PUZZLE).toBytes());
    assertThat(new BugRule().find(c, new Hint())).isFalse();
  }

  @Test
  void find_bivalueEverywhere_noBugWithoutExtraCell() {
    // a solved grid with two cells of one rectangle reopened: every cell bivalue, no BUG cell
    Candidates c = new Candidates();
    Grid solved =
        Grid.parse(
            "534678912672195348198342567859761423426853791713924856961537284287419635345286179");
    byte[] cells = solved.toBytes();
    cells[0] = 0;
    cells[1] = 0;
    cells[9] = 0;
    cells[10] = 0;
    c.load(cells);
    assertThat(new BugRule().find(c, new Hint())).isFalse();
  }

  private static Grid solve(Grid puzzle) {
    dev.sudoku.core.Solver s = dev.sudoku.core.Solver.reference();
    s.count(puzzle, 1);
    return s.solution();
  }
}
