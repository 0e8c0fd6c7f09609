package dev.sudoku.bench;

import dev.sudoku.grade.Level;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;

/**
 * Which of our levels HoDoKu's levels land in, on the SE scale, and so what "10× HoDoKu at the
 * matching level" (the generator's target) asks of each of our levels.
 *
 * <p>HoDoKu names its levels by its own score (Easy, Medium, Hard, Unfair, Extreme); ours are SE
 * bands ({@link Level}). The target quotes HoDoKu's generator rates per HoDoKu level. To compare
 * like with like, this reads the reference files, whose every puzzle carries SE 1.2.1.3's ER:
 *
 * <ul>
 *   <li>{@code se-reference-hard.csv}, rows whose source is {@code hodoku-generated <Level>}: the
 *       output of HoDoKu's own generator at that level, i.e. exactly what its quoted rate buys;
 *   <li>{@code se-reference-1200.csv}, column {@code hodoku_level}: HoDoKu's level for puzzles from
 *       other sources (a second, independent view of where HoDoKu's levels sit).
 * </ul>
 *
 * <p>For each of our levels L it prints the best rate at which HoDoKu's generator yields puzzles in
 * L: {@code max over HoDoKu levels H of rate(H) × share of H's output in L}, with a Wilson 95 %
 * interval on the share (the samples are ~100 puzzles per level), and 10× that. Nothing here is
 * timed; the rates are the figures.
 *
 * <p>Run: {@code java -cp benchmarks/target/benchmarks.jar dev.sudoku.bench.HodokuLevelMap
 * [shared-data-dir]} (default {@code ../shared/data}).
 */
@Command(
    name = "HodokuLevelMap",
    description = {
      "Which of our levels HoDoKu's levels land in on the SE scale, from the SE ratings of"
          + " ratings/se-reference-hard.csv (HoDoKu's own generator output) and"
          + " ratings/se-reference-1200.csv (column hodoku_level), and the best rate at which"
          + " HoDoKu's generator yields puzzles of each of our levels (with a Wilson 95 %%"
          + " interval), and 10x that. Nothing is timed: the rates are the targets' figures."
    },
    footer = "Figures: docs/benchmarks.md (Generator and canonical form), docs/generator.md.")
public final class HodokuLevelMap implements Callable<Integer> {
  /** HoDoKu generator rates the target quotes, puzzles per second, by HoDoKu level. */
  private static final Map<String, Double> RATES = new LinkedHashMap<>();

  static {
    RATES.put("Easy", 49.0);
    RATES.put("Medium", 16.0);
    RATES.put("Hard", 14.0);
    RATES.put("Unfair", 7.0);
    RATES.put("Extreme", 9.0);
  }

  @Mixin SharedDataDir data;

  HodokuLevelMap() {}

  public static void main(String[] args) {
    BenchCli.main(new HodokuLevelMap(), args);
  }

  @Override
  public Integer call() throws IOException {
    Map<String, List<Double>> generated =
        byHodokuLevel(
            data.path.resolve("ratings/se-reference-hard.csv"), "source", "hodoku-generated ");
    Map<String, List<Double>> rated =
        byHodokuLevel(data.path.resolve("ratings/se-reference-1200.csv"), "hodoku_level", "");
    System.out.println("Output of HoDoKu's generator per HoDoKu level (se-reference-hard.csv):");
    table(generated);
    System.out.println();
    System.out.println("HoDoKu's level of other puzzles (se-reference-1200.csv, hodoku_level):");
    table(rated);
    System.out.println();
    // the generator's own output where the sample has it (no Easy there), else HoDoKu's rating
    Map<String, List<Double>> shares = new LinkedHashMap<>(rated);
    shares.putAll(generated);
    System.out.println(
        "Best HoDoKu generator rate per level of ours (rate x share of its output in our band;");
    System.out.println(
        "share from its generator's output, Easy from its rating; Wilson 95 % interval):");
    for (Level level : Level.values()) {
      best(level, shares);
    }
    return 0;
  }

  /** The SE ERs of each HoDoKu level, in file order of first appearance. */
  private static Map<String, List<Double>> byHodokuLevel(Path file, String column, String prefix)
      throws IOException {
    List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
    List<String> header = Arrays.asList(lines.get(0).split(",", -1));
    int key = header.indexOf(column);
    int er = header.indexOf("se_er");
    Map<String, List<Double>> out = new LinkedHashMap<>();
    for (String name : RATES.keySet()) {
      out.put(name, new ArrayList<>());
    }
    for (String line : lines.subList(1, lines.size())) {
      String[] f = line.split(",", -1);
      if (f[key].startsWith(prefix) && out.containsKey(f[key].substring(prefix.length()))) {
        out.get(f[key].substring(prefix.length())).add(Double.parseDouble(f[er]));
      }
    }
    out.values().removeIf(List::isEmpty);
    return out;
  }

  private static void table(Map<String, List<Double>> byLevel) {
    StringBuilder head = new StringBuilder(String.format(Locale.ROOT, "%-8s %5s", "HoDoKu", "n"));
    for (Level level : Level.values()) {
      head.append(String.format(Locale.ROOT, " %8s", level));
    }
    System.out.println(head.append("  SE median (min..max)"));
    for (Map.Entry<String, List<Double>> e : byLevel.entrySet()) {
      List<Double> ers = e.getValue();
      StringBuilder row =
          new StringBuilder(String.format(Locale.ROOT, "%-8s %5d", e.getKey(), ers.size()));
      for (Level level : Level.values()) {
        row.append(String.format(Locale.ROOT, " %7.1f%%", 100.0 * count(ers, level) / ers.size()));
      }
      double[] sorted = ers.stream().mapToDouble(Double::doubleValue).sorted().toArray();
      System.out.println(
          row.append(
              String.format(
                  Locale.ROOT,
                  "  %.1f (%.1f..%.1f)",
                  sorted[sorted.length / 2],
                  sorted[0],
                  sorted[sorted.length - 1])));
    }
  }

  private static void best(Level level, Map<String, List<Double>> shares) {
    String bestName = null;
    double bestRate = 0;
    for (Map.Entry<String, List<Double>> e : shares.entrySet()) {
      double rate = RATES.get(e.getKey()) * count(e.getValue(), level) / e.getValue().size();
      if (rate > bestRate) {
        bestRate = rate;
        bestName = e.getKey();
      }
    }
    if (bestName == null) {
      System.out.printf(
          Locale.ROOT, "  %-8s no HoDoKu-generated puzzle in this band in the sample%n", level);
      return;
    }
    List<Double> ers = shares.get(bestName);
    int k = count(ers, level);
    double[] ci = wilson(k, ers.size());
    double rate = RATES.get(bestName);
    System.out.printf(
        Locale.ROOT,
        "  %-8s via %-7s %4.1f/s x %d/%d (%.1f %%, %.1f..%.1f %%) = %.2f/s (%.2f..%.2f);"
            + " 10x = %.1f/s (%.1f..%.1f)%n",
        level,
        bestName,
        rate,
        k,
        ers.size(),
        100.0 * k / ers.size(),
        100 * ci[0],
        100 * ci[1],
        bestRate,
        rate * ci[0],
        rate * ci[1],
        10 * bestRate,
        10 * rate * ci[0],
        10 * rate * ci[1]);
  }

  private static int count(List<Double> ers, Level level) {
    int n = 0;
    for (double er : ers) {
      if (Level.of(er) == level) {
        n++;
      }
    }
    return n;
  }

  /** Wilson score interval, 95 %, for k successes in n trials. */
  private static double[] wilson(int k, int n) {
    double z = 1.96;
    double p = (double) k / n;
    double denom = 1 + z * z / n;
    double centre = (p + z * z / (2.0 * n)) / denom;
    double half = z * Math.sqrt(p * (1 - p) / n + z * z / (4.0 * n * n)) / denom;
    return new double[] {Math.max(0, centre - half), Math.min(1, centre + half)};
  }
}
