package dev.sudoku.spark;

import dev.sudoku.schema.GradedPuzzle;
import java.util.ArrayList;
import java.util.List;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Encoders;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.catalyst.InternalRow;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;

/**
 * The Spark layout of one graded archive row: the schemas module's {@link GradedPuzzle} Avro record
 * as Spark SQL sees it, the contract of the grade and generate jobs' output in every format.
 *
 * <p>Same field names, order, nesting and nullability as {@code GradedPuzzle.avsc}; Avro enums
 * ({@code variant}, {@code status}, {@code gradeStatus}, {@code level}, {@code hardestTechnique},
 * {@code techniqueCounts.technique}) are strings here, {@code ["null", T]} unions are nullable
 * columns, {@code techniqueCounts} is {@code array<struct<technique, count>>}, {@code gradedAt}
 * ({@code timestamp-millis}) is a timestamp. This is exactly what Spark's own Avro converter
 * derives from the record ({@code GradedPuzzleSchemaTest} pins the two together), and the Avro
 * writer gets the record's schema ({@link #AVRO_SCHEMA}) so the files carry our enums and unions.
 *
 * <p>Field meanings are documented in the {@code .avsc}; the row positions are the constants of
 * this class.
 */
public final class GradedPuzzleSchema {
  static final int SOURCE = 0;
  static final int INDEX = 1;
  static final int VARIANT = 2;
  static final int PUZZLE = 3;
  static final int STATUS = 4;
  static final int REASON = 5;
  static final int SOLUTION_COUNT = 6;
  static final int SOLUTION = 7;
  static final int CLUES = 8;
  static final int RATING = 9;
  static final int EP = 10;
  static final int ED = 11;
  static final int GRADE_STATUS = 12;
  static final int LEVEL = 13;
  static final int HARDEST_TECHNIQUE = 14;
  static final int TECHNIQUE_COUNTS = 15;
  static final int CANONICAL_FORM = 16;
  static final int DUPLICATES = 17;
  static final int ARCHIVE_SOLUTION_MATCHED = 18;
  static final int GRADER_VERSION = 19;
  static final int GRADED_AT = 20;
  static final int WIDTH = 21;

  /** The only variant the jobs handle today. */
  static final String CLASSIC = "CLASSIC";

  /** One {@code TechniqueCount}: technique name and steps that used it. */
  static final StructType TECHNIQUE_COUNT =
      new StructType()
          .add("technique", DataTypes.StringType, false)
          .add("count", DataTypes.IntegerType, false);

  /** The output schema; field positions are the constants of this class. */
  public static final StructType SCHEMA =
      new StructType()
          .add("source", DataTypes.StringType, false)
          .add("index", DataTypes.LongType, false)
          .add("variant", DataTypes.StringType, false)
          .add("puzzle", DataTypes.StringType, false)
          .add("status", DataTypes.StringType, false)
          .add("reason", DataTypes.StringType, true)
          .add("solutionCount", DataTypes.IntegerType, false)
          .add("solution", DataTypes.StringType, true)
          .add("clues", DataTypes.IntegerType, true)
          .add("rating", DataTypes.DoubleType, true)
          .add("ep", DataTypes.DoubleType, true)
          .add("ed", DataTypes.DoubleType, true)
          .add("gradeStatus", DataTypes.StringType, true)
          .add("level", DataTypes.StringType, true)
          .add("hardestTechnique", DataTypes.StringType, true)
          .add("techniqueCounts", DataTypes.createArrayType(TECHNIQUE_COUNT, false), false)
          .add("canonicalForm", DataTypes.StringType, true)
          .add("duplicates", DataTypes.LongType, true)
          .add("archiveSolutionMatched", DataTypes.BooleanType, true)
          .add("graderVersion", DataTypes.StringType, true)
          .add("gradedAt", DataTypes.TimestampType, true);

  /** {@code GradedPuzzle}'s Avro schema as JSON, for the Avro writer's {@code avroSchema}. */
  static final String AVRO_SCHEMA = GradedPuzzle.getClassSchema().toString();

  /** The column the solutions of a puzzle with several go to, on request. */
  static final String SOLUTIONS = "solutions";

  /**
   * The schema of a dataset whose rows carry more than {@link GradedPuzzle}: on request, the
   * solutions of puzzles with several ({@code solutions: array<string>}, after GradedPuzzle's
   * columns) and input columns for the report ({@code input_NAME: string}, last). Without either it
   * is {@link #SCHEMA}.
   */
  static StructType schema(AnalyzerOptions options) {
    StructType s = SCHEMA;
    if (options.listSolutions() > 0) {
      s = s.add(SOLUTIONS, DataTypes.createArrayType(DataTypes.StringType, false), true);
    }
    for (String c : options.inputColumns()) {
      s = s.add(RatingComparison.datasetColumn(c), DataTypes.StringType, true);
    }
    return s;
  }

  /**
   * {@link #AVRO_SCHEMA} with the columns {@link #schema(AnalyzerOptions)} adds, as optional fields
   * ({@code ["null", T]}, default null): readers with GradedPuzzle's own schema skip them.
   */
  static String avroSchema(AnalyzerOptions options) {
    if (options.listSolutions() == 0 && options.inputColumns().isEmpty()) {
      return AVRO_SCHEMA;
    }
    org.apache.avro.Schema base = GradedPuzzle.getClassSchema();
    List<org.apache.avro.Schema.Field> fields = new ArrayList<>();
    for (org.apache.avro.Schema.Field f : base.getFields()) {
      fields.add(new org.apache.avro.Schema.Field(f, f.schema()));
    }
    org.apache.avro.Schema string =
        org.apache.avro.Schema.create(org.apache.avro.Schema.Type.STRING);
    org.apache.avro.Schema nul = org.apache.avro.Schema.create(org.apache.avro.Schema.Type.NULL);
    if (options.listSolutions() > 0) {
      fields.add(
          new org.apache.avro.Schema.Field(
              SOLUTIONS,
              org.apache.avro.Schema.createUnion(nul, org.apache.avro.Schema.createArray(string)),
              "solutions of a puzzle with several, up to --list-solutions",
              org.apache.avro.Schema.Field.NULL_DEFAULT_VALUE));
    }
    for (String c : options.inputColumns()) {
      fields.add(
          new org.apache.avro.Schema.Field(
              RatingComparison.datasetColumn(c),
              org.apache.avro.Schema.createUnion(nul, string),
              "the input's column " + c,
              org.apache.avro.Schema.Field.NULL_DEFAULT_VALUE));
    }
    return org.apache.avro.Schema.createRecord(
            base.getName(), base.getDoc(), base.getNamespace(), false, fields)
        .toString();
  }

  /** Archive row status, as named in the shared vocabulary (Avro enum {@code Status}). */
  public enum Status {
    UNIQUE,
    MULTIPLE_SOLUTIONS,
    NO_SOLUTION,
    INVALID
  }

  /**
   * The rows of an RDD as a dataset in {@link #SCHEMA} layout.
   *
   * <p>Why not {@code createDataFrame(rdd, SCHEMA)}: that maps every partition through an encoder
   * serializer which generates (and looks up in the compile cache) a 21-column projection once per
   * <em>task</em>; here the conversion is a plan node, generated once per query on the driver
   * within whole-stage code generation (measured: part of the per-run JIT and driver cost of the
   * overhead benchmark, docs/spark.md).
   */
  static Dataset<Row> dataset(SparkSession spark, JavaRDD<Row> rows) {
    return spark.createDataset(rows.rdd(), Encoders.row(SCHEMA));
  }

  /**
   * Rows already in Spark's internal format ({@link GradedInternalRows}) as a dataset in {@link
   * #SCHEMA} layout: a plain scan of the RDD, no encoder to analyze, generate or run.
   *
   * <p>Uses {@code internalCreateDataFrame}, Spark's own entry for internal rows (how its file
   * sources and {@code createDataFrame} end up), which Scala marks {@code private[sql]}: public in
   * the bytecode, but not a stable API; the ITs run this path against the pinned Spark version. The
   * rows must match the schema exactly (non-null columns set).
   *
   * @throws IllegalStateException when the session is not a classic (non-Connect) session
   */
  static Dataset<Row> internalDataset(SparkSession spark, JavaRDD<InternalRow> rows) {
    return internalDataset(spark, rows, AnalyzerOptions.defaults());
  }

  /** {@link #internalDataset(SparkSession, JavaRDD)} of rows in {@link #schema} layout. */
  static Dataset<Row> internalDataset(
      SparkSession spark, JavaRDD<InternalRow> rows, AnalyzerOptions options) {
    if (!(spark instanceof org.apache.spark.sql.classic.SparkSession classic)) {
      throw new IllegalStateException(
          "the grade job needs a classic Spark session, not " + spark.getClass().getName());
    }
    return classic.internalCreateDataFrame(rows.rdd(), schema(options), false);
  }

  private GradedPuzzleSchema() {}
}
