package dev.sudoku.grade;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;

/**
 * Agreement with Sudoku Explainer 1.2.1.3's own ratings on the shared reference files, for the
 * puzzles SE rates 5.7 or less (the part of the scale this grader covers). Prints the agreement
 * per band and every disagreement; pins the measured agreement so it cannot silently drop.
 */
class GraderAgreementTest {

  /** Agreement counts over a list of reference rows. */
  static final class Tally {
    final int[] n = new int[10];
    final int[] er = new int[10];
    final int[] ep = new int[10];
    final int[] ed = new int[10];
    final StringBuilder misses = new StringBuilder();

    void add(ReferenceRatings r, Grade g) {
      int band = (int) Math.floor(r.er() + 1e-9);
      n[band]++;
      boolean e1 = same(g.er(), r.er());
      boolean e2 = same(g.ep(), r.ep());
      boolean e3 = same(g.ed(), r.ed());
      er[band] += e1 ? 1 : 0;
      ep[band] += e2 ? 1 : 0;
      ed[band] += e3 ? 1 : 0;
      if (!e1 || !e2 || !e3) {
        misses.append(String.format(Locale.ROOT, "  %s SE %.1f/%.1f/%.1f ours %s %.1f/%.1f/%.1f %s%n",
            r.puzzle().toLine(), r.er(), r.ep(), r.ed(), g.status(), g.er(), g.ep(), g.ed(),
            g.hardest()));
      }
    }

    static boolean same(double a, double b) {
      return Math.abs(a - b) < 0.05;
    }

    double fraction(int[] hits) {
      int t = 0;
      int h = 0;
      for (int i = 0; i < 10; i++) {
        t += n[i];
        h += hits[i];
      }
      return t == 0 ? 1 : (double) h / t;
    }

    String table(String title) {
      StringBuilder b = new StringBuilder(title).append('\n');
      b.append("| band | puzzles | ER equal | EP equal | ED equal |\n|---|---:|---:|---:|---:|\n");
      int tn = 0;
      int t1 = 0;
      int t2 = 0;
      int t3 = 0;
      for (int i = 0; i < 10; i++) {
        if (n[i] == 0) {
          continue;
        }
        b.append(String.format(Locale.ROOT, "| %d.x | %d | %d | %d | %d |%n", i, n[i], er[i],
            ep[i], ed[i]));
        tn += n[i];
        t1 += er[i];
        t2 += ep[i];
        t3 += ed[i];
      }
      b.append(String.format(Locale.ROOT, "| all | %d | %d (%.2f %%) | %d (%.2f %%) | %d (%.2f %%) |%n",
          tn, t1, 100.0 * t1 / tn, t2, 100.0 * t2 / tn, t3, 100.0 * t3 / tn));
      return b.toString();
    }
  }

  static Tally run(String file) {
    Grader grader = new Grader();
    Tally t = new Tally();
    for (ReferenceRatings r : ReferenceRatings.load(file, 5.7)) {
      t.add(r, grader.grade(r.puzzle()));
    }
    System.out.println(t.table(file + " (SE ER <= 5.7)"));
    System.out.println("disagreements:\n" + t.misses);
    return t;
  }

  @Test
  void grade_reference1200_agreesWithSe() {
    Tally t = run("ratings/se-reference-1200.csv");
    assertThat(t.fraction(t.er)).isGreaterThanOrEqualTo(1.0);
    assertThat(t.fraction(t.ep)).isGreaterThanOrEqualTo(1.0);
    assertThat(t.fraction(t.ed)).isGreaterThanOrEqualTo(1.0);
  }

  @Test
  void grade_referenceHard_agreesWithSe() {
    Tally t = run("ratings/se-reference-hard.csv");
    assertThat(t.fraction(t.er)).isGreaterThanOrEqualTo(1.0);
    assertThat(t.fraction(t.ep)).isGreaterThanOrEqualTo(1.0);
    assertThat(t.fraction(t.ed)).isGreaterThanOrEqualTo(1.0);
  }

  /** Above 5.7 the grader must not claim a rating it cannot reach: a lower bound of 6.2. */
  @Test
  void grade_referenceAbove57_givesHonestLowerBound() {
    Grader grader = new Grader();
    int rows = 0;
    int lowerBounds = 0;
    StringBuilder rated = new StringBuilder();
    for (String file : new String[] {"ratings/se-reference-1200.csv",
        "ratings/se-reference-hard.csv"}) {
      for (ReferenceRatings r : ReferenceRatings.load(file, 99)) {
        if (r.er() < 5.75) {
          continue;
        }
        rows++;
        Grade g = grader.grade(r.puzzle());
        if (g.status() == Grade.Status.LOWER_BOUND) {
          lowerBounds++;
          assertThat(g.er()).isEqualTo(6.2);
          assertThat(g.er()).isLessThanOrEqualTo(r.er() + 1e-9);
        } else {
          rated.append(String.format(Locale.ROOT, "  %s SE %.1f ours %s%n",
              r.puzzle().toLine(), r.er(), g));
        }
      }
    }
    System.out.println(rows + " puzzles rated above 5.7 by SE: " + lowerBounds
        + " lower bounds, rated by us:\n" + rated);
    assertThat(lowerBounds).isEqualTo(rows);
  }
}
