package dev.sudoku.grade;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Locale;
import org.junit.jupiter.api.Test;

/**
 * Agreement with Sudoku Explainer 1.2.1.3 on the puzzles it rates above 5.7 (the chain part of
 * the scale), per band; prints every disagreement and pins the measured agreement.
 */
class ChainAgreementTest {

  static final class Bands {
    final int[] n = new int[12];
    final int[] equal = new int[12];
    final int[] near = new int[12];
    final int[] bound = new int[12];
    final StringBuilder misses = new StringBuilder();

    void add(ReferenceRatings r, Grade g) {
      int band = (int) Math.floor(r.er() + 1e-9);
      n[band]++;
      double diff = g.er() - r.er();
      if (Math.abs(diff) < 0.05) {
        equal[band]++;
      } else {
        misses.append(String.format(Locale.ROOT, "  %s SE %.1f/%.1f/%.1f ours %s%n",
            r.puzzle().toLine(), r.er(), r.ep(), r.ed(), g));
      }
      if (Math.abs(diff) < 0.25) {
        near[band]++;
      }
      if (g.status() == Grade.Status.LOWER_BOUND) {
        bound[band]++;
      }
    }

    int total(int[] a) {
      int t = 0;
      for (int x : a) {
        t += x;
      }
      return t;
    }

    String table(String title) {
      StringBuilder b = new StringBuilder(title).append('\n');
      b.append("| band | puzzles | ER equal | within 0.2 | lower bounds |\n|---|---:|---:|---:|---:|\n");
      for (int i = 0; i < 12; i++) {
        if (n[i] > 0) {
          b.append(String.format(Locale.ROOT, "| %d.x | %d | %d | %d | %d |%n", i, n[i], equal[i],
              near[i], bound[i]));
        }
      }
      int tn = total(n);
      b.append(String.format(Locale.ROOT, "| all | %d | %d (%.1f %%) | %d (%.1f %%) | %d |%n", tn,
          total(equal), 100.0 * total(equal) / tn, total(near), 100.0 * total(near) / tn,
          total(bound)));
      return b.toString();
    }
  }

  static Bands run(String file) {
    Grader grader = new Grader();
    Bands t = new Bands();
    for (ReferenceRatings r : ReferenceRatings.load(file, 99)) {
      if (r.er() < 5.75) {
        continue;
      }
      t.add(r, grader.grade(r.puzzle()));
    }
    System.out.println(t.table(file + " (SE ER > 5.7)"));
    System.out.println("disagreements:\n" + t.misses);
    return t;
  }

  @Test
  void grade_reference1200AboveBug_agreesWithSe() {
    Bands t = run("ratings/se-reference-1200.csv");
    assertThat(t.total(t.n)).isEqualTo(352);
  }

  @Test
  void grade_referenceHardAboveBug_agreesWithSe() {
    Bands t = run("ratings/se-reference-hard.csv");
    assertThat(t.total(t.n)).isEqualTo(351);
  }
}
