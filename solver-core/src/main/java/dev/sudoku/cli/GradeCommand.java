package dev.sudoku.cli;

import dev.sudoku.grade.Grade;
import dev.sudoku.grade.Grader;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.function.Supplier;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code sudoku grade}: the Sudoku Explainer rating of every puzzle, with its solution path. */
@Command(
    name = "grade",
    header = "Rates each puzzle on the Sudoku Explainer (SE) scale.",
    description = {
      "Rates every puzzle of the input on the Sudoku Explainer (SE) scale, the puzzle"
          + " community's standard: at each step the easiest technique that makes progress is"
          + " applied, each technique has a rating (hidden single 1.2-1.5, naked single 2.3,"
          + " pointing 2.6, naked pair 3.0, X-wing 3.2, ... XY-wing 4.2, unique rectangle 4.5,"
          + " BUG 5.6, aligned pair exclusion 6.2, chains 6.5 and up, ... nested forcing chains"
          + " 9.5+). ER is the hardest step of the whole path (the puzzle's rating), EP the"
          + " hardest up to the first placed digit, ED the first step.",
      "",
      "Levels (from ER): EASY <= 2.3 (singles), MEDIUM <= 3.4 (locked candidates, pairs,"
          + " X-wing), HARD < 6.2 (triples, quads, fish, wings, uniqueness, BUG), EXPERT < 8.0"
          + " (APE/ATE, cycles, chains, Nishio), EXTREME >= 8.0 (multiple, dynamic and nested"
          + " forcing chains).",
      "",
      "Status: RATED; LOWER_BOUND when the puzzle needs a nesting level above --max-nesting"
          + " (by default at least 9.5, shown as ≥9.5; at least 10.0, 10.5 or 11.0 with"
          + " --max-nesting 2, 3 or 4-5) or --max-millis runs out (at least the"
          + " technique being tried); MULTIPLE_SOLUTIONS, NO_SOLUTION, INVALID (no rating: SE"
          + " ratings are only defined for proper puzzles).",
      "",
      "Output (stdout), one record per puzzle, in input order:",
      "  line  PUZZLE ER/EP/ED LEVEL HARDEST  ('... 2.6/1.2/1.2 MEDIUM pointing'),",
      "        or '# multiple solutions', '# no solution', '# invalid: REASON'",
      "  grid  the drawing, '# STATUS ER/EP/ED LEVEL, hardest: ...', '# counts: ...'",
      "  csv   " + GradePrinter.CSV_HEADER,
      "  json  the same fields, counts as an object {\"NAKED_SINGLE\":3,...}",
      "With --steps the solution path follows each record, one step per line (number, rating,"
          + " explanation), or in JSON a \"steps\" array of {technique, rating, cells, houses,"
          + " placements, eliminations, explanation}.",
      "",
      "Stderr: one line 'FILE:LINE: REASON' per bad puzzle, per puzzle without a unique"
          + " solution, and per mismatch with the CSV's solution column; then a summary:"
          + " counts per status, per level and per ER band, and the grader version.",
      ""
    },
    exitCodeListHeading = "%nExit status:%n",
    exitCodeList = {
      "0:every puzzle got a rating or a lower bound (and matched the expected solution)",
      "1:some puzzle is invalid, has no or several solutions, or mismatches"
          + "; or a bad file (see --on-bad-file), or no puzzle in any input",
      "2:usage error: bad option, missing file or a directory, a column no file has, --index beyond the input"
    },
    footerHeading = "%nExamples:%n",
    footer = {
      "  sudoku grade puzzles.txt > rated.txt",
      "  sudoku grade --steps --index 3 puzzles.txt",
      "  sudoku grade -f csv ../shared/data/ratings/se-reference-1200.csv > ours.csv",
      "  sudoku grade -f json --steps --index 1 archive.csv | jq '.steps[0]'",
      "  sudoku grade -t 2 ../shared/data/archives/kaggle-1m-sample.csv > /dev/null"
    })
final class GradeCommand implements Callable<Integer> {
  @Mixin HelpOption help;
  @Mixin InputOptions input;
  @Mixin OutputOptions output;
  @Mixin GraderOptions grader;

  @Option(
      names = "--steps",
      description =
          "Also print the solution path (text for line/grid, a \"steps\" array for"
              + " json; not with csv).")
  boolean steps;

  private final Io io;

  GradeCommand(Io io) {
    this.io = io;
  }

  @Override
  public Integer call() {
    if (steps && output.format == Format.csv) {
      throw new UsageException(
          "--steps prints a path per puzzle: use --format line, grid or" + " json, not csv");
    }
    Supplier<Grader> graders = grader.graders();
    boolean withSteps = steps;
    String version = grader.describe();
    return Runner.command(
        io,
        "grade",
        input,
        output,
        () -> new GradeWorker(graders.get(), withSteps),
        report ->
            new Sink(report, new GradePrinter(report.out, output.format, withSteps), version));
  }

  /** Compares, formats and tallies results in input order. */
  private static final class Sink implements Tally<Graded> {
    private final Report report;
    private final GradePrinter printer;
    private final String version;
    private final GradeTally tally = new GradeTally();

    Sink(Report report, GradePrinter printer, String version) {
      this.report = report;
      this.printer = printer;
      this.version = version;
    }

    @Override
    public long puzzles() {
      return tally.puzzles();
    }

    @Override
    public String summary() {
      return tally.summary() + " (" + version + ")";
    }

    /** The per-level and per-band tables, worth printing for more than one puzzle. */
    @Override
    public List<String> details() {
      return tally.puzzles() > 1 ? tally.tables() : List.of();
    }

    @Override
    public void accept(Entry entry, Graded graded) {
      Grade grade = graded.grade();
      tally.add(grade);
      String reason = null;
      if (!GradePrinter.hasRating(grade)) {
        reason = GradePrinter.words(grade.status(), null);
        report.problem(entry, reason);
      } else if (entry.expected() != null && graded.solution() != null) {
        reason = entry.mismatch(graded.solution());
        tally.compared(reason == null);
        if (reason != null) {
          report.problem(entry, reason);
        }
      }
      printer.graded(entry, graded, reason);
    }

    @Override
    public void reject(Entry entry, String reason) {
      tally.invalid();
      report.problem(entry, reason);
      printer.invalid(entry, reason);
    }
  }
}
