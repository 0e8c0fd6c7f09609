package dev.sudoku.cli;

import dev.sudoku.core.Grid;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;

/** {@code sudoku solve}: the unique solution of every puzzle, checked against the input's own. */
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
      ""
    },
    exitCodeListHeading = "%nExit status:%n",
    exitCodeList = {
      "0:every puzzle has a unique solution (equal to the expected one, if given)",
      "1:some puzzle is invalid, has no or several solutions, or mismatches"
          + "; or the input held no puzzle at all",
      "2:usage error: bad option, unreadable file, unknown column, --index beyond the input"
    },
    footerHeading = "%nExamples:%n",
    footer = {
      "  sudoku solve puzzles.txt > solutions.txt",
      "  sudoku solve --format grid < drawing.txt",
      "  sudoku solve -t 2 kaggle-1m.csv > /dev/null   # compare with its solutions",
      "  sudoku solve --column quiz --solution-column answer data.csv.gz -f json",
      "  sudoku solve --index 42 archive.csv --format grid"
    })
final class SolveCommand implements Callable<Integer> {
  @Mixin HelpOption help;
  @Mixin InputOptions input;
  @Mixin OutputOptions output;

  private final Io io;

  SolveCommand(Io io) {
    this.io = io;
  }

  @Override
  public Integer call() {
    return Runner.command(
        io, "solve", input, output, CheckWorker::new, report -> new Sink(report, output.format));
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
      StringBuilder sb =
          new StringBuilder()
              .append(Report.plural(puzzles, "puzzle"))
              .append(": ")
              .append(solved)
              .append(" solved, ")
              .append(none)
              .append(" without solution, ")
              .append(several)
              .append(" with multiple solutions, ")
              .append(invalid)
              .append(" invalid");
      if (compared > 0) {
        sb.append(", ")
            .append(mismatches)
            .append(mismatches == 1 ? " mismatch" : " mismatches")
            .append(" in ")
            .append(compared)
            .append(" compared with the input");
      }
      return sb.toString();
    }
  }
}
