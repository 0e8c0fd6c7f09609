package dev.sudoku.spark;

import dev.sudoku.canon.Canonicalizer;
import dev.sudoku.core.Conflict;
import dev.sudoku.core.Grid;
import dev.sudoku.core.GridFormatException;
import dev.sudoku.core.Solver;
import dev.sudoku.grade.Grade;
import dev.sudoku.grade.Grader;
import dev.sudoku.grade.Technique;
import dev.sudoku.spark.GradedPuzzleSchema.Status;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;

/**
 * All per-puzzle work of the grade and generate jobs, in one place: parse, check, solve with a
 * uniqueness proof, compare with the archive's solution, grade, and (with {@code canonical})
 * compute the canonical form.
 *
 * <p>Why one class, created once per Spark partition: Spark's own per-record cost is 2.5–3 µs, so
 * the per-puzzle work must not also pay for building a solver, grader, canonicalizer or buffers per
 * record. An instance owns one {@link Solver#fast()}, one {@link Grader}, one {@link Canonicalizer}
 * and preallocated cell buffers; it is not thread-safe (one per partition, which is one per task
 * thread).
 *
 * <p>Grading starts from the solution the solver just proved unique ({@link Grader#grade(Grid,
 * Grid, boolean)}), so the grader does not solve the puzzle again.
 *
 * <p>Never throws for bad input: every failure becomes an {@code INVALID} row whose reason names
 * the line (or row) and what is wrong. Rows are in {@link GradedPuzzleSchema#SCHEMA} layout with
 * {@code duplicates} null (the job fills it when deduplicating) and {@code gradedAt} null (not
 * recorded: the same input gives the same rows).
 */
public final class PuzzleAnalyzer {
  /** Raw text of an unreadable row is cut to this many characters (GradedPuzzle.puzzle). */
  static final int MAX_RAW = 200;

  private static final Row[] NO_COUNTS = new Row[0];

  /**
   * Ratings boxed once per value instead of three times per row: every rating is a number of tenths
   * ({@code tenths / 10.0}, below 20 on SE's scale), and {@link Double#valueOf} caches nothing.
   */
  private static final Double[] RATINGS = new Double[200];

  static {
    for (int t = 0; t < RATINGS.length; t++) {
      RATINGS[t] = t / 10.0;
    }
  }

  private final String indexName;
  private final boolean canonical;
  private final boolean grading;
  private final AnalyzerOptions options;
  private final int width;
  private final int solutionsAt;
  private final int inputsAt;
  private final Solver solver = Solver.fast();
  private final Grader grader;
  private final Canonicalizer canonicalizer;
  private final byte[] cells = new byte[Grid.CELLS];
  private final byte[] solution = new byte[Grid.CELLS];
  private final byte[] canon = new byte[Grid.CELLS];

  /**
   * @param indexName what the row index counts, for reasons: {@code "line"} for text and CSV files,
   *     {@code "row"} for Parquet, {@code "index"} for generated puzzles
   * @param canonical also compute the canonical form of every readable, conflict-free puzzle
   */
  public PuzzleAnalyzer(String indexName, boolean canonical) {
    this(indexName, canonical, true);
  }

  /**
   * @param grade grade UNIQUE rows now; false leaves the grade columns empty for {@link #gradeRow}
   *     after deduplication (no grading of rows that will be dropped)
   */
  PuzzleAnalyzer(String indexName, boolean canonical, boolean grade) {
    this(indexName, canonical, grade, AnalyzerOptions.defaults());
  }

  /**
   * @param options the grader's settings, solution counting and listing, and the input columns rows
   *     carry (after GradedPuzzle's columns: {@link GradedPuzzleSchema#schema})
   */
  PuzzleAnalyzer(String indexName, boolean canonical, boolean grade, AnalyzerOptions options) {
    this.indexName = indexName;
    this.canonical = canonical;
    this.canonicalizer = canonical ? new Canonicalizer() : null;
    this.grading = grade;
    this.options = options;
    this.grader = options.grader();
    this.solutionsAt = options.listSolutions() > 0 ? GradedPuzzleSchema.WIDTH : -1;
    this.inputsAt = GradedPuzzleSchema.WIDTH + (solutionsAt >= 0 ? 1 : 0);
    this.width = inputsAt + options.inputColumns().size();
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
    return RowFactory.create(fields(source, index, puzzle, archiveSolution));
  }

  /** {@link #analyze} for a row that carries input column values (see {@link #fields}). */
  Row analyze(
      String source, long index, String puzzle, String archiveSolution, List<String> extras) {
    return RowFactory.create(fields(source, index, puzzle, archiveSolution, extras));
  }

  /**
   * {@link #analyze}'s work, returning the row's values (a fresh array in {@link
   * GradedPuzzleSchema#SCHEMA} order, {@code techniqueCounts} as {@code Row[]}) without wrapping
   * them: the Spark path hands them to Spark as an internal row ({@link GradedInternalRows}).
   */
  Object[] fields(String source, long index, String puzzle, String archiveSolution) {
    return fields(source, index, puzzle, archiveSolution, List.of());
  }

  /**
   * {@link #fields(String, long, String, String)} for a record that carries the values of the input
   * columns the options name ({@code extras}, in that order; empty or shorter: null).
   */
  Object[] fields(
      String source, long index, String puzzle, String archiveSolution, List<String> extras) {
    Object[] row = analyzed(source, index, puzzle, archiveSolution);
    for (int i = 0; i < extras.size() && inputsAt + i < width; i++) {
      row[inputsAt + i] = extras.get(i);
    }
    return row;
  }

  private Object[] analyzed(String source, long index, String puzzle, String archiveSolution) {
    if (puzzle == null) {
      return invalidRow(source, index, puzzle, "no puzzle");
    }
    Grid grid;
    try {
      grid = Grid.parse(puzzle);
    } catch (GridFormatException e) {
      return invalidRow(source, index, puzzle, e.getMessage());
    }
    grid.copyTo(cells);
    int count = solver.count(cells, 2, solution);
    Object[] row = base(source, index);
    // An 81-character text that parsed is the line itself, '0' or '.' for empty: with '0' read as
    // '.' it is grid.toLine(), made in one allocation instead of two (none when it has no '0')
    row[GradedPuzzleSchema.PUZZLE] =
        puzzle.length() == Grid.CELLS ? puzzle.replace('0', '.') : grid.toLine();
    row[GradedPuzzleSchema.SOLUTION_COUNT] = count;
    row[GradedPuzzleSchema.CLUES] = grid.clueCount();
    if (count == 0) {
      // Only now pay for the conflict scan: it turns "no solution" into a precise reason.
      Optional<Conflict> conflict = grid.conflict();
      if (conflict.isPresent()) {
        Object[] bad = invalidRow(source, index, puzzle, conflict.get().message());
        bad[GradedPuzzleSchema.CLUES] = grid.clueCount();
        return bad;
      }
      row[GradedPuzzleSchema.STATUS] = Status.NO_SOLUTION.name();
    } else if (count == 1) {
      row[GradedPuzzleSchema.STATUS] = Status.UNIQUE.name();
      if (archiveSolution != null && !archiveSolution.isBlank()) {
        String archived = archiveSolution.strip();
        boolean matched = spells(archived, solution);
        row[GradedPuzzleSchema.ARCHIVE_SOLUTION_MATCHED] = matched;
        // the archive's text is the solution's line then: no need to build the same string again
        row[GradedPuzzleSchema.SOLUTION] = matched ? archived : Grid.toLine(solution);
      } else {
        row[GradedPuzzleSchema.SOLUTION] = Grid.toLine(solution);
      }
      if (grading) {
        grade(grid, Grid.of(solution), row);
      }
    } else {
      row[GradedPuzzleSchema.STATUS] = Status.MULTIPLE_SOLUTIONS.name();
      if (options.enumerateUpTo() > 2) {
        several(grid, row);
      }
    }
    if (canonical) {
      grid.copyTo(cells);
      row[GradedPuzzleSchema.CANONICAL_FORM] = canonicalForm();
    }
    return row;
  }

  /**
   * Counts the solutions of a puzzle with several up to {@code --count-solutions} and keeps the
   * first {@code --list-solutions} of them: one enumeration, only for such puzzles.
   */
  private void several(Grid grid, Object[] row) {
    List<String> kept = solutionsAt >= 0 ? new ArrayList<>() : null;
    int cap = options.listSolutions();
    long found =
        solver.enumerate(
            grid,
            options.enumerateUpTo(),
            g -> {
              if (kept != null && kept.size() < cap) {
                kept.add(g.toLine());
              }
            });
    row[GradedPuzzleSchema.SOLUTION_COUNT] = (int) Math.min(found, options.countSolutions());
    if (kept != null) {
      row[solutionsAt] = kept.toArray(new String[0]);
    }
  }

  /**
   * Analyzes a puzzle whose unique solution is already known (a generated one), without solving:
   * fills the grade (grading it only when {@code known} is null) and the canonical form.
   *
   * @param known the puzzle's grade when the caller already has it (the generator grades while
   *     targeting a difficulty), else null
   */
  public Row analyzeKnown(String source, long index, Grid puzzle, Grid knownSolution, Grade known) {
    Object[] row = base(source, index);
    row[GradedPuzzleSchema.PUZZLE] = puzzle.toLine();
    row[GradedPuzzleSchema.STATUS] = Status.UNIQUE.name();
    row[GradedPuzzleSchema.SOLUTION_COUNT] = 1;
    row[GradedPuzzleSchema.SOLUTION] = knownSolution.toLine();
    row[GradedPuzzleSchema.CLUES] = puzzle.clueCount();
    if (known != null) {
      fill(known, row);
    } else {
      grade(puzzle, knownSolution, row);
    }
    if (canonical) {
      puzzle.copyTo(cells);
      row[GradedPuzzleSchema.CANONICAL_FORM] = canonicalForm();
    }
    return RowFactory.create(row);
  }

  /**
   * A row analyzed without grading, now graded: UNIQUE rows get the grade columns from their puzzle
   * and proven solution; other rows are returned as they are.
   */
  Row gradeRow(Row r) {
    if (!Status.UNIQUE.name().equals(r.getString(GradedPuzzleSchema.STATUS))
        || r.isNullAt(GradedPuzzleSchema.SOLUTION)) {
      return r;
    }
    Object[] row = new Object[r.length()];
    for (int i = 0; i < row.length; i++) {
      row[i] = r.get(i);
    }
    row[GradedPuzzleSchema.TECHNIQUE_COUNTS] = NO_COUNTS;
    grade(
        Grid.parse(r.getString(GradedPuzzleSchema.PUZZLE)),
        Grid.parse(r.getString(GradedPuzzleSchema.SOLUTION)),
        row);
    return RowFactory.create(row);
  }

  /** An {@code INVALID} row for a record that could not even be read as a puzzle. */
  public Row invalid(String source, long index, String rawPuzzle, String why) {
    return RowFactory.create(invalidRow(source, index, rawPuzzle, why));
  }

  /** {@link #invalid}'s values, unwrapped (see {@link #fields}). */
  Object[] invalidRow(String source, long index, String rawPuzzle, String why) {
    Object[] row = base(source, index);
    String raw = rawPuzzle == null ? "" : rawPuzzle;
    row[GradedPuzzleSchema.PUZZLE] = raw.length() > MAX_RAW ? raw.substring(0, MAX_RAW) : raw;
    row[GradedPuzzleSchema.STATUS] = Status.INVALID.name();
    row[GradedPuzzleSchema.SOLUTION_COUNT] = 0;
    row[GradedPuzzleSchema.REASON] = indexName + " " + index + ": " + oneLine(why);
    return row;
  }

  private Object[] base(String source, long index) {
    Object[] row = new Object[width];
    row[GradedPuzzleSchema.SOURCE] = source;
    row[GradedPuzzleSchema.INDEX] = index;
    row[GradedPuzzleSchema.VARIANT] = GradedPuzzleSchema.CLASSIC;
    row[GradedPuzzleSchema.TECHNIQUE_COUNTS] = NO_COUNTS;
    return row;
  }

  /** True when {@code line} is the 81-character line of the complete grid {@code cells}. */
  private static boolean spells(String line, byte[] cells) {
    if (line.length() != Grid.CELLS) {
      return false;
    }
    for (int i = 0; i < Grid.CELLS; i++) {
      if (line.charAt(i) != '0' + cells[i]) {
        return false;
      }
    }
    return true;
  }

  /** Fills the grader's columns of a UNIQUE row. */
  private void grade(Grid puzzle, Grid knownSolution, Object[] row) {
    Grade g;
    try {
      g = grader.grade(puzzle, knownSolution, false);
    } catch (RuntimeException e) {
      // A grader bug (a step contradicting the solution) must not fail a million-row job: the
      // row stays UNIQUE and unrated, and says why.
      row[GradedPuzzleSchema.REASON] = "not graded: " + oneLine(e.getMessage());
      return;
    }
    fill(g, row);
  }

  /** {@code r} boxed: from {@link #RATINGS} when it holds the same bits, else a new box. */
  static Double rating(double r) {
    long t = Math.round(r * 10);
    if (t >= 0
        && t < RATINGS.length
        && Double.doubleToRawLongBits(RATINGS[(int) t]) == Double.doubleToRawLongBits(r)) {
      return RATINGS[(int) t];
    }
    return r;
  }

  /** The grade's columns. */
  private static void fill(Grade g, Object[] row) {
    row[GradedPuzzleSchema.RATING] = rating(g.er());
    row[GradedPuzzleSchema.EP] = rating(g.ep());
    row[GradedPuzzleSchema.ED] = rating(g.ed());
    row[GradedPuzzleSchema.GRADE_STATUS] = g.status().name();
    row[GradedPuzzleSchema.LEVEL] = g.level() == null ? null : g.level().name();
    row[GradedPuzzleSchema.HARDEST_TECHNIQUE] =
        g.hardestNeeded() == null ? null : g.hardestNeeded().name();
    row[GradedPuzzleSchema.GRADER_VERSION] = g.version();
    Map<Technique, Integer> counts = g.counts();
    Row[] list = new Row[counts.size()];
    int k = 0;
    // a grade's counts are in Technique order: ascending base rating, as the schema says
    for (Map.Entry<Technique, Integer> e : counts.entrySet()) {
      Integer n = e.getValue();
      if (n != null && n > 0) {
        list[k++] = RowFactory.create(e.getKey().name(), n);
      }
    }
    if (k < list.length) {
      list = Arrays.copyOf(list, k);
    }
    row[GradedPuzzleSchema.TECHNIQUE_COUNTS] = list;
  }

  /** Canonical form of {@link #cells}, or null when a row or column repeats a digit. */
  private String canonicalForm() {
    try {
      canonicalizer.canonicalize(cells, canon);
    } catch (IllegalArgumentException e) {
      return null;
    }
    return Grid.toLine(canon);
  }

  private static String oneLine(String s) {
    return s == null ? "unknown error" : s.replace('\n', ' ').replace('\r', ' ');
  }
}
