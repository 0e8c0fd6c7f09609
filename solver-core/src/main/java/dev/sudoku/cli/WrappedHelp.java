package dev.sudoku.cli;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import picocli.CommandLine;
import picocli.CommandLine.Help;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.UsageMessageSpec;

/**
 * Picocli's help, wrapped only between words. Picocli breaks lines where the JDK's line {@link
 * java.text.BreakIterator} allows, and that also allows a break after a '.' or '/' and before a '+'
 * inside a word: {@code book.} / {@code pdf}, {@code '≥11.} / {@code 0'}, {@code 17..} / {@code
 * 81}.
 *
 * <p>How: before picocli wraps a description, header, footer, exit-code text or option description,
 * every punctuation character is swapped for a character of Unicode's private use area, which the
 * breaker treats like a letter and which has the same width; after wrapping, the section's text is
 * swapped back. So the lines end only at spaces and are exactly as wide as picocli made them.
 * {@code %} is never swapped (description lines are format strings).
 */
public final class WrappedHelp extends Help {
  /** Private use area U+E000..U+F8FF: never in our texts, a letter to the breaker. */
  private static final char FIRST = '\uE000';

  private static final Map<Character, Character> GLUED = new ConcurrentHashMap<>();
  private static final Map<Character, Character> ORIGINAL = new ConcurrentHashMap<>();

  private WrappedHelp(CommandSpec spec, ColorScheme scheme) {
    super(spec, scheme);
  }

  /** Makes {@code cl} and its subcommands render their help this way. */
  public static CommandLine install(CommandLine cl) {
    return cl.setHelpFactory(WrappedHelp::new);
  }

  @Override
  public String description(Object... params) {
    return joined(commandSpec().usageMessage().description(), params);
  }

  @Override
  public String header(Object... params) {
    return joined(commandSpec().usageMessage().header(), params);
  }

  @Override
  public String footer(Object... params) {
    return joined(commandSpec().usageMessage().footer(), params);
  }

  @Override
  public String exitCodeList() {
    Map<String, String> codes = commandSpec().usageMessage().exitCodeList();
    if (codes.isEmpty()) {
      return "";
    }
    Map<String, String> glued = new LinkedHashMap<>();
    codes.forEach((code, text) -> glued.put(code, glue(text)));
    return unglue(createTextTable(glued).toString());
  }

  @Override
  public String optionList() {
    return unglue(super.optionList());
  }

  @Override
  public String parameterList() {
    return unglue(super.parameterList());
  }

  @Override
  public IOptionRenderer createDefaultOptionRenderer() {
    IOptionRenderer plain = super.createDefaultOptionRenderer();
    return (option, labels, scheme) -> glueLastColumn(plain.render(option, labels, scheme), scheme);
  }

  @Override
  public IParameterRenderer createDefaultParameterRenderer() {
    IParameterRenderer plain = super.createDefaultParameterRenderer();
    return (param, labels, scheme) -> glueLastColumn(plain.render(param, labels, scheme), scheme);
  }

  private String joined(String[] lines, Object... params) {
    UsageMessageSpec usage = commandSpec().usageMessage();
    String[] glued = new String[lines.length];
    for (int i = 0; i < lines.length; i++) {
      glued[i] = glue(lines[i]);
    }
    return unglue(
        Help.join(
                colorScheme().ansi(),
                usage.width(),
                usage.adjustLineBreaksForWideCJKCharacters(),
                glued,
                new StringBuilder(),
                params)
            .toString());
  }

  /** The description column is the last; the others hold option names, which do not wrap. */
  private static Ansi.Text[][] glueLastColumn(Ansi.Text[][] rows, ColorScheme scheme) {
    for (Ansi.Text[] row : rows) {
      int last = row.length - 1;
      if (last > 0 && row[last] != null) {
        row[last] = scheme.text(glue(row[last].plainString()));
      }
    }
    return rows;
  }

  /** {@code text} with every punctuation character swapped for a private use one. */
  static String glue(String text) {
    if (text == null) {
      return null;
    }
    StringBuilder sb = new StringBuilder(text.length());
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      sb.append(
          Character.isLetterOrDigit(c) || Character.isWhitespace(c) || c == '%' || c >= FIRST
              ? c
              : GLUED.computeIfAbsent(c, WrappedHelp::next));
    }
    return sb.toString();
  }

  /** The inverse of {@link #glue}. */
  static String unglue(String text) {
    StringBuilder sb = new StringBuilder(text.length());
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      sb.append(ORIGINAL.getOrDefault(c, c));
    }
    return sb.toString();
  }

  private static synchronized Character next(Character c) {
    char code = (char) (FIRST + ORIGINAL.size());
    ORIGINAL.put(code, c);
    return code;
  }
}
