package dev.sudoku.grade;

import java.util.Locale;
import java.util.function.Function;

/**
 * Reads the name of a constant the way users type it: case does not matter, and {@code -} or a
 * space may stand for {@code _} ({@code x-wing}, {@code naked pair}, {@code NAKED_PAIR}); a
 * constant may also be named by an alias such as its label ({@code hidden single (box)}). An
 * unknown name is one line listing the valid ones.
 */
final class EnumNames {
  private EnumNames() {}

  /**
   * The constant of {@code type} that {@code text} names.
   *
   * @param what what the constants are, for the message ("technique")
   * @param alias another name of a constant, compared ignoring case; null for none
   * @throws IllegalArgumentException naming the text and every constant, e.g. {@code unknown level
   *     'hardest' (one of EASY, MEDIUM, HARD, EXPERT, EXTREME)}
   */
  static <E extends Enum<E>> E parse(
      Class<E> type, String what, String text, Function<E, String> alias) {
    String typed = text.strip();
    String key = typed.toUpperCase(Locale.ROOT).replace('-', '_').replace(' ', '_');
    StringBuilder choices = new StringBuilder();
    for (E e : type.getEnumConstants()) {
      if (e.name().equals(key) || (alias != null && alias.apply(e).equalsIgnoreCase(typed))) {
        return e;
      }
      choices.append(choices.length() == 0 ? "" : ", ").append(e.name());
    }
    throw new IllegalArgumentException(
        "unknown " + what + " '" + text + "' (one of " + choices + ")");
  }
}
