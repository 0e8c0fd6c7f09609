package dev.sudoku.grade;

/**
 * Test oracle: XY-wing (4.2) and XYZ-wing (4.4) walked as Sudoku Explainer does (every peer of
 * every pivot tried as either wing), kept to check that {@link XyWingRule}'s wings from the bivalue
 * set give the same hint.
 *
 * <pre>
 * XY-wing:  pivot {x,y}, wings {x,z} and {y,z}, both seeing the pivot:
 *           z goes from every cell that sees both wings.
 * XYZ-wing: pivot {x,y,z}, wings {x,z} and {y,z}, both seeing the pivot:
 *           z goes from every cell that sees the pivot and both wings.
 * </pre>
 *
 * <p>Scan order as SE's {@code XYWing}: pivots row-major, wings among the pivot's peers.
 */
final class XyWingReference implements Rule {
  private final boolean xyz;
  private final Technique technique;

  XyWingReference(boolean xyz) {
    this.xyz = xyz;
    technique = xyz ? Technique.XYZ_WING : Technique.XY_WING;
  }

  @Override
  public boolean find(Candidates g, Hint out) {
    int pivotSize = xyz ? 3 : 2;
    for (int pivot = 0; pivot < 81; pivot++) {
      int pm = g.cand[pivot];
      if (Integer.bitCount(pm) != pivotSize) {
        continue;
      }
      int[] peers = Houses.PEERS[pivot];
      for (int a : peers) {
        int am = g.cand[a];
        if (Integer.bitCount(am) != 2 || Integer.bitCount(pm & ~am) != 1) {
          continue;
        }
        for (int b : peers) {
          if (b == a) {
            continue;
          }
          int bm = g.cand[b];
          if (Integer.bitCount(bm) != 2 || bm == am) {
            continue;
          }
          int z;
          if (xyz) {
            // union of the three is the pivot; z is in all three
            if ((am | bm | pm) != pm || Integer.bitCount(am & bm & pm) != 1) {
              continue;
            }
            z = am & bm;
          } else {
            // {x,y}, {x,z}, {y,z}: three digits, none common to all
            if (Integer.bitCount(am | bm | pm) != 3
                || (am & bm & pm) != 0
                || Integer.bitCount(am & bm) != 1) {
              continue;
            }
            z = am & bm;
          }
          int zd = Integer.numberOfTrailingZeros(z) + 1;
          // the cells that see both wings (and the pivot for XYZ), as an 81-bit set
          long lo = Houses.PEER_LO[a] & Houses.PEER_LO[b];
          long hi = Houses.PEER_HI[a] & Houses.PEER_HI[b];
          if (xyz) {
            lo &= Houses.PEER_LO[pivot];
            hi &= Houses.PEER_HI[pivot];
          }
          if (!anyHolds(g, lo, 0, z, pivot) && !anyHolds(g, hi, 64, z, pivot)) {
            continue;
          }
          out.reset(technique, technique.baseTenths());
          out.digits = pm | am | bm;
          out.cell(pivot);
          out.cell(a);
          out.cell(b);
          for (int t = 0; t < 81; t++) {
            if (isTarget(g, t, z, pivot, a, b)) {
              out.eliminate(t, zd);
            }
          }
          return true;
        }
      }
    }
    return false;
  }

  /** Whether a cell of {@code set} (cells {@code base} + bit), other than the pivot, holds z. */
  private static boolean anyHolds(Candidates g, long set, int base, int z, int pivot) {
    for (long m = set; m != 0; m &= m - 1) {
      int t = base + Long.numberOfTrailingZeros(m);
      if (t != pivot && (g.cand[t] & z) != 0) {
        return true;
      }
    }
    return false;
  }

  private boolean isTarget(Candidates g, int t, int z, int pivot, int a, int b) {
    if ((g.cand[t] & z) == 0 || t == pivot || t == a || t == b) {
      return false;
    }
    return Houses.sees(t, a) && Houses.sees(t, b) && (!xyz || Houses.sees(t, pivot));
  }
}
