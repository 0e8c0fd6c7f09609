package dev.sudoku.grade;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Locale;
import org.junit.jupiter.api.Test;

/**
 * Agreement with Sudoku Explainer 1.2.1.3's own ratings on the shared reference files: the puzzles
 * SE rates 5.7 or less (singles to BUG) and those above (chains). Prints the agreement per band and
 * every disagreement; pins the measured agreement so it cannot silently drop.
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
        misses.append(
            String.format(
                Locale.ROOT,
                "  %s SE %.1f/%.1f/%.1f ours %s %.1f/%.1f/%.1f %s%n",
                r.puzzle().toLine(),
                r.er(),
                r.ep(),
                r.ed(),
                g.status(),
                g.er(),
                g.ep(),
                g.ed(),
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
        b.append(
            String.format(
                Locale.ROOT, "| %d.x | %d | %d | %d | %d |%n", i, n[i], er[i], ep[i], ed[i]));
        tn += n[i];
        t1 += er[i];
        t2 += ep[i];
        t3 += ed[i];
      }
      b.append(
          String.format(
              Locale.ROOT,
              "| all | %d | %d (%.2f %%) | %d (%.2f %%) | %d (%.2f %%) |%n",
              tn,
              t1,
              100.0 * t1 / tn,
              t2,
              100.0 * t2 / tn,
              t3,
              100.0 * t3 / tn));
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

  /** Agreement counts per band for the chain part of the scale (SE ER above 5.7). */
  static final class Bands {
    final int[] n = new int[12];
    final int[] equal = new int[12];
    final int[] near = new int[12];
    final int[] bound = new int[12];
    final int[] ep = new int[12];
    final int[] ed = new int[12];
    final StringBuilder misses = new StringBuilder();

    void add(ReferenceRatings r, Grade g) {
      int band = (int) Math.floor(r.er() + 1e-9);
      n[band]++;
      double diff = g.er() - r.er();
      boolean sameEp = Math.abs(g.ep() - r.ep()) < 0.05;
      boolean sameEd = Math.abs(g.ed() - r.ed()) < 0.05;
      ep[band] += sameEp ? 1 : 0;
      ed[band] += sameEd ? 1 : 0;
      if (Math.abs(diff) < 0.05) {
        equal[band]++;
      }
      if (Math.abs(diff) >= 0.05 || !sameEp || !sameEd) {
        misses.append(
            String.format(
                Locale.ROOT,
                "  %s SE %.1f/%.1f/%.1f ours %s%n",
                r.puzzle().toLine(),
                r.er(),
                r.ep(),
                r.ed(),
                g));
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
      b.append(
          "| band | puzzles | ER equal | ER within 0.2 | EP equal | ED equal | lower bounds |\n"
              + "|---|---:|---:|---:|---:|---:|---:|\n");
      for (int i = 0; i < 12; i++) {
        if (n[i] > 0) {
          b.append(
              String.format(
                  Locale.ROOT,
                  "| %d.x | %d | %d | %d | %d | %d | %d |%n",
                  i,
                  n[i],
                  equal[i],
                  near[i],
                  ep[i],
                  ed[i],
                  bound[i]));
        }
      }
      int tn = total(n);
      b.append(
          String.format(
              Locale.ROOT,
              "| all | %d | %d (%.1f %%) | %d (%.1f %%) | %d (%.1f %%) | %d (%.1f %%) | %d |%n",
              tn,
              total(equal),
              100.0 * total(equal) / tn,
              total(near),
              100.0 * total(near) / tn,
              total(ep),
              100.0 * total(ep) / tn,
              total(ed),
              100.0 * total(ed) / tn,
              total(bound)));
      return b.toString();
    }
  }

  static Bands runChains(String file) {
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

  /**
   * SE 6.2 to 9.3: aligned exclusions, cycles, forcing chains, Nishio, cell/region and dynamic
   * forcing chains. Measured: ER, EP and ED equal to SE's on all 352 puzzles.
   */
  @Test
  void grade_reference1200AboveBug_agreesWithSe() {
    Bands t = runChains("ratings/se-reference-1200.csv");
    assertThat(t.total(t.n)).isEqualTo(352);
    assertThat(t.total(t.equal)).isEqualTo(352);
    assertThat(t.total(t.ep)).isEqualTo(352);
    assertThat(t.total(t.ed)).isEqualTo(352);
  }

  /** Measured: ER, EP and ED equal to SE's on all 351 puzzles (6.6 to 9.3). */
  @Test
  void grade_referenceHardAboveBug_agreesWithSe() {
    Bands t = runChains("ratings/se-reference-hard.csv");
    assertThat(t.total(t.n)).isEqualTo(351);
    assertThat(t.total(t.equal)).isEqualTo(351);
    assertThat(t.total(t.ep)).isEqualTo(351);
    assertThat(t.total(t.ed)).isEqualTo(351);
  }
}
