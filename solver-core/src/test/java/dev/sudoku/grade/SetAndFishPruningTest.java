package dev.sudoku.grade;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.junit.jupiter.api.Test;

/**
 * Hidden sets, naked sets and fish skip the tuples that hold a member unable to be in a set of
 * their size before forming its union. These tests hold each rule to a literal scan written from
 * its definition (every tuple of the house or lines in SE's order, no pre-filter): the same hints
 * in the same order, on real graded positions and on random pencil marks, where the small sets the
 * skips are about are frequent.
 */
class SetAndFishPruningTest {
  private static final int[] DEGREES = {2, 3, 4};

  @Test
  void scan_positionsAlongGradedPaths_sameHintsAsLiteralScans() {
    int hints = 0;
    for (Candidates position : FruitlessScanTest.Paths.positions()) {
      hints += assertSameAsLiteral(position);
    }
    assertThat(hints).isGreaterThan(1000);
  }

  @Property(tries = 300)
  void scan_randomPencilMarks_sameHintsAsLiteralScans(@ForAll long seed) {
    assertSameAsLiteral(randomMarks(new SplittableRandom(seed)));
  }

  /** Compares every rule and degree on {@code g}; returns how many hints were compared. */
  private static int assertSameAsLiteral(Candidates g) {
    int hints = 0;
    for (int n : DEGREES) {
      List<String> hidden =
          all(g, (c, out, sink) -> new HiddenSetRule(n, false).scan(c, out, sink, null));
      assertThat(hidden).as("hidden %d", n).isEqualTo(literalHidden(g, n));
      List<String> naked = all(g, (c, out, sink) -> new NakedSetRule(n).scan(c, out, sink, null));
      assertThat(naked).as("naked %d", n).isEqualTo(literalNaked(g, n));
      List<String> fish = all(g, (c, out, sink) -> new FishRule(n).scan(c, out, sink, null));
      assertThat(fish).as("fish %d", n).isEqualTo(literalFish(g, n));
      hints += hidden.size() + naked.size() + fish.size();
    }
    for (int n = 2; n <= 3; n++) {
      Hint h = new Hint();
      Candidates copy = copy(g);
      String direct = new HiddenSetRule(n, true).find(copy, h) ? describe(h) : null;
      assertThat(direct).as("direct hidden %d", n).isEqualTo(literalDirectHidden(g, n));
    }
    return hints;
  }

  /** A scan of some rule with a sink, as a lambda. */
  @FunctionalInterface
  private interface Scan {
    boolean run(Candidates g, Hint out, Rule.Sink sink);
  }

  private static List<String> all(Candidates g, Scan scan) {
    List<String> found = new ArrayList<>();
    scan.run(
        copy(g),
        new Hint(),
        h -> {
          found.add(describe(h));
          return false;
        });
    return found;
  }

  private static String describe(Hint h) {
    StringBuilder b = new StringBuilder().append(h.digits);
    for (int i = 0; i < h.houseCount; i++) {
      b.append(" h").append(h.houses[i]);
    }
    for (int i = 0; i < h.cellCount; i++) {
      b.append(" c").append(h.cells[i]);
    }
    for (String e : Marks.eliminations(h)) {
      b.append(' ').append(e);
    }
    if (h.placeCell >= 0) {
      b.append(" =").append(h.placeCell).append(':').append(h.placeDigit);
    }
    return b.toString();
  }

  private static List<String> literalHidden(Candidates g, int n) {
    List<String> found = new ArrayList<>();
    for (int h : Houses.SE_ORDER) {
      if (g.empty[h] <= 2 * n) {
        continue;
      }
      for (int tuple : Combos.of(n, 9)) {
        String hint = hiddenSet(g, h, tuple, n);
        if (hint != null) {
          found.add(hint);
        }
      }
    }
    return found;
  }

  private static String literalDirectHidden(Candidates g, int n) {
    for (int h : Houses.SE_ORDER) {
      if (g.empty[h] <= n) {
        continue;
      }
      for (int tuple : Combos.of(n, 9)) {
        String hint = hiddenSet(g, h, tuple, n);
        if (hint == null) {
          continue;
        }
        int union = union(g, h, tuple);
        for (int d = 1; d <= 9; d++) {
          int p = g.positions(h, d);
          if ((tuple & (1 << (d - 1))) == 0
              && Integer.bitCount(p) > 1
              && Integer.bitCount(p & ~union) == 1) {
            return hint
                + " ="
                + Houses.CELLS[h][Integer.numberOfTrailingZeros(p & ~union)]
                + ":"
                + d;
          }
        }
      }
    }
    return null;
  }

  /** The hidden set of the digits {@code tuple} in house h, described, or null when none. */
  private static String hiddenSet(Candidates g, int h, int tuple, int n) {
    for (int m = tuple; m != 0; m &= m - 1) {
      if (Integer.bitCount(g.positions(h, Integer.numberOfTrailingZeros(m) + 1)) < 2) {
        return null;
      }
    }
    int union = union(g, h, tuple);
    if (Integer.bitCount(union) != n) {
      return null;
    }
    StringBuilder b = new StringBuilder().append(tuple).append(" h").append(h);
    StringBuilder elims = new StringBuilder();
    for (int i = 0; i < 9; i++) {
      if ((union & (1 << i)) != 0) {
        int c = Houses.CELLS[h][i];
        b.append(" c").append(c);
        for (int d = 1; d <= 9; d++) {
          if ((tuple & (1 << (d - 1))) == 0 && g.has(c, d)) {
            elims.append(' ').append(dev.sudoku.core.Grid.cellName(c)).append("<>").append(d);
          }
        }
      }
    }
    return elims.length() == 0 ? null : b.append(elims).toString();
  }

  private static int union(Candidates g, int h, int tuple) {
    int union = 0;
    for (int m = tuple; m != 0; m &= m - 1) {
      union |= g.positions(h, Integer.numberOfTrailingZeros(m) + 1);
    }
    return union;
  }

  private static List<String> literalNaked(Candidates g, int n) {
    List<String> found = new ArrayList<>();
    for (int h : Houses.SE_ORDER) {
      if (g.empty[h] < 2 * n) {
        continue;
      }
      int[] cells = Houses.CELLS[h];
      for (int tuple : Combos.of(n, 9)) {
        int union = 0;
        boolean ok = true;
        for (int m = tuple; m != 0; m &= m - 1) {
          int cm = g.cand[cells[Integer.numberOfTrailingZeros(m)]];
          ok &= Integer.bitCount(cm) >= 2;
          union |= cm;
        }
        if (!ok || Integer.bitCount(union) != n) {
          continue;
        }
        StringBuilder b = new StringBuilder().append(union).append(" h").append(h);
        for (int m = tuple; m != 0; m &= m - 1) {
          b.append(" c").append(cells[Integer.numberOfTrailingZeros(m)]);
        }
        StringBuilder elims = new StringBuilder();
        for (int i = 0; i < 9; i++) {
          for (int d = 1; d <= 9; d++) {
            if ((tuple & (1 << i)) == 0 && (union & (1 << (d - 1))) != 0 && g.has(cells[i], d)) {
              elims
                  .append(' ')
                  .append(dev.sudoku.core.Grid.cellName(cells[i]))
                  .append("<>")
                  .append(d);
            }
          }
        }
        if (elims.length() > 0) {
          found.add(b.append(elims).toString());
        }
      }
    }
    return found;
  }

  private static List<String> literalFish(Candidates g, int n) {
    List<String> found = new ArrayList<>();
    for (int[] lines : new int[][] {{9, 0}, {0, 9}}) {
      int baseStart = lines[0];
      int coverStart = lines[1];
      for (int tuple : Combos.of(n, 9)) {
        for (int d = 1; d <= 9; d++) {
          if (g.placed[d] + 2 * n > 9) {
            continue;
          }
          int union = 0;
          boolean ok = true;
          for (int m = tuple; m != 0; m &= m - 1) {
            int p = g.positions(baseStart + Integer.numberOfTrailingZeros(m), d);
            ok &= Integer.bitCount(p) >= 2;
            union |= p;
          }
          if (!ok || Integer.bitCount(union) != n) {
            continue;
          }
          StringBuilder b = new StringBuilder().append(1 << (d - 1));
          StringBuilder cells = new StringBuilder();
          for (int m = tuple; m != 0; m &= m - 1) {
            int line = baseStart + Integer.numberOfTrailingZeros(m);
            b.append(" h").append(line);
            for (int p = g.positions(line, d); p != 0; p &= p - 1) {
              cells.append(" c").append(Houses.CELLS[line][Integer.numberOfTrailingZeros(p)]);
            }
          }
          StringBuilder elims = new StringBuilder();
          for (int m = union; m != 0; m &= m - 1) {
            int cover = coverStart + Integer.numberOfTrailingZeros(m);
            b.append(" h").append(cover);
            for (int p = g.positions(cover, d) & ~tuple; p != 0; p &= p - 1) {
              int c = Houses.CELLS[cover][Integer.numberOfTrailingZeros(p)];
              elims.append(' ').append(dev.sudoku.core.Grid.cellName(c)).append("<>").append(d);
            }
          }
          if (elims.length() > 0) {
            found.add(b.append(cells).append(elims).toString());
          }
        }
      }
    }
    return found;
  }

  /**
   * Random pencil marks: some digits placed, then most of the other candidates removed (each cell
   * keeps at least one), so that cells with two to four candidates and digits with two to four
   * positions, the members the skips are about, are frequent.
   */
  private static Candidates randomMarks(SplittableRandom rnd) {
    Candidates g = Marks.open();
    int places = rnd.nextInt(25);
    for (int i = 0; i < places; i++) {
      int c = rnd.nextInt(81);
      int m = g.cand[c];
      if (m != 0) {
        g.place(c, pick(m, rnd) + 1);
      }
    }
    int keepPercent = 20 + rnd.nextInt(50);
    for (int c = 0; c < 81; c++) {
      for (int m = g.cand[c]; m != 0; m &= m - 1) {
        int d = Integer.numberOfTrailingZeros(m) + 1;
        if (Integer.bitCount(g.cand[c]) > 1 && rnd.nextInt(100) >= keepPercent) {
          g.eliminate(c, d);
        }
      }
    }
    return g;
  }

  private static int pick(int mask, SplittableRandom rnd) {
    int k = rnd.nextInt(Integer.bitCount(mask));
    int m = mask;
    for (int i = 0; i < k; i++) {
      m &= m - 1;
    }
    return Integer.numberOfTrailingZeros(m);
  }

  private static Candidates copy(Candidates g) {
    Candidates c = new Candidates();
    c.copyFrom(g);
    return c;
  }
}
