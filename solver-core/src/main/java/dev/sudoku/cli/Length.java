package dev.sudoku.cli;

import dev.sudoku.render.SvgOptions;
import java.util.Locale;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/**
 * A length given on the command line with its unit: {@code 19mm}, {@code 0.75in}, {@code 54pt},
 * {@code 340px} (CSS pixels, 1/96 in). A unit is required: a bare number on a page means nothing
 * the reader can check. Zero is the one exception ({@code --margin 0}), as in CSS: it is the same
 * length in every unit.
 *
 * @param value the number as given
 * @param unit its unit
 */
record Length(double value, SvgOptions.Unit unit) {

  /** The length in PostScript points (1/72 in), PDF's unit. */
  double points() {
    return value * pointsPer(unit);
  }

  /** The length in another unit. */
  double in(SvgOptions.Unit other) {
    return points() / pointsPer(other);
  }

  private static double pointsPer(SvgOptions.Unit u) {
    return switch (u) {
      case PT -> 1;
      case IN -> 72;
      case MM -> 72 / 25.4;
      case PX -> 0.75;
    };
  }

  /**
   * This length, if it lies from {@code min} to {@code max}: the one check of a length option's
   * bounds. The error gives the bounds as given, and in this length's unit when that differs, so
   * {@code --size 1px} reads "from 1in to 40in (96px to 3840px)".
   *
   * @param option the option's name, which starts the error
   * @throws UsageException when the length lies outside the bounds
   */
  Length within(String option, Length min, Length max) {
    double p = points();
    // a bound given in one unit and typed in another must not fail by a rounding error
    double slack = 1e-9 * max.points();
    if (p >= min.points() - slack && p <= max.points() + slack) {
      return this;
    }
    String bounds = min.rounded() + " to " + max.rounded();
    String mine = min.as(unit).rounded() + " to " + max.as(unit).rounded();
    throw new UsageException(
        option
            + " must be from "
            + bounds
            + (mine.equals(bounds) ? "" : " (" + mine + ")")
            + ", was "
            + this);
  }

  private Length as(SvgOptions.Unit other) {
    return new Length(in(other), other);
  }

  /** {@code 3.54in}: at most two decimals, for a message. */
  private String rounded() {
    return Range.fmt(Math.round(value * 100) / 100.0) + unit.name().toLowerCase(Locale.ROOT);
  }

  static Length parse(String text) {
    String s = text.strip().toLowerCase(Locale.ROOT);
    if (s.matches("0*\\.?0*") && !s.equals(".") && !s.isEmpty()) {
      return new Length(0, SvgOptions.Unit.PT);
    }
    for (SvgOptions.Unit u : SvgOptions.Unit.values()) {
      String suffix = u.name().toLowerCase(Locale.ROOT);
      if (s.endsWith(suffix)) {
        String number = s.substring(0, s.length() - suffix.length()).strip();
        try {
          double v = Double.parseDouble(number);
          if (v >= 0 && !Double.isInfinite(v)) {
            return new Length(v, u);
          }
        } catch (NumberFormatException e) {
          // reported below, with the expected form
        }
        break;
      }
    }
    throw new TypeConversionException(
        "expected a length with its unit, like 19mm, 0.75in, 54pt or 340px; got '" + text + "'");
  }

  @Override
  public String toString() {
    return Range.fmt(value) + unit.name().toLowerCase(Locale.ROOT);
  }

  /** The picocli converter. */
  static final class Converter implements ITypeConverter<Length> {
    @Override
    public Length convert(String value) {
      return parse(value);
    }
  }
}
