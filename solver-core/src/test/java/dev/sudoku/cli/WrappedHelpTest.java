package dev.sudoku.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

class WrappedHelpTest {
  @Command(
      name = "demo",
      description =
          "A paragraph long enough to wrap at eighty columns, with words that a line breaker"
              + " likes to cut: ratings such as '≥11.0', ranges like 17..81 and files like book.pdf.",
      exitCodeListHeading = "Exit status:%n",
      exitCodeList = {
        "0:the whole text of this exit status is long enough to wrap, with tokens ≥10.0 and 9.0+"
      })
  static final class Demo {
    @Option(
        names = "--clues",
        description = "Number of clues, inclusive, e.g. 22..30 (default 17..81); and (10.5+: more)")
    String clues;
  }

  private static CommandLine demo() {
    return new CommandLine(new Demo());
  }

  @Test
  void usage_tokensThePlainBreakerCuts_keptWholeAndUnchanged() {
    assertThat(HelpWrapping.brokenWords(List.of(demo()))).isNotEmpty(); // why the class exists
    CommandLine wrapped = WrappedHelp.install(demo());
    assertThat(HelpWrapping.brokenWords(List.of(wrapped))).isEmpty();
    String help = wrapped.getUsageMessage(CommandLine.Help.Ansi.OFF);
    assertThat(help).contains("'≥11.0'", "17..81", "book.pdf", "(10.5+:", "9.0+");
    assertThat(help.chars()).noneMatch(c -> c >= '\uE000' && c <= '\uF8FF');
    assertThat(help.lines()).allSatisfy(l -> assertThat(l.length()).isLessThanOrEqualTo(80));
  }

  @Test
  void glue_thenUnglue_identityKeepingLettersSpacesAndPercent() {
    String text = "a 100%% 'quote' (x+y)/z, r1c1..r9c9; ≥9.5 <= µ";
    String glued = WrappedHelp.glue(text);
    assertThat(glued).hasSameSizeAs(text).contains("100%%", "r1c1", "µ").doesNotContain(".");
    assertThat(WrappedHelp.unglue(glued)).isEqualTo(text);
  }
}
