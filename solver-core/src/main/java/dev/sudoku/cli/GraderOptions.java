package dev.sudoku.cli;

import dev.sudoku.grade.Grader;
import java.util.Map;
import java.util.function.Supplier;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Option;

/**
 * How the grader is built, shared by {@code sudoku grade} and the grader benchmark ({@code
 * solver-core/bench --grade}): both ask this mixin for a supplier and build one {@link Grader} per
 * thread from it, so the benchmark measures the same grader that {@code grade} runs.
 *
 * <p>{@code --max-nesting} accepts only the levels the grader implements (0 to 5, SE's deepest):
 * accepting more would promise ratings the grader cannot give.
 *
 * <p>The options' help is written for {@code grade}, which prints ratings; {@link #fitHelp} gives
 * the other commands that grade ({@code hint}, {@code book}) the words for what their user sees
 * when a limit is reached, from the table {@link #HELP} kept here beside the options.
 */
final class GraderOptions {
  @Option(
      names = "--max-millis",
      paramLabel = "MS",
      defaultValue = "0",
      description =
          "Time allowed per puzzle, in milliseconds (default 0: no limit). When it runs out"
              + " the result names the technique the grader was trying, and a rating becomes an"
              + " honest lower bound (≥ER), never a guess.")
  long maxMillis;

  @Option(
      names = "--max-nesting",
      paramLabel = "N",
      defaultValue = "1",
      description =
          "Deepest level of Sudoku Explainer's nested forcing chains to try (default"
              + " 1). 0: up to dynamic forcing chains (ER 8.5 and up); a puzzle needing more is"
              + " rated at least 9.0. 1: also dynamic forcing chains (+) (ER 9.0 and up: locking,"
              + " pairs and X-wings inside the chains); beyond them, at least 9.5. 2: also nested"
              + " forcing chains (ER 9.5 and up: cycles and forcing chains inside the chains);"
              + " beyond, at least 10.0. 3: also nested multiple forcing chains (ER 10.0 and up:"
              + " cell and region forcing chains inside); beyond, at least 10.5. 4: also nested"
              + " dynamic forcing chains (ER 10.5 and up: dynamic forcing chains inside); beyond,"
              + " at least 11.0. 5: also SE's deepest level (ER 11.0 and up: dynamic forcing"
              + " chains with nested forcing chains inside); beyond, at least 11.0. Level 1 takes"
              + " up to about a second per hardest puzzle, level 2 seconds, level 3 tens of"
              + " seconds, levels 4-5 minutes to hours: combine"
              + " with --max-millis.")
  int maxNesting = Grader.Options.DEFAULT_MAX_NESTING;

  /**
   * A command's own help for the two options: {@code maxMillis} replaces the {@code --max-millis}
   * text; {@code beyondNesting} is added to the {@code --max-nesting} text, whose levels and
   * ratings hold everywhere.
   */
  private record Help(String maxMillis, String beyondNesting) {}

  private static final Map<String, Help> HELP =
      Map.of(
          "hint",
          new Help(
              "Time allowed per position, for all its steps, in milliseconds (default 0: no"
                  + " limit). When it runs out, the steps found so far are printed, then '# out of"
                  + " time' naming the technique the grader was trying (json: outcome"
                  + " OUT_OF_TIME).",
              " In hint, a step beyond the level ends the position with '# stuck' naming the"
                  + " technique needed (json: outcome STUCK)."),
          "book",
          new Help(
              "Time allowed to grade each puzzle whose line carries no rating, in milliseconds"
                  + " (default 0: no limit). When it runs out the caption shows the rating"
                  + " reached as a lower bound (SE ≥ 9.5), never a guess.",
              " In a booklet, a puzzle beyond the level is captioned with the lower bound (SE ≥"
                  + " 9.5)."));

  /**
   * Gives {@code command}'s {@code --max-millis} and {@code --max-nesting} the help text that fits
   * it, when {@link #HELP} has one; the options stay bound to the same fields.
   */
  static void fitHelp(CommandLine command) {
    Help help = HELP.get(command.getCommandName());
    CommandSpec spec = command.getCommandSpec();
    OptionSpec millis = spec.findOption("--max-millis");
    OptionSpec nesting = spec.findOption("--max-nesting");
    if (help == null || millis == null || nesting == null) {
      return;
    }
    spec.remove(millis);
    spec.addOption(OptionSpec.builder(millis).description(help.maxMillis()).build());
    spec.remove(nesting);
    spec.addOption(
        OptionSpec.builder(nesting)
            .description(nesting.description()[0] + help.beyondNesting())
            .build());
  }

  /** Builds one grader per call (a grader holds per-thread state). */
  Supplier<Grader> graders() {
    if (maxMillis < 0) {
      throw new UsageException("--max-millis must be 0 (no limit) or more, was " + maxMillis);
    }
    if (maxNesting < 0 || maxNesting > Grader.Options.MAX_IMPLEMENTED_NESTING) {
      throw new UsageException(
          "--max-nesting must be 0 to "
              + Grader.Options.MAX_IMPLEMENTED_NESTING
              + " (SE's deepest nesting level), was "
              + maxNesting);
    }
    Grader.Options options = Grader.Options.withMaxMillis(maxMillis).withMaxNesting(maxNesting);
    return () -> new Grader(options);
  }

  /**
   * The grader's version and the settings used, for summaries: {@code grader version
   * se121-nesting-2, --max-nesting 1}. The nesting level is always named, as the option that sets
   * it: the version's own "nesting-2" is a revision of the code, and beside a default level of 1 it
   * read as the level used.
   */
  String describe() {
    return "grader version "
        + Grader.VERSION
        + ", --max-nesting "
        + maxNesting
        + (maxMillis > 0 ? ", --max-millis " + maxMillis : "");
  }
}
