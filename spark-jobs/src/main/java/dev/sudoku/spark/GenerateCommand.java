package dev.sudoku.spark;

import dev.sudoku.book.PageSize;
import dev.sudoku.generate.Difficulty;
import dev.sudoku.generate.Symmetry;
import dev.sudoku.grade.Level;
import java.security.SecureRandom;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.function.Function;
import java.util.function.LongSupplier;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.TypeConversionException;

/** {@code sudoku-spark generate}: parses the request and runs {@link GenerateJob}. */
@Command(
    name = "generate",
    mixinStandardHelpOptions = true,
    version = SparkMain.VERSION,
    description =
        "Generate unique-solution puzzles on Spark: tries generator indices 0..N-1, "
            + "grades every puzzle, keeps one per canonical form; same seed, same dataset.",
    footer = {
      "",
      "The dataset may hold fewer than --count puzzles: an index whose attempt misses",
      "the request, or repeats an earlier puzzle in disguise, gives none (the report",
      "says how many).",
      "",
      "Exit status:",
      "  0   the dataset and report were written",
      "  1   the job failed",
      "  2   usage error: bad option, impossible request, DIR/puzzles exists (see",
      "      --overwrite), --out not writable",
      "",
      "Examples:",
      "  spark-jobs/run generate --count 10000 --seed 42 --level HARD --out /tmp/hard",
      "  spark-jobs/run generate --count 400 --seed 1 --level HARD --booklets 100 \\",
      "      --out /tmp/b",
      "  spark-jobs/run generate --count 1000 --seed 7 --rating 6.2..7.5 \\",
      "      --symmetry ROTATE_180 --minimal --format csv --out /tmp/expert"
    })
final class GenerateCommand implements Callable<Integer> {
  @Option(
      names = "--count",
      required = true,
      paramLabel = "N",
      description = "generator indices to try (each gives at most one puzzle)")
  long count;

  @Option(
      names = "--seed",
      paramLabel = "S",
      description = "seed of the dataset (any 64-bit integer); default: random, printed on stderr")
  Long seed;

  @Option(
      names = "--level",
      paramLabel = "LEVEL",
      converter = LevelName.class,
      description = "EASY, MEDIUM, HARD, EXPERT or EXTREME (SE rating band)")
  Level level;

  @Option(
      names = "--rating",
      paramLabel = "A..B",
      description = "SE rating ER from A to B inclusive; 'A..' for at least A")
  String rating;

  @Option(
      names = "--symmetry",
      defaultValue = "NONE",
      paramLabel = "S",
      converter = SymmetryName.class,
      description = "clue pattern symmetry (default: ${DEFAULT-VALUE})")
  Symmetry symmetry;

  @Option(names = "--minimal", description = "only minimal puzzles (no clue removable)")
  boolean minimal;

  @Option(names = "--clues", paramLabel = "A..B", description = "clue count range, e.g. 22..30")
  String clues;

  @Option(
      names = "--partitions",
      defaultValue = "0",
      paramLabel = "P",
      description = "Spark partitions (default: four per core); never changes the dataset")
  int partitions;

  @Mixin OutputOptions output;

  @Option(
      names = "--booklets",
      paramLabel = "level|N",
      description =
          "also write PDF booklets into DIR/booklets/: one per level (easiest first), or one per"
              + " N puzzles in index order; 4 puzzles a page and an answer key")
  String booklets;

  @Option(
      names = "--booklet-page",
      paramLabel = "SIZE",
      defaultValue = "a4",
      converter = PageName.class,
      description = "page of the booklets: a4, letter, 6x9 or 8.5x11 (default: ${DEFAULT-VALUE})")
  PageSize bookletPage;

  @Mixin SparkMain.SparkOptions spark;

  /** Draws the seed when {@code --seed} is not given. */
  private final LongSupplier seeds;

  GenerateCommand() {
    this(new SecureRandom()::nextLong);
  }

  GenerateCommand(LongSupplier seeds) {
    this.seeds = seeds;
  }

  /** The job configuration these options describe (a random seed drawn once if none given). */
  GenerateConfig config() {
    if (seed == null) {
      seed = seeds.getAsLong();
      System.err.println(
          "generate: seed " + seed + " (random; repeat the run with --seed " + seed + ")");
    }
    if (level != null && rating != null) {
      throw new IllegalArgumentException("give --level or --rating, not both");
    }
    Difficulty difficulty = Difficulty.any();
    if (level != null) {
      difficulty = Difficulty.level(level);
    } else if (rating != null) {
      double[] r = range("--rating", rating, Double.POSITIVE_INFINITY);
      try {
        difficulty = Difficulty.rating(r[0], r[1]);
      } catch (IllegalArgumentException e) {
        throw new IllegalArgumentException("--rating " + rating + ": " + e.getMessage(), e);
      }
    }
    int minClues = 17;
    int maxClues = 81;
    if (clues != null) {
      double[] c = range("--clues", clues, 81);
      if (c[0] != Math.rint(c[0]) || c[1] != Math.rint(c[1])) {
        throw new IllegalArgumentException("--clues needs whole numbers, got '" + clues + "'");
      }
      minClues = (int) c[0];
      maxClues = (int) c[1];
    }
    if (partitions < 0) {
      throw new IllegalArgumentException(
          "--partitions must be 0 (four per core) or more, was " + partitions);
    }
    try {
      // The generator's own check of the clue bounds and the symmetry, named after the option.
      GenerateConfig.options(difficulty, symmetry, minimal, minClues, maxClues);
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException(
          "--clues " + minClues + ".." + maxClues + ": " + e.getMessage(), e);
    }
    return new GenerateConfig(
        count,
        seed,
        difficulty,
        symmetry,
        minimal,
        minClues,
        maxClues,
        partitions,
        output.output(true));
  }

  /** "A..B" or "A.." (upper bound {@code open}). */
  static double[] range(String option, String text, double open) {
    int dots = text.indexOf("..");
    try {
      if (dots < 0) {
        double v = Double.parseDouble(text.strip());
        return new double[] {v, v};
      }
      String hi = text.substring(dots + 2).strip();
      return new double[] {
        Double.parseDouble(text.substring(0, dots).strip()),
        hi.isEmpty() ? open : Double.parseDouble(hi)
      };
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException(
          option + " expects A..B (e.g. 2.0..4.5), got '" + text + "'");
    }
  }

  @CommandLine.Spec CommandLine.Model.CommandSpec spec;

  /** The arguments as given, for the report (empty when not parsed from a command line). */
  List<String> commandLine() {
    if (spec == null || spec.root().commandLine().getParseResult() == null) {
      return List.of();
    }
    return spec.root().commandLine().getParseResult().originalArgs();
  }

  @Override
  public Integer call() throws Exception {
    GenerateConfig config = config();
    Booklets.Split split = booklets == null ? null : Booklets.Split.parse(booklets);
    spark.check(config.output().out());
    return spark.runJob(
        "sudoku generate",
        session ->
            GenerateJob.run(
                session,
                config,
                System.err,
                split == null
                    ? null
                    : staged -> Booklets.write(session, staged, split, bookletPage, System.err),
                commandLine()));
  }

  /** {@code --level}, read by {@link Level#parse}. */
  static final class LevelName implements ITypeConverter<Level> {
    @Override
    public Level convert(String value) {
      return parse(Level::parse, value);
    }
  }

  /** {@code --symmetry}, read by {@link Symmetry#parse}. */
  static final class SymmetryName implements ITypeConverter<Symmetry> {
    @Override
    public Symmetry convert(String value) {
      return parse(Symmetry::parse, value);
    }
  }

  /** {@code --booklet-page}, read by {@link PageSize#parse}. */
  static final class PageName implements ITypeConverter<PageSize> {
    @Override
    public PageSize convert(String value) {
      return parse(PageSize::parse, value);
    }
  }

  /** The parse method's one-line error as picocli's own. */
  private static <E> E parse(Function<String, E> parse, String value) {
    try {
      return parse.apply(value);
    } catch (IllegalArgumentException e) {
      throw new TypeConversionException(e.getMessage());
    }
  }
}
