package dev.sudoku.grade;

/**
 * The complexity Sudoku Explainer rates a forcing chain hint by: the literals behind its conclusion
 * and, from nesting level 2 on, the nested chains among them. {@link ChainRating} turns it into a
 * rating.
 *
 * <ul>
 *   <li>{@link #ancestors}: SE's {@code getAncestorCount}, the literal and every literal it follows
 *       from, each once: a walk over all parents ({@link Consequences#parent}), including the
 *       "hidden" parents of dynamic singles and the rule parents of nested rules. A hint's
 *       complexity is the sum over its branches.
 *   <li>{@link #nestedOfContradiction}, {@link #nestedOfPair} and {@link #nestedAdd}: SE's {@code
 *       getNestedComplexity}, added to the ancestor count at level 2+: the complexity of every
 *       distinct nested chain among the ancestors of the hint's branches, once each. A literal a
 *       nested chain removed carries that chain's complexity and identity ({@link
 *       Consequences#nestCx}, {@link Consequences#nestKey}); identities seen are kept in a list (a
 *       hint rarely uses more than a few nested chains).
 * </ul>
 *
 * <p>One instance per search: the walks share a stamped visited array and one explicit stack, so
 * nothing is allocated per call and no recursion depth depends on the chain.
 */
final class ChainComplexity {
  private final int[] ancStamp = new int[1458];
  private int ancTag;
  private final int[] stack = new int[1458 * Consequences.MAX_PARENTS];

  private long[] nestSeen = new long[64];
  private int nestSeenCount;

  /** Sum of the complexities of the distinct nested chains added since {@link #nestedReset}. */
  int nestedSum;

  /** SE's {@code getAncestorCount}: the literal and everything it follows from. */
  int ancestors(Consequences cq, int code) {
    ancTag = Stamps.next(ancTag, ancStamp);
    return walk(cq, code, 0);
  }

  /** Ancestors of the contradiction's new literal (which is not in the sets). */
  int absurdAncestors(Consequences cq) {
    ancTag = Stamps.next(ancTag, ancStamp);
    int n = 1;
    for (int i = 0; i < cq.absurdParCount; i++) {
      n = walk(cq, cq.absurdPar[i], n);
    }
    return n;
  }

  /** A contradiction's complexity: the ancestors of both versions of the absurd literal. */
  int contradiction(Consequences cq) {
    return ancestors(cq, cq.absurdOld) + absurdAncestors(cq);
  }

  /** {@link #contradiction(Consequences)}, plus its nested complexity when {@code nested}. */
  int contradiction(Consequences cq, boolean nested) {
    int n = contradiction(cq);
    return nested ? n + nestedOfContradiction(cq) : n;
  }

  /**
   * A double forcing's complexity: the ancestors of {@code code} in both branches, plus their
   * nested complexity when {@code nested}.
   */
  int pair(Consequences a, Consequences b, int code, boolean nested) {
    int n = ancestors(a, code) + ancestors(b, code);
    return nested ? n + nestedOfPair(a, b, code) : n;
  }

  /** The nested complexity of a contradiction: behind both versions of the absurd literal. */
  int nestedOfContradiction(Consequences cq) {
    nestedReset();
    nestedAdd(cq, cq.absurdOld);
    for (int i = 0; i < cq.absurdParCount; i++) {
      nestedAdd(cq, cq.absurdPar[i]);
    }
    return nestedSum;
  }

  /** The nested complexity of a double forcing: behind {@code code} in both branches. */
  int nestedOfPair(Consequences a, Consequences b, int code) {
    nestedReset();
    nestedAdd(a, code);
    nestedAdd(b, code);
    return nestedSum;
  }

  /** Starts a nested complexity: no nested chain seen. */
  void nestedReset() {
    nestSeenCount = 0;
    nestedSum = 0;
  }

  /** Adds the nested chains among the ancestors of {@code code} (SE's getNestedComplexity). */
  void nestedAdd(Consequences cq, int code) {
    ancTag = Stamps.next(ancTag, ancStamp);
    int sp = 0;
    ancStamp[code] = ancTag;
    stack[sp++] = code;
    while (sp > 0) {
      int c = stack[--sp];
      long key = cq.nestKey[c];
      if (key != 0) {
        boolean known = false;
        for (int i = 0; i < nestSeenCount && !known; i++) {
          known = nestSeen[i] == key;
        }
        if (!known) {
          if (nestSeenCount == nestSeen.length) {
            nestSeen = java.util.Arrays.copyOf(nestSeen, nestSeenCount * 2);
          }
          nestSeen[nestSeenCount++] = key;
          nestedSum += cq.nestCx[c];
        }
      }
      int n = cq.parentCount(c);
      for (int k = 0; k < n; k++) {
        int pc = cq.parent(c, k);
        if (ancStamp[pc] != ancTag) {
          ancStamp[pc] = ancTag;
          stack[sp++] = pc;
        }
      }
    }
  }

  private int walk(Consequences cq, int code, int count) {
    int sp = 0;
    if (ancStamp[code] == ancTag) {
      return count;
    }
    ancStamp[code] = ancTag;
    stack[sp++] = code;
    while (sp > 0) {
      int c = stack[--sp];
      count++;
      int n = cq.parentCount(c);
      for (int k = 0; k < n; k++) {
        int pc = cq.parent(c, k);
        if (ancStamp[pc] != ancTag) {
          ancStamp[pc] = ancTag;
          stack[sp++] = pc;
        }
      }
    }
    return count;
  }
}
