package dev.sudoku.cli;

import static dev.sudoku.cli.Puzzles.MULTI;
import static dev.sudoku.cli.Puzzles.P1;
import static dev.sudoku.cli.Puzzles.P2;
import static dev.sudoku.cli.Puzzles.S1;
import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.Launch;
import dev.sudoku.grade.Grader;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * End to end, as a user runs them: the {@code ./sudoku} launcher, the shaded CLI jar it starts
 * ({@code java -jar}, so {@link Main}'s exit statuses are the process's), and {@code
 * solver-core/bench}. Runs after {@code package}, so the launchers find a fresh jar and do not
 * rebuild it.
 */
class SudokuLauncherIT {
  private static final Duration LIMIT = Duration.ofMinutes(3);
  private static final Path ROOT = Launch.root();

  @TempDir Path dir;

  private static Launch sudoku(String stdin, String... args) {
    return Launch.run(ROOT, LIMIT, stdin, concat(ROOT.resolve("sudoku").toString(), args));
  }

  private static Launch jar(String stdin, String... args) throws IOException {
    return Launch.run(ROOT, LIMIT, stdin, concat(new String[] {"java", "-jar", cliJar()}, args));
  }

  private static String cliJar() throws IOException {
    try (Stream<Path> files = Files.list(ROOT.resolve("solver-core/target"))) {
      return files
          .filter(f -> f.getFileName().toString().matches("solver-core-.*-cli\\.jar"))
          .findFirst()
          .orElseThrow(() -> new AssertionError("no shaded CLI jar: run after mvn package"))
          .toString();
    }
  }

  @Test
  void sudoku_version_buildAndGraderOnStdout() {
    Launch r = sudoku("", "--version");
    assertThat(r.status()).as(r.toString()).isZero();
    assertThat(r.outLines())
        .containsExactly(
            "sudoku "
                + Version.build()
                + " (grader version "
                + Grader.VERSION
                + ", default --max-nesting 1)");
    assertThat(r.err()).isEmpty();
  }

  /** Regression: "| head -2" ended with "writing standard output failed" and status 1. */
  @Test
  void sudoku_readerClosesThePipe_silentWithStatus141ButFullDiskStillSaid() throws IOException {
    Path file = Files.writeString(dir.resolve("p.txt"), (P1 + "\n").repeat(100_000));
    String sudoku = ROOT.resolve("sudoku").toString();
    Launch piped =
        Launch.run(
            ROOT,
            LIMIT,
            "",
            "bash",
            "-c",
            "\"$0\" count \"$1\" | head -1 > /dev/null; echo \"${PIPESTATUS[0]}\"",
            sudoku,
            file.toString());
    assertThat(piped.outLines()).as(piped.toString()).containsExactly("141");
    assertThat(piped.err()).isEmpty();

    Launch full =
        Launch.run(
            ROOT,
            LIMIT,
            "",
            "bash",
            "-c",
            "\"$0\" count -q \"$1\" > /dev/full",
            sudoku,
            file.toString());
    assertThat(full.status()).as(full.toString()).isEqualTo(ExitStatus.FAILED);
    assertThat(full.err()).contains("writing standard output failed: No space left on device");
  }

  @Test
  void sudoku_solveFromStdin_solutionOnStdoutSummaryOnStderr() {
    Launch r = sudoku(P1 + "\n", "solve");
    assertThat(r.status()).as(r.toString()).isZero();
    assertThat(r.outLines()).containsExactly(S1);
    assertThat(r.errLines()).singleElement().asString().startsWith("solve: 1 puzzle: 1 solved");
  }

  @Test
  void sudoku_validateQuietWithABadLine_problemOnlyAndStatusOne() throws IOException {
    Path file = Files.writeString(dir.resolve("p.txt"), P1 + "\n" + P1.substring(1) + "\n");
    Launch r = sudoku("", "validate", "--quiet", file.toString());
    assertThat(r.status()).as(r.toString()).isEqualTo(ExitStatus.FAILED);
    assertThat(r.errLines()).containsExactly(file + ":2: expected 81 characters, found 80");
  }

  @Test
  void sudoku_misspelledCommand_oneLineAndStatusTwo() {
    Launch r = sudoku("", "sovle");
    assertThat(r.status()).as(r.toString()).isEqualTo(ExitStatus.USAGE);
    assertThat(r.errLines())
        .singleElement()
        .asString()
        .startsWith("sudoku: unknown command 'sovle' (did you mean solve?)");
    assertThat(r.out()).isEmpty();
  }

  @Test
  void sudoku_generateQuiet_reproduciblePuzzlesOnly() {
    Launch a = sudoku("", "generate", "--count", "2", "--seed", "7", "--quiet");
    Launch b = sudoku("", "generate", "--count", "2", "--seed", "7", "--quiet", "--threads", "1");
    assertThat(a.status()).as(a.toString()).isZero();
    assertThat(a.outLines()).hasSize(3).isEqualTo(b.outLines()); // a header, two puzzles
    assertThat(a.err()).isEmpty();
  }

  @Test
  void sudoku_benchSolver_oneRowPerFile() throws IOException {
    Path file = Files.writeString(dir.resolve("b.txt"), P1 + "\n" + P2 + "\n");
    Launch r = sudoku("", "bench", "--repeat", "1", "--min-seconds", "0", file.toString());
    assertThat(r.status()).as(r.toString()).isZero();
    assertThat(r.outLines()).hasSize(5);
    assertThat(r.outLines().get(4)).startsWith("b.txt").endsWith("2/0/0");
  }

  /** {@link Main} passes each command's status to the process: 0, 1 and 2 from the jar itself. */
  @Test
  void cliJar_mainsExitStatuses_zeroOneTwo() throws IOException {
    Launch ok = jar(MULTI + "\n", "count");
    assertThat(ok.status()).as(ok.toString()).isZero();
    assertThat(ok.outLines()).containsExactly("2");
    Launch failed = jar(P1.substring(2) + "\n", "validate");
    assertThat(failed.status()).as(failed.toString()).isEqualTo(ExitStatus.FAILED);
    assertThat(failed.errLines()).first().asString().startsWith("-:1: expected 81 characters");
    Launch usage = jar("", "grade", "--max-nesting", "9");
    assertThat(usage.status()).as(usage.toString()).isEqualTo(ExitStatus.USAGE);
    assertThat(usage.errLines())
        .singleElement()
        .asString()
        .startsWith("sudoku grade: --max-nesting must be 0 to 5");
  }

  @Test
  void solverCoreBench_canon_oneRowValidated() throws IOException {
    Path file = Files.writeString(dir.resolve("c.txt"), P1 + "\n" + P2 + "\n");
    Launch r =
        Launch.run(
            ROOT,
            LIMIT,
            "",
            ROOT.resolve("solver-core/bench").toString(),
            "--canon",
            "--repeat",
            "1",
            "--min-seconds",
            "0",
            file.toString());
    assertThat(r.status()).as(r.toString()).isZero();
    assertThat(r.outLines().get(3).split("\\s+"))
        .containsExactly("file", "puzzles", "forms/s", "µs/form", "clues/grid");
    assertThat(r.outLines().get(4)).startsWith("c.txt");
  }

  private static String[] concat(String first, String... rest) {
    return concat(new String[] {first}, rest);
  }

  private static String[] concat(String[] first, String... rest) {
    String[] all = new String[first.length + rest.length];
    System.arraycopy(first, 0, all, 0, first.length);
    System.arraycopy(rest, 0, all, first.length, rest.length);
    return all;
  }
}
