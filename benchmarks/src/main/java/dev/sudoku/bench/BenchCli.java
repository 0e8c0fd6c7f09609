package dev.sudoku.bench;

import dev.sudoku.cli.WrappedHelp;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.NoSuchFileException;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.ParameterException;

/**
 * Runs a measurement main as a picocli command, the same way for every main of this module: {@code
 * -h/--help} prints the command's usage (wrapped between words, as the {@code sudoku} command's)
 * with the line that runs it, and exits 0; a bad argument is one line on stderr naming the command
 * and status 2 ({@link #USAGE}), never a stack trace or a started benchmark. A data file that does
 * not exist is a usage error too. Any other exception is a bug of the benchmark and keeps its stack
 * trace (status 1).
 */
final class BenchCli {
  /** Exit status of a usage error, as the {@code sudoku} command's. */
  static final int USAGE = 2;

  private BenchCli() {}

  /** Runs {@code command} with {@code args} and exits the JVM with its status. */
  static void main(Object command, String[] args) {
    System.exit(execute(command, args, System.out, System.err));
  }

  /** Runs {@code command} with {@code args}, printing to {@code out} and {@code err}. */
  static int execute(Object command, String[] args, PrintStream out, PrintStream err) {
    CommandLine cl = new CommandLine(command);
    CommandSpec spec = cl.getCommandSpec();
    spec.addOption(
        OptionSpec.builder("-h", "--help")
            .usageHelp(true)
            .description("Show this help and exit.")
            .build());
    String[] footer = spec.usageMessage().footer();
    String[] withRun = new String[footer.length + 3];
    withRun[0] = "";
    withRun[1] =
        "Run from the repository root after mvn -B -q -pl benchmarks -am package -DskipTests:";
    withRun[2] =
        "  java -cp benchmarks/target/benchmarks.jar dev.sudoku.bench." + spec.name() + " ...";
    System.arraycopy(footer, 0, withRun, 3, footer.length);
    // wide enough that the run line above stays one line, so it can be copied
    spec.usageMessage().footer(withRun).width(100);
    // a blank line between the description and the first list of arguments or options
    if (spec.positionalParameters().isEmpty()) {
      spec.usageMessage().optionListHeading("%n");
    } else {
      spec.usageMessage().parameterListHeading("%n");
    }
    WrappedHelp.install(cl);
    cl.setOut(new PrintWriter(new java.io.OutputStreamWriter(out, StandardCharsets.UTF_8), true));
    cl.setErr(new PrintWriter(new java.io.OutputStreamWriter(err, StandardCharsets.UTF_8), true));
    cl.setParameterExceptionHandler(
        (ex, a) -> {
          String name = ex.getCommandLine().getCommandName();
          ex.getCommandLine()
              .getErr()
              .println(name + ": " + ex.getMessage() + " (see '" + name + " --help')");
          return USAGE;
        });
    cl.setExecutionExceptionHandler(
        (ex, c, parsed) -> {
          NoSuchFileException missing = missingFile(ex);
          if (missing == null) {
            throw ex;
          }
          c.getOut().flush();
          out.flush();
          c.getErr().println(c.getCommandName() + ": no such file: " + missing.getFile());
          return USAGE;
        });
    return cl.execute(args);
  }

  /** A bad argument found after parsing: reported like a parse error. */
  static ParameterException usage(CommandSpec spec, String message) {
    return new ParameterException(spec.commandLine(), message);
  }

  private static NoSuchFileException missingFile(Exception ex) {
    if (ex instanceof NoSuchFileException e) {
      return e;
    }
    if (ex instanceof UncheckedIOException e && e.getCause() instanceof NoSuchFileException n) {
      return n;
    }
    return null;
  }
}
