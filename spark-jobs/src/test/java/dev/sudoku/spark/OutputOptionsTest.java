package dev.sudoku.spark;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import picocli.CommandLine;

class OutputOptionsTest {

  private static OutputOptions parse(String... args) {
    OutputOptions o = new OutputOptions();
    new CommandLine(o).setCaseInsensitiveEnumValuesAllowed(true).parseArgs(args);
    return o;
  }

  @Test
  void output_allOptions_becomeOutput() {
    OutputOptions o =
        parse(
            "--out",
            "d",
            "--format",
            "json",
            "--partition-by",
            "level",
            "--overwrite",
            "--no-progress");

    assertThat(o.output(true))
        .isEqualTo(new Output("d", OutputFormat.JSON, true, true, true, false));
  }

  @Test
  void output_defaults_parquetWithProgress() {
    assertThat(parse("--out", "d").output(false))
        .isEqualTo(new Output("d", OutputFormat.PARQUET, false, false, false, true));
  }

  @Test
  void partitionByLevel_otherColumn_rejected() {
    OutputOptions o = parse("--out", "d", "--partition-by", "clues");

    assertThatThrownBy(o::partitionByLevel)
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("--partition-by supports only 'level', not 'clues'");
  }
}
