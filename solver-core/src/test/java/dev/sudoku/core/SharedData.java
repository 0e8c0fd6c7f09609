package dev.sudoku.core;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;

/**
 * Finds the shared benchmark and calibration data ({@code ../shared/data} beside the repository)
 * for tests of every module. The build passes its location as the system property {@code
 * shared.data.dir}; running a test from an IDE falls back to the usual relative paths.
 */
public final class SharedData {
  private SharedData() {}

  /** The data folder. */
  public static Path dir() {
    String configured = System.getProperty("shared.data.dir");
    if (configured != null && Files.isDirectory(Paths.get(configured))) {
      return Paths.get(configured);
    }
    for (String candidate : new String[] {"../shared/data", "../../shared/data"}) {
      Path p = Paths.get(candidate);
      if (Files.isDirectory(p)) {
        return p;
      }
    }
    throw new IllegalStateException("shared data not found: set -Dshared.data.dir");
  }

  /** A file below the data folder, such as {@code bench/17-clue.txt}. */
  public static Path file(String relative) {
    return dir().resolve(relative);
  }

  /**
   * The first {@code max} puzzles of a one-puzzle-per-line file (blank and {@code #} lines
   * skipped).
   */
  public static List<Grid> puzzles(String relative, int max) {
    List<Grid> out = new ArrayList<>();
    try (var lines = Files.lines(file(relative), StandardCharsets.UTF_8)) {
      lines
          .map(String::strip)
          .filter(l -> !l.isEmpty() && !l.startsWith("#"))
          .limit(max)
          .forEach(l -> out.add(Grid.parse(l.length() > 81 ? l.substring(0, 81) : l)));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return out;
  }
}
