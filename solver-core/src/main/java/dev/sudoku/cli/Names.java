package dev.sudoku.cli;

import dev.sudoku.generate.Symmetry;
import dev.sudoku.grade.Level;
import dev.sudoku.grade.Technique;
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
}
