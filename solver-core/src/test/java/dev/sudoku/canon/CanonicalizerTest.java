package dev.sudoku.canon;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.sudoku.core.Grid;
import dev.sudoku.core.SharedData;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.junit.jupiter.api.Test;

class CanonicalizerTest {
  static final Grid PUZZLE =
      Grid.parse(
          "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79");
  static final Grid SOLUTION =
      Grid.parse(
          "534678912672195348198342567859761423426853791713924856961537284287419635345286179");

  /** The solution grid with the most automorphisms (648); its minlex form is itself. */
  static final Grid MOST_SYMMETRIC =
      Grid.parse(
          "123456789456789123789123456231564897564897231897231564312645978645978312978312645");

  static final Grid SINGLE = Grid.empty().with(40, 7);

  /** Five givens, one per row in rows 1, 2, 4, 7, 9: many tied arrangements. */
  static final Grid SPARSE =
      Grid.empty().with(0, 1).with(16, 2).with(31, 3).with(58, 4).with(79, 5);

  private final Canonicalizer canon = new Canonicalizer();

  /** The first rows of the 1M kaggle sample: {puzzle, solution}. */
  static List<Grid[]> kaggle(int max) {
    List<Grid[]> out = new ArrayList<>();
    try {
      for (String line : Files.readAllLines(SharedData.file("archives/kaggle-1m-sample.csv"))) {
        if (line.length() >= 163 && Character.isDigit(line.charAt(0))) {
          out.add(
              new Grid[] {Grid.parse(line.substring(0, 81)), Grid.parse(line.substring(82, 163))});
        }
        if (out.size() == max) {
          break;
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return out;
  }

  private void assertSameFormUnderRandomTransformations(Grid g, int n, long seed) {
    Grid expected = canon.canonical(g);
    SplittableRandom rnd = new SplittableRandom(seed);
    for (int i = 0; i < n; i++) {
      Transformation t = Transformation.random(rnd);
      Grid isomorph = t.apply(g);
      assertThat(canon.canonical(isomorph))
          .as("isomorph %s via %s", isomorph, t)
          .isEqualTo(expected);
    }
  }

  @Test
  void canonical_thousandTransformationsOfPuzzle_sameForm() {
    assertSameFormUnderRandomTransformations(PUZZLE, 1000, 1);
  }

  @Test
  void canonical_thousandTransformationsOf17Clue_sameForm() {
    Grid puzzle = SharedData.puzzles("bench/17-clue.txt", 1).get(0);
    assertSameFormUnderRandomTransformations(puzzle, 1000, 2);
  }

  @Test
  void canonical_thousandTransformationsOfSolution_sameForm() {
    assertSameFormUnderRandomTransformations(SOLUTION, 1000, 3);
  }

  @Test
  void canonical_transformationsOfSparseAndSymmetricGrids_sameForm() {
    assertSameFormUnderRandomTransformations(SINGLE, 50, 4);
    assertSameFormUnderRandomTransformations(MOST_SYMMETRIC, 200, 5);
    assertSameFormUnderRandomTransformations(SPARSE, 200, 6);
  }

  @Property(tries = 200)
  void canonical_randomIsomorphOfKagglePuzzle_sameForm(@ForAll long seed) {
    SplittableRandom rnd = new SplittableRandom(seed);
    Grid[] row = KAGGLE.get(rnd.nextInt(KAGGLE.size()));
    Transformation t = Transformation.random(rnd);
    assertThat(canon.canonical(t.apply(row[0]))).isEqualTo(canon.canonical(row[0]));
    assertThat(canon.canonical(t.apply(row[1]))).isEqualTo(canon.canonical(row[1]));
  }

  private static final List<Grid[]> KAGGLE = kaggle(200);

  @Property(tries = 300)
  void canonical_randomSubsetOfSolution_sameFormForIsomorphAndIdempotent(@ForAll long seed) {
    SplittableRandom rnd = new SplittableRandom(seed);
    Grid g = Grid.empty();
    int givens = 1 + rnd.nextInt(40);
    for (int i = 0; i < givens; i++) {
      int cell = rnd.nextInt(Grid.CELLS);
      g = g.with(cell, SOLUTION.get(cell));
    }
    Grid form = canon.canonical(g);
    assertThat(canon.canonical(Transformation.random(rnd).apply(g))).isEqualTo(form);
    assertThat(canon.canonical(form)).isEqualTo(form);
    assertThat(form.clueCount()).isEqualTo(g.clueCount());
    assertThat(canon.toCanonical(g).apply(g)).isEqualTo(form);
  }

  /** Rows (or columns) empty, complete or partly filled: shapes that random subsets rarely hit. */
  @Property(tries = 300)
  void canonical_structuredRandomGrid_sameFormForIsomorphAndIdempotent(@ForAll long seed) {
    SplittableRandom rnd = new SplittableRandom(seed);
    Grid solution = Transformation.random(rnd).apply(SOLUTION);
    int[] cells = new int[Grid.CELLS];
    boolean columns = rnd.nextBoolean();
    for (int line = 0; line < 9; line++) {
      double kind = rnd.nextDouble();
      for (int i = 0; i < 9; i++) {
        int cell = columns ? i * 9 + line : line * 9 + i;
        boolean keep = kind >= 0.3 && (kind < 0.45 || rnd.nextInt(9) < 1 + rnd.nextInt(4));
        cells[cell] = keep ? solution.get(cell) : 0;
      }
    }
    Grid g = Grid.of(cells);
    Grid form = canon.canonical(g);
    assertThat(canon.canonical(Transformation.random(rnd).apply(g))).isEqualTo(form);
    assertThat(canon.canonical(form)).isEqualTo(form);
    assertThat(canon.toCanonical(g).apply(g)).isEqualTo(form);
  }

  @Test
  void canonical_ofCanonical_isIdempotent() {
    for (Grid[] row : kaggle(100)) {
      for (Grid g : row) {
        Grid c = canon.canonical(g);
        assertThat(canon.canonical(c)).isEqualTo(c);
      }
    }
  }

  @Test
  void toCanonical_mapsInputAndSolutionAlong() {
    for (Grid[] row : kaggle(100)) {
      Grid c = canon.canonical(row[0]);
      Transformation t = canon.toCanonical(row[0]);
      assertThat(t.apply(row[0])).isEqualTo(c);
      assertThat(c.clueCount()).isEqualTo(row[0].clueCount());
      Grid solution = t.apply(row[1]);
      assertThat(solution.isSolved()).isTrue();
      assertThat(solution.agreesWith(c)).isTrue();
    }
  }

  @Test
  void canonical_published17ClueList_isAlreadyMinlex() {
    // The shared 17-clue list is published in minlex form (the first 300 lines all are).
    for (Grid p : SharedData.puzzles("bench/17-clue.txt", 300)) {
      assertThat(canon.canonical(p)).isEqualTo(p);
    }
  }

  @Test
  void canonical_published17ClueNotSmallest_ourFormIsSmallerIsomorph() {
    // About 3% of the published 17-clue lines (1,505 of 49,158) are not the smallest string:
    // for this one, row 3 can start "..1.34" instead of "..3..4". Brute force agrees with us.
    Grid published =
        Grid.parse(
            "................12..3..4...........5....4.36.78..1.........5..4.1...3....2.....8.");
    Grid expected =
        Grid.parse(
            "................12..1.34...........5...6.2..7..4.............4..2.7...8..6..1.3..");
    assertThat(canon.canonical(published)).isEqualTo(expected);
    assertThat(canon.toCanonical(published).apply(published)).isEqualTo(expected);
    assertThat(Grid.of(BruteForceMinlex.minlex(published.toBytes()))).isEqualTo(expected);
  }

  @Test
  void canonical_distinct17Clues_differ() {
    List<Grid> puzzles = SharedData.puzzles("bench/17-clue.txt", 500);
    Set<Grid> forms = new HashSet<>();
    for (Grid p : puzzles) {
      forms.add(canon.canonical(p));
    }
    assertThat(forms).hasSize(puzzles.size());
  }

  @Test
  void canonicalize_digitTwiceInColumn_throws() {
    Grid bad = Grid.empty().with(0, 5).with(27, 5);
    assertThatThrownBy(() -> canon.canonical(bad))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("digit 5 twice in column 1: no canonical form");
  }

  @Test
  void lastTransformation_beforeAnyCall_throws() {
    assertThatThrownBy(() -> new Canonicalizer().lastTransformation())
        .isInstanceOf(IllegalStateException.class);
  }

  @Test
  void canonicalize_hotPath_writesSameAsGridApi() {
    byte[] out = new byte[81];
    canon.canonicalize(PUZZLE.toBytes(), out);
    assertThat(Grid.of(out)).isEqualTo(canon.canonical(PUZZLE));
  }

  @Test
  void toCanonical_givensNoRowSeparates_stillMapsToCanonical() {
    // Regression: two givens of the first non-empty row that no later row tells apart kept no
    // label, and the transformation mapped them to 8 and 9 instead of 1 and 2.
    Grid g = Grid.empty().with(3, 6).with(4, 9);
    Grid form = canon.canonical(g);
    assertThat(form.toLine()).isEqualTo(".".repeat(79) + "12");
    assertThat(canon.toCanonical(g).apply(g)).isEqualTo(form);
  }

  @Test
  void canonical_emptyGrid_isEmpty() {
    assertThat(canon.canonical(Grid.empty())).isEqualTo(Grid.empty());
    assertThat(canon.toCanonical(Grid.empty()).apply(Grid.empty())).isEqualTo(Grid.empty());
  }

  @Test
  void canonical_singleGiven_isLastCellOne() {
    assertThat(canon.canonical(SINGLE).toLine()).isEqualTo(".".repeat(80) + "1");
  }

  @Test
  void canonical_completeGrid_startsWith123456789AndStaysSolved() {
    Grid c = canon.canonical(SOLUTION);
    assertThat(c.toLine()).startsWith("123456789");
    assertThat(c.isSolved()).isTrue();
    assertThat(canon.canonical(MOST_SYMMETRIC)).isEqualTo(MOST_SYMMETRIC);
  }

  @Test
  void canonical_handfulOfGrids_equalsBruteForce() {
    List<Grid> grids = new ArrayList<>();
    grids.add(SharedData.puzzles("bench/17-clue.txt", 1).get(0));
    grids.add(
        Transformation.random(new SplittableRandom(7))
            .apply(SharedData.puzzles("bench/17-clue.txt", 2).get(1)));
    grids.add(PUZZLE);
    grids.add(SOLUTION);
    grids.add(SPARSE);
    grids.add(SINGLE);
    grids.add(Transformation.random(new SplittableRandom(8)).apply(MOST_SYMMETRIC));
    grids.add(kaggle(1).get(0)[0]);
    grids.add(Grid.empty().with(0, 1).with(10, 1).with(40, 2).with(80, 3)); // 1 twice in a box
    // Regression: a complete row after two empty ones, then rows with empty cells; the open stack
    // order of a complete first row was read as if every later cell were filled.
    grids.add(
        Grid.parse(
            "..................198342567..9..1........3...7....4......5........4...........1.."));
    for (Grid g : grids) {
      Grid expected = Grid.of(BruteForceMinlex.minlex(g.toBytes()));
      assertThat(canon.canonical(g)).as("%s", g).isEqualTo(expected);
    }
  }

  /** Regression: an 80-cell array was an ArrayIndexOutOfBoundsException from inside load. */
  @Test
  void canonicalize_wrongLength_throwsIllegalArgument() {
    assertThatThrownBy(() -> canon.canonicalize(new byte[80], new byte[Grid.CELLS]))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("found 80 and 81");
    assertThatThrownBy(() -> canon.canonicalize(PUZZLE.toBytes(), new byte[8]))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("found 81 and 8");
  }
}
