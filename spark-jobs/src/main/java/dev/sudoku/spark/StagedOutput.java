package dev.sudoku.spark;

import java.io.IOException;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.UUID;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FileStatus;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;

/**
 * A job's output written beside the published one and swapped in only when complete, so a failed
 * run never destroys the previous output, never leaves half an output that blocks the retry, and
 * the report beside a dataset always describes that dataset.
 *
 * <pre>
 *   DIR/puzzles/  DIR/report.json  DIR/report.html  [DIR/booklets/]   the published output
 *   DIR/.staging-ID/{puzzles/, report.json, report.html, [booklets/]} this run's, while written
 *   DIR/.replaced-ID/                               the previous output, during publish() only
 * </pre>
 *
 * <p>{@link #publish} moves, in this order: the previous reports (and booklets) out, the previous
 * dataset out, the new dataset in, the new reports in; then deletes the previous output and the
 * staging directory. Reports leave before their dataset and arrive after theirs, so at no moment
 * does a report sit beside a dataset it does not describe (a reader may briefly find no report, or
 * no dataset). A move that fails undoes the moves before it, in reverse, so the previous output is
 * back in place; a run that fails before publishing only deletes its staging directory ({@link
 * #close}).
 *
 * <p>Everything goes through Hadoop's {@link FileSystem} API, staying inside DIR so that every
 * rename is within one file system. How atomic a move is depends on the store (docs/spark.md): one
 * {@code rename(2)} on a local disk, one namenode operation on HDFS; on S3-like object stores (s3a,
 * gs) a directory rename is a copy and delete per file, so the dataset move takes time proportional
 * to the files and a crash inside it can leave part of a dataset.
 *
 * <p>The names start with {@code .}, so Hadoop, Spark and {@link Inputs} skip them when DIR is read
 * as input. A driver killed outright (no {@code finally}) leaves its staging directory, which
 * blocks nothing; the next run names it ({@link #leftovers}).
 */
final class StagedOutput implements AutoCloseable {
  /** Subdirectory of the output directory that holds the dataset. */
  static final String DATASET = "puzzles";

  /**
   * What is made from the dataset and sits beside it: the report files and the generate job's
   * booklet directory. They leave and arrive together with the dataset, so none describes another
   * run's data (a run that makes no booklets removes the previous run's).
   */
  static final List<String> DERIVED = List.of("report.json", "report.html", Booklets.DIR);

  static final String STAGING_PREFIX = ".staging-";
  static final String REPLACED_PREFIX = ".replaced-";

  private final FileSystem fs;
  private final Path out;
  private final Path staging;
  private final Path replaced;
  private final boolean overwrite;
  private final List<String> leftovers;
  private final boolean createdOut;
  private boolean published;

  /** Set when a failed publish could not move the previous output back: never delete it then. */
  private boolean previousInReplaced;

  /**
   * Checks the output directory and creates this run's staging directory in it.
   *
   * @param fs the output's file system (tests pass one that fails on purpose)
   * @param id distinguishes this run's staging and replaced directories from any other's
   * @throws IllegalArgumentException when {@code out/puzzles} exists and {@code overwrite} is off
   */
  StagedOutput(FileSystem fs, Path out, boolean overwrite, String id) throws IOException {
    this.fs = fs;
    this.out = out;
    this.overwrite = overwrite;
    this.staging = new Path(this.out, STAGING_PREFIX + id);
    this.replaced = new Path(this.out, REPLACED_PREFIX + id);
    refuseExisting();
    this.leftovers = findLeftovers();
    this.createdOut = !fs.exists(this.out);
    if (!fs.mkdirs(staging)) {
      throw new IOException("cannot create " + staging);
    }
  }

  /** Stages {@code output} on its own file system, under a fresh random id. */
  static StagedOutput create(Configuration conf, Output output) throws IOException {
    Path out = new Path(output.out());
    return new StagedOutput(
        out.getFileSystem(conf), out, output.overwrite(), UUID.randomUUID().toString());
  }

  /** Where this run writes its dataset. */
  Path dataset() {
    return new Path(staging, DATASET);
  }

  /** Where this run writes the report file or directory {@code name} (one of {@link #DERIVED}). */
  Path report(String name) {
    return new Path(staging, name);
  }

  /** {@code output} writing into the staging directory: for steps that make derived files. */
  Output staged(Output output) {
    return new Output(
        staging.toString(),
        output.format(),
        output.partitionByLevel(),
        false,
        output.dedup(),
        output.progress());
  }

  /** Where the dataset is once published. */
  Path publishedDataset() {
    return new Path(out, DATASET);
  }

  /**
   * Staging or replaced directories that runs killed before they could clean up left in the output
   * directory, as of this run's start: they hold no published output and can be deleted, except a
   * replaced directory when {@code DIR/puzzles} is missing (the previous dataset, from a run killed
   * inside its swap).
   */
  List<String> leftovers() {
    return leftovers;
  }

  /**
   * Swaps the staged dataset and reports in (see the class comment).
   *
   * @throws IllegalArgumentException when a dataset appeared meanwhile and {@code overwrite} is off
   * @throws IOException when a move fails; the previous output is then back in place
   */
  void publish() throws IOException {
    refuseExisting();
    Deque<Path[]> done = new ArrayDeque<>();
    try {
      if (!fs.mkdirs(replaced)) {
        throw new IOException("cannot create " + replaced);
      }
      for (String name : DERIVED) {
        moveIfPresent(new Path(out, name), new Path(replaced, name), done);
      }
      moveIfPresent(publishedDataset(), new Path(replaced, DATASET), done);
      move(dataset(), publishedDataset(), done);
      for (String name : DERIVED) {
        moveIfPresent(report(name), new Path(out, name), done);
      }
    } catch (IOException | RuntimeException e) {
      if (undo(done, e)) {
        throw e;
      }
      previousInReplaced = true;
      throw new IOException(
          "publishing the output failed ("
              + SparkMain.oneLine(e)
              + ") and the previous output could not be moved back: it is in "
              + replaced,
          e);
    }
    published = true;
    // The output is in place; what is left is garbage, and failing to delete it is no failure.
    deleteQuietly(replaced);
    deleteQuietly(staging);
  }

  /**
   * Unless {@link #publish} succeeded: deletes the staging directory, and the output directory too
   * when this run created it and it is empty again, so a failed run leaves no trace.
   */
  @Override
  public void close() {
    if (!published) {
      deleteQuietly(staging);
      if (!previousInReplaced) {
        deleteQuietly(replaced);
      }
      try {
        if (createdOut && fs.listStatus(out).length == 0) {
          fs.delete(out, false);
        }
      } catch (IOException e) {
        // best effort, as above
      }
    }
  }

  private void refuseExisting() throws IOException {
    if (!overwrite && fs.exists(publishedDataset())) {
      throw new IllegalArgumentException(
          publishedDataset() + " already exists; pass --overwrite to replace it");
    }
  }

  private List<String> findLeftovers() throws IOException {
    List<String> found = new ArrayList<>();
    if (!fs.exists(out)) {
      return found;
    }
    for (FileStatus s : fs.listStatus(out)) {
      String name = s.getPath().getName();
      if (name.startsWith(STAGING_PREFIX) || name.startsWith(REPLACED_PREFIX)) {
        found.add(s.getPath().toString());
      }
    }
    return found;
  }

  private void moveIfPresent(Path from, Path to, Deque<Path[]> done) throws IOException {
    if (fs.exists(from)) {
      move(from, to, done);
    }
  }

  /** A rename that says why it failed (Hadoop's returns false for most failures). */
  private void move(Path from, Path to, Deque<Path[]> done) throws IOException {
    if (!fs.rename(from, to)) {
      throw new IOException("cannot move " + from + " to " + to);
    }
    done.push(new Path[] {from, to});
  }

  /** Moves back what {@link #publish} moved, newest first; false when a move back failed. */
  private boolean undo(Deque<Path[]> done, Exception failure) {
    while (!done.isEmpty()) {
      Path[] m = done.pop();
      try {
        if (!fs.rename(m[1], m[0])) {
          throw new IOException("cannot move " + m[1] + " back to " + m[0]);
        }
      } catch (IOException | RuntimeException e) {
        failure.addSuppressed(e);
        return false;
      }
    }
    return true;
  }

  private void deleteQuietly(Path p) {
    try {
      fs.delete(p, true);
    } catch (IOException e) {
      // best effort: leftovers() names what is left at the next run
    }
  }
}
