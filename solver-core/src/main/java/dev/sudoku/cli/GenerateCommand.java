package dev.sudoku.cli;

import dev.sudoku.generate.Difficulty;
import dev.sudoku.generate.GeneratedPuzzle;
import dev.sudoku.generate.GenerationResult.Shortfall;
import dev.sudoku.generate.GeneratorOptions;
import dev.sudoku.grade.Grade;
import dev.sudoku.grade.Technique;
import java.security.SecureRandom;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.function.BooleanSupplier;
import java.util.function.LongSupplier;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code sudoku generate}: new puzzles with a unique solution, reproducible from a seed, each
 * printed with its solution, grade, symmetry, seed and index.
 */
@Command(
    name = "generate",
    header = "Generates unique puzzles at a level, rating or technique.",
    description = {
      "Generates --count puzzles with exactly one solution: a random complete grid, then clues"
          + " removed (by symmetric orbits) while the solution stays unique; each puzzle is"
          + " graded on the Sudoku Explainer scale and kept only if it meets the request.",
      "The same seed and options give the same puzzles on any machine and with any --threads;"
          + " without --seed a random seed is chosen and printed on stderr.",
      "",
      "Output (stdout), one record per puzzle, in index order:",
      "  line  PUZZLE SOLUTION RATING LEVEL SYMMETRY SEED INDEX, after a '#' header line",
      "        (a RATING '>=R' and LEVEL '>=L' are lower bounds: the grader could only",
      "        bound the rating)",
      "  grid  the puzzle drawn over nine lines, a '#' line with the rest, a blank line",
      "  csv   puzzle,solution,rating,rating_status,level,hardest,clues,symmetry,",
      "        minimal,seed,index",
      "  json  the same fields",
      "",
      "Stderr: the seed, a progress bar on a terminal, then a summary. When the budget"
          + " (--max-attempts, --max-seconds) runs out first, the puzzles made so far are"
          + " printed, a 'fell short' line says which limit stopped the run and why attempts"
          + " were rejected, and the exit status is 1.",
      ""
    },
    exitCodeListHeading = "%nExit status:%n",
    exitCodeList = {
      "0:all --count puzzles were generated",
      "1:the budget ran out first (fewer puzzles, see the 'fell short' line)",
      "2:usage error: bad option, impossible clue bounds for the symmetry, count < 1"
    },
    footerHeading = "%nExamples:%n",
    footer = {
      "  sudoku generate --count 10",
      "  sudoku generate -n 100 --level HARD --symmetry ROTATE_180 --seed 42 > hard.txt",
      "  sudoku generate --count 1000 --minimal --threads 2 --format csv > minimal.csv",
      "  sudoku generate --count 20 --rating 4.0..5.5 --clues 24..30 --format json",
      "  sudoku generate --count 5 --technique X_WING --max-seconds 60"
    })
final class GenerateCommand implements Callable<Integer> {
  /**
   * The generator's grader (nesting level 1) rates exactly up to dynamic forcing chains (+); past
   * them it gives "at least" this, the base rating of nested forcing chains.
   */
  private static final double EXACT_CEILING = Technique.NESTED_FORCING_CHAIN.baseRating();

  @Mixin HelpOption help;

  @Option(
      names = {"-n", "--count"},
      paramLabel = "N",
      required = true,
      description = "Number of puzzles to generate.")
  int count;

  @Mixin GeneratorSpec spec;

  @Option(
      names = "--seed",
      paramLabel = "S",
      description = "Seed of the run (any 64-bit integer). Default: random, printed on stderr.")
  Long seed;

  @Option(
      names = "--max-attempts",
      paramLabel = "N",
      description =
          "Stop after N attempts in all (an attempt = one grid, thinned and checked)."
              + " Default: 1000 per puzzle asked for.")
  Long maxAttempts;

  @Option(
      names = "--max-seconds",
      paramLabel = "S",
      description = "Stop after S seconds (wall clock). Default: no time limit.")
  Double maxSeconds;

  @Mixin OutputOptions output;

  private final Io io;
  private final LongSupplier seeds;

  GenerateCommand(Io io) {
    this(io, new SecureRandom()::nextLong);
  }

  /**
   * @param seeds draws the seed when {@code --seed} is not given
   */
  GenerateCommand(Io io, LongSupplier seeds) {
    this.io = io;
    this.seeds = seeds;
  }

  @Override
  public Integer call() {
    if (count < 1) {
      throw new UsageException("--count must be at least 1, was " + count);
    }
    if (maxAttempts != null && maxAttempts < 1) {
      throw new UsageException("--max-attempts must be at least 1, was " + maxAttempts);
    }
    if (maxSeconds != null && !(maxSeconds > 0 && maxSeconds < 1e9)) {
      throw new UsageException(
          "--max-seconds must be more than 0 and less than 1000000000 (about 31 years), was "
              + Range.fmt(maxSeconds));
    }
    int threads = output.threads();
    GeneratorOptions options = spec.options(true);
    long s = seed != null ? seed : seeds.getAsLong();
    long attempts =
        maxAttempts != null ? maxAttempts : (long) count * options.maxAttemptsPerPuzzle();
    long nanos = maxSeconds != null ? (long) (maxSeconds * 1e9) : Long.MAX_VALUE;
    if (!output.quiet) {
      io.err()
          .println(
              "generate: seed "
                  + s
                  + (seed != null ? "" : " (random; repeat the run with --seed " + s + ")"));
    }
    Report report = new Report(io, "generate", output.quiet);
    Printer printer = new Printer(report, output.format);
    GenerationLoop.Outcome outcome;
    try (LazyBar progress = new LazyBar(output.quiet ? io.withoutBar() : io, "generate", count)) {
      outcome =
          GenerationLoop.run(
              s,
              count,
              options,
              threads,
              attempts,
              nanos,
              System::nanoTime,
              p -> {
                printer.print(p);
                progress.stepTo(printer.printed);
              },
              new OutputCheck(report, io));
    }
    if (outcome.stopped()) {
      report.stoppedEarly(outcome.produced());
    }
    String summary =
        Report.plural(outcome.produced(), "puzzle")
            + " ("
            + spec.describe()
            + "), "
            + Report.plural(outcome.attempts(), "attempt");
    if (outcome.fellShort()) {
      report.out.flush();
      io.err()
          .println(
              "generate: fell short: "
                  + outcome.produced()
                  + " of "
                  + count
                  + " puzzles; "
                  + why(outcome, attempts, maxSeconds)
                  + beyondTheGrader(options)
                  + "; rejected attempts: "
                  + GenerationLoop.describe(outcome.rejections()));
      report.failed();
    }
    report.finish(summary, outcome.produced(), threads);
    return report.status();
  }

  /**
   * Said when the request asks for ratings above what the generator's grader rates exactly: a
   * bigger budget is then no cure, and the usual advice to raise it would mislead.
   */
  private static String beyondTheGrader(GeneratorOptions options) {
    if (options.difficulty().orElse(null) instanceof Difficulty.Rating r
        && r.min() > EXACT_CEILING) {
      return "; ratings above "
          + EXACT_CEILING
          + " need nested forcing chains, which the generator's grader only bounds (at least "
          + EXACT_CEILING
          + "), so such puzzles are found rarely if ever (docs/generator.md)";
    }
    return "";
  }

  private static String why(GenerationLoop.Outcome o, long attempts, Double seconds) {
    if (o.shortfall() == Shortfall.TIME) {
      return "the time limit of " + seconds + " s ran out (raise --max-seconds)";
    }
    return "the budget of "
        + Report.plural(attempts, "attempt")
        + " ran out (raise --max-attempts)";
  }

  /**
   * Asked after every puzzle: flushes the output and says whether anyone still reads it, so a
   * reader that went away ({@code generate -n 1000000 | head}) does not cost the whole run. A
   * puzzle that came after a pause is flushed at once (it is shown while the next one is made); in
   * a fast stream, at most every {@value #FLUSH_MILLIS} ms, not one system call per puzzle.
   */
  private static final class OutputCheck implements BooleanSupplier {
    private static final long FLUSH_MILLIS = 100;
    private static final long PAUSE_NANOS = 1_000_000;
    private final Report report;
    private final Io io;
    private long lastFlush = System.nanoTime();
    private long lastPuzzle = lastFlush;

    OutputCheck(Report report, Io io) {
      this.report = report;
      this.io = io;
    }

    @Override
    public boolean getAsBoolean() {
      long now = System.nanoTime();
      boolean pause = now - lastPuzzle >= PAUSE_NANOS;
      lastPuzzle = now;
      if (!pause && now - lastFlush < FLUSH_MILLIS * 1_000_000L) {
        return true;
      }
      lastFlush = now;
      report.out.flush();
      return !io.out().checkError();
    }
  }

  /** Writes puzzles in the chosen format. */
  private static final class Printer {
    private final Report report;
    private final Format format;
    int printed;

    Printer(Report report, Format format) {
      this.report = report;
      this.format = format;
      if (format == Format.csv) {
        report.out.println(
            "puzzle,solution,rating,rating_status,level,hardest,clues,symmetry,minimal,seed,index");
      } else if (format == Format.line) {
        report.out.println("# puzzle solution rating level symmetry seed index");
      }
    }

    void print(GeneratedPuzzle p) {
      printed++;
      Grade g = p.grade().orElseThrow(() -> new IllegalStateException("ungraded puzzle"));
      String rating = String.format(Locale.ROOT, "%.1f", g.er());
      boolean bound = g.status() == Grade.Status.LOWER_BOUND;
      String level = g.level() == null ? "" : g.level().name();
      String levelWords = (bound ? ">=" : "") + level;
      String hardest = g.hardestNeeded() == null ? null : g.hardestNeeded().name();
      switch (format) {
        case line:
          report.out.println(
              p.puzzle().toLine()
                  + " "
                  + p.solution().toLine()
                  + " "
                  + (bound ? ">=" : "")
                  + rating
                  + " "
                  + levelWords
                  + " "
                  + p.symmetry()
                  + " "
                  + p.seed()
                  + " "
                  + p.index());
          break;
        case grid:
          report.out.println(
              p.puzzle().toPrettyString()
                  + "# solution "
                  + p.solution().toLine()
                  + " rating "
                  + (bound ? ">=" : "")
                  + rating
                  + " "
                  + levelWords
                  + " "
                  + p.symmetry()
                  + " seed "
                  + p.seed()
                  + " index "
                  + p.index()
                  + "\n");
          break;
        case csv:
          report.out.println(
              Csv.row(
                  p.puzzle().toLine(),
                  p.solution().toLine(),
                  rating,
                  g.status(),
                  level,
                  hardest,
                  p.clues(),
                  p.symmetry(),
                  p.minimal(),
                  p.seed(),
                  p.index()));
          break;
        default:
          report.out.println(
              new Json()
                  .field("puzzle", p.puzzle().toLine())
                  .field("solution", p.solution().toLine())
                  .field("rating", g.er())
                  .field("rating_status", g.status().name())
                  .field("level", level)
                  .field("hardest", hardest)
                  .field("clues", p.clues())
                  .field("symmetry", p.symmetry().name())
                  .field("minimal", p.minimal())
                  .field("seed", p.seed())
                  .field("index", p.index()));
      }
    }
  }
}
