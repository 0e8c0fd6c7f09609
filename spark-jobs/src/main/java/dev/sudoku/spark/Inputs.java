package dev.sudoku.spark;

import dev.sudoku.archive.RecordStream;
import java.io.IOException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FileStatus;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.LocatedFileStatus;
import org.apache.hadoop.fs.Path;
import org.apache.hadoop.fs.RemoteIterator;
import org.apache.hadoop.io.compress.CompressionCodecFactory;

/**
 * The grade job's input files, found on the driver before the job runs: what the user's paths and
 * globs name, each file classified ({@link InputFile}) or set aside as a {@link BadFile}.
 *
 * <p>A directory is read recursively, through Hadoop's {@code listFiles(dir, true)} (one flat
 * listing on object stores rather than a walk), skipping every name below it that starts with
 * {@code _} or {@code .} ({@code _SUCCESS}, {@code .crc} companions, {@code _temporary}, a hidden
 * staging directory): Hadoop's and Spark's own rule. Each file is classified on its own, so a
 * {@code .csv} among the {@code .parquet} parts of a directory is read as CSV, and Spark's
 * partition subdirectories ({@code level=EASY/}) are read like any other. A path named directly (or
 * matched by a glob) is read even when hidden. A file reached twice (a directory and a file in it)
 * is read once.
 *
 * @param files the files to read, in the order found
 * @param bad files whose start could not be read or whose layout needs an option the run did not
 *     give
 * @param named the paths of the files named directly or matched by a glob, not reached by listing a
 *     directory: such a file holding no puzzle is a mistake worth an exit status, while a directory
 *     of Spark's own output may hold empty part files
 */
record Inputs(List<InputFile> files, List<BadFile> bad, Set<String> named) {
  Inputs {
    files = List.copyOf(files);
    bad = List.copyOf(bad);
    named = Set.copyOf(named);
  }

  /**
   * Expands paths and globs into files and classifies them.
   *
   * @throws IllegalArgumentException with a one-line message when a path matches no file, or a
   *     directory holds none
   * @throws IOException when listing fails (reading a file's start does not throw: that file
   *     becomes a {@link BadFile})
   */
  static Inputs resolve(
      List<String> inputs, String column, String solutionColumn, Configuration conf)
      throws IOException {
    Map<String, FileStatus> found = new LinkedHashMap<>();
    Set<String> named = new HashSet<>();
    for (String input : inputs) {
      Path pattern = new Path(input);
      FileSystem fs = pattern.getFileSystem(conf);
      FileStatus[] matches = fs.globStatus(pattern);
      if (matches == null || matches.length == 0) {
        throw new IllegalArgumentException("no file matches '" + input + "'");
      }
      boolean any = false;
      for (FileStatus match : matches) {
        if (match.isDirectory()) {
          for (FileStatus f : listVisible(fs, match.getPath())) {
            any = true;
            found.putIfAbsent(InputFile.source(f.getPath()), f);
          }
        } else {
          any = true;
          found.putIfAbsent(InputFile.source(match.getPath()), match);
          named.add(InputFile.source(match.getPath()));
        }
      }
      if (!any) {
        throw new IllegalArgumentException(
            "no file in '" + input + "' (only empty directories or hidden files)");
      }
    }
    List<InputFile> files = new ArrayList<>();
    List<BadFile> bad = new ArrayList<>();
    CompressionCodecFactory codecs = new CompressionCodecFactory(conf);
    for (FileStatus f : found.values()) {
      String path = InputFile.source(f.getPath());
      try {
        files.add(
            InputFile.classify(f.getPath().getFileSystem(conf), f, codecs, column, solutionColumn));
      } catch (IllegalArgumentException e) {
        bad.add(new BadFile(path, RecordStream.reason(path, e.getMessage()), true));
      } catch (IOException | RuntimeException e) {
        // Worded as the sudoku command words an input it cannot open.
        String label = GuardedLineReader.label(codecs.getCodec(f.getPath()));
        String why = " (" + SparkMain.oneLine(e) + ")";
        bad.add(
            new BadFile(
                path,
                label == null
                    ? "cannot read the file" + why
                    : "not a readable " + label + " file" + why,
                false));
      }
    }
    return new Inputs(files, bad, named);
  }

  /** The files under {@code dir}, at any depth, none of whose names below {@code dir} is hidden. */
  private static List<FileStatus> listVisible(FileSystem fs, Path dir) throws IOException {
    List<FileStatus> files = new ArrayList<>();
    int depth = dir.depth();
    RemoteIterator<LocatedFileStatus> it = fs.listFiles(dir, true);
    while (it.hasNext()) {
      LocatedFileStatus f = it.next();
      if (!hiddenBelow(f.getPath(), depth)) {
        files.add(f);
      }
    }
    return files;
  }

  /** Whether a name of {@code p} deeper than {@code depth} starts with {@code _} or {@code .}. */
  private static boolean hiddenBelow(Path p, int depth) {
    for (Path q = p; q != null && q.depth() > depth; q = q.getParent()) {
      String name = q.getName();
      if (name.startsWith("_") || name.startsWith(".")) {
        return true;
      }
    }
    return false;
  }
}
