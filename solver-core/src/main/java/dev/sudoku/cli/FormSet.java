package dev.sudoku.cli;

/**
 * A growing set of 128-bit keys ({@link FormKey}), each with a {@code long} value (where the key
 * was first seen), for {@code sudoku dedup}: memory grows with the number of distinct classes, not
 * with the input.
 *
 * <p>Open addressing with linear probing over flat arrays, no object per key:
 *
 * <pre>
 *   keys[2s], keys[2s+1] = hi, lo of slot s      (0, 0) = empty slot
 *   values[s]            = value of slot s
 * </pre>
 *
 * The slot is taken from the low bits of {@code lo} (the key is already uniformly distributed). A
 * key that is (0, 0) is stored as (0, 1): one more possible collision among 2^128 keys, which the
 * argument in {@link FormKey} absorbs. A slot takes 24 bytes and the table doubles at 3/4 load, so
 * a key costs 32 bytes before a doubling and 64 just after. Capacity is bounded by the largest Java
 * array: 2^29 slots, about 400 million keys.
 *
 * <p>Not thread-safe: the dedup sink uses it from the thread that delivers results in order.
 */
final class FormSet {
  private static final int MAX_SLOTS = 1 << 29;

  private long[] keys;
  private long[] values;
  private int mask;
  private int size;

  /** An empty set with room for {@code expected} keys before its first doubling. */
  FormSet(int expected) {
    int slots = Integer.highestOneBit(Math.max(16, expected * 4 / 3) - 1) << 1;
    allocate(Math.min(slots, MAX_SLOTS));
  }

  /** Number of keys. */
  int size() {
    return size;
  }

  /**
   * Adds the key unless present.
   *
   * @param value stored with the key when it is new
   * @return {@code -1} when the key was new (now added), otherwise the value stored when it was
   *     first added (so values should be non-negative)
   */
  long addIfAbsent(long hi, long lo, long value) {
    if (hi == 0 && lo == 0) {
      lo = 1;
    }
    int s = (int) lo & mask;
    while (true) {
      long h = keys[2 * s];
      long l = keys[2 * s + 1];
      if (h == 0 && l == 0) {
        break;
      }
      if (h == hi && l == lo) {
        return values[s];
      }
      s = (s + 1) & mask;
    }
    keys[2 * s] = hi;
    keys[2 * s + 1] = lo;
    values[s] = value;
    if (++size > (mask + 1) / 4 * 3) {
      grow();
    }
    return -1;
  }

  private void allocate(int slots) {
    keys = new long[2 * slots];
    values = new long[slots];
    mask = slots - 1;
  }

  private void grow() {
    if (mask + 1 >= MAX_SLOTS) {
      if (size >= mask) { // keep one empty slot so probing always ends
        throw new IllegalStateException("more than " + mask + " distinct puzzles: set is full");
      }
      return;
    }
    long[] oldKeys = keys;
    long[] oldValues = values;
    allocate(2 * (mask + 1));
    for (int s = 0; s < oldValues.length; s++) {
      long h = oldKeys[2 * s];
      long l = oldKeys[2 * s + 1];
      if (h != 0 || l != 0) {
        int t = (int) l & mask;
        while (keys[2 * t] != 0 || keys[2 * t + 1] != 0) {
          t = (t + 1) & mask;
        }
        keys[2 * t] = h;
        keys[2 * t + 1] = l;
        values[t] = oldValues[s];
      }
    }
  }
}
