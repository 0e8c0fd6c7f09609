package dev.sudoku.spark;

import dev.sudoku.core.Conflict;
import dev.sudoku.core.Grid;
import dev.sudoku.core.GridFormatException;
import dev.sudoku.core.Solver;
import dev.sudoku.spark.GradedPuzzleSchema.Status;
import java.util.Optional;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;

/**
 * All per-puzzle work of the grade job, in one place: parse, check, solve with a uniqueness proof,
 * compare with the archive's solution, and (once merged) grade and canonicalize.
 *
 * <p>Why one class, created once per Spark partition: Spark's own per-record cost is 2.5–3 µs, so
 * a fast solver must not also pay for building a solver, grader or buffers per record. An instance
 * owns one {@link Solver#fast()} and preallocated cell buffers; it is not thread-safe (one per
 * partition, which is one per task thread). The grader and canonicalizer are to be created in the
 * constructor next to the solver and called in {@link #analyze} where marked.
 *
 * <p>Never throws for bad input: every failure becomes an {@code INVALID} row whose reason names
 * the line (or row) and what is wrong.
 */
public final class PuzzleAnalyzer {
  private final String indexName;
  private final Solver solver = Solver.fast();
  private final byte[] cells = new byte[Grid.CELLS];
  private final byte[] solution = new byte[Grid.CELLS];
  private final char[] text = new char[Grid.CELLS];

  /**
   * @param indexName what the row index counts, for reasons: {@code "line"} for text and CSV
   *     files, {@code "row"} for Parquet
   */
  public PuzzleAnalyzer(String indexName) {
    this.indexName = indexName;
  }

  /**
   * Analyzes one puzzle.
   *
   * @param source the file it came from
   * @param index 1-based line or row number in {@code source}
   * @param puzzle the puzzle text (81 cells, {@code .} or {@code 0} empty); null if missing
   * @param archiveSolution the archive's own solution, or null/empty when it has none
   * @return a row in {@link GradedPuzzleSchema#SCHEMA} layout
   */
  public Row analyze(String source, long index, String puzzle, String archiveSolution) {
    if (puzzle == null || puzzle.isBlank()) {
      return invalid(source, index, puzzle, "no puzzle");
    }
    Grid grid;
    try {
      grid = Grid.parse(puzzle);
    } catch (GridFormatException e) {
      return invalid(source, index, puzzle, e.getMessage());
    }
    grid.copyTo(cells);
    int count = solver.count(cells, 2, solution);
    Object[] row = new Object[GradedPuzzleSchema.WIDTH];
    row[GradedPuzzleSchema.SOURCE] = source;
    row[GradedPuzzleSchema.INDEX] = index;
    row[GradedPuzzleSchema.PUZZLE] = grid.toLine();
    row[GradedPuzzleSchema.SOLUTION_COUNT] = count;
    row[GradedPuzzleSchema.CLUES] = grid.clueCount();
    if (count == 0) {
      // Only now pay for the conflict scan: it turns "no solution" into a precise reason.
      Optional<Conflict> conflict = grid.conflict();
      if (conflict.isPresent()) {
        return invalid(source, index, puzzle, conflict.get().message());
      }
      row[GradedPuzzleSchema.STATUS] = Status.NO_SOLUTION.name();
    } else if (count == 1) {
      row[GradedPuzzleSchema.STATUS] = Status.UNIQUE.name();
      for (int i = 0; i < Grid.CELLS; i++) {
        text[i] = (char) ('0' + solution[i]);
      }
      row[GradedPuzzleSchema.SOLUTION] = new String(text);
      if (archiveSolution != null && !archiveSolution.isBlank()) {
        row[GradedPuzzleSchema.ARCHIVE_SOLUTION_MATCHED] = matches(archiveSolution.strip());
      }
      // Grader and canonicalizer plug in here: rating, ep, ed, level, hardestTechnique,
      // techniqueCounts (Map<String, Integer>), canonical.
    } else {
      row[GradedPuzzleSchema.STATUS] = Status.MULTIPLE_SOLUTIONS.name();
    }
    return RowFactory.create(row);
  }

  /** An {@code INVALID} row for a record that could not even be read as a puzzle. */
  public Row invalid(String source, long index, String rawPuzzle, String why) {
    Object[] row = new Object[GradedPuzzleSchema.WIDTH];
    row[GradedPuzzleSchema.SOURCE] = source;
    row[GradedPuzzleSchema.INDEX] = index;
    row[GradedPuzzleSchema.PUZZLE] = rawPuzzle;
    row[GradedPuzzleSchema.STATUS] = Status.INVALID.name();
    row[GradedPuzzleSchema.REASON] = indexName + " " + index + ": " + oneLine(why);
    return RowFactory.create(row);
  }

  private boolean matches(String archive) {
    if (archive.length() != Grid.CELLS) {
      return false;
    }
    for (int i = 0; i < Grid.CELLS; i++) {
      if (archive.charAt(i) != text[i]) {
        return false;
      }
    }
    return true;
  }

  private static String oneLine(String s) {
    return s == null ? "unknown error" : s.replace('\n', ' ').replace('\r', ' ');
  }
}
