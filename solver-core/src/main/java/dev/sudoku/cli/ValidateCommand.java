package dev.sudoku.cli;

import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;

/** {@code sudoku validate}: is each puzzle a proper Sudoku (readable, consistent, unique)? */
@Command(
    name = "validate",
    header = "Checks that each puzzle is readable, consistent and unique.",
    description = {
      "Checks every puzzle: syntax (81 cells, digits, '.' or '0'), consistency (no digit twice"
          + " in a row, column or box) and uniqueness (exactly one solution).",
      "",
      "Output (stdout), one record per puzzle in input order:",
      "  line  valid-unique | multiple solutions | no solution | invalid: REASON",
      "  grid  the puzzle drawn over nine lines, then '# STATUS' and a blank line",
      "  csv   source,line,puzzle,status,reason",
      "  json  {\"source\",\"line\",\"puzzle\",\"status\",\"reason\"}",
      "status is UNIQUE, MULTIPLE_SOLUTIONS, NO_SOLUTION or INVALID.",
      "",
      "Stderr: one line 'FILE:LINE: REASON' per invalid puzzle, then a summary.",
      ""
    },
    exitCodeListHeading = "%nExit status:%n",
    exitCodeList = {
      "0:every puzzle is valid with a unique solution",
      "1:some puzzle is invalid, or has no or several solutions"
          + "; or a bad file (see --on-bad-file), or no puzzle in any input",
      "2:usage error: bad option, missing file or a directory, a column no file has, --index beyond the input"
    },
    footerHeading = "%nExamples:%n",
    footer = {
      "  sudoku validate my-puzzles.txt && echo all publishable",
      "  sudoku validate --format csv archive.csv > status.csv",
      "  sudoku validate --index 3 drawings.txt"
    })
final class ValidateCommand implements Callable<Integer> {
  @Mixin HelpOption help;
  @Mixin InputOptions input;
  @Mixin OutputOptions output;

  private final Io io;

  ValidateCommand(Io io) {
    this.io = io;
  }

  @Override
  public Integer call() {
    return Runner.command(
        io, "validate", input, output, CheckWorker::new, report -> new Sink(report, output.format));
  }

  /** Formats and tallies results in input order. */
  private static final class Sink implements Tally<Check> {
    private final Report report;
    private final Format format;
    private long puzzles;
    private final long[] byStatus = new long[PuzzleStatus.values().length];

    Sink(Report report, Format format) {
      this.report = report;
      this.format = format;
      if (format == Format.csv) {
        report.out.println("source,line,puzzle,status,reason");
      }
    }

    @Override
    public void accept(Entry entry, Check check) {
      if (check.status() != PuzzleStatus.UNIQUE) {
        report.failed();
      }
      print(entry, check.puzzle().toPrettyString(), check.puzzle().toLine(), check.status(), null);
    }

    @Override
    public void reject(Entry entry, String reason) {
      report.problem(entry, reason);
      print(entry, "", entry.text(), PuzzleStatus.INVALID, reason);
    }

    private void print(Entry e, String drawing, String puzzle, PuzzleStatus status, String reason) {
      puzzles++;
      byStatus[status.ordinal()]++;
      String words = reason == null ? status.words() : status.words() + ": " + reason;
      switch (format) {
        case line:
          report.out.println(words);
          break;
        case grid:
          report.out.println(drawing + "# " + words + "\n");
          break;
        case csv:
          report.out.println(Csv.row(e.source(), e.line(), puzzle, status, reason));
          break;
        default:
          report.out.println(
              new Json()
                  .field("source", e.source())
                  .field("line", e.line())
                  .field("puzzle", puzzle)
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
      return Report.plural(puzzles, "puzzle")
          + ": "
          + byStatus[PuzzleStatus.UNIQUE.ordinal()]
          + " valid-unique, "
          + byStatus[PuzzleStatus.MULTIPLE_SOLUTIONS.ordinal()]
          + " with multiple solutions, "
          + byStatus[PuzzleStatus.NO_SOLUTION.ordinal()]
          + " without solution, "
          + byStatus[PuzzleStatus.INVALID.ordinal()]
          + " invalid";
    }
  }
}
