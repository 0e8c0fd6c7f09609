package dev.sudoku.cli;

import dev.sudoku.book.PageSize;
import dev.sudoku.generate.Symmetry;
import dev.sudoku.grade.Level;
import dev.sudoku.grade.Technique;
import java.util.Locale;
import java.util.function.Function;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/**
 * Picocli converters for the closed sets of the shared vocabulary, reading them with the library's
 * own {@code parse} methods (any case, {@code -} for {@code _}, one line listing the choices).
 * Public so that the other modules' command lines (the Spark jobs) use the same converters.
 */
public final class Names {
  private Names() {}

  private static <E> E convert(Function<String, E> parse, String value) {
    try {
      return parse.apply(value);
    } catch (IllegalArgumentException e) {
      throw new TypeConversionException(e.getMessage());
    }
  }

  /** {@code --symmetry}. */
  public static final class SymmetryName implements ITypeConverter<Symmetry> {
    @Override
    public Symmetry convert(String value) {
      return Names.convert(Symmetry::parse, value);
    }
  }

  /** {@code --level}. */
  public static final class LevelName implements ITypeConverter<Level> {
    @Override
    public Level convert(String value) {
      return Names.convert(Level::parse, value);
    }
  }

  /** {@code --technique}. */
  public static final class TechniqueName implements ITypeConverter<Technique> {
    @Override
    public Technique convert(String value) {
      return Names.convert(Technique::parse, value);
    }
  }

  /** {@code --page} of {@code sudoku book} and the Spark booklets: a4, letter, 6x9, 8.5x11. */
  public static final class PageName implements ITypeConverter<PageSize> {
    @Override
    public PageSize convert(String value) {
      String v = value.strip().toLowerCase(Locale.ROOT);
      switch (v) {
        case "a4":
          return PageSize.A4;
        case "letter":
          return PageSize.LETTER;
        case "6x9":
        case "trim_6x9":
          return PageSize.TRIM_6X9;
        case "8.5x11":
        case "trim_8_5x11":
          return PageSize.TRIM_8_5X11;
        default:
          throw new TypeConversionException(
              "unknown page size '" + value + "' (one of a4, letter, 6x9, 8.5x11)");
      }
    }

    static String describe(PageSize p) {
      return switch (p) {
        case A4 -> "a4: 210 x 297 mm";
        case LETTER -> "letter: 8.5 x 11 in";
        case TRIM_6X9 -> "6x9: 6 x 9 in";
        case TRIM_8_5X11 -> "8.5x11: 8.5 x 11 in";
      };
    }
  }
}
