package dev.sudoku.spark;

import dev.sudoku.archive.Layout;
import dev.sudoku.archive.Sniffer;
import java.io.IOException;
import java.io.InputStream;
import java.io.Serializable;
import java.net.URI;
import java.util.List;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FileStatus;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;
import org.apache.hadoop.io.compress.CompressionCodec;
import org.apache.hadoop.io.compress.CompressionCodecFactory;

/**
 * One input file of the grade job and how to read it, decided on the driver before the job runs.
 *
 * <p>Files are found by {@link Inputs}. The kind comes from the name for Parquet ({@code .parquet})
 * and from the file's start otherwise, classified by the archive library exactly as the {@code
 * sudoku} command classifies it ({@link Sniffer}): a CSV header (the puzzle column found by itself,
 * or named by {@code --column}), or lines. The start is read through Hadoop's codec for the file's
 * extension ({@code .gz}, {@code .bz2}, ...), so compressed files are classified the same way Spark
 * will later read them. A line file whose start holds records spanning lines (drawings, SadMan and
 * Simple Sudoku grids) is marked {@link Layout#multiLine()}: it is read in one piece.
 *
 * @param path fully qualified path
 * @param kind how to read it
 * @param layout how its lines are read (text kinds), else null
 * @param bytes the file's size on disk
 */
record InputFile(String path, Kind kind, Layout layout, long bytes) implements Serializable {
  private static final long serialVersionUID = 1L;

  /** How a file is read. */
  enum Kind {
    LINES,
    CSV,
    PARQUET
  }

  /**
   * How a file is named in rows ({@code source}), the report and bad-file lines, whoever found it:
   * Hadoop's {@link Path#toString()}, {@code file:/data/my puzzles.csv}. Every path of a file goes
   * through here or {@link #source(String)}, so the same file is one key everywhere.
   */
  static String source(Path file) {
    return file.toString();
  }

  /**
   * {@link #source(Path)} of a file Spark names by URL: Spark's {@code _metadata.file_path} is
   * URL-encoded ({@code file:/data/my%20puzzles.parquet}), Hadoop's path is not.
   */
  static String source(String url) {
    return source(new Path(URI.create(url)));
  }

  /**
   * The files {@link Inputs#resolve} finds, for callers that read known-good files (benchmarks).
   *
   * @throws IllegalArgumentException or {@link BadFileException} for the first file that cannot be
   *     read
   */
  static List<InputFile> resolve(
      List<String> inputs, String column, String solutionColumn, Configuration conf)
      throws IOException {
    Inputs found = Inputs.resolve(inputs, column, solutionColumn, conf);
    if (!found.bad().isEmpty()) {
      found.bad().get(0).stop();
    }
    return found.files();
  }

  /**
   * Classifies one file (reads its start unless its name says Parquet).
   *
   * @throws IllegalArgumentException with a one-line message when a CSV header has no puzzle
   *     column, or {@code column} is given for a file without a header
   * @throws IOException when the start cannot be read
   */
  static InputFile classify(
      FileSystem fs,
      FileStatus file,
      CompressionCodecFactory codecs,
      String column,
      String solutionColumn)
      throws IOException {
    String path = source(file.getPath());
    if (file.getPath().getName().endsWith(".parquet")) {
      return new InputFile(path, Kind.PARQUET, null, file.getLen());
    }
    Layout layout;
    CompressionCodec codec = codecs.getCodec(file.getPath());
    try (InputStream raw = fs.open(file.getPath());
        InputStream in = codec == null ? raw : codec.createInputStream(raw)) {
      // A break after the start (a truncated download) is the task's to report, with the rows
      // before it: here it only ends what is classified.
      layout = Sniffer.classify(path, new ReadableStart(in), column, solutionColumn);
    }
    Kind kind = layout.kind() == Layout.Kind.CSV ? Kind.CSV : Kind.LINES;
    return new InputFile(path, kind, layout, file.getLen());
  }

  /** True when the file must be read in one piece: its records may span lines. */
  boolean unsplittable() {
    return layout != null && layout.multiLine();
  }
}
