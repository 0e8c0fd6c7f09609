package dev.sudoku.grade;

import java.util.Arrays;

/**
 * Generation stamps: a search marks "seen" by writing its stamp into an array, so starting a new
 * search costs one increment instead of clearing the array. After 2^32 increments an int stamp
 * would come round to a value an entry still holds from long ago and read as "seen" (a grader on a
 * long Spark or Kafka run gets there in hours), so the stamp never wraps: at {@code
 * Integer.MAX_VALUE} the guarded arrays are cleared and counting starts again at 1 (stamps are
 * positive; 0 means never stamped).
 */
final class Stamps {
  private Stamps() {}

  /** The stamp after {@code tag}; clears {@code a} when the stamps start again. */
  static int next(int tag, int[] a) {
    if (tag == Integer.MAX_VALUE) {
      Arrays.fill(a, 0);
      return 1;
    }
    return tag + 1;
  }

  /** The stamp after {@code tag}; clears both arrays when the stamps start again. */
  static int next(int tag, int[] a, int[] b) {
    if (tag == Integer.MAX_VALUE) {
      Arrays.fill(b, 0);
    }
    return next(tag, a);
  }

  /** The stamp after {@code tag}; clears the four arrays when the stamps start again. */
  static int next(int tag, int[] a, int[] b, int[] c, int[] d) {
    if (tag == Integer.MAX_VALUE) {
      Arrays.fill(c, 0);
      Arrays.fill(d, 0);
    }
    return next(tag, a, b);
  }
}
