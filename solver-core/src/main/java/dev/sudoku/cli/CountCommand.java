package dev.sudoku.cli;

import dev.sudoku.core.Grid;
import dev.sudoku.core.Solver;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.function.LongSupplier;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code sudoku count}: how many solutions each puzzle has, up to a limit. */
@Command(
    name = "count",
    header = "Counts the solutions of each puzzle, up to --limit.",
    description = {
      "Counts the solutions of every puzzle, stopping at --limit: the number printed is"
          + " min(number of solutions, limit), so with the default limit 2 it reads 0 (no"
          + " solution), 1 (unique) or 2 (two or more).",
      "",
      "Counting also stops when a puzzle has used its time budget (--max-millis, default 10"
          + " seconds): a nearly empty grid has billions of solutions, far more than any machine"
          + " can count. The count is then a lower bound, printed as '≥N'.",
      "",
      "Output (stdout), one record per puzzle in input order:",
      "  line  the count ('≥N' when the budget ran out), or '# invalid: REASON'",
      "  grid  the puzzle drawn over nine lines, '# N solutions', a blank line",
      "  csv   source,line,puzzle,count,limit,reason  (reason says when the budget ran out)",
      "  json  {\"source\",\"line\",\"puzzle\",\"count\",\"limit\",\"reason\"}",
      "",
      "Stderr: one line 'FILE:LINE: REASON' per bad puzzle, then a summary of how many puzzles"
          + " had 0, 1 and 2 or more solutions (with --limit 1: 0 and 1 or more).",
      ""
    },
    exitCodeListHeading = "%nExit status:%n",
    exitCodeList = {
      "0:every puzzle was read (whatever its count, a lower bound included)",
      "1:some puzzle could not be read (bad line, conflicting givens)"
          + "; or a bad file (see --on-bad-file), or no puzzle in any input",
      "2:usage error: bad option, missing file or a directory, a column no file has, --index beyond the input"
    },
    footerHeading = "%nExamples:%n",
    footer = {
      "  sudoku count serg-multi-solution.txt            # 2 = two or more solutions",
      "  sudoku count --limit 1000 puzzle.txt            # exact up to 1000",
      "  sudoku count --limit 100000000 --max-millis 60000 sparse.txt",
      "  sudoku count --format json archive.csv | head"
    })
final class CountCommand implements Callable<Integer> {
  @Mixin HelpOption help;
  @Mixin InputOptions input;
  @Mixin OutputOptions output;

  @Option(
      names = {"-l", "--limit"},
      paramLabel = "N",
      defaultValue = "2",
      description = "Stop counting at N solutions (at least 1). Default: ${DEFAULT-VALUE}.")
  int limit;

  @Option(
      names = "--max-millis",
      paramLabel = "MS",
      defaultValue = "10000",
      description =
          "Time allowed per puzzle, in milliseconds (default ${DEFAULT-VALUE}; 0: no limit)."
              + " Checked each time a solution is found (a search between two solutions of a"
              + " 9x9 grid is short); when it runs out the count found so far is printed as a"
              + " lower bound.")
  long maxMillis;

  private final Io io;

  CountCommand(Io io) {
    this.io = io;
  }

  @Override
  public Integer call() {
    if (limit < 1) {
      throw new UsageException("--limit must be at least 1, was " + limit);
    }
    if (maxMillis < 0) {
      throw new UsageException("--max-millis must be 0 (no limit) or more, was " + maxMillis);
    }
    int max = limit;
    long millis = maxMillis;
    return Runner.command(
        io,
        "count",
        input,
        output,
        () -> new Counter(max, millis),
        report -> new Sink(report, output.format, max, millis));
  }

  /**
   * One count per puzzle with this thread's solver, within the time budget: the solver hands each
   * solution to a sink that counts it and checks the clock, and stops the search by throwing once
   * the budget is spent (the solver has no budget of its own, and its search state is rebuilt by
   * the next call).
   */
  static final class Counter implements Pipeline.Worker<Counted> {
    private final Solver solver = Solver.fast();
    private final int limit;
    private final long maxNanos;
    private final boolean keep;
    private final LongSupplier nanoTime;
    private long found;
    private long deadline;
    private List<Grid> solutions = List.of();

    /**
     * @param limit stop at this many solutions
     * @param maxMillis time budget per puzzle, 0 for none
     */
    Counter(int limit, long maxMillis) {
      this(limit, maxMillis, false, System::nanoTime);
    }

    /**
     * @param keep also return the solutions found ({@code sudoku solve --all}); the budget is then
     *     checked only from the second solution on, so whether a puzzle is unique is always known
     * @param nanoTime the clock (tests pass one they control)
     */
    Counter(int limit, long maxMillis, boolean keep, LongSupplier nanoTime) {
      this.limit = limit;
      this.maxNanos = maxMillis * 1_000_000L;
      this.keep = keep;
      this.nanoTime = nanoTime;
    }

    @Override
    public Counted process(Entry entry) {
      Grid puzzle = CheckWorker.parse(entry.text());
      found = 0;
      solutions = keep ? new ArrayList<>() : List.of();
      deadline = nanoTime.getAsLong() + maxNanos;
      try {
        solver.enumerate(puzzle, limit, this::tally);
      } catch (OutOfTime e) {
        return new Counted(puzzle, (int) found, true, solutions);
      }
      return new Counted(puzzle, (int) found, false, solutions);
    }

    private void tally(Grid solution) {
      found++;
      if (keep) {
        solutions.add(solution);
      }
      if (maxNanos > 0
          && found < limit
          && (found >= 2 || !keep)
          && nanoTime.getAsLong() - deadline > 0) {
        throw OutOfTime.INSTANCE;
      }
    }
  }

  /** Stops a search whose budget is spent; no stack trace, it is control flow. */
  private static final class OutOfTime extends RuntimeException {
    private static final long serialVersionUID = 1L;
    static final OutOfTime INSTANCE = new OutOfTime();

    private OutOfTime() {
      super("time budget spent", null, false, false);
    }
  }

  /**
   * @param count solutions found, at most the limit
   * @param stopped the time budget ran out first: {@code count} is a lower bound
   * @param solutions the solutions found in search order, when the counter keeps them; else empty
   */
  record Counted(Grid puzzle, int count, boolean stopped, List<Grid> solutions) {
    Counted(Grid puzzle, int count, boolean stopped) {
      this(puzzle, count, stopped, List.of());
    }
  }

  /** Formats and tallies results in input order. */
  private static final class Sink implements Tally<Counted> {
    private final Report report;
    private final Format format;
    private final int limit;
    private final long maxMillis;
    private long puzzles;
    private long invalid;
    private long stopped;
    private final long[] byCount = new long[3]; // 0, 1, 2 or more

    Sink(Report report, Format format, int limit, long maxMillis) {
      this.report = report;
      this.format = format;
      this.limit = limit;
      this.maxMillis = maxMillis;
      if (format == Format.csv) {
        report.out.println("source,line,puzzle,count,limit,reason");
      }
    }

    @Override
    public void accept(Entry entry, Counted counted) {
      puzzles++;
      int n = counted.count();
      String reason = null;
      if (counted.stopped()) {
        stopped++;
        reason = "stopped after " + maxMillis + " ms: at least " + Report.plural(n, "solution");
      } else {
        byCount[Math.min(n, 2)]++;
      }
      switch (format) {
        case line:
          report.out.println(counted.stopped() ? "≥" + n : String.valueOf(n));
          break;
        case grid:
          report.out.println(
              counted.puzzle().toPrettyString()
                  + "# "
                  + (reason != null ? reason : describe(n))
                  + "\n");
          break;
        case csv:
          report.out.println(
              Csv.row(entry.source(), entry.line(), counted.puzzle().toLine(), n, limit, reason));
          break;
        default:
          Json json =
              new Json()
                  .field("source", entry.source())
                  .field("line", entry.line())
                  .field("puzzle", counted.puzzle().toLine())
                  .field("count", n)
                  .field("limit", limit);
          report.out.println(reason == null ? json : json.field("reason", reason));
      }
    }

    private String describe(int n) {
      return (n >= limit && limit > 1 ? "at least " : "") + Report.plural(n, "solution");
    }

    @Override
    public void reject(Entry entry, String reason) {
      puzzles++;
      invalid++;
      report.problem(entry, reason);
      switch (format) {
        case line:
        case grid:
          report.out.println("# invalid: " + reason + (format == Format.grid ? "\n" : ""));
          break;
        case csv:
          report.out.println(
              Csv.row(entry.source(), entry.line(), entry.text(), null, limit, reason));
          break;
        default:
          report.out.println(
              new Json()
                  .field("source", entry.source())
                  .field("line", entry.line())
                  .field("puzzle", entry.text())
                  .field("limit", limit)
                  .field("reason", reason));
      }
    }

    @Override
    public long puzzles() {
      return puzzles;
    }

    @Override
    public String summary() {
      String counts =
          limit == 1
              ? byCount[0] + " with no solution, " + (byCount[1] + byCount[2]) + " with 1 or more"
              : byCount[0]
                  + " with no solution, "
                  + byCount[1]
                  + " with 1, "
                  + byCount[2]
                  + " with 2 or more";
      return Report.plural(puzzles, "puzzle")
          + ": "
          + counts
          + ", "
          + invalid
          + " invalid"
          + (stopped == 0 ? "" : ", " + stopped + " stopped by --max-millis (lower bounds)")
          + " (limit "
          + limit
          + ")";
    }
  }
}
