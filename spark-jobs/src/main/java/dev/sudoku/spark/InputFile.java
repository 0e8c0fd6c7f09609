package dev.sudoku.spark;

import dev.sudoku.archive.Layout;
import dev.sudoku.archive.Sniffer;
import java.io.IOException;
import java.io.InputStream;
import java.io.Serializable;
import java.util.ArrayList;
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
 * <p>The kind comes from the name for Parquet ({@code .parquet}, or a directory holding such parts)
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
   * Expands paths and globs into files.
   *
   * @throws IllegalArgumentException with a one-line message when a path matches no file, a CSV
   *     header has no puzzle column, or {@code column} is given for a file without a header
   * @throws IOException when the file system fails
   */
  static List<InputFile> resolve(
      List<String> inputs, String column, String solutionColumn, Configuration conf)
      throws IOException {
    List<InputFile> files = new ArrayList<>();
    CompressionCodecFactory codecs = new CompressionCodecFactory(conf);
    for (String input : inputs) {
      Path pattern = new Path(input);
      FileSystem fs = pattern.getFileSystem(conf);
      FileStatus[] matches = fs.globStatus(pattern);
      if (matches == null || matches.length == 0) {
        throw new IllegalArgumentException("no file matches '" + input + "'");
      }
      int before = files.size();
      for (FileStatus match : matches) {
        if (match.isDirectory()) {
          FileStatus[] children = fs.listStatus(match.getPath(), p -> !hidden(p));
          if (hasParquet(children)) {
            files.add(
                new InputFile(match.getPath().toString(), Kind.PARQUET, null, total(children)));
            continue;
          }
          for (FileStatus child : children) {
            if (child.isFile()) {
              files.add(classify(fs, child, codecs, column, solutionColumn));
            }
          }
        } else {
          files.add(classify(fs, match, codecs, column, solutionColumn));
        }
      }
      if (files.size() == before) {
        throw new IllegalArgumentException(
            "no file in '" + input + "' (only directories or " + "hidden files)");
      }
    }
    return files;
  }

  private static InputFile classify(
      FileSystem fs,
      FileStatus file,
      CompressionCodecFactory codecs,
      String column,
      String solutionColumn)
      throws IOException {
    String path = file.getPath().toString();
    if (file.getPath().getName().endsWith(".parquet")) {
      return new InputFile(path, Kind.PARQUET, null, file.getLen());
    }
    Layout layout;
    CompressionCodec codec = codecs.getCodec(file.getPath());
    try (InputStream raw = fs.open(file.getPath());
        InputStream in = codec == null ? raw : codec.createInputStream(raw)) {
      layout = Sniffer.classify(path, in, column, solutionColumn);
    }
    Kind kind = layout.kind() == Layout.Kind.CSV ? Kind.CSV : Kind.LINES;
    return new InputFile(path, kind, layout, file.getLen());
  }

  /** True when the file must be read in one piece: its records may span lines. */
  boolean unsplittable() {
    return layout != null && layout.multiLine();
  }

  private static boolean hidden(Path p) {
    String name = p.getName();
    return name.startsWith("_") || name.startsWith(".");
  }

  private static boolean hasParquet(FileStatus[] children) {
    for (FileStatus child : children) {
      if (child.getPath().getName().endsWith(".parquet")) {
        return true;
      }
    }
    return false;
  }

  private static long total(FileStatus[] children) {
    long sum = 0;
    for (FileStatus child : children) {
      sum += child.getLen();
    }
    return sum;
  }
}
