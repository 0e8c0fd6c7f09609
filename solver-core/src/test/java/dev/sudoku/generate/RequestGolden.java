package dev.sudoku.generate;

import dev.sudoku.grade.Level;
import dev.sudoku.grade.Technique;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * Test support shared by every front end (CLI here; Spark and Kafka through this module's
 * test-jar): one line of {@code request-golden.txt}, the puzzle that a request, seed and index must
 * give wherever it is asked. Each front end builds the request its own way (options, job config,
 * Avro record) from these fields and must get {@link #puzzle()}.
 *
 * @param difficulty {@code any}, {@code level:NAME}, {@code rating:MIN..MAX} or {@code
 *     technique:NAME}
 * @param symmetry the clue pattern's symmetry
 * @param minimal whether every puzzle must be minimal
 * @param minClues lowest clue count
 * @param maxClues highest clue count
 * @param seed the request's seed
 * @param index the generator index
 * @param puzzle the expected puzzle, 81 characters, '.' for empty
 */
public record RequestGolden(
    String difficulty,
    Symmetry symmetry,
    boolean minimal,
    int minClues,
    int maxClues,
    long seed,
    long index,
    String puzzle) {

  /** Where the lines live, on the test class path. */
  public static final String RESOURCE = "/dev/sudoku/generate/request-golden.txt";

  /** Every line of the golden file, in file order. */
  public static List<RequestGolden> load() {
    try (InputStream in = RequestGolden.class.getResourceAsStream(RESOURCE)) {
      if (in == null) {
        throw new IllegalStateException("missing test resource " + RESOURCE);
      }
      List<RequestGolden> out = new ArrayList<>();
      BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
      for (String line = r.readLine(); line != null; line = r.readLine()) {
        if (!line.isBlank() && !line.startsWith("#")) {
          out.add(parse(line));
        }
      }
      return out;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** One line: {@code difficulty symmetry minimal min..max seed index puzzle}. */
  public static RequestGolden parse(String line) {
    String[] f = line.trim().split("\\s+");
    if (f.length != 7) {
      throw new IllegalArgumentException("request golden: 7 fields expected: " + line);
    }
    String[] clues = f[3].split("\\.\\.");
    return new RequestGolden(
        f[0],
        Symmetry.valueOf(f[1]),
        Boolean.parseBoolean(f[2]),
        Integer.parseInt(clues[0]),
        Integer.parseInt(clues[1]),
        Long.parseLong(f[4]),
        Long.parseLong(f[5]),
        f[6]);
  }

  /** The kind of difficulty: {@code any}, {@code level}, {@code rating} or {@code technique}. */
  public String difficultyKind() {
    int colon = difficulty.indexOf(':');
    return colon < 0 ? difficulty : difficulty.substring(0, colon);
  }

  /** What follows the kind: a level or technique name, or {@code MIN..MAX}; empty for any. */
  public String difficultyValue() {
    int colon = difficulty.indexOf(':');
    return colon < 0 ? "" : difficulty.substring(colon + 1);
  }

  /** Lower end of a {@code rating:MIN..MAX} difficulty. */
  public double ratingMin() {
    return Double.parseDouble(difficultyValue().split("\\.\\.")[0]);
  }

  /** Upper end of a {@code rating:MIN..MAX} difficulty. */
  public double ratingMax() {
    return Double.parseDouble(difficultyValue().split("\\.\\.")[1]);
  }

  /** The library's form of the difficulty. */
  public Difficulty toDifficulty() {
    switch (difficultyKind()) {
      case "any":
        return Difficulty.any();
      case "level":
        return Difficulty.level(Level.valueOf(difficultyValue()));
      case "rating":
        return Difficulty.rating(ratingMin(), ratingMax());
      case "technique":
        return Difficulty.technique(Technique.valueOf(difficultyValue()));
      default:
        throw new IllegalArgumentException("unknown difficulty " + difficulty);
    }
  }

  /** The library's form of the request's options (default attempt cap, no custom filter). */
  public GeneratorOptions options() {
    return GeneratorOptions.defaults()
        .withSymmetry(symmetry)
        .withMinimal(minimal)
        .withClues(minClues, maxClues)
        .withDifficulty(toDifficulty());
  }

  /** The line as it appears in the file. */
  public String line() {
    return difficulty
        + " "
        + symmetry
        + " "
        + minimal
        + " "
        + minClues
        + ".."
        + maxClues
        + " "
        + seed
        + " "
        + index
        + " "
        + puzzle;
  }
}
