package dev.sudoku.spark;

import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;

/**
 * The Spark layout of one graded archive row ({@code GradedPuzzle}), the contract of the grade
 * job's output in every format.
 *
 * <p>Seam for the schemas module: today the layout is declared here and the Avro output schema is
 * derived from it by Spark. When {@code dev.sudoku.schema.GradedPuzzle} exists, the Avro writer
 * gets that record's schema ({@link GradeJob} passes it as the {@code avroSchema} option) and this
 * class must list the same field names; a test then pins the two together.
 *
 * <p>Columns, in order: {@code source} (file path), {@code index} (1-based line number in a text
 * or CSV file, header included, or 1-based row number in a Parquet file), {@code puzzle} (81
 * characters, {@code .} for empty, or the raw text when it does not parse), {@code status}
 * ({@link Status}), {@code reason} (one line, only for {@code INVALID}), {@code solutionCount}
 * (0, 1, or 2 meaning "two or more"), {@code solution} (81 digits, only when unique),
 * {@code archiveSolutionMatched} (only when the archive had a solution and ours is unique),
 * {@code clues}, then the grader's {@code rating}, {@code ep}, {@code ed}, {@code level},
 * {@code hardestTechnique}, {@code techniqueCounts} and the canonicalizer's {@code canonical}
 * (null until those modules are plugged into {@link PuzzleAnalyzer}).
 */
public final class GradedPuzzleSchema {
  static final int SOURCE = 0;
  static final int INDEX = 1;
  static final int PUZZLE = 2;
  static final int STATUS = 3;
  static final int REASON = 4;
  static final int SOLUTION_COUNT = 5;
  static final int SOLUTION = 6;
  static final int ARCHIVE_SOLUTION_MATCHED = 7;
  static final int CLUES = 8;
  static final int RATING = 9;
  static final int EP = 10;
  static final int ED = 11;
  static final int LEVEL = 12;
  static final int HARDEST_TECHNIQUE = 13;
  static final int TECHNIQUE_COUNTS = 14;
  static final int CANONICAL = 15;
  static final int WIDTH = 16;

  /** The output schema; field positions are the constants of this class. */
  public static final StructType SCHEMA = new StructType()
      .add("source", DataTypes.StringType, false)
      .add("index", DataTypes.LongType, false)
      .add("puzzle", DataTypes.StringType, true)
      .add("status", DataTypes.StringType, false)
      .add("reason", DataTypes.StringType, true)
      .add("solutionCount", DataTypes.IntegerType, true)
      .add("solution", DataTypes.StringType, true)
      .add("archiveSolutionMatched", DataTypes.BooleanType, true)
      .add("clues", DataTypes.IntegerType, true)
      .add("rating", DataTypes.DoubleType, true)
      .add("ep", DataTypes.DoubleType, true)
      .add("ed", DataTypes.DoubleType, true)
      .add("level", DataTypes.StringType, true)
      .add("hardestTechnique", DataTypes.StringType, true)
      .add("techniqueCounts",
          DataTypes.createMapType(DataTypes.StringType, DataTypes.IntegerType, false), true)
      .add("canonical", DataTypes.StringType, true);

  /** Archive row status, as named in the shared vocabulary. */
  public enum Status {
    UNIQUE, MULTIPLE_SOLUTIONS, NO_SOLUTION, INVALID
  }

  private GradedPuzzleSchema() {
  }
}
