package dev.sudoku.bench;

import dev.sudoku.core.Grid;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The puzzles and solutions of {@code archives/kaggle-1m-sample.csv} (24,997 rows, {@code
 * quizzes,solutions}): the print benchmarks' input, real puzzles with 25-30 givens and a solution
 * each.
 */
final class KaggleSample {
  static final String FILE = "archives/kaggle-1m-sample.csv";

  private KaggleSample() {}

  /** Pairs {puzzle, solution}, at most {@code max}, in file order. */
  static List<Grid[]> read(Path sharedData, int max) {
    List<Grid[]> out = new ArrayList<>();
    try {
      for (String line : Files.readAllLines(sharedData.resolve(FILE))) {
        if (line.startsWith("quizzes") || line.isBlank()) {
          continue;
        }
        String[] f = line.split(",");
        out.add(new Grid[] {Grid.parse(f[0]), Grid.parse(f[1])});
        if (out.size() == max) {
          break;
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return out;
  }
}
