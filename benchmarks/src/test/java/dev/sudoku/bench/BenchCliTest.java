package dev.sudoku.bench;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.function.Supplier;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The command lines of the measurement mains: help and usage errors, without running a benchmark.
 * Regression: a bad number gave a NumberFormatException stack trace, {@code --help} was taken for
 * the data folder, and a misspelt argument could start a run of minutes.
 */
class BenchCliTest {
  /** Each main's command, and arguments that hold a bad number (or a word too many). */
  static Stream<Arguments> mains() {
    return Stream.of(
        main("BookletBenchmark", BookletBenchmark::new, "../shared/data", "three"),
        main("CanonicalizerBenchmark", CanonicalizerBenchmark.Main::new, "../shared/data", "5"),
        main("GeneratorBandProfile", GeneratorBandProfile::new, "20s"),
        main("GeneratorCpuTime", GeneratorCpuTime::new, "8,5", "EXTREME"),
        main("GeneratorNeighbourProfile", GeneratorNeighbourProfile.Main::new, "60", "six"),
        main("GraderCpuTime", GraderCpuTime::new, "../shared/data", "hardest", "two"),
        main("HodokuLevelMap", HodokuLevelMap::new, "../shared/data", "extra"),
        main("SolverBenchmark", SolverBenchmark.Main::new, "--limit", "two"),
        main("SvgRendererBenchmark", SvgRendererBenchmark::new, "../shared/data", "7.5"));
  }

  private static Arguments main(String name, Supplier<Object> command, String... bad) {
    return Arguments.of(name, command, bad);
  }

  /** Exit status, stdout and stderr of one run. */
  private record Run(int status, String out, String err) {}

  private static Run run(Object command, String... args) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    int status =
        BenchCli.execute(
            command,
            args,
            new PrintStream(out, true, StandardCharsets.UTF_8),
            new PrintStream(err, true, StandardCharsets.UTF_8));
    return new Run(
        status, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("mains")
  void help_anyMain_exitsZeroWithUsageDefaultsAndDocs(
      String name, Supplier<Object> command, String[] bad) {
    Run r = run(command.get(), "--help");

    assertThat(r.status()).isZero();
    assertThat(r.err()).isEmpty();
    assertThat(r.out())
        .startsWith("Usage: " + name)
        .contains("Default")
        .contains("Figures: docs/")
        .contains("java -cp benchmarks/target/benchmarks.jar dev.sudoku.bench." + name);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("mains")
  void badArgument_anyMain_oneLineOnStderrAndExitTwo(
      String name, Supplier<Object> command, String[] bad) {
    Run r = run(command.get(), bad);

    assertThat(r.status()).isEqualTo(2);
    assertThat(r.out()).isEmpty();
    assertThat(r.err().lines())
        .singleElement()
        .asString()
        .startsWith(name + ": ")
        .endsWith(" --help')");
  }

  @ParameterizedTest(name = "{1}")
  @MethodSource("outOfRange")
  void outOfRangeNumber_exitsTwoBeforeMeasuring(
      Supplier<Object> command, String expected, String[] args) {
    Run r = run(command.get(), args);

    assertThat(r.status()).isEqualTo(2);
    assertThat(r.out()).isEmpty();
    assertThat(r.err().lines()).singleElement().asString().contains(expected);
  }

  static Stream<Arguments> outOfRange() {
    return Stream.of(
        Arguments.of(
            (Supplier<Object>) SvgRendererBenchmark::new,
            "ROUNDS must be at least 1, was 0",
            new String[] {"../shared/data", "0"}),
        Arguments.of(
            (Supplier<Object>) GeneratorBandProfile::new,
            "CPU-SECONDS must be more than 0, was 0.0",
            new String[] {"0"}),
        Arguments.of(
            (Supplier<Object>) GraderCpuTime::new,
            "MODE must be all, chains or hardest, was 'chain'",
            new String[] {"../shared/data", "chain"}),
        Arguments.of(
            (Supplier<Object>) GeneratorCpuTime::new,
            "no case name contains 'EXTREMEST' (cases: ",
            new String[] {"1", "EXTREMEST"}),
        Arguments.of(
            (Supplier<Object>) SolverBenchmark.Main::new,
            "--limit must be 1 or 2, was 3",
            new String[] {"--limit", "3"}));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("missingData")
  void missingDataFolder_oneLineNamingTheFileAndExitTwo(String name, Supplier<Object> command) {
    Run r = run(command.get(), "/nonexistent-bench-data");

    assertThat(r.status()).isEqualTo(2);
    assertThat(r.err().lines())
        .singleElement()
        .asString()
        .startsWith(name + ": no such file: /nonexistent-bench-data/");
  }

  static Stream<Arguments> missingData() {
    return Stream.of(
        Arguments.of("HodokuLevelMap", (Supplier<Object>) HodokuLevelMap::new),
        Arguments.of("CanonicalizerBenchmark", (Supplier<Object>) CanonicalizerBenchmark.Main::new),
        Arguments.of("SvgRendererBenchmark", (Supplier<Object>) SvgRendererBenchmark::new));
  }
}
