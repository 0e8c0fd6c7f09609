package dev.sudoku.grade;

import java.util.AbstractMap;
import java.util.AbstractSet;
import java.util.Iterator;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.Set;

/**
 * How many times the grader applied each technique: the immutable map behind {@link
 * Grade#counts()}, in {@link Technique} order, holding only the techniques applied at least once.
 *
 * <p>Representation: one bit per technique ordinal in a {@code long}, and the counts of the
 * techniques whose bit is set, packed in ordinal order:
 *
 * <pre>
 *   used   = 0b...001011       bit t set: technique t applied
 *   counts = [ n0, n1, n3 ]     one int per set bit, lowest bit first
 *
 *   get(t) = counts[bitCount(used &amp; ((1L &lt;&lt; t) - 1))] when bit t is set, else null
 * </pre>
 *
 * <p>Why not an {@code EnumMap}: a grade is made per puzzle, and an easy puzzle uses two or three
 * techniques. An {@code EnumMap} holds an {@code Object[]} slot per technique and boxes each count;
 * one per grade, with its unmodifiable view, is among the largest allocations of a Spark task
 * thread per Kaggle row (docs/spark.md, "Where the task threads allocate"). This form costs the
 * object and an {@code int[]} of the techniques used.
 *
 * <p>Equality and hash code are {@link Map}'s (equal to an {@code EnumMap} with the same entries);
 * every mutator throws {@link UnsupportedOperationException}.
 */
final class TechniqueCounts extends AbstractMap<Technique, Integer> {
  private static final Technique[] TECHNIQUES = Technique.values();

  /** No technique applied. */
  static final TechniqueCounts NONE = new TechniqueCounts(0, new int[0]);

  static {
    if (TECHNIQUES.length > Long.SIZE) {
      throw new ExceptionInInitializerError("a long holds one bit per technique");
    }
  }

  private final long used;
  private final int[] counts;

  private TechniqueCounts(long used, int[] counts) {
    this.used = used;
    this.counts = counts;
  }

  /**
   * The techniques with a count above 0.
   *
   * @param tally a count per {@link Technique#ordinal()}; read, not kept
   */
  static TechniqueCounts of(int[] tally) {
    long used = 0;
    for (int t = 0; t < tally.length; t++) {
      used |= (long) (-tally[t] >>> 31) << t; // bit t when tally[t] > 0
    }
    if (used == 0) {
      return NONE;
    }
    int[] counts = new int[Long.bitCount(used)];
    int k = 0;
    for (long m = used; m != 0; m &= m - 1) {
      counts[k++] = tally[Long.numberOfTrailingZeros(m)];
    }
    return new TechniqueCounts(used, counts);
  }

  @Override
  public int size() {
    return counts.length;
  }

  @Override
  public boolean isEmpty() {
    return used == 0;
  }

  @Override
  public boolean containsKey(Object key) {
    return key instanceof Technique && (used >>> ((Technique) key).ordinal() & 1) != 0;
  }

  @Override
  public Integer get(Object key) {
    if (!containsKey(key)) {
      return null;
    }
    int t = ((Technique) key).ordinal();
    return counts[Long.bitCount(used & ((1L << t) - 1))];
  }

  @Override
  public Set<Entry<Technique, Integer>> entrySet() {
    return new AbstractSet<>() {
      @Override
      public int size() {
        return counts.length;
      }

      @Override
      public Iterator<Entry<Technique, Integer>> iterator() {
        return new Iterator<>() {
          private long left = used;
          private int k;

          @Override
          public boolean hasNext() {
            return left != 0;
          }

          @Override
          public Entry<Technique, Integer> next() {
            if (left == 0) {
              throw new NoSuchElementException();
            }
            Technique t = TECHNIQUES[Long.numberOfTrailingZeros(left)];
            left &= left - 1;
            return new SimpleImmutableEntry<>(t, counts[k++]);
          }
        };
      }
    };
  }

  @Override
  public Integer put(Technique key, Integer value) {
    throw new UnsupportedOperationException();
  }

  @Override
  public Integer remove(Object key) {
    throw new UnsupportedOperationException();
  }

  @Override
  public void putAll(Map<? extends Technique, ? extends Integer> m) {
    throw new UnsupportedOperationException();
  }

  @Override
  public void clear() {
    throw new UnsupportedOperationException();
  }
}
