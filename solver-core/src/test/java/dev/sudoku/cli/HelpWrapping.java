package dev.sudoku.cli;

import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine;

/**
 * Checks that a command's {@code --help} wraps only between words. Picocli wraps with the JDK's
 * line breaker, which also breaks after a '.' or before a '+' inside a token ("'≥11." / "0'"), so a
 * text is rendered at 80 columns and unwrapped, and both must hold the same words. Shared with the
 * other modules' command lines through solver-core's test-jar.
 */
public final class HelpWrapping {
  private HelpWrapping() {}

  /**
   * One entry per command whose help breaks a word at 80 columns: {@code "NAME: A + B in place of
   * AB"}; empty when every command wraps only between words.
   */
  public static List<String> brokenWords(List<CommandLine> commands) {
    List<String> broken = new ArrayList<>();
    for (CommandLine c : commands) {
      c.setUsageHelpWidth(80);
      List<String> wrapped = words(c.getUsageMessage());
      c.setUsageHelpWidth(10_000);
      c.setUsageHelpLongOptionsMaxWidth(10_000);
      List<String> unwrapped = words(c.getUsageMessage());
      c.setUsageHelpWidth(80);
      String difference = firstDifference(wrapped, unwrapped);
      if (!difference.isEmpty()) {
        broken.add(c.getCommandSpec().qualifiedName() + ": " + difference);
      }
    }
    return broken;
  }

  /** The command and every subcommand below it. */
  public static List<CommandLine> withSubcommands(CommandLine root) {
    List<CommandLine> all = new ArrayList<>();
    all.add(root);
    for (CommandLine sub : root.getSubcommands().values()) {
      all.addAll(withSubcommands(sub));
    }
    return all;
  }

  private static String firstDifference(List<String> wrapped, List<String> unwrapped) {
    for (int i = 0; i < Math.min(wrapped.size(), unwrapped.size()); i++) {
      if (!wrapped.get(i).equals(unwrapped.get(i))) {
        return wrapped.get(i)
            + " + "
            + (i + 1 < wrapped.size() ? wrapped.get(i + 1) : "")
            + " in place of "
            + unwrapped.get(i);
      }
    }
    return wrapped.size() == unwrapped.size() ? "" : "different word counts";
  }

  private static List<String> words(String text) {
    return List.of(text.strip().split("\\s+"));
  }
}
