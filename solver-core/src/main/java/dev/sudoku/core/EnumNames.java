package dev.sudoku.core;

import java.util.Locale;

/**
 * Reads a constant of one of the library's closed sets ({@code Level}, {@code Symmetry}, {@code
 * Technique}) from text typed by a person or found in a request: case does not matter, surrounding
 * blanks are ignored and {@code -} may stand for {@code _} ({@code rotate-180} is {@code
 * ROTATE_180}). The enums' own {@code parse} methods call this, so the command line, the Spark jobs
 * and the Kafka worker read names the same way.
 */
public final class EnumNames {
  private EnumNames() {}

  /**
   * The constant of {@code type} named by {@code text}.
   *
   * @param what the set's name in the message, e.g. {@code "level"}
   * @throws IllegalArgumentException one line listing the choices, e.g. {@code unknown level
   *     'hardest' (one of EASY, MEDIUM, HARD, EXPERT, EXTREME)}; also for null text
   */
  public static <E extends Enum<E>> E parse(Class<E> type, String what, String text) {
    String key = text == null ? "" : text.strip().toUpperCase(Locale.ROOT).replace('-', '_');
    StringBuilder choices = new StringBuilder();
    for (E e : type.getEnumConstants()) {
      if (e.name().equals(key)) {
        return e;
      }
      choices.append(choices.length() == 0 ? "" : ", ").append(e.name());
    }
    throw new IllegalArgumentException(
        (text == null ? "missing " + what : "unknown " + what + " '" + text + "'")
            + " (one of "
            + choices
            + ")");
  }
}
