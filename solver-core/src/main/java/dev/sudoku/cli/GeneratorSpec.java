package dev.sudoku.cli;

import dev.sudoku.generate.Difficulty;
import dev.sudoku.generate.GeneratorOptions;
import dev.sudoku.generate.Symmetry;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Option;

/**
 * What generated puzzles must be, shared by {@code sudoku generate} and the generator benchmark
 * ({@code solver-core/bench --generate}): symmetry, minimality, clue bounds and difficulty, turned
 * into {@link GeneratorOptions}. Combinations the generator refuses (bounds a symmetry cannot meet)
 * become one-line usage errors.
 */
final class GeneratorSpec {
  @Option(
      names = "--symmetry",
      paramLabel = "S",
      converter = Names.SymmetryName.class,
      defaultValue = "NONE",
      description =
          "Symmetry of the clue pattern: NONE, ROTATE_180, ROTATE_90, MIRROR, FLIP,"
              + " DIAGONAL, ANTI_DIAGONAL, BOTH_DIAGONALS (case and -/_ do not matter)."
              + " Default: ${DEFAULT-VALUE}.")
  Symmetry symmetry;

  @Option(
      names = "--minimal",
      description = "Only minimal puzzles: removing any one clue loses uniqueness.")
  boolean minimal;

  @Option(
      names = "--clues",
      paramLabel = "A..B",
      converter = Range.Converter.class,
      description = "Number of clues from A to B, inclusive, e.g. 22..30. Default: 17 to 81.")
  Range clues;

  @ArgGroup(exclusive = true, multiplicity = "0..1")
  DifficultyOptions difficulty;

  /** True when a level, rating range or technique was asked for. */
  boolean targeted() {
    return difficulty != null;
  }

  /**
   * The generator options; when {@code graded}, every puzzle is also graded (with {@link
   * Difficulty#any()} if no difficulty was asked for, which does not change the puzzles).
   *
   * @throws UsageException for bounds or ranges that no puzzle can meet
   */
  GeneratorOptions options(boolean graded) {
    GeneratorOptions o = GeneratorOptions.defaults().withSymmetry(symmetry).withMinimal(minimal);
    try {
      if (clues != null) {
        if (!clues.isWhole()) {
          throw new UsageException("--clues " + clues + ": clue counts are whole numbers");
        }
        o = o.withClues((int) clues.min(), (int) Math.min(clues.max(), 81));
      }
    } catch (IllegalArgumentException e) {
      // The generator's message repeats the bounds the user just typed: say them once.
      throw new UsageException(
          "--clues " + clues + ": " + e.getMessage().replaceFirst("^clue bounds \\S+?(: | )", ""));
    }
    if (graded || targeted()) {
      o = o.withDifficulty(DifficultyOptions.of(difficulty));
    }
    return o;
  }

  /** The request in words, e.g. {@code minimal, ROTATE_180, clues 22..30, level HARD}. */
  String describe() {
    StringBuilder sb = new StringBuilder(minimal ? "minimal, " : "").append(symmetry);
    if (clues != null) {
      sb.append(", clues ").append(clues);
    }
    if (difficulty != null) {
      sb.append(
          difficulty.level != null
              ? ", level " + difficulty.level
              : difficulty.rating != null
                  ? ", rating " + difficulty.rating
                  : ", technique " + difficulty.technique);
    }
    return sb.toString();
  }
}
