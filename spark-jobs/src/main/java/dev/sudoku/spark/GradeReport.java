package dev.sudoku.spark;

import dev.sudoku.spark.GradedPuzzleSchema.Status;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What a person grading a dataset wants to know about it, as data: where it came from and how it
 * was graded, what is in it (statuses, rating distributions, levels, techniques, clue counts),
 * broken down per file or per input column, compared with a rating the input already had, its
 * hardest puzzles and samples of every kind of failure. {@link ReportQueries} computes it with a
 * few Spark aggregations over the written dataset; {@link ReportJson}, {@link ReportHtml} and
 * {@link ReportRenderer} print it. The JSON is this record, field for field.
 *
 * @param provenance the grader, the options, the command, the inputs and the times
 * @param rows rows written
 * @param byStatus rows per status, every status in {@link Status} order (0 when none)
 * @param ratings ER, EP and ED of the rated rows, the lower bounds, the unrated
 * @param levels rows per level, easiest first, then {@code unrated}
 * @param techniques per technique in the ladder's order (SE's, by base rating): rows it was the
 *     hardest of, rows that used it, steps
 * @param clues clue counts of the rows with one solution (status {@code UNIQUE})
 * @param archiveSolution how the archive's own solutions compare with ours; null when no input had
 *     a solution column
 * @param duplicates what {@code --dedup} dropped; null without it
 * @param breakdown the same figures per input file or per {@code --group-by} column value
 * @param comparison agreement with an input rating column ({@code --compare-column}); null without
 * @param hardest the hardest rated puzzles, hardest first
 * @param failures per kind of failure (invalid, no or several solutions, lower bound, not graded)
 *     present in the data: rows and the first few by file and line
 * @param badFiles every input file that could not be read, or not to its end, by path, as the run
 *     names it ({@link BadFile#said}): {@code skipped PATH: REASON}, or {@code stopped reading PATH
 *     at line L: REASON; its first N lines were read} when rows of it were graded
 * @param throughput timings
 */
public record GradeReport(
    Provenance provenance,
    long rows,
    Map<String, Long> byStatus,
    Ratings ratings,
    List<LevelRow> levels,
    List<TechniqueRow> techniques,
    Distribution clues,
    ArchiveSolutions archiveSolution,
    Duplicates duplicates,
    Breakdown breakdown,
    Comparison comparison,
    List<Hardest> hardest,
    List<Failure> failures,
    List<String> badFiles,
    Throughput throughput) {

  /** Label of rows without a level or hardest technique. */
  static final String UNRATED = "unrated";

  /**
   * Where the report comes from.
   *
   * @param job {@code grade} or {@code generate}
   * @param command the command line as given (arguments after the program), empty when not run from
   *     the command line
   * @param graderVersion {@code Grader.VERSION} of this build
   * @param graderVersionsInData the distinct {@code graderVersion} values in the dataset
   * @param maxNesting the grader's nesting limit
   * @param maxMillis the grader's time budget per puzzle, 0 for none
   * @param options every other option that changes the rows, by name
   * @param inputs the input files as read
   * @param output where the dataset was written
   * @param format its format
   * @param started when the job started (ISO-8601, UTC)
   * @param finished when the report was complete
   * @param spark Spark's version
   * @param master the master URL
   * @param cores Spark's default parallelism
   */
  public record Provenance(
      String job,
      List<String> command,
      String graderVersion,
      List<String> graderVersionsInData,
      int maxNesting,
      long maxMillis,
      Map<String, Object> options,
      List<Input> inputs,
      String output,
      String format,
      String started,
      String finished,
      String spark,
      String master,
      int cores) {}

  /**
   * One input file.
   *
   * @param path its path
   * @param kind {@code lines}, {@code csv} or {@code parquet}
   * @param bytes its size
   * @param columns CSV: the header's columns; else empty
   */
  public record Input(String path, String kind, long bytes, List<String> columns) {}

  /**
   * Ratings of the unique rows.
   *
   * @param er ER of the exactly rated rows ({@code RATED})
   * @param ep their EP
   * @param ed their ED
   * @param lowerBounds rows rated only "at least" ({@code LOWER_BOUND}), per bound
   * @param notGraded unique rows the grader failed on (reason {@code not graded: ...})
   */
  public record Ratings(
      Distribution er,
      Distribution ep,
      Distribution ed,
      List<Distribution.Bin> lowerBounds,
      long notGraded) {
    /** Rows with a lower bound only. */
    public long lowerBoundRows() {
      long n = 0;
      for (Distribution.Bin b : lowerBounds) {
        n += b.rows();
      }
      return n;
    }
  }

  /**
   * Rows of one level.
   *
   * @param level the level's name ({@code EASY}) or {@code unrated}
   * @param label how people say it ({@code Easy})
   * @param range its ER range ({@code ER 2.4–3.4}), empty for unrated
   * @param rows rows of this level, exactly rated or not
   * @param atLeast of {@code rows}, those rated only "at least" (LOWER_BOUND): their level is the
   *     one of their bound, and the puzzle may belong higher
   */
  public record LevelRow(String level, String label, String range, long rows, long atLeast) {}

  /**
   * One technique.
   *
   * @param technique its name ({@code NAKED_PAIR})
   * @param label how people say it ({@code naked pair})
   * @param baseRating its SE base rating
   * @param hardestIn rows whose hardest technique it was
   * @param usedIn rows whose solution path used it
   * @param steps steps that used it, over all rows
   */
  public record TechniqueRow(
      String technique, String label, double baseRating, long hardestIn, long usedIn, long steps) {}

  /**
   * The archive's solutions against ours, over the unique rows that had one.
   *
   * @param matched equal to ours
   * @param differs different from ours
   */
  public record ArchiveSolutions(long matched, long differs) {}

  /**
   * What deduplication dropped.
   *
   * @param duplicateRows rows dropped because an earlier row had the same canonical form
   * @param duplicatedPuzzles kept rows that had at least one such duplicate
   */
  public record Duplicates(long duplicateRows, long duplicatedPuzzles) {}

  /**
   * The report's figures per group.
   *
   * @param by {@code file}, or {@code column NAME}
   * @param groups how many groups there are
   * @param shown the largest groups (files: all up to the limit, by path), at most {@link
   *     GroupStats#MAX_GROUPS}
   */
  public record Breakdown(String by, long groups, List<Group> shown) {}

  /**
   * One group of rows.
   *
   * @param name the file, the column value, or a comparison bin
   * @param byStatus rows per status (statuses without rows left out)
   * @param rated rows with an exact rating
   * @param lowerBound rows rated only "at least" ({@code LOWER_BOUND}), not in the figures below
   * @param meanEr mean ER of those (null when none, as the other figures)
   * @param medianEr their median ER (Spark's {@code percentile_approx}, accuracy 1/10,000 of rank)
   * @param p90Er their 90th percentile
   * @param maxEr the highest ER
   * @param byLevel rows per level, levels without rows left out, {@code unrated} last
   * @param duplicatesDropped with {@code --dedup}, per input file: rows of the file dropped as
   *     isomorphs of a row kept (in it or another file; {@code rows} counts those kept); else null
   */
  public record Group(
      String name,
      long rows,
      Map<String, Long> byStatus,
      long rated,
      long lowerBound,
      Double meanEr,
      Double medianEr,
      Double p90Er,
      Double maxEr,
      Map<String, Long> byLevel,
      Long duplicatesDropped) {

    /** A group whose duplicates are not counted. */
    public Group(
        String name,
        long rows,
        Map<String, Long> byStatus,
        long rated,
        long lowerBound,
        Double meanEr,
        Double medianEr,
        Double p90Er,
        Double maxEr,
        Map<String, Long> byLevel) {
      this(name, rows, byStatus, rated, lowerBound, meanEr, medianEr, p90Er, maxEr, byLevel, null);
    }

    /** This group with {@code dropped} rows dropped as duplicates. */
    Group withDuplicatesDropped(long dropped) {
      return new Group(
          name,
          rows,
          byStatus,
          rated,
          lowerBound,
          meanEr,
          medianEr,
          p90Er,
          maxEr,
          byLevel,
          dropped);
    }

    /** A file every row of which was dropped as a duplicate: nothing kept, no figures. */
    static Group allDropped(String file, long dropped) {
      return new Group(file, 0, Map.of(), 0, 0, null, null, null, null, Map.of(), dropped);
    }
  }

  /**
   * Agreement with a rating column of the input.
   *
   * @param column the input column
   * @param scale {@code se} (an SE rating: compared value for value) or {@code other} (another
   *     scale or labels: compared bin by bin)
   * @param why how the scale was chosen
   * @param withValue rows whose column had a value
   * @param unparsable of those, values that are not numbers (an SE scale only)
   * @param se the SE comparison, null for another scale
   * @param binned the binned comparison, null for an SE scale
   */
  public record Comparison(
      String column,
      String scale,
      String why,
      long withValue,
      long unparsable,
      SeAgreement se,
      Binned binned) {}

  /**
   * An SE rating column against our ER.
   *
   * @param compared rows exactly rated by us with a numeric value
   * @param exact of those, equal values (to 0.05)
   * @param exactShare {@code exact / compared}, 0 when none compared
   * @param within02 of those, values at most 0.2 apart
   * @param within02Share {@code within02 / compared}
   * @param meanDifference mean of ours minus theirs, null when none compared
   * @param differences ours minus theirs, in tenths, clamped to ±1.0
   * @param levels the level names of {@code confusion}'s rows and columns
   * @param confusion {@code confusion[i][j]}: rows whose value falls in level {@code i} (by the
   *     same bands as ours) and that we put in level {@code j}
   * @param lowerBoundConsistent rows we rate only "at least" x whose value is at least x
   * @param lowerBoundBelow rows we rate only "at least" x whose value is below x
   * @param notRated rows with a value we did not rate (not unique, invalid, not graded)
   * @param largest the largest disagreements, largest first
   */
  public record SeAgreement(
      long compared,
      long exact,
      double exactShare,
      long within02,
      double within02Share,
      Double meanDifference,
      List<Distribution.Bin> differences,
      List<String> levels,
      List<List<Long>> confusion,
      long lowerBoundConsistent,
      long lowerBoundBelow,
      long notRated,
      List<Disagreement> largest) {}

  /**
   * One row whose SE rating differs from ours.
   *
   * @param line the row's line (or row) number in {@code source}
   */
  public record Disagreement(String source, long line, String puzzle, double ours, double theirs) {}

  /**
   * Another scale against ours: our ratings per bin of its values.
   *
   * @param numeric the values are numbers (binned by value), else labels (one bin each)
   * @param width the bin width of numbers, null when each value is a bin of its own
   * @param pearson Pearson's correlation of the numbers with our ER over rows both rate, null for
   *     labels or too few rows
   * @param bins per bin, ascending by value (labels: by our mean ER)
   * @param otherBins labels beyond the shown bins
   */
  public record Binned(
      boolean numeric, Double width, Double pearson, List<Group> bins, long otherBins) {}

  /**
   * One of the hardest puzzles.
   *
   * @param line its line (or row) number in {@code source}
   * @param lowerBound the rating is only "at least"
   * @param level its level, or null
   * @param technique the {@code hardestTechnique} column: the technique whose step sets the rating
   *     (for a lower bound, the one the puzzle needs at least), or null
   * @param ep its EP, or null
   * @param ed its ED, or null
   */
  public record Hardest(
      String source,
      long line,
      String puzzle,
      double rating,
      boolean lowerBound,
      String level,
      String technique,
      Double ep,
      Double ed) {}

  /**
   * One kind of failure.
   *
   * @param kind {@code INVALID}, {@code NO_SOLUTION}, {@code MULTIPLE_SOLUTIONS}, {@code
   *     LOWER_BOUND} or {@code NOT_GRADED}
   * @param label what it means
   * @param samples the first rows of this kind by file and line
   */
  public record Failure(String kind, String label, long rows, List<Sample> samples) {}

  /**
   * One row of a failure kind.
   *
   * @param line its line (or row) number in {@code source}
   * @param reason the row's reason, or null
   * @param solutionCount its {@code solutionCount} (with {@code --count-solutions}: up to N)
   * @param solutions its solutions, with {@code --list-solutions}; else empty
   * @param rating the lower bound of a {@code LOWER_BOUND} row, else null
   */
  public record Sample(
      String source,
      long line,
      String puzzle,
      String reason,
      int solutionCount,
      List<String> solutions,
      Double rating) {

    /**
     * The reason without its leading {@code line N: }, for places that show {@code FILE:N} beside
     * it; null when there is no reason.
     */
    public String reasonWithoutLine() {
      String prefix = "line " + line + ": ";
      return reason != null && reason.startsWith(prefix)
          ? reason.substring(prefix.length())
          : reason;
    }
  }

  /**
   * Timings of the run.
   *
   * @param inputRecords records read (lines including headers and blanks, Parquet rows, or
   *     generator indices tried)
   * @param gradeSeconds wall time of the read-analyze-write phase
   * @param rowsPerSecond rows written per wall-clock second of that phase
   * @param taskCpuSeconds CPU time of Spark's tasks in that phase, over all executors
   * @param reportSeconds wall time of the report's queries
   * @param totalSeconds wall time of the whole job
   */
  public record Throughput(
      long inputRecords,
      double gradeSeconds,
      double rowsPerSecond,
      double taskCpuSeconds,
      double reportSeconds,
      double totalSeconds) {}

  /** Rows in a status. */
  public long count(Status status) {
    return byStatus.getOrDefault(status.name(), 0L);
  }

  /** Rows per level name, as {@link #levels} in order. */
  public Map<String, Long> byLevel() {
    Map<String, Long> m = new LinkedHashMap<>();
    for (LevelRow l : levels) {
      m.put(l.level(), l.rows());
    }
    return m;
  }

  /** Rows per hardest technique (techniques that were the hardest of some row). */
  public Map<String, Long> byHardestTechnique() {
    Map<String, Long> m = new LinkedHashMap<>();
    for (TechniqueRow t : techniques) {
      if (t.hardestIn() > 0) {
        m.put(t.technique(), t.hardestIn());
      }
    }
    return m;
  }

  /** Input records read. */
  public long inputRecords() {
    return throughput.inputRecords();
  }

  /** Where the dataset was published. */
  public String output() {
    return provenance.output();
  }

  /** The dataset's format. */
  public String format() {
    return provenance.format();
  }

  /** Rows graded per wall-clock second of the grade phase. */
  public double rowsPerSecond() {
    return throughput.rowsPerSecond();
  }
}
