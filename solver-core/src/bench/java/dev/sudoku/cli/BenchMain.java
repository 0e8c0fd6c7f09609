package dev.sudoku.cli;

import java.nio.file.NoSuchFileException;
import picocli.CommandLine;
import picocli.CommandLine.IExecutionExceptionHandler;
import picocli.CommandLine.Model.OptionSpec;

/**
 * Runs a measurement main of the bench source set as a picocli command with the {@code sudoku}
 * command's handling ({@link SudokuCommand#withErrorHandling}): {@code -h/--help} prints the usage
 * and exits 0, a bad argument or a missing data file is one line on stderr and status 2, never a
 * stack trace or a started benchmark. Public so that the harnesses in other packages (the grader's
 * {@code RungCpuTime}) fail the same way; a check made after parsing throws a {@link
 * CommandLine.ParameterException}.
 */
public final class BenchMain {
  private BenchMain() {}

  /** Runs {@code command} with {@code args} on the standard streams and exits with its status. */
  public static void main(Object command, String... args) {
    System.exit(commandLine(command, Io.system()).execute(args));
  }

  /** {@code command}'s command line with {@code -h/--help}, help and errors through {@code io}. */
  public static CommandLine commandLine(Object command, Io io) {
    CommandLine cl = new CommandLine(command);
    cl.getCommandSpec()
        .addOption(
            OptionSpec.builder("-h", "--help")
                .usageHelp(true)
                .description("Show this help and exit.")
                .build());
    // blank lines between the description, the first list and the footer
    if (cl.getCommandSpec().positionalParameters().isEmpty()) {
      cl.getCommandSpec().usageMessage().optionListHeading("%n");
    } else {
      cl.getCommandSpec().usageMessage().parameterListHeading("%n");
    }
    cl.getCommandSpec().usageMessage().footerHeading("%n");
    SudokuCommand.withErrorHandling(cl, io);
    IExecutionExceptionHandler house = cl.getExecutionExceptionHandler();
    cl.setExecutionExceptionHandler(
        (ex, c, parsed) -> {
          if (ex instanceof NoSuchFileException missing) {
            c.getOut().flush();
            c.getErr()
                .println(
                    c.getCommandSpec().qualifiedName() + ": no such file: " + missing.getFile());
            return ExitStatus.USAGE;
          }
          return house.handleExecutionException(ex, c, parsed);
        });
    return cl;
  }
}
