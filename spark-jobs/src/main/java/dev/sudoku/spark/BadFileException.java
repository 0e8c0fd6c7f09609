package dev.sudoku.spark;

import java.io.IOException;
import org.apache.hadoop.fs.Path;
import org.apache.spark.SparkThrowable;

/**
 * An input file stopped the run ({@code --on-bad-file fail}, or a fault that cannot be skipped):
 * the message is one line naming the file and the fault. Thrown on the driver, or in a task and
 * found again on the driver in the job failure's causes ({@link #in}).
 */
final class BadFileException extends IOException {
  private static final long serialVersionUID = 1L;

  private final BadFile file;

  BadFileException(BadFile file) {
    super(file.toString());
    this.file = file;
  }

  BadFile file() {
    return file;
  }

  /**
   * The input file that made a job fail, from the failure's causes: a BadFileException a task
   * threw, or Spark's own {@code FAILED_READ_FILE} error (a Parquet file whose data pages cannot be
   * decoded, which Spark's reader cannot hand back as a row); null when neither is among them.
   */
  static BadFileException in(Throwable e) {
    for (Throwable t = e; t != null; t = t.getCause() == t ? null : t.getCause()) {
      if (t instanceof BadFileException b) {
        return b;
      }
    }
    for (Throwable t = e; t != null; t = t.getCause() == t ? null : t.getCause()) {
      if (t instanceof SparkThrowable s
          && s.getCondition() != null
          && s.getCondition().startsWith("FAILED_READ_FILE")
          && s.getMessageParameters().get("path") != null) {
        Throwable why = t.getCause() == null ? t : t.getCause();
        return new BadFileException(
            new BadFile(
                new Path(s.getMessageParameters().get("path")).toString(),
                "unreadable data: " + SparkMain.oneLine(why),
                false));
      }
    }
    return null;
  }
}
