package dev.sudoku.generate;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.sudoku.grade.Grade;
import dev.sudoku.grade.Grade.Status;
import dev.sudoku.grade.Grader;
import dev.sudoku.grade.Level;
import dev.sudoku.grade.Technique;
import java.util.List;
import java.util.Map;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

class DifficultyTest {

  static Grade rated(double er, Technique... used) {
    return grade(Status.RATED, er, used);
  }

  /** A LOWER_BOUND grade: "ER is at least {@code bound}", with the partial path's techniques. */
  static Grade atLeast(double bound, Technique... used) {
    return grade(Status.LOWER_BOUND, bound, used);
  }

  private static Grade grade(Status status, double er, Technique... used) {
    Map<Technique, Integer> counts = new java.util.EnumMap<>(Technique.class);
    for (Technique t : used) {
      counts.put(t, 1);
    }
    Technique hardest = used.length == 0 ? null : used[used.length - 1];
    return new Grade(status, er, er, er, Level.of(er), hardest, counts, List.of(), "test");
  }

  private static Grade unrated(Status status) {
    return new Grade(status, 0, 0, 0, null, null, Map.of(), List.of(), "test");
  }

  @Test
  void level_ratedInsideAndOutsideBand_admitsOnlyInside() {
    Difficulty medium = Difficulty.level(Level.MEDIUM);
    assertThat(medium.admits(rated(2.3))).isFalse();
    assertThat(medium.admits(rated(2.5))).isTrue();
    assertThat(medium.admits(rated(3.4))).isTrue();
    assertThat(medium.admits(rated(3.6))).isFalse();
    Difficulty hard = Difficulty.level(Level.HARD);
    assertThat(hard.admits(rated(3.6))).isTrue();
    assertThat(hard.admits(rated(5.7))).isTrue();
    assertThat(hard.admits(rated(6.2))).isFalse();
  }

  /** A lower bound proves a request only when the request is open above and starts below it. */
  @Test
  void levels_lowerBound_admittedOnlyWhenOpenAbove() {
    assertThat(Difficulty.level(Level.EXPERT).admits(atLeast(6.2))).isFalse();
    assertThat(Difficulty.level(Level.HARD).admits(atLeast(6.2))).isFalse();
    assertThat(Difficulty.levels(Level.EXPERT, Level.EXTREME).admits(atLeast(6.2))).isTrue();
    assertThat(Difficulty.levels(Level.HARD, Level.EXTREME).admits(atLeast(6.2))).isTrue();
    assertThat(Difficulty.level(Level.EXTREME).admits(atLeast(6.2))).isFalse();
    assertThat(Difficulty.level(Level.EXTREME).admits(atLeast(8.0))).isTrue();
  }

  @Test
  void rating_lowerBound_admittedOnlyWhenOpenAboveAndBoundReachesMin() {
    assertThat(Difficulty.rating(6.2, 7.5).admits(atLeast(6.2))).isFalse();
    assertThat(Difficulty.ratingAtLeast(6.2).admits(atLeast(6.2))).isTrue();
    assertThat(Difficulty.ratingAtLeast(5.0).admits(atLeast(6.2))).isTrue();
    assertThat(Difficulty.ratingAtLeast(6.3).admits(atLeast(6.2))).isFalse();
    assertThat(Difficulty.rating(6.2, Double.POSITIVE_INFINITY).admits(atLeast(6.2))).isTrue();
  }

  @Test
  void rating_boundsBetweenTenths_roundedInwards() {
    Difficulty d = Difficulty.rating(2.25, 3.45);
    assertThat(d.admits(rated(2.2))).isFalse();
    assertThat(d.admits(rated(2.3))).isTrue();
    assertThat(d.admits(rated(3.4))).isTrue();
    assertThat(d.admits(rated(3.5))).isFalse();
    assertThat(Difficulty.rating(4.5, 4.5).admits(rated(4.5))).isTrue();
  }

  @Test
  void rating_invalidRange_refusedWithOneLine() {
    assertThatThrownBy(() -> Difficulty.rating(3.0, 2.0))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("rating range 3.0..2.0 must satisfy 0 <= min <= max");
    assertThatThrownBy(() -> Difficulty.rating(Double.NaN, 2.0))
        .isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> Difficulty.rating(2.31, 2.39))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("rating range 2.31..2.39 holds no rating (ratings are multiples of 0.1)");
  }

  @Test
  void levels_reversed_refused() {
    assertThatThrownBy(() -> Difficulty.levels(Level.HARD, Level.EASY))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("level range HARD..EASY is empty");
  }

  @Test
  void technique_pathUsesIt_admittedRatedOrBounded() {
    Difficulty xWing = Difficulty.technique(Technique.X_WING);
    assertThat(xWing.admits(rated(3.2, Technique.HIDDEN_SINGLE_BOX, Technique.X_WING))).isTrue();
    assertThat(xWing.admits(rated(4.2, Technique.X_WING, Technique.XY_WING))).isTrue();
    assertThat(xWing.admits(rated(3.4, Technique.HIDDEN_PAIR))).isFalse();
    // the stuck path is a prefix of the full one: X-wing is on it either way
    assertThat(xWing.admits(atLeast(6.2, Technique.X_WING))).isTrue();
    assertThat(xWing.admits(atLeast(6.2, Technique.NAKED_PAIR))).isFalse();
  }

  @Test
  void admits_unratedStatuses_neverAdmitted() {
    List<Difficulty> all =
        List.of(
            Difficulty.any(),
            Difficulty.level(Level.EASY),
            Difficulty.ratingAtLeast(0),
            Difficulty.technique(Technique.FULL_HOUSE));
    for (Status s : List.of(Status.MULTIPLE_SOLUTIONS, Status.NO_SOLUTION, Status.INVALID)) {
      for (Difficulty d : all) {
        assertThat(d.admits(unrated(s))).as(d + " " + s).isFalse();
      }
    }
  }

  @Test
  void any_ratedOrBounded_admitted() {
    assertThat(Difficulty.any().admits(rated(1.2))).isTrue();
    assertThat(Difficulty.any().admits(atLeast(6.2))).isTrue();
  }

  /** The stand-alone filter agrees with grading by hand, from several threads at once. */
  @Test
  void asFilter_severalThreads_agreesWithIndependentGrader() throws Exception {
    Difficulty d = Difficulty.level(Level.EASY);
    PuzzleFilter filter = d.asFilter();
    Generator gen = Generator.create();
    List<GeneratedPuzzle> puzzles = new java.util.ArrayList<>();
    for (int i = 0; i < 16; i++) {
      puzzles.add(gen.generate(12, i, GeneratorOptions.defaults()).orElseThrow());
    }
    Grader grader = new Grader();
    boolean[] expected = new boolean[puzzles.size()];
    for (int i = 0; i < expected.length; i++) {
      expected[i] = d.admits(grader.grade(puzzles.get(i).puzzle()));
    }
    boolean[][] got = new boolean[2][expected.length];
    Thread[] threads = new Thread[2];
    for (int t = 0; t < 2; t++) {
      int tt = t;
      threads[t] =
          new Thread(
              () -> {
                for (int rep = 0; rep < 3; rep++) {
                  for (int i = 0; i < expected.length; i++) {
                    GeneratedPuzzle p = puzzles.get(i);
                    got[tt][i] = filter.accept(p.puzzle(), p.solution());
                  }
                }
              });
      threads[t].start();
    }
    for (Thread t : threads) {
      t.join();
    }
    assertThat(got[0]).isEqualTo(expected);
    assertThat(got[1]).isEqualTo(expected);
  }

  /** Spark ships request values in closures with Java serialization. */
  @Test
  void serialize_everyForm_roundTripsEqual() throws Exception {
    for (Difficulty d :
        List.of(
            Difficulty.any(),
            Difficulty.level(Level.HARD),
            Difficulty.rating(6.2, 7.5),
            Difficulty.ratingAtLeast(6.2),
            Difficulty.technique(Technique.X_WING))) {
      java.io.ByteArrayOutputStream bytes = new java.io.ByteArrayOutputStream();
      try (java.io.ObjectOutputStream out = new java.io.ObjectOutputStream(bytes)) {
        out.writeObject(d);
      }
      try (java.io.ObjectInputStream in =
          new java.io.ObjectInputStream(new java.io.ByteArrayInputStream(bytes.toByteArray()))) {
        assertThat(in.readObject()).isEqualTo(d);
      }
    }
  }

  @Test
  void toString_readableForms() {
    assertThat(Difficulty.level(Level.HARD)).hasToString("HARD");
    assertThat(Difficulty.levels(Level.EXPERT, Level.EXTREME)).hasToString("EXPERT..EXTREME");
    assertThat(Difficulty.rating(6.2, 7.5)).hasToString("6.2..7.5");
    assertThat(Difficulty.ratingAtLeast(6.2)).hasToString("6.2..");
    assertThat(Difficulty.technique(Technique.X_WING)).hasToString("X_WING");
    assertThat(Difficulty.any()).hasToString("any");
  }

  @Provide
  Arbitrary<Difficulty> difficulties() {
    Arbitrary<Difficulty> levels =
        Arbitraries.of(Level.class)
            .tuple2()
            .filter(t -> t.get1().compareTo(t.get2()) <= 0)
            .map(t -> Difficulty.levels(t.get1(), t.get2()));
    Arbitrary<Difficulty> closed =
        Arbitraries.integers()
            .between(0, 120)
            .tuple2()
            .filter(t -> t.get1() <= t.get2())
            .map(t -> Difficulty.rating(t.get1() / 10.0, t.get2() / 10.0));
    Arbitrary<Difficulty> open =
        Arbitraries.integers().between(0, 120).map(t -> Difficulty.ratingAtLeast(t / 10.0));
    return Arbitraries.oneOf(levels, closed, open, Arbitraries.just(Difficulty.any()));
  }

  /**
   * The lower-bound rule is sound: if "ER at least b" is admitted, every rating the bound allows is
   * admitted too, so no puzzle outside the request can slip through a bound.
   */
  @Property(tries = 300)
  void admits_lowerBoundAdmitted_everyRatingAboveAdmitted(
      @ForAll("difficulties") Difficulty d, @ForAll @IntRange(min = 10, max = 110) int bound) {
    if (d.admits(atLeast(bound / 10.0))) {
      for (int t = bound; t <= 200; t++) {
        assertThat(d.admits(rated(t / 10.0))).as(d + " at " + t).isTrue();
      }
    }
  }

  /** Level requests agree with {@link Level#of} and rating requests with their tenths. */
  @Property(tries = 300)
  void admits_rated_agreesWithLevelOfAndRange(
      @ForAll("difficulties") Difficulty d, @ForAll @IntRange(min = 10, max = 120) int tenths) {
    double er = tenths / 10.0;
    boolean expected;
    if (d instanceof Difficulty.Levels) {
      Difficulty.Levels l = (Difficulty.Levels) d;
      expected = Level.of(er).compareTo(l.from()) >= 0 && Level.of(er).compareTo(l.to()) <= 0;
    } else if (d instanceof Difficulty.Rating) {
      Difficulty.Rating r = (Difficulty.Rating) d;
      expected = er >= r.min() - 1e-9 && er <= r.max() + 1e-9;
    } else {
      expected = true;
    }
    assertThat(d.admits(rated(er))).as(d + " at " + er).isEqualTo(expected);
  }
}
