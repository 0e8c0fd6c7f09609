package dev.sudoku.kafka;

import dev.sudoku.cli.WrappedHelp;
import picocli.CommandLine;
import picocli.CommandLine.Option;

/**
 * The picocli command line of a {@code kafka-worker/run} tool ({@code local}, {@code worker},
 * {@code request}, {@code bench}), with the error handling every one of them documents: a bad
 * option, a missing or malformed value, or an {@link IllegalArgumentException} thrown by the
 * command's own checks is one line on stderr, {@code "<tool>: <what> (see --help)"}, and exit
 * status 2; help is wrapped between words like {@code sudoku}'s ({@link WrappedHelp}).
 */
final class ToolCommandLine {

  /** The exit status of a usage mistake, the same for every tool. */
  static final int EXIT_USAGE = 2;

  private ToolCommandLine() {}

  /**
   * The command line of {@code command}, whose errors start with {@code tool} (e.g. "local").
   * Anything else the command throws goes on to picocli's default handler (a stack trace and status
   * 1): it is a bug or an environment failure, not a usage mistake.
   */
  static CommandLine of(Object command, String tool) {
    CommandLine cl = WrappedHelp.install(new CommandLine(command));
    cl.setParameterExceptionHandler(
        (ex, args) -> {
          ex.getCommandLine().getErr().println(usageLine(tool, ex.getMessage()));
          return EXIT_USAGE;
        });
    cl.setExecutionExceptionHandler(
        (ex, c, parsed) -> {
          if (ex instanceof IllegalArgumentException) {
            c.getErr().println(usageLine(tool, ex.getMessage()));
            return EXIT_USAGE;
          }
          throw ex;
        });
    return cl;
  }

  /** {@code -h}/{@code --help}, the same in every tool: {@code @Mixin HelpOption help}. */
  static final class HelpOption {
    @Option(
        names = {"-h", "--help"},
        usageHelp = true,
        description = "Show this help and exit.")
    boolean help;
  }

  /** One line, however many lines the message had (a value may quote a pasted block). */
  static String usageLine(String tool, String message) {
    String first = message == null ? "" : message.lines().findFirst().orElse("");
    return tool + ": " + first + " (see --help)";
  }
}
