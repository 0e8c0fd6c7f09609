package dev.sudoku.spark;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.Map;
import org.apache.spark.SparkThrowable;
import org.junit.jupiter.api.Test;

class BadFileExceptionTest {
  private static final BadFile BAD = new BadFile("file:/d/a.gz", "line 7: cut", false);

  /** Spark's error for a file its reader could not decode, as a task reports it. */
  private static final class ReadFileError extends RuntimeException implements SparkThrowable {
    private static final long serialVersionUID = 1L;

    ReadFileError(Throwable cause) {
      super("[FAILED_READ_FILE.NO_HINT] Encountered error while reading file", cause);
    }

    @Override
    public String getCondition() {
      return "FAILED_READ_FILE.NO_HINT";
    }

    @Override
    public Map<String, String> getMessageParameters() {
      return Map.of("path", "file:///d/b.parquet");
    }
  }

  @Test
  void in_wrappedByTheJobFailure_found() {
    Exception job =
        new RuntimeException("Job aborted", new UncheckedIOException(new BadFileException(BAD)));

    assertThat(BadFileException.in(job).file()).isEqualTo(BAD);
  }

  @Test
  void in_sparksReadFileError_becomesOneLineNamingTheFile() {
    Exception job =
        new RuntimeException(
            "Job aborted\n\tat somewhere",
            new ReadFileError(new IOException("can not read class PageHeader\nmore")));

    assertThat(BadFileException.in(job))
        .hasMessage("file:/d/b.parquet: unreadable data: can not read class PageHeader");
  }

  @Test
  void in_otherFailure_null() {
    assertThat(BadFileException.in(new RuntimeException("out of memory", new IOException())))
        .isNull();
  }

  @Test
  void stop_layoutProblem_usageErrorElseBadFile() {
    assertThatThrownBy(() -> new BadFile("c.csv", "unrecognised CSV header", true).stop())
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("c.csv: unrecognised CSV header");
    assertThatThrownBy(BAD::stop)
        .isInstanceOf(BadFileException.class)
        .hasMessage("file:/d/a.gz: line 7: cut");
  }
}
