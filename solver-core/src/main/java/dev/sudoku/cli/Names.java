package dev.sudoku.cli;

import dev.sudoku.book.PageSize;
import dev.sudoku.generate.Symmetry;
import dev.sudoku.grade.Level;
import dev.sudoku.grade.Technique;
import java.util.Locale;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/**
 * Reads the closed sets of the shared vocabulary from the command line: case does not matter and
 * {@code -} may stand for {@code _} ({@code rotate-180}, {@code ROTATE_180}); an unknown name is
 * one line listing the choices ({@code unknown level 'hardest' (one of EASY, MEDIUM, ...)}). Public
 * so that the other modules' command lines (the Spark jobs) read the names the same way.
 */
public final class Names {
  private Names() {}

  /** The constant of {@code type} named {@code text}. */
  static <E extends Enum<E>> E parse(Class<E> type, String what, String text) {
    String key = text.strip().toUpperCase(Locale.ROOT).replace('-', '_');
    StringBuilder choices = new StringBuilder();
    for (E e : type.getEnumConstants()) {
      if (e.name().equals(key)) {
        return e;
      }
      choices.append(choices.length() == 0 ? "" : ", ").append(e.name());
    }
    throw new TypeConversionException(
        "unknown " + what + " '" + text + "' (one of " + choices + ")");
  }

  /** {@code --symmetry}. */
  public static final class SymmetryName implements ITypeConverter<Symmetry> {
    @Override
    public Symmetry convert(String value) {
      return parse(Symmetry.class, "symmetry", value);
    }
  }

  /** {@code --level}. */
  public static final class LevelName implements ITypeConverter<Level> {
    @Override
    public Level convert(String value) {
      return parse(Level.class, "level", value);
    }
  }

  /** {@code --technique}. */
  public static final class TechniqueName implements ITypeConverter<Technique> {
    @Override
    public Technique convert(String value) {
      return parse(Technique.class, "technique", value);
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
