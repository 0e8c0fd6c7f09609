package dev.sudoku.spark;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class BadFileTest {
  /**
   * Regression: a gzip cut after its first lines was reported "skipped" on stderr, in report.json
   * and in report.html, although the rows of those lines were graded and written.
   */
  @Test
  void said_readUpToABreak_stoppedReadingWithTheLinesRead() {
    BadFile f = BadFile.readUpTo("file:/d/a.gz", 500, "gzip data ends early after line 500");

    assertThat(f.reason()).isEqualTo("line 501: gzip data ends early after line 500");
    assertThat(f.said())
        .isEqualTo(
            "stopped reading file:/d/a.gz at line 501: gzip data ends early after line 500; its"
                + " first 500 lines were read");
  }

  @Test
  void said_nothingRead_skipped() {
    assertThat(BadFile.readUpTo("a.gz", 0, "gzip data ends early (truncated file?)").said())
        .isEqualTo("skipped a.gz: line 1: gzip data ends early (truncated file?)");
    assertThat(new BadFile("b.csv", BadFiles.NO_PUZZLE, false).said())
        .isEqualTo("skipped b.csv: " + BadFiles.NO_PUZZLE);
  }
}
