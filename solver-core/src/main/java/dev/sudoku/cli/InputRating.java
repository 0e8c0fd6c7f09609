package dev.sudoku.cli;

/**
 * A rating that came with a puzzle in the input ({@link Entry#rating()}), read as a number.
 *
 * @param er the SE rating ER, or its lower bound
 * @param bound the input marked it as a lower bound ({@code >=} or {@code ≥})
 */
record InputRating(double er, boolean bound) {
  /** Ratings on the SE scale run from 1.0 to 12; anything else in a rating column is not one. */
  static final double MAX = 12;

  /**
   * Reads {@code 4.5}, {@code >=8.0}, {@code ≥6.2/1.5/1.2} (ER/EP/ED: the ER counts); {@code null}
   * for {@code null} or text that is not such a rating.
   */
  static InputRating parse(String text) {
    if (text == null) {
      return null;
    }
    String s = text.strip();
    boolean bound = false;
    if (s.startsWith(">=")) {
      bound = true;
      s = s.substring(2);
    } else if (s.startsWith("\u2265")) {
      bound = true;
      s = s.substring(1);
    }
    int slash = s.indexOf('/');
    if (slash >= 0) {
      s = s.substring(0, slash);
    }
    try {
      double er = Double.parseDouble(s.strip());
      return er >= 0 && er <= MAX ? new InputRating(er, bound) : null;
    } catch (NumberFormatException e) {
      return null;
    }
  }
}
