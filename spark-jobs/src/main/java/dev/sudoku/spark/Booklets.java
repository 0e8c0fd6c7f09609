package dev.sudoku.spark;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.lit;

import dev.sudoku.book.BookOptions;
import dev.sudoku.book.BookPuzzle;
import dev.sudoku.book.Booklet;
import dev.sudoku.book.PageSize;
import dev.sudoku.core.Grid;
import dev.sudoku.grade.Level;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.ChecksumFileSystem;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/**
 * PDF booklets of a written dataset, beside it in {@code OUT/booklets/}: one per level ({@code
 * level-HARD.pdf}, the level's puzzles easiest first) or one per {@code N} puzzles in index order
 * ({@code puzzles-00001-00100.pdf}). A step after the job, reading back what it wrote: the dataset
 * is the truth, and a booklet can be remade without generating again.
 *
 * <p>Booklets are made on the driver from rows streamed in order ({@code toLocalIterator}: one
 * partition in driver memory at a time); only one booklet's puzzles are held while it is laid out,
 * so {@code N} bounds the driver's memory (a 10,000-puzzle booklet takes a few seconds and tens of
 * megabytes). Files are written through Hadoop's file system, so {@code OUT} may be HDFS or S3.
 */
final class Booklets {
  static final String DIR = "booklets";

  /**
   * How the puzzles are split into booklets.
   *
   * @param byLevel one booklet per level
   * @param size when not by level: puzzles per booklet
   */
  record Split(boolean byLevel, int size) {
    /** {@code level} or a positive number. */
    static Split parse(String text) {
      String t = text.strip().toLowerCase(Locale.ROOT);
      if (t.equals("level")) {
        return new Split(true, 0);
      }
      try {
        int n = Integer.parseInt(t);
        if (n >= 1) {
          return new Split(false, n);
        }
      } catch (NumberFormatException e) {
        // the message below says what is expected
      }
      throw new IllegalArgumentException(
          "--booklets expects 'level' or a number of puzzles per booklet, got '" + text + "'");
    }
  }

  private Booklets() {}

  /**
   * Writes the booklets of the dataset {@code output} describes.
   *
   * @param progress where to print one line per booklet, or null
   * @return the paths written, in order
   */
  static List<String> write(
      SparkSession spark, Output output, Split split, PageSize page, PrintStream progress)
      throws IOException {
    Configuration hadoop = spark.sparkContext().hadoopConfiguration();
    Path dir = new Path(output.out(), DIR);
    Dataset<Row> unique =
        GradeJob.readBack(
                spark, output.format(), new Path(output.out(), GradeJob.DATASET_DIR).toString())
            .filter(col("status").equalTo(lit("UNIQUE")).and(col("rating").isNotNull()))
            .select(col("puzzle"), col("solution"), col("rating"), col("gradeStatus"), col("level"))
            .orderBy(col("source"), col("index"));
    BookOptions base = BookOptions.defaults(page).withPerPage(4);
    List<String> written = new ArrayList<>();
    if (split.byLevel()) {
      for (Level level : Level.values()) {
        List<BookPuzzle> puzzles =
            collect(unique.filter(col("level").equalTo(lit(level.name()))).toLocalIterator(), -1);
        if (!puzzles.isEmpty()) {
          Path p = new Path(dir, "level-" + level.name() + ".pdf");
          write(
              hadoop, p, puzzles, base.withTitle("Sudoku \u2014 " + level).withSortByRating(true));
          written.add(p.toString());
          report(progress, p, puzzles.size());
        }
      }
      return written;
    }
    Iterator<Row> rows = unique.toLocalIterator();
    int first = 1;
    while (rows.hasNext()) {
      List<BookPuzzle> puzzles = collect(rows, split.size());
      int last = first + puzzles.size() - 1;
      String range = String.format(Locale.ROOT, "%05d-%05d", first, last);
      Path p = new Path(dir, "puzzles-" + range + ".pdf");
      write(hadoop, p, puzzles, base.withTitle("Sudoku \u2014 puzzles " + first + "\u2013" + last));
      written.add(p.toString());
      report(progress, p, puzzles.size());
      first = last + 1;
    }
    return written;
  }

  /** Up to {@code max} puzzles from the rows (all when {@code max < 0}). */
  private static List<BookPuzzle> collect(Iterator<Row> rows, int max) {
    List<BookPuzzle> out = new ArrayList<>();
    while ((max < 0 || out.size() < max) && rows.hasNext()) {
      Row r = rows.next();
      double rating = r.getDouble(2);
      boolean bound = "LOWER_BOUND".equals(r.getString(3));
      Level level = r.isNullAt(4) ? Level.of(rating) : Level.valueOf(r.getString(4));
      out.add(
          new BookPuzzle(
              Grid.parse(r.getString(0)), Grid.parse(r.getString(1)), rating, bound, level));
    }
    return out;
  }

  private static void write(
      Configuration hadoop, Path path, List<BookPuzzle> puzzles, BookOptions options)
      throws IOException {
    FileSystem fs = path.getFileSystem(hadoop);
    // No .crc companions beside the PDFs on a local disk, without turning checksums off on the
    // cached file system instance every later write in this JVM shares.
    if (fs instanceof ChecksumFileSystem c) {
      fs = c.getRawFileSystem();
    }
    try (OutputStream out = fs.create(path, true)) {
      Booklet.write(puzzles, options, out);
    }
  }

  /**
   * Names the booklet as {@code booklets/NAME}: it is written into the job's staging directory and
   * published with the dataset, so only its place within the output directory is known here.
   */
  private static void report(PrintStream progress, Path p, int puzzles) {
    if (progress != null) {
      progress.println("booklet: " + DIR + "/" + p.getName() + " (" + puzzles + " puzzles)");
    }
  }
}
