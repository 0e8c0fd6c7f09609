package dev.sudoku.spark;

import picocli.CommandLine.TypeConversionException;

/**
 * Reads an enum option of the Spark commands whose constants are written in lower case on the
 * command line (their {@code toString}, e.g. {@code --format csv}, {@code --on-bad-file skip}): any
 * case is accepted, and an unknown value lists the choices as they are written.
 */
final class LowerCaseNames {
  private LowerCaseNames() {}

  /**
   * The constant of {@code type} whose {@code toString} is {@code value}, ignoring case.
   *
   * @throws TypeConversionException listing the choices
   */
  static <E extends Enum<E>> E parse(Class<E> type, String value) {
    StringBuilder choices = new StringBuilder();
    for (E e : type.getEnumConstants()) {
      if (e.toString().equalsIgnoreCase(value.strip())) {
        return e;
      }
      choices.append(choices.length() == 0 ? "" : ", ").append(e);
    }
    throw new TypeConversionException(
        "expected one of [" + choices + "] (case-insensitive) but was '" + value + "'");
  }
}
