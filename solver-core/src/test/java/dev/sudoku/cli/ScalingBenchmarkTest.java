package dev.sudoku.cli;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * The command line of {@code solver-core/bench scaling}; no test here starts the benchmark.
 * Regression: {@code --help} and any misspelt option started the whole ~3-minute run, and a bad
 * number was a NumberFormatException stack trace.
 */
class ScalingBenchmarkTest {
  private static CliRun scaling(String... args) {
    return CliRun.runCommand(io -> BenchMain.commandLine(new ScalingBenchmark(), io), "", args);
  }

  @Test
  void help_exitsZeroWithEveryOptionItsDefaultAndTheDocs() {
    CliRun r = scaling("--help");

    assertThat(r.status()).isZero();
    assertThat(r.err()).isEmpty();
    assertThat(r.out())
        .startsWith("Usage: solver-core/bench scaling")
        .contains("docs/benchmarks.md");
    for (String option :
        new String[] {
          "--data",
          "--copies",
          "--threads",
          "--real-threads",
          "--repeat",
          "--count",
          "--level",
          "--seed",
          "--skip"
        }) {
      assertThat(r.out()).contains(option);
    }
    assertThat(r.out()).contains("Default: 1,2,4,8,16").contains("Default: EXTREME");
  }

  @Test
  void help_documentedCommandLines_parse() {
    assertThat(scaling("--skip", "real,generation", "--help").status()).isZero();
    assertThat(scaling("--skip", "pipeline", "--count", "200", "--help").status()).isZero();
  }

  @Test
  void call_badNumber_oneLineAndExitTwo() {
    CliRun r = scaling("--count", "two");

    assertThat(r.status()).isEqualTo(2);
    assertThat(r.out()).isEmpty();
    assertThat(r.err().lines())
        .singleElement()
        .asString()
        .startsWith("solver-core/bench scaling: ")
        .contains("'two'");
  }

  @Test
  void call_unknownOption_namesIt() {
    CliRun r = scaling("--skp", "real");

    assertThat(r.status()).isEqualTo(2);
    assertThat(r.err().lines()).singleElement().asString().contains("unknown option '--skp'");
  }

  @Test
  void call_optionWithoutValue_saysSo() {
    CliRun r = scaling("--count");

    assertThat(r.status()).isEqualTo(2);
    assertThat(r.err().lines()).singleElement().asString().contains("'--count'");
  }

  @Test
  void call_unknownPartToSkip_exitsTwoBeforeMeasuring() {
    CliRun r = scaling("--skip", "pipeline,genration");

    assertThat(r.status()).isEqualTo(2);
    assertThat(r.out()).isEmpty();
    assertThat(r.err().lines())
        .singleElement()
        .asString()
        .contains("--skip takes pipeline, real and generation, not 'genration'");
  }

  @Test
  void call_zeroThreads_exitsTwoBeforeMeasuring() {
    CliRun r = scaling("--threads", "1,0");

    assertThat(r.status()).isEqualTo(2);
    assertThat(r.err().lines())
        .singleElement()
        .asString()
        .contains("thread counts must be at least 1, was 0");
  }
}
