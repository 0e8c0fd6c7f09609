package dev.sudoku.bench;

import java.nio.file.Path;
import picocli.CommandLine.Parameters;

/**
 * The first argument of the measurement mains that read the shared benchmark and calibration data:
 * the folder beside the repository that {@code ../shared/data/README.md} describes.
 */
final class SharedDataDir {
  @Parameters(
      index = "0",
      arity = "0..1",
      paramLabel = "DATA_DIR",
      defaultValue = "../shared/data",
      description =
          "The shared data folder (its README.md says what each file is)."
              + " Default: ${DEFAULT-VALUE}.")
  Path path;
}
