package dev.sudoku.cli;

import dev.sudoku.core.Grid;
import java.util.ArrayList;
import java.util.List;

/**
 * The sink of {@code sudoku solve --all}: every solution of each puzzle up to the limit, in each
 * output format, and the same statuses, problem lines and exit status as {@code solve}.
 *
 * <p>Each puzzle's solutions are introduced by a comment line (line and grid formats) or carry
 * their number (csv, json), so a reader always knows which puzzle a solution belongs to, how many
 * were found and whether that is all of them; the line format still reads back in, since {@code #}
 * lines are comments.
 */
final class AllSolutions implements Tally<CountCommand.Counted> {
  private final Report report;
  private final Format format;
  private final int limit;
  private final long maxMillis;
  private long puzzles;
  private long solved;
  private long none;
  private long several;
  private long invalid;
  private long listed;
  private long compared;
  private long mismatches;

  /**
   * @param limit the most solutions listed per puzzle
   * @param maxMillis the time budget per puzzle, for the note on a stopped search
   */
  AllSolutions(Report report, Format format, int limit, long maxMillis) {
    this.report = report;
    this.format = format;
    this.limit = limit;
    this.maxMillis = maxMillis;
    if (format == Format.csv) {
      report.out.println("source,line,puzzle,number,solution,solutions,complete,status,reason");
    }
  }

  @Override
  public void accept(Entry entry, CountCommand.Counted counted) {
    puzzles++;
    int n = counted.count();
    boolean complete = !counted.stopped() && n < limit;
    listed += n;
    PuzzleStatus status = PuzzleStatus.ofCount(Math.min(n, 2));
    String reason = null;
    switch (status) {
      case UNIQUE -> {
        solved++;
        if (entry.expected() != null) {
          compared++;
          reason = entry.mismatch(counted.solutions().get(0));
          if (reason != null) {
            mismatches++;
            report.problem(entry, reason);
          }
        }
      }
      case NO_SOLUTION -> {
        none++;
        reason = "no solution";
        report.problem(entry, reason);
      }
      default -> {
        several++;
        reason = "multiple solutions: " + found(n, complete, counted.stopped());
        report.problem(entry, reason);
      }
    }
    print(
        entry,
        counted.puzzle().toLine(),
        counted.solutions(),
        complete,
        status,
        reason,
        counted.stopped());
  }

  /** {@code 3 solutions}, {@code at least 1000 solutions (--limit 1000)}, ... */
  private String found(int n, boolean complete, boolean stopped) {
    if (complete) {
      return n == 0 ? "no solution" : Report.plural(n, "solution");
    }
    return "at least "
        + Report.plural(n, "solution")
        + (stopped ? " (stopped after " + maxMillis + " ms)" : " (--limit " + limit + ")");
  }

  @Override
  public void reject(Entry entry, String reason) {
    puzzles++;
    invalid++;
    report.problem(entry, reason);
    print(entry, entry.text(), List.of(), true, PuzzleStatus.INVALID, reason, false);
  }

  private void print(
      Entry e,
      String puzzle,
      List<Grid> solutions,
      boolean complete,
      PuzzleStatus status,
      String reason,
      boolean stopped) {
    String head =
        status == PuzzleStatus.INVALID
            ? "invalid: " + reason
            : found(solutions.size(), complete, stopped);
    switch (format) {
      case line -> {
        report.out.println("# " + e.where() + ": " + head);
        solutions.forEach(g -> report.out.println(g.toLine()));
      }
      case grid -> {
        if (solutions.isEmpty()) {
          report.out.println("# " + e.where() + ": " + head + "\n");
        }
        for (int i = 0; i < solutions.size(); i++) {
          report.out.println(
              "# "
                  + e.where()
                  + ": solution "
                  + (i + 1)
                  + " of "
                  + (complete ? "" : "at least ")
                  + solutions.size());
          report.out.println(solutions.get(i).toPrettyString());
        }
      }
      case csv -> {
        if (solutions.isEmpty()) {
          report.out.println(
              Csv.row(e.source(), e.line(), puzzle, null, null, 0, complete, status, reason));
        }
        for (int i = 0; i < solutions.size(); i++) {
          report.out.println(
              Csv.row(
                  e.source(),
                  e.line(),
                  puzzle,
                  i + 1,
                  solutions.get(i).toLine(),
                  solutions.size(),
                  complete,
                  status,
                  reason));
        }
      }
      default ->
          report.out.println(
              new Json()
                  .field("source", e.source())
                  .field("line", e.line())
                  .field("puzzle", puzzle)
                  .field("status", status.name())
                  .field("solutions", lines(solutions))
                  .field("count", solutions.size())
                  .field("complete", complete)
                  .field("reason", reason));
    }
  }

  private static List<String> lines(List<Grid> grids) {
    List<String> out = new ArrayList<>(grids.size());
    for (Grid g : grids) {
      out.add(g.toLine());
    }
    return out;
  }

  @Override
  public long puzzles() {
    return puzzles;
  }

  @Override
  public String summary() {
    return Report.solveCounts(puzzles, solved, none, several, invalid)
        + "; "
        + Report.plural(listed, "solution")
        + " listed (--limit "
        + limit
        + ")"
        + Report.mismatches(mismatches, compared);
  }
}
