package dev.sudoku.cli;

import dev.sudoku.core.Grid;
import dev.sudoku.core.Solver;
import java.util.concurrent.Callable;
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
      "Output (stdout), one record per puzzle in input order:",
      "  line  the count, or '# invalid: REASON'",
      "  grid  the puzzle drawn over nine lines, '# N solutions', a blank line",
      "  csv   source,line,puzzle,count,limit,reason",
      "  json  {\"source\",\"line\",\"puzzle\",\"count\",\"limit\",\"reason\"}",
      "",
      "Stderr: one line 'FILE:LINE: REASON' per bad puzzle, then a summary of how many puzzles"
          + " had 0, 1 and 2 or more solutions (with --limit 1: 0 and 1 or more).",
      ""
    },
    exitCodeListHeading = "%nExit status:%n",
    exitCodeList = {
      "0:every puzzle was read (whatever its count)",
      "1:some puzzle could not be read (bad line, conflicting givens)"
          + "; or the input held no puzzle at all",
      "2:usage error: bad option, unreadable file, unknown column, --index beyond the input"
    },
    footerHeading = "%nExamples:%n",
    footer = {
      "  sudoku count serg-multi-solution.txt            # 2 = two or more solutions",
      "  sudoku count --limit 1000 puzzle.txt            # exact up to 1000",
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

  private final Io io;

  CountCommand(Io io) {
    this.io = io;
  }

  @Override
  public Integer call() {
    if (limit < 1) {
      throw new UsageException("--limit must be at least 1, was " + limit);
    }
    int max = limit;
    return Runner.command(
        io,
        "count",
        input,
        output,
        () -> new Counter(max),
        report -> new Sink(report, output.format, max));
  }

  /** One count per puzzle with this thread's solver. */
  private static final class Counter implements Pipeline.Worker<Counted> {
    private final Solver solver = Solver.fast();
    private final byte[] cells = new byte[Grid.CELLS];
    private final byte[] solution = new byte[Grid.CELLS];
    private final int limit;

    Counter(int limit) {
      this.limit = limit;
    }

    @Override
    public Counted process(Entry entry) {
      Grid puzzle = CheckWorker.parse(entry.text());
      puzzle.copyTo(cells);
      return new Counted(puzzle, solver.count(cells, limit, solution));
    }
  }

  private record Counted(Grid puzzle, int count) {}

  /** Formats and tallies results in input order. */
  private static final class Sink implements Tally<Counted> {
    private final Report report;
    private final Format format;
    private final int limit;
    private long puzzles;
    private long invalid;
    private final long[] byCount = new long[3]; // 0, 1, 2 or more

    Sink(Report report, Format format, int limit) {
      this.report = report;
      this.format = format;
      this.limit = limit;
      if (format == Format.csv) {
        report.out.println("source,line,puzzle,count,limit,reason");
      }
    }

    @Override
    public void accept(Entry entry, Counted counted) {
      puzzles++;
      int n = counted.count();
      byCount[Math.min(n, 2)]++;
      switch (format) {
        case line:
          report.out.println(n);
          break;
        case grid:
          report.out.println(counted.puzzle().toPrettyString() + "# " + describe(n) + "\n");
          break;
        case csv:
          report.out.println(
              Csv.row(entry.source(), entry.line(), counted.puzzle().toLine(), n, limit, null));
          break;
        default:
          report.out.println(
              new Json()
                  .field("source", entry.source())
                  .field("line", entry.line())
                  .field("puzzle", counted.puzzle().toLine())
                  .field("count", n)
                  .field("limit", limit));
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
          + " (limit "
          + limit
          + ")";
    }
  }
}
