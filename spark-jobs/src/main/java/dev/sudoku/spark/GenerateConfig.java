package dev.sudoku.spark;

import dev.sudoku.generate.Difficulty;
import dev.sudoku.generate.GeneratorOptions;
import dev.sudoku.generate.Symmetry;
import java.util.Locale;
import java.util.Objects;

/**
 * Everything the generate job needs besides the Spark session: what {@link SparkMain} parses and
 * what tests build directly.
 *
 * @param count generator indices to try, {@code 0..count-1}; each gives at most one puzzle
 * @param seed the request seed: same seed and options, same dataset
 * @param difficulty the difficulty every puzzle must have ({@link Difficulty#any()} for none; every
 *     puzzle is graded either way)
 * @param symmetry clue pattern symmetry
 * @param minimal only minimal puzzles (no clue removable)
 * @param minClues lowest clue count allowed
 * @param maxClues highest clue count allowed
 * @param partitions Spark partitions the index range is cut into; 0 for four per core. Does not
 *     change the dataset
 * @param output where and how to write
 */
public record GenerateConfig(
    long count,
    long seed,
    Difficulty difficulty,
    Symmetry symmetry,
    boolean minimal,
    int minClues,
    int maxClues,
    int partitions,
    Output output) {

  /** Validates; the generator's own option checks run here too (one clear line each). */
  public GenerateConfig {
    if (count < 1) {
      throw new IllegalArgumentException("--count must be at least 1, was " + count);
    }
    if (partitions < 0) {
      throw new IllegalArgumentException("partitions must be at least 0, was " + partitions);
    }
    Objects.requireNonNull(difficulty, "difficulty");
    Objects.requireNonNull(symmetry, "symmetry");
    Objects.requireNonNull(output, "output");
    // GeneratorOptions refuses impossible clue bounds and symmetries (fields are not set yet).
    options(difficulty, symmetry, minimal, minClues, maxClues);
  }

  /** Default request: any difficulty, no symmetry, not minimal, 17..81 clues, Parquet. */
  public static GenerateConfig of(long count, long seed, String out) {
    return new GenerateConfig(
        count,
        seed,
        Difficulty.any(),
        Symmetry.NONE,
        false,
        GeneratorOptions.MIN_UNIQUE_CLUES,
        81,
        0,
        new Output(out, OutputFormat.PARQUET, false, false, true, false));
  }

  /** This request with another difficulty. */
  public GenerateConfig withDifficulty(Difficulty d) {
    return new GenerateConfig(
        count, seed, d, symmetry, minimal, minClues, maxClues, partitions, output);
  }

  /** This request with another symmetry, minimality and clue range. */
  public GenerateConfig withShape(Symmetry s, boolean m, int min, int max) {
    return new GenerateConfig(count, seed, difficulty, s, m, min, max, partitions, output);
  }

  /** This request cut into {@code p} partitions. */
  public GenerateConfig withPartitions(int p) {
    return new GenerateConfig(
        count, seed, difficulty, symmetry, minimal, minClues, maxClues, p, output);
  }

  /** This request writing elsewhere. */
  public GenerateConfig withOutput(Output o) {
    return new GenerateConfig(
        count, seed, difficulty, symmetry, minimal, minClues, maxClues, partitions, o);
  }

  /** The generator options (not serializable: executors rebuild them from the parts). */
  GeneratorOptions options() {
    return options(difficulty, symmetry, minimal, minClues, maxClues);
  }

  /** Options from their serializable parts (what a Spark closure carries). */
  static GeneratorOptions options(Difficulty d, Symmetry s, boolean m, int min, int max) {
    return GeneratorOptions.defaults()
        .withSymmetry(s)
        .withMinimal(m)
        .withClues(min, max)
        .withDifficulty(d);
  }

  /**
   * The {@code source} column of every row: the request, so that (source, index) reproduces the
   * puzzle.
   */
  String source() {
    return String.format(
        Locale.ROOT,
        "generate seed=%d difficulty=%s symmetry=%s minimal=%b " + "clues=%d..%d",
        seed,
        difficulty,
        symmetry,
        minimal,
        minClues,
        maxClues);
  }
}
