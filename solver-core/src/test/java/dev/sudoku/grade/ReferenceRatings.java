package dev.sudoku.grade;

import dev.sudoku.core.Grid;
import dev.sudoku.core.SharedData;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;

/** Rows of the shared SE reference files ({@code ratings/se-reference-*.csv}). */
record ReferenceRatings(Grid puzzle, String source, double er, double ep, double ed) {

  /** Rows whose SE rating is at most {@code maxEr}. */
  static List<ReferenceRatings> load(String relative, double maxEr) {
    List<ReferenceRatings> out = new ArrayList<>();
    try {
      List<String> lines = Files.readAllLines(SharedData.file(relative), StandardCharsets.UTF_8);
      for (String line : lines.subList(1, lines.size())) {
        String[] f = line.split(",", -1);
        double er = Double.parseDouble(f[2]);
        if (er <= maxEr + 1e-9) {
          out.add(
              new ReferenceRatings(
                  Grid.parse(f[0]), f[1], er, Double.parseDouble(f[3]), Double.parseDouble(f[4])));
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return out;
  }
}
