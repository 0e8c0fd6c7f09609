package dev.sudoku.cli;

import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/**
 * An inclusive range given on the command line as {@code A..B}; {@code A} alone means {@code A..A},
 * {@code A..} has no upper bound and {@code ..B} no lower bound (then {@code min} is 0 and {@code
 * max} infinite). Used for {@code --clues 22..30} and {@code --rating 6.2..7.5}.
 *
 * @param min lower bound, at least 0
 * @param max upper bound, at least {@code min}; {@link Double#POSITIVE_INFINITY} when open
 */
record Range(double min, double max) {

  /** Parses {@code text}; a syntax error is one line saying what was expected. */
  static Range parse(String text) {
    String t = text.strip();
    int dots = t.indexOf("..");
    String lo = dots < 0 ? t : t.substring(0, dots).strip();
    String hi = dots < 0 ? t : t.substring(dots + 2).strip();
    if (dots >= 0 && (lo.isEmpty() && hi.isEmpty() || hi.startsWith("."))) {
      throw syntax(text);
    }
    double min = lo.isEmpty() ? 0 : number(lo, text);
    double max = hi.isEmpty() ? Double.POSITIVE_INFINITY : number(hi, text);
    if (min > max) {
      throw new TypeConversionException("'" + text + "' is empty: " + lo + " is above " + hi);
    }
    return new Range(min, max);
  }

  /** True when both bounds are whole numbers (or the upper one is open). */
  boolean isWhole() {
    return min == Math.rint(min) && (max == Math.rint(max) || Double.isInfinite(max));
  }

  private static double number(String s, String text) {
    try {
      double v = Double.parseDouble(s);
      if (!(v >= 0) || Double.isInfinite(v)) {
        throw syntax(text);
      }
      return v;
    } catch (NumberFormatException e) {
      throw syntax(text);
    }
  }

  private static TypeConversionException syntax(String text) {
    return new TypeConversionException(
        "'"
            + text
            + "' is not a range: expected A..B, A, A.. or ..B with numbers >= 0 (e.g. 6.2..7.5)");
  }

  @Override
  public String toString() {
    return fmt(min) + ".." + (Double.isInfinite(max) ? "" : fmt(max));
  }

  static String fmt(double v) {
    return v == Math.rint(v) ? Long.toString((long) v) : Double.toString(v);
  }

  /** The picocli converter. */
  static final class Converter implements ITypeConverter<Range> {
    @Override
    public Range convert(String value) {
      return parse(value);
    }
  }
}
