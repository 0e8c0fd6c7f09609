package dev.sudoku.cli;

import dev.sudoku.generate.Difficulty;
import dev.sudoku.grade.Level;
import dev.sudoku.grade.Technique;
import picocli.CommandLine.Option;

/**
 * {@code --level L | --rating A..B | --technique T}: at most one (picocli enforces it as an
 * exclusive group), mapped onto the generator's {@link Difficulty}.
 */
final class DifficultyOptions {
  @Option(
      names = "--level",
      paramLabel = "LEVEL",
      converter = Names.LevelName.class,
      description =
          "Only puzzles of this level: EASY (ER <= 2.3), MEDIUM (<= 3.4), HARD (< 6.2),"
              + " EXPERT (< 8.0), EXTREME (>= 8.0).")
  Level level;

  @Option(
      names = "--rating",
      paramLabel = "A..B",
      converter = Range.Converter.class,
      description =
          "Only puzzles whose SE rating ER is in A..B (inclusive, tenths), e.g."
              + " 4.0..5.5; 'A..' is open above.")
  Range rating;

  @Option(
      names = "--technique",
      paramLabel = "T",
      converter = Names.TechniqueName.class,
      description =
          "Only puzzles whose grader solution path uses technique T (e.g. X_WING,"
              + " XY_WING, UNIQUE_RECTANGLE), i.e. puzzles that need it.")
  Technique technique;

  /**
   * The requested difficulty; {@link Difficulty#any()} when none was given.
   *
   * @throws UsageException for a rating range that holds no rating
   */
  static Difficulty of(DifficultyOptions options) {
    if (options == null) {
      return Difficulty.any();
    }
    if (options.level != null) {
      return Difficulty.level(options.level);
    }
    if (options.technique != null) {
      return Difficulty.technique(options.technique);
    }
    double easiest = Technique.FULL_HOUSE.baseRating();
    if (options.rating.max() < easiest) {
      // Else the generator spends its whole budget and "falls short" of an impossible request.
      throw new UsageException(
          "--rating "
              + options.rating
              + ": no puzzle rates below "
              + easiest
              + " (a full house, the easiest step)");
    }
    try {
      return Difficulty.rating(options.rating.min(), options.rating.max());
    } catch (IllegalArgumentException e) {
      throw new UsageException("--rating " + options.rating + ": " + e.getMessage());
    }
  }
}
