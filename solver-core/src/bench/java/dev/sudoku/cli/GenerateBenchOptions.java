package dev.sudoku.cli;

import dev.sudoku.generate.Symmetry;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code solver-core/bench --generate}: the generator benchmark's options (a mixin). */
final class GenerateBenchOptions {
  @Option(
      names = "--generate",
      description =
          "Measure the generator instead of reading FILEs: puzzles per CPU-second for"
              + " the request given by --symmetry, --minimal, --clues, --level, --rating,"
              + " --technique (the seed is --seed). Not graded unless a difficulty is asked for.")
  boolean enabled;

  @Option(
      names = "--batch",
      paramLabel = "N",
      defaultValue = "100",
      description =
          "With --generate: puzzles per pass (new indices each pass). Default:"
              + " ${DEFAULT-VALUE}.")
  int batch;

  @Mixin GeneratorSpec spec;

  /**
   * Checks that generator options come with {@code --generate}.
   *
   * @throws UsageException otherwise, or for a batch below 1
   */
  void check() {
    if (!enabled
        && (spec.minimal
            || spec.clues != null
            || spec.difficulty != null
            || spec.symmetry != Symmetry.NONE)) {
      throw new UsageException(
          "--symmetry, --minimal, --clues, --level, --rating and --technique need --generate");
    }
    if (batch < 1) {
      throw new UsageException("--batch must be at least 1, was " + batch);
    }
  }

  /** The workload of this mode. */
  GenerateWorkload workload(long seed) {
    return new GenerateWorkload(spec.options(false), seed, batch);
  }
}
