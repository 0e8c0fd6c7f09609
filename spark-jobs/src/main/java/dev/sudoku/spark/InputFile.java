package dev.sudoku.spark;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Serializable;
import java.nio.charset.StandardCharsets;
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
 * and from the first line otherwise: a header ({@link CsvLayout#looksLikeHeader}) makes it a CSV
 * archive, anything else a line file. Only that first line is read here, through Hadoop's codec for
 * the file's extension ({@code .gz}, {@code .bz2}, ...), so compressed files are classified the
 * same way Spark will later read them.
 *
 * @param path fully qualified path
 * @param kind how to read it
 * @param csv the column layout when {@code kind} is CSV, else null
 * @param bytes the file's size on disk
 */
record InputFile(String path, Kind kind, CsvLayout csv, long bytes) implements Serializable {
  private static final long serialVersionUID = 1L;

  /** How a file is read. */
  enum Kind {
    LINES,
    CSV,
    PARQUET
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
   * Classifies one file (reads its first line unless its name says Parquet).
   *
   * @throws IllegalArgumentException with a one-line message when a CSV header is not recognised,
   *     or {@code column} is given for a file without a header
   * @throws IOException when the first line cannot be read
   */
  static InputFile classify(
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
    String first = firstLine(fs, file.getPath(), codecs);
    if (first != null && CsvLayout.looksLikeHeader(first)) {
      try {
        return new InputFile(
            path, Kind.CSV, CsvLayout.detect(first, column, solutionColumn), file.getLen());
      } catch (IllegalArgumentException e) {
        throw new IllegalArgumentException(path + ": " + e.getMessage(), e);
      }
    }
    if (column != null) {
      throw new IllegalArgumentException(
          path
              + ": no column '"
              + column
              + "': the file has no CSV header (one puzzle per line needs no --column)");
    }
    return new InputFile(path, Kind.LINES, null, file.getLen());
  }

  private static String firstLine(FileSystem fs, Path path, CompressionCodecFactory codecs)
      throws IOException {
    CompressionCodec codec = codecs.getCodec(path);
    try (InputStream raw = fs.open(path);
        InputStream in = codec == null ? raw : codec.createInputStream(raw);
        BufferedReader reader =
            new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
      return reader.readLine();
    }
  }
}
