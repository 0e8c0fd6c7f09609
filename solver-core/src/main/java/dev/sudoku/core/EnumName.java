package dev.sudoku.core;

import java.util.Locale;

/**
 * Reads the constant of a closed set from what a person typed: case does not matter and {@code -}
 * may stand for {@code _} ({@code rotate-180}, {@code ROTATE_180}); an unknown name is one line
 * listing the choices ({@code unknown level 'hardest' (one of EASY, MEDIUM, ...)}). The {@code
 * parse} methods of {@code Level}, {@code Symmetry} and {@code Technique} use it, so every command
 * line reads the shared vocabulary the same way.
 */
public final class EnumName {
  private EnumName() {}

  /**
   * The constant of {@code type} named {@code text}.
   *
   * @param what how messages name the set ({@code level}, {@code symmetry})
   * @throws IllegalArgumentException naming the text and listing the choices
   */
  public static <E extends Enum<E>> E parse(Class<E> type, String what, String text) {
    String key = text.strip().toUpperCase(Locale.ROOT).replace('-', '_');
    StringBuilder choices = new StringBuilder();
    for (E e : type.getEnumConstants()) {
      if (e.name().equals(key)) {
        return e;
      }
      choices.append(choices.length() == 0 ? "" : ", ").append(e.name());
    }
    throw new IllegalArgumentException(
        "unknown " + what + " '" + text + "' (one of " + choices + ")");
  }
}
