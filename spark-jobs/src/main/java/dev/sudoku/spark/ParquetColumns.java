package dev.sudoku.spark;

import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.Path;
import org.apache.parquet.hadoop.ParquetFileReader;
import org.apache.parquet.hadoop.util.HadoopInputFile;
import org.apache.parquet.schema.MessageType;
import org.apache.parquet.schema.Type;

/**
 * The puzzle and solution columns of a Parquet input file as its footer declares them, and the
 * grouping of files by them.
 *
 * <p>Why group: Spark reads a set of Parquet files with one schema, taken from one of them, so a
 * file whose puzzle column has another type (INT64 where the others have a string) fails the whole
 * job when its rows are decoded. Files read in groups of identical puzzle and solution columns
 * never meet that; each group's columns are cast to text, and a value that is no puzzle becomes an
 * {@code INVALID} row like any other.
 *
 * <p>The footers are read on the driver, one small read at the end of each file, before the job: a
 * file that is not Parquet at all (a {@code .csv} renamed, a truncated download: the footer sits at
 * the end) or that has no puzzle column becomes a {@link BadFile} there, instead of failing a task.
 * What the footer cannot tell (corrupt data pages) still fails the job when Spark decodes them;
 * {@link BadFileException#in} names the file then.
 *
 * @param puzzle the puzzle column's name as the file spells it
 * @param puzzleType its Parquet type, as the footer prints it
 * @param solution the archive-solution column's name, or null when there is none
 * @param solutionType its Parquet type, or null
 */
record ParquetColumns(String puzzle, String puzzleType, String solution, String solutionType) {

  /**
   * Reads the footer of every file and groups the readable ones by their columns, in input order;
   * the others are added to {@code bad}.
   *
   * @param column the puzzle column given with {@code --column}, or null for {@code puzzle} or
   *     {@code quizzes}
   * @param solutionColumn the solution column given with {@code --solution-column}, or null for
   *     {@code solution} or {@code solutions} if present
   */
  static Map<ParquetColumns, List<InputFile>> group(
      List<InputFile> files,
      String column,
      String solutionColumn,
      BadFiles bad,
      Configuration conf) {
    Map<ParquetColumns, List<InputFile>> groups = new LinkedHashMap<>();
    for (InputFile f : files) {
      MessageType schema;
      try {
        schema = footerSchema(f.path(), conf);
      } catch (IOException | RuntimeException e) {
        // Parquet's messages start with the path, which the BadFile names already.
        String why = SparkMain.oneLine(e).replace(f.path(), "it");
        bad.add(new BadFile(f.path(), "not a readable Parquet file: " + why, false));
        continue;
      }
      try {
        groups.computeIfAbsent(of(schema, column, solutionColumn), k -> new ArrayList<>()).add(f);
      } catch (IllegalArgumentException e) {
        bad.add(new BadFile(f.path(), e.getMessage(), true));
      }
    }
    return groups;
  }

  private static MessageType footerSchema(String path, Configuration conf) throws IOException {
    Path p = new Path(path);
    try (ParquetFileReader reader =
        ParquetFileReader.open(
            HadoopInputFile.fromStatus(p.getFileSystem(conf).getFileStatus(p), conf))) {
      return reader.getFooter().getFileMetaData().getSchema();
    }
  }

  /**
   * The columns of one file's schema.
   *
   * @throws IllegalArgumentException naming the missing column and the file's columns
   */
  static ParquetColumns of(MessageType schema, String column, String solutionColumn) {
    Map<String, Type> byName = new LinkedHashMap<>();
    for (Type t : schema.getFields()) {
      byName.putIfAbsent(t.getName().toLowerCase(Locale.ROOT), t);
    }
    Type puzzle = find(byName, column, "puzzle", "quizzes");
    if (puzzle == null) {
      throw new IllegalArgumentException(
          (column == null ? "no puzzle column" : "no column '" + column + "'")
              + " in the Parquet schema (columns: "
              + String.join(", ", names(schema))
              + ")"
              + (column == null ? "; name it with --column" : ""));
    }
    Type solution = find(byName, solutionColumn, "solution", "solutions");
    if (solution == null && solutionColumn != null) {
      throw new IllegalArgumentException(
          "no column '"
              + solutionColumn
              + "' in the Parquet schema (columns: "
              + String.join(", ", names(schema))
              + ")");
    }
    return new ParquetColumns(
        puzzle.getName(),
        puzzle.toString(),
        solution == null ? null : solution.getName(),
        solution == null ? null : solution.toString());
  }

  private static Type find(Map<String, Type> byName, String given, String... defaults) {
    if (given != null) {
      return byName.get(given.strip().toLowerCase(Locale.ROOT));
    }
    for (String d : defaults) {
      Type t = byName.get(d);
      if (t != null) {
        return t;
      }
    }
    return null;
  }

  private static List<String> names(MessageType schema) {
    List<String> names = new ArrayList<>();
    for (Type t : schema.getFields()) {
      names.add(t.getName());
    }
    return names;
  }
}
