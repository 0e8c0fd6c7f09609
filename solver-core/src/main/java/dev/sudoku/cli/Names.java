package dev.sudoku.cli;

import dev.sudoku.book.PageSize;
import dev.sudoku.core.EnumName;
import dev.sudoku.generate.Symmetry;
import dev.sudoku.grade.Level;
import dev.sudoku.grade.Technique;
import java.util.function.Function;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/**
 * Picocli converters for the closed sets of the shared vocabulary: each calls the set's own {@code
 * parse} ({@link Level#parse}, ...), so an unknown name is the same one line everywhere ({@code
 * unknown level 'hardest' (one of EASY, MEDIUM, ...)}).
 */
final class Names {
  private Names() {}

  /** The constant of {@code type} named {@code text}, as {@link EnumName#parse} reads it. */
  static <E extends Enum<E>> E parse(Class<E> type, String what, String text) {
    return convert(t -> EnumName.parse(type, what, t), text);
  }

  private static <E> E convert(Function<String, E> parse, String text) {
    try {
      return parse.apply(text);
    } catch (IllegalArgumentException e) {
      throw new TypeConversionException(e.getMessage());
    }
  }

  /** {@code --symmetry}. */
  static final class SymmetryName implements ITypeConverter<Symmetry> {
    @Override
    public Symmetry convert(String value) {
      return Names.convert(Symmetry::parse, value);
    }
  }

  /** {@code --level}. */
  static final class LevelName implements ITypeConverter<Level> {
    @Override
    public Level convert(String value) {
      return Names.convert(Level::parse, value);
    }
  }

  /** {@code --technique}. */
  static final class TechniqueName implements ITypeConverter<Technique> {
    @Override
    public Technique convert(String value) {
      return Names.convert(Technique::parse, value);
    }
  }

  /** {@code --page} of {@code sudoku book}: a4, letter, 6x9, 8.5x11 ({@link PageSize#parse}). */
  static final class PageName implements ITypeConverter<PageSize> {
    @Override
    public PageSize convert(String value) {
      return Names.convert(PageSize::parse, value);
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
