package dev.sudoku.cli;

import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.HelpCommand;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Model.UsageMessageSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.UnmatchedArgumentException;

/**
 * The {@code sudoku} command and the factory that wires it: {@link Main} and the tests build the
 * command line the same way, through {@link #commandLine(Io)}.
 *
 * <p>Every user error ends as one line on stderr, {@code sudoku COMMAND: message}, with exit status
 * 2 and no stack trace: picocli's parameter errors, and {@link UsageException} or an unreadable
 * input during the run. Anything else is a bug and keeps its stack trace.
 */
@Command(
    name = "sudoku",
    versionProvider = Version.class,
    description = {
      "Solves, counts, validates and grades Sudoku puzzles, from one puzzle to archives of"
          + " millions; gives hints from a position part-way through solving; canonicalizes"
          + " and deduplicates them; generates new ones; and benchmarks"
          + " the solver.",
      "Run 'sudoku COMMAND --help' (or 'sudoku help COMMAND') for the inputs, outputs and exit"
          + " status of each command.",
      ""
    },
    exitCodeListHeading = "%nExit status:%n",
    exitCodeList = {
      "0:every puzzle was read and gave the expected result",
      "1:some puzzle failed or mismatched, the input held no puzzle, generate fell short, or"
          + " the results could not all be written (each command's help says what fails)",
      "2:usage error: bad option, unreadable file, unknown column, --index beyond the input"
    },
    footerHeading = "%nExamples:%n",
    footer = {
      "  sudoku solve puzzles.txt",
      "  sudoku count --limit 2 archive.csv.gz",
      "  sudoku validate --format json puzzles.txt",
      "  sudoku grade --steps --index 1 puzzles.txt",
      "  sudoku hint --steps 3 position.txt",
      "  sudoku dedup old.txt new.txt > distinct.txt",
      "  sudoku generate --count 10 --level HARD --symmetry ROTATE_180",
      "  sudoku bench ../shared/data/bench/*.txt"
    })
public final class SudokuCommand implements Callable<Integer> {
  @Mixin HelpOption help;

  @Option(
      names = {"-V", "--version"},
      versionHelp = true,
      description = "Print the version (and the grader's) and exit.")
  boolean version;

  private final Io io;

  private SudokuCommand(Io io) {
    this.io = io;
  }

  /**
   * The full command line, reading and writing only through {@code io}. {@code
   * commandLine(io).execute(args)} runs a command and returns its exit status.
   */
  public static CommandLine commandLine(Io io) {
    CommandLine cl =
        new CommandLine(new SudokuCommand(io))
            .addSubcommand(new SolveCommand(io))
            .addSubcommand(new CountCommand(io))
            .addSubcommand(new ValidateCommand(io))
            .addSubcommand(new GradeCommand(io))
            .addSubcommand(new HintCommand(io))
            .addSubcommand(new BenchCommand(io))
            .addSubcommand(new CanonCommand(io))
            .addSubcommand(new DedupCommand(io))
            .addSubcommand(new GenerateCommand(io))
            .addSubcommand(new RenderCommand(io))
            .addSubcommand(new BookCommand(io))
            .addSubcommand(new HelpCommand());
    for (CommandLine sub : cl.getSubcommands().values()) {
      GraderOptions.fitHelp(sub);
      Object command = sub.getCommand();
      OptionSpec solutionColumn = sub.getCommandSpec().findOption("--solution-column");
      if (solutionColumn != null
          && !(command instanceof SolveCommand
              || command instanceof GradeCommand
              || command instanceof BenchCommand)) {
        // InputOptions is shared by every reader of puzzles, but only these compare with a
        // solution: elsewhere the option would be listed in the help and accepted for nothing.
        sub.getCommandSpec().remove(solutionColumn);
      }
    }
    return withErrorHandling(cl, io);
  }

  /**
   * Wires a command line to {@code io} with the {@code sudoku} error handling (one line on stderr
   * and exit status 2 for a usage error, a stack trace only for a bug) and help that wraps only
   * between words ({@link WrappedHelp}). Shared with the workload benchmarks of the bench source
   * set, so they fail the same way.
   */
  static CommandLine withErrorHandling(CommandLine cl, Io io) {
    WrappedHelp.install(cl);
    cl.setOut(new PrintWriter(new OutputStreamWriter(io.out(), StandardCharsets.UTF_8), true));
    cl.setErr(new PrintWriter(new OutputStreamWriter(io.err(), StandardCharsets.UTF_8), true));
    cl.setCaseInsensitiveEnumValuesAllowed(true);
    CommandLine.IExecutionStrategy run = cl.getExecutionStrategy();
    // The one place the exit status follows a reader that closed standard output: whatever the
    // command would have said, it ends like "seq 1000000 | head -1" does (see Io.readerGone).
    cl.setExecutionStrategy(
        parsed -> {
          int status = run.execute(parsed);
          return io.readerGone() ? ExitStatus.READER_GONE : status;
        });
    listReaderGone(cl);
    cl.setParameterExceptionHandler(
        (ex, args) -> {
          CommandLine c = ex.getCommandLine();
          c.getErr().println(name(c) + ": " + explain(ex) + " (see '" + name(c) + " --help')");
          return ExitStatus.USAGE;
        });
    cl.setExecutionExceptionHandler(
        (ex, c, parsed) -> {
          if (ex instanceof UsageException || ex instanceof UncheckedIOException) {
            if (io.readerGone()) {
              return ExitStatus.READER_GONE;
            }
            c.getOut().flush();
            io.out().flush();
            c.getErr().println(name(c) + ": " + ex.getMessage());
            return ExitStatus.USAGE;
          }
          throw ex;
        });
    return cl;
  }

  /** Ends the exit-status list of {@code cl} and of each command below it with the 141 line. */
  private static void listReaderGone(CommandLine cl) {
    UsageMessageSpec usage = cl.getCommandSpec().usageMessage();
    if (!usage.exitCodeList().isEmpty()) {
      Map<String, String> codes = new LinkedHashMap<>(usage.exitCodeList());
      codes.put(String.valueOf(ExitStatus.READER_GONE), ExitStatus.READER_GONE_HELP);
      usage.exitCodeList(codes);
    }
    cl.getSubcommands().values().forEach(SudokuCommand::listReaderGone);
  }

  /**
   * Picocli's message, except for a word it could not place: "Unmatched argument at index 0:
   * 'sovle'" says neither that a command was expected nor which one was meant.
   */
  static String explain(ParameterException ex) {
    if (!(ex instanceof UnmatchedArgumentException)) {
      return ex.getMessage();
    }
    UnmatchedArgumentException u = (UnmatchedArgumentException) ex;
    List<String> unmatched = u.getUnmatched();
    if (unmatched.isEmpty()) {
      return ex.getMessage();
    }
    String word = unmatched.get(0);
    CommandLine c = ex.getCommandLine();
    List<String> suggestions = u.getSuggestions();
    String meant = suggestions.isEmpty() ? "" : " (did you mean " + suggestions.get(0) + "?)";
    if (word.startsWith("-")) {
      return "unknown option '" + word + "'" + meant;
    }
    if (!c.getSubcommands().isEmpty()) {
      return "unknown command '"
          + word
          + "'"
          + meant
          + "; the commands are "
          + String.join(", ", c.getSubcommands().keySet());
    }
    if (c.getCommandSpec().positionalParameters().isEmpty()) {
      return "unexpected argument '" + word + "': " + c.getCommandName() + " reads no files";
    }
    return ex.getMessage();
  }

  private static String name(CommandLine c) {
    return c.getCommandSpec().qualifiedName();
  }

  /** Without a command: the list of commands on stderr, as a usage error. */
  @Override
  public Integer call() {
    io.err()
        .println(
            "sudoku: missing command (solve, count, validate, grade, hint, bench, canon,"
                + " dedup, generate, render, book)");
    io.err().println("Run 'sudoku --help' for usage.");
    return ExitStatus.USAGE;
  }
}
