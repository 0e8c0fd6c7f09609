package dev.sudoku.spark;

import static org.apache.spark.sql.functions.coalesce;
import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.count;
import static org.apache.spark.sql.functions.count_if;
import static org.apache.spark.sql.functions.explode;
import static org.apache.spark.sql.functions.grouping;
import static org.apache.spark.sql.functions.lit;
import static org.apache.spark.sql.functions.round;
import static org.apache.spark.sql.functions.split;
import static org.apache.spark.sql.functions.sum;
import static org.apache.spark.sql.functions.when;

import dev.sudoku.grade.Grader;
import dev.sudoku.grade.Level;
import dev.sudoku.grade.Technique;
import dev.sudoku.spark.GradedPuzzleSchema.Status;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import org.apache.spark.sql.Column;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.DataTypes;
import scala.collection.immutable.Seq;
import scala.jdk.javaapi.CollectionConverters;

/**
 * Computes a {@link GradeReport} from a written dataset with a handful of Spark aggregations, so
 * only aggregates and a few sample rows ever reach the driver, whatever the dataset's size:
 *
 * <ol>
 *   <li>one scan with five grouping sets: (status, grade status, level, hardest technique, archive
 *       match, not graded, grader version) for the counts and duplicate sums; clue count; and ER,
 *       EP and ED in tenths per grade status (the exact distributions, {@link Distribution}). At
 *       most a few hundred groups;
 *   <li>technique usage: the {@code techniqueCounts} arrays exploded and summed per technique;
 *   <li>the breakdown per file or per {@code --group-by} value ({@link GroupStats}), the comparison
 *       with an input rating ({@link RatingComparison}), the hardest puzzles ({@link
 *       HardestPuzzles}, a top-n) and the failure samples ({@link FailureSamples}, bounded {@code
 *       min_by}).
 * </ol>
 *
 * <p>The dataset is read back from the files just written (Parquet reads only the columns each
 * query needs) rather than cached: caching millions of rows costs memory, and recomputing would
 * solve and grade everything again.
 */
final class ReportQueries {
  private ReportQueries() {}

  /**
   * What the report says about the run besides the data, known before the dataset is written.
   *
   * @param job {@code grade} or {@code generate}
   * @param maxNesting the grader's nesting limit
   * @param maxMillis the grader's time budget per puzzle
   * @param options the other options that change rows, by name, in the order shown
   * @param inputs the input files
   * @param started when the job started
   * @param startedNanos the same moment on {@link System#nanoTime()}
   * @param deduplicated rows were deduplicated ({@code --dedup})
   * @param archiveSolutions some input's header names a solution column (the report then shows the
   *     comparison even when no row could be compared; otherwise only when some row was)
   * @param solutions the dataset has a {@code solutions} column
   * @param report the report's own options
   */
  record Context(
      String job,
      int maxNesting,
      long maxMillis,
      Map<String, Object> options,
      List<GradeReport.Input> inputs,
      Instant started,
      long startedNanos,
      boolean deduplicated,
      boolean archiveSolutions,
      boolean solutions,
      ReportOptions report) {}

  /**
   * What the write measured.
   *
   * @param output the published dataset path
   * @param format the dataset's format
   * @param inputRecords records read
   * @param gradeSeconds wall time of the read-analyze-write phase
   * @param taskCpuSeconds CPU time of its tasks
   * @param badFiles the input files that could not be read, or not to their end ({@link
   *     BadFile#said})
   * @param recordsRead records read per input file ({@link RecordsRead}), null when the rows do not
   *     come from files (generate)
   */
  record Written(
      String output,
      String format,
      long inputRecords,
      double gradeSeconds,
      double taskCpuSeconds,
      List<String> badFiles,
      Map<String, Long> recordsRead) {}

  /** The report of {@code written}, the dataset just written. */
  static GradeReport compute(SparkSession spark, Dataset<Row> written, Context run, Written w) {
    long reportStart = System.nanoTime();
    Counts c = counts(written);
    Map<String, long[]> usage = techniqueUsage(written);
    List<GradeReport.TechniqueRow> techniques = new ArrayList<>();
    for (Technique t : Technique.values()) {
      long hardest = c.byTechnique.getOrDefault(t.name(), 0L);
      long[] u = usage.getOrDefault(t.name(), new long[2]);
      if (hardest > 0 || u[0] > 0) {
        techniques.add(
            new GradeReport.TechniqueRow(t.name(), t.label(), t.baseRating(), hardest, u[0], u[1]));
      }
    }
    ReportOptions options = run.report();
    GradeReport.Breakdown breakdown = breakdown(written, options.groupBy());
    if (options.groupBy() == null && run.deduplicated() && w.recordsRead() != null) {
      breakdown = withDropped(breakdown, w.recordsRead());
    }
    GradeReport.Comparison comparison =
        options.compareColumn() == null
            ? null
            : RatingComparison.compute(written, options.compareColumn(), options.compareScale());
    List<GradeReport.Hardest> hardest =
        options.hardest() == 0 ? List.of() : HardestPuzzles.find(written, options.hardest());
    List<GradeReport.Failure> failures = FailureSamples.compute(written, run.solutions());
    Instant finished = Instant.now();
    GradeReport.Provenance provenance =
        new GradeReport.Provenance(
            run.job(),
            options.command(),
            Grader.VERSION,
            List.copyOf(c.graderVersions),
            run.maxNesting(),
            run.maxMillis(),
            run.options(),
            run.inputs(),
            w.output(),
            w.format(),
            run.started().truncatedTo(ChronoUnit.MILLIS).toString(),
            finished.truncatedTo(ChronoUnit.MILLIS).toString(),
            spark.version(),
            spark.sparkContext().master(),
            spark.sparkContext().defaultParallelism());
    double total = (System.nanoTime() - run.startedNanos()) / 1e9;
    double gradeSeconds = w.gradeSeconds();
    return new GradeReport(
        provenance,
        c.rows,
        c.byStatus,
        new GradeReport.Ratings(
            Distribution.of(c.er, 10),
            Distribution.of(c.ep, 10),
            Distribution.of(c.ed, 10),
            Distribution.of(c.lowerBounds, 10).bins(),
            c.notGraded),
        levels(c.byLevel, c.atLeastByLevel),
        techniques,
        Distribution.of(c.clues, 1),
        // A Parquet input's columns are only known once read: a comparison made shows it too.
        run.archiveSolutions() || c.matched + c.mismatched > 0
            ? new GradeReport.ArchiveSolutions(c.matched, c.mismatched)
            : null,
        run.deduplicated() ? new GradeReport.Duplicates(c.duplicateRows, c.duplicated) : null,
        breakdown,
        comparison,
        hardest,
        failures,
        List.copyOf(w.badFiles()),
        new GradeReport.Throughput(
            w.inputRecords(),
            gradeSeconds,
            gradeSeconds > 0 ? c.rows / gradeSeconds : 0,
            w.taskCpuSeconds(),
            (System.nanoTime() - reportStart) / 1e9,
            total));
  }

  /** What the grouping-sets scan yields. */
  private static final class Counts {
    long rows;
    final Map<String, Long> byStatus = new LinkedHashMap<>();
    final Map<String, Long> byLevel = new HashMap<>();
    final Map<String, Long> atLeastByLevel = new HashMap<>();
    final Map<String, Long> byTechnique = new HashMap<>();
    final TreeMap<Integer, Long> er = new TreeMap<>();
    final TreeMap<Integer, Long> ep = new TreeMap<>();
    final TreeMap<Integer, Long> ed = new TreeMap<>();
    final TreeMap<Integer, Long> lowerBounds = new TreeMap<>();
    final TreeMap<Integer, Long> clues = new TreeMap<>();
    final TreeSet<String> graderVersions = new TreeSet<>();
    long notGraded;
    long matched;
    long mismatched;
    long duplicateRows;
    long duplicated;
  }

  private static Counts counts(Dataset<Row> written) {
    Column status = col("status");
    Column gradeStatus = col("gradeStatus");
    Column level = col("level");
    Column hardest = col("hardestTechnique");
    Column match = col("archiveSolutionMatched");
    Column notGraded = col("notGraded");
    Column version = col("graderVersion");
    // Clue counts of puzzles with one solution: an unreadable or several-solution row (an empty
    // grid, two givens) would stretch the chart far left of any real puzzle.
    Column clues = col("uniqueClues");
    Column er10 = col("er10");
    Column ep10 = col("ep10");
    Column ed10 = col("ed10");
    Dataset<Row> base =
        written.select(
            status,
            gradeStatus,
            level,
            hardest,
            match,
            coalesce(col("reason").startsWith("not graded"), lit(false)).as("notGraded"),
            version,
            when(status.equalTo(lit("UNIQUE")), col("clues")).as("uniqueClues"),
            tenths("rating").as("er10"),
            tenths("ep").as("ep10"),
            tenths("ed").as("ed10"),
            col("duplicates"));
    Seq<Seq<Column>> sets =
        seq(
            List.of(
                seq(List.of(status, gradeStatus, level, hardest, match, notGraded, version)),
                seq(List.of(clues)),
                seq(List.of(gradeStatus, er10)),
                seq(List.of(gradeStatus, ep10)),
                seq(List.of(gradeStatus, ed10))));
    List<Row> groups =
        base.groupingSets(
                sets,
                status,
                gradeStatus,
                level,
                hardest,
                match,
                notGraded,
                version,
                clues,
                er10,
                ep10,
                ed10)
            .agg(
                count(lit(1)),
                sum(col("duplicates")),
                count_if(col("duplicates").gt(0)),
                grouping(status),
                grouping(clues),
                grouping(er10),
                grouping(ep10),
                grouping(ed10))
            .collectAsList();
    Counts c = new Counts();
    for (Status s : Status.values()) {
      c.byStatus.put(s.name(), 0L);
    }
    for (Row g : groups) {
      long n = g.getLong(11);
      boolean rated = "RATED".equals(g.isNullAt(1) ? null : g.getString(1));
      if (g.getByte(14) == 0) {
        c.rows += n;
        c.byStatus.merge(g.getString(0), n, Long::sum);
        c.byLevel.merge(g.isNullAt(2) ? GradeReport.UNRATED : g.getString(2), n, Long::sum);
        if (!g.isNullAt(1) && "LOWER_BOUND".equals(g.getString(1)) && !g.isNullAt(2)) {
          c.atLeastByLevel.merge(g.getString(2), n, Long::sum);
        }
        // A lower bound's technique is what the puzzle needs at least, not what set an exact
        // rating, so "hardest in" counts exactly rated rows only.
        if (rated && !g.isNullAt(3)) {
          c.byTechnique.merge(g.getString(3), n, Long::sum);
        }
        if (!g.isNullAt(4)) {
          if (g.getBoolean(4)) {
            c.matched += n;
          } else {
            c.mismatched += n;
          }
        }
        if (g.getBoolean(5)) {
          c.notGraded += n;
        }
        if (!g.isNullAt(6)) {
          c.graderVersions.add(g.getString(6));
        }
        c.duplicateRows += g.isNullAt(12) ? 0 : g.getLong(12);
        c.duplicated += g.getLong(13);
      } else if (g.getByte(15) == 0) {
        if (!g.isNullAt(7)) {
          c.clues.merge(g.getInt(7), n, Long::sum);
        }
      } else if (g.getByte(16) == 0) {
        if (!g.isNullAt(8)) {
          if (rated) {
            c.er.merge(g.getInt(8), n, Long::sum);
          } else if (!g.isNullAt(1) && g.getString(1).equals("LOWER_BOUND")) {
            c.lowerBounds.merge(g.getInt(8), n, Long::sum);
          }
        }
      } else if (g.getByte(17) == 0) {
        if (rated && !g.isNullAt(9)) {
          c.ep.merge(g.getInt(9), n, Long::sum);
        }
      } else if (g.getByte(18) == 0 && rated && !g.isNullAt(10)) {
        c.ed.merge(g.getInt(10), n, Long::sum);
      }
    }
    return c;
  }

  /** A rating column in tenths (SE ratings are multiples of 0.1), null when null. */
  private static Column tenths(String column) {
    return round(col(column).multiply(10)).cast("int");
  }

  private static <T> Seq<T> seq(List<T> list) {
    return CollectionConverters.asScala(list).toSeq();
  }

  /**
   * Per technique: rows that used it and steps, from {@code techniqueCounts} (an array of structs,
   * or the CSV format's {@code NAME:COUNT NAME:COUNT} text).
   */
  private static Map<String, long[]> techniqueUsage(Dataset<Row> written) {
    Dataset<Row> pairs;
    if (written.schema().apply("techniqueCounts").dataType() == DataTypes.StringType) {
      Dataset<Row> words =
          written
              .select(explode(split(col("techniqueCounts"), " ")).as("w"))
              .filter(col("w").contains(":"));
      pairs =
          words.select(
              split(col("w"), ":").getItem(0).as("technique"),
              split(col("w"), ":").getItem(1).cast("long").as("steps"));
    } else {
      pairs =
          written
              .select(explode(col("techniqueCounts")).as("t"))
              .select(col("t.technique").as("technique"), col("t.count").cast("long").as("steps"));
    }
    Map<String, long[]> usage = new HashMap<>();
    for (Row r :
        pairs.groupBy(col("technique")).agg(count(lit(1)), sum(col("steps"))).collectAsList()) {
      usage.put(r.getString(0), new long[] {r.getLong(1), r.isNullAt(2) ? 0 : r.getLong(2)});
    }
    return usage;
  }

  private static GradeReport.Breakdown breakdown(Dataset<Row> written, String groupBy) {
    Column key = groupBy == null ? col("source") : col(RatingComparison.datasetColumn(groupBy));
    List<GradeReport.Group> shown =
        GroupStats.compute(
            written,
            key,
            groupBy == null ? GroupStats.Order.KEY : GroupStats.Order.ROWS,
            GroupStats.MAX_GROUPS,
            String::valueOf);
    long groups =
        shown.size() < GroupStats.MAX_GROUPS ? shown.size() : GroupStats.groups(written, key);
    return new GradeReport.Breakdown(groupBy == null ? "file" : "column " + groupBy, groups, shown);
  }

  /**
   * The per-file breakdown of a deduplicated run with each file's rows dropped as duplicates (read
   * less kept), and a row for each file read whose every row was dropped: it has no row in the
   * dataset, so the grouped query cannot see it, but it was read and belongs in the table.
   *
   * @param recordsRead records read per file ({@link InputFile#source})
   */
  static GradeReport.Breakdown withDropped(GradeReport.Breakdown b, Map<String, Long> recordsRead) {
    Map<String, GradeReport.Group> byName = new TreeMap<>();
    for (GradeReport.Group g : b.shown()) {
      long dropped = Math.max(0, recordsRead.getOrDefault(g.name(), 0L) - g.rows());
      byName.put(g.name(), g.withDuplicatesDropped(dropped));
    }
    long groups = b.groups();
    for (Map.Entry<String, Long> e : new TreeMap<>(recordsRead).entrySet()) {
      if (e.getValue() > 0 && !byName.containsKey(e.getKey()) && !kept(b, e.getKey())) {
        byName.put(e.getKey(), GradeReport.Group.allDropped(e.getKey(), e.getValue()));
        groups++;
      }
    }
    List<GradeReport.Group> shown = new ArrayList<>(byName.values());
    return new GradeReport.Breakdown(
        b.by(), groups, shown.subList(0, Math.min(shown.size(), GroupStats.MAX_GROUPS)));
  }

  /**
   * Whether {@code file} may have kept rows beyond the groups shown (the table was cut at {@link
   * GroupStats#MAX_GROUPS}, by path, and the file sorts after the last one shown).
   */
  private static boolean kept(GradeReport.Breakdown b, String file) {
    return b.shown().size() < b.groups()
        && !b.shown().isEmpty()
        && file.compareTo(b.shown().get(b.shown().size() - 1).name()) > 0;
  }

  /**
   * Every level, easiest first, with its ER range; then the unrated rows if any.
   *
   * @param byLevel rows per level name ({@link GradeReport#UNRATED} for rows without one)
   * @param atLeastByLevel of those, rows rated only "at least", per level name
   */
  static List<GradeReport.LevelRow> levels(
      Map<String, Long> byLevel, Map<String, Long> atLeastByLevel) {
    List<GradeReport.LevelRow> out = new ArrayList<>();
    for (Level l : Level.values()) {
      out.add(
          new GradeReport.LevelRow(
              l.name(),
              label(l),
              range(l),
              byLevel.getOrDefault(l.name(), 0L),
              atLeastByLevel.getOrDefault(l.name(), 0L)));
    }
    long unrated = byLevel.getOrDefault(GradeReport.UNRATED, 0L);
    if (unrated > 0) {
      out.add(new GradeReport.LevelRow(GradeReport.UNRATED, "Unrated", "", unrated, 0));
    }
    return out;
  }

  /** {@code Easy} for {@code EASY}. */
  static String label(Level l) {
    String n = l.name().toLowerCase(Locale.ROOT);
    return Character.toUpperCase(n.charAt(0)) + n.substring(1);
  }

  /**
   * The ER range of a level as {@link Level#of} draws it over the tenths: {@code ER ≤ 2.3}, {@code
   * ER 2.4–3.4}, {@code ER ≥ 8.0}.
   */
  static String range(Level l) {
    int lo = -1;
    int hi = -1;
    for (int t = 0; t <= 200; t++) {
      if (Level.of(t / 10.0) == l) {
        lo = lo < 0 ? t : lo;
        hi = t;
      }
    }
    if (lo == 0) {
      return String.format(Locale.ROOT, "ER ≤ %.1f", hi / 10.0);
    }
    if (hi == 200) {
      return String.format(Locale.ROOT, "ER ≥ %.1f", lo / 10.0);
    }
    return String.format(Locale.ROOT, "ER %.1f–%.1f", lo / 10.0, hi / 10.0);
  }
}
