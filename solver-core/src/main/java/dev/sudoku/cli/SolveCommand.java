package dev.sudoku.cli;

import dev.sudoku.core.Grid;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code sudoku solve}: the unique solution of every puzzle, checked against the input's own; with
 * {@code --all}, every solution up to a limit ({@link AllSolutions}).
 */
@Command(
    name = "solve",
    header = "Prints the unique solution of each puzzle.",
    description = {
      "Solves every puzzle of the input and prints its solution. Each puzzle is solved with a"
          + " limit of 2 solutions, so a puzzle with several solutions is reported as such"
          + " instead of printing one of them.",
      "",
      "Output (stdout), one record per puzzle, in input order:",
      "  line  the 81-digit solution, or one of the comment lines",
      "        '# no solution', '# multiple solutions', '# invalid: REASON'",
      "        (so the output stays aligned with the input and reads back in)",
      "  grid  the solution drawn over nine lines, then a blank line",
      "  csv   source,line,puzzle,solution,status,reason",
      "  json  {\"source\",\"line\",\"puzzle\",\"solution\",\"status\",\"reason\"}",
      "status is UNIQUE, MULTIPLE_SOLUTIONS, NO_SOLUTION or INVALID.",
      "",
      "Stderr: one line 'FILE:LINE: REASON' per bad puzzle, per puzzle without a unique"
          + " solution, and per mismatch with the CSV's solution column"
          + " ('mismatch: expected X, found Y'); then a summary with the counts.",
      "",
      "With --all, every solution is printed, up to --limit per puzzle:",
      "  line  '# FILE:LINE: 3 solutions' (or 'at least 1000 solutions (--limit 1000)',"
          + " 'no solution', 'invalid: REASON'), then one solution per line",
      "  grid  '# FILE:LINE: solution 1 of 3' over each drawing",
      "  csv   source,line,puzzle,number,solution,solutions,complete,status,reason"
          + "  (one row per solution)",
      "  json  {\"source\",\"line\",\"puzzle\",\"status\",\"solutions\":[...],",
      "        \"count\",\"complete\",\"reason\"}",
      "complete is false when --limit or --max-millis stopped the search first.",
      ""
    },
    exitCodeListHeading = "%nExit status:%n",
    exitCodeList = {
      "0:every puzzle has a unique solution (equal to the expected one, if given)",
      "1:some puzzle is invalid, has no or several solutions, or mismatches"
          + "; or a bad file (see --on-bad-file), or no puzzle in any input",
      "2:usage error: bad option, missing file or a directory, a column no file has, --index beyond the input"
    },
    footerHeading = "%nExamples:%n",
    footer = {
      "  sudoku solve puzzles.txt > solutions.txt",
      "  sudoku solve --format grid < drawing.txt",
      "  sudoku solve -t 2 kaggle-1m.csv > /dev/null   # compare with its solutions",
      "  sudoku solve --column quiz --solution-column answer data.csv.gz -f json",
      "  sudoku solve --index 42 archive.csv --format grid",
      "  sudoku solve --all --limit 10 broken.txt       # every solution, 10 at most"
    })
final class SolveCommand implements Callable<Integer> {
  @Mixin HelpOption help;
  @Mixin InputOptions input;
  @Mixin OutputOptions output;

  @Option(
      names = "--all",
      description =
          "Print every solution of each puzzle (up to --limit), not only a unique one: what"
              + " repairing a puzzle with several solutions needs.")
  boolean all;

  @Option(
      names = {"-l", "--limit"},
      paramLabel = "N",
      description = "With --all: at most N solutions per puzzle (default: " + DEFAULT_LIMIT + ").")
  Integer limit;

  @Option(
      names = "--max-millis",
      paramLabel = "MS",
      description =
          "With --all: time allowed per puzzle once two solutions are found, in milliseconds"
              + " (default "
              + DEFAULT_MILLIS
              + "; 0: no limit).")
  Long maxMillis;

  static final int DEFAULT_LIMIT = 1000;
  static final long DEFAULT_MILLIS = 10_000;

  private final Io io;

  SolveCommand(Io io) {
    this.io = io;
  }

  @Override
  public Integer call() {
    if (!all) {
      if (limit != null || maxMillis != null) {
        throw new UsageException(
            (limit != null ? "--limit" : "--max-millis") + " needs --all (every solution)");
      }
      return Runner.command(
          io, "solve", input, output, CheckWorker::new, report -> new Sink(report, output.format));
    }
    int max = limit == null ? DEFAULT_LIMIT : limit;
    long millis = maxMillis == null ? DEFAULT_MILLIS : maxMillis;
    if (max < 1) {
      throw new UsageException("--limit must be at least 1, was " + max);
    }
    if (millis < 0) {
      throw new UsageException("--max-millis must be 0 (no limit) or more, was " + millis);
    }
    return Runner.command(
        io,
        "solve",
        input,
        output,
        () -> new CountCommand.Counter(max, millis, true, System::nanoTime),
        report -> new AllSolutions(report, output.format, max, millis));
  }

  /** Formats and tallies results in input order. */
  private static final class Sink implements Tally<Check> {
    private final Report report;
    private final Format format;
    private long puzzles;
    private long solved;
    private long none;
    private long several;
    private long invalid;
    private long compared;
    private long mismatches;

    Sink(Report report, Format format) {
      this.report = report;
      this.format = format;
      if (format == Format.csv) {
        report.out.println("source,line,puzzle,solution,status,reason");
      }
    }

    @Override
    public void accept(Entry entry, Check check) {
      puzzles++;
      String reason = null;
      switch (check.status()) {
        case UNIQUE:
          solved++;
          if (entry.expected() != null) {
            compared++;
            reason = entry.mismatch(check.solution());
            if (reason != null) {
              mismatches++;
              report.problem(entry, reason);
            }
          }
          break;
        case NO_SOLUTION:
          none++;
          reason = "no solution";
          report.problem(entry, reason);
          break;
        default:
          several++;
          reason = "multiple solutions";
          report.problem(entry, reason);
      }
      print(entry, check.puzzle().toLine(), check.solution(), check.status(), reason);
    }

    @Override
    public void reject(Entry entry, String reason) {
      puzzles++;
      invalid++;
      report.problem(entry, reason);
      print(entry, entry.text(), null, PuzzleStatus.INVALID, reason);
    }

    private void print(Entry e, String puzzle, Grid solution, PuzzleStatus status, String reason) {
      String note = status == PuzzleStatus.INVALID ? "invalid: " + reason : status.words();
      switch (format) {
        case line:
          report.out.println(solution != null ? solution.toLine() : "# " + note);
          break;
        case grid:
          report.out.println(solution != null ? solution.toPrettyString() : "# " + note + "\n");
          break;
        case csv:
          report.out.println(
              Csv.row(
                  e.source(),
                  e.line(),
                  puzzle,
                  solution == null ? null : solution.toLine(),
                  status,
                  reason));
          break;
        default:
          report.out.println(
              new Json()
                  .field("source", e.source())
                  .field("line", e.line())
                  .field("puzzle", puzzle)
                  .field("solution", solution == null ? null : solution.toLine())
                  .field("status", status.name())
                  .field("reason", reason));
      }
    }

    @Override
    public long puzzles() {
      return puzzles;
    }

    @Override
    public String summary() {
      return Report.solveCounts(puzzles, solved, none, several, invalid)
          + Report.mismatches(mismatches, compared);
    }
  }
}
