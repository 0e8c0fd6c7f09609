package dev.sudoku.cli;

import dev.sudoku.core.Budget;
import dev.sudoku.core.Grid;
import dev.sudoku.core.Solver;
import dev.sudoku.generate.Difficulty;
import dev.sudoku.generate.GeneratedPuzzle;
import dev.sudoku.generate.GenerationResult;
import dev.sudoku.generate.Generator;
import dev.sudoku.generate.GeneratorOptions;
import dev.sudoku.generate.Request;
import dev.sudoku.grade.Grade;
import dev.sudoku.grade.Grader;
import dev.sudoku.grade.Level;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * Times the generator on one thread: puzzles per CPU-second for the requested options (symmetry,
 * minimality, clue bounds, difficulty), the figure the generator's targets are stated in.
 *
 * <p>A pass asks one {@link Generator} for the next {@code batch} puzzles of the seed's stream
 * (each pass continues where the last stopped, so every pass makes new puzzles, and skipped indices
 * and rejected attempts are part of the cost). The warm-up makes the first batch and checks every
 * puzzle independently of the generator: exactly one solution, equal to the one returned ({@link
 * Solver#fast()}); the symmetry; the clue bounds; minimality when asked ({@link
 * Generator#isMinimal} of a second generator); the difficulty when asked (a fresh {@link Grader}
 * must grade it so that the request admits it). Each request may spend at most {@value
 * #SECONDS_PER_BATCH} s of wall time: a request that cannot be met ends the bench with a failure
 * instead of running for hours.
 */
final class GenerateWorkload implements Workload {
  static final int SECONDS_PER_BATCH = 60;

  private final Generator generator = Generator.create();
  private final GeneratorOptions options;
  private final long seed;
  private final int batch;
  private long next;
  private long clues;
  private long attempts;
  private long minimal;
  private final long[] levels = new long[Level.values().length];

  /**
   * @param options what every puzzle must be
   * @param seed the generator seed
   * @param batch puzzles per pass, at least 1
   */
  GenerateWorkload(GeneratorOptions options, long seed, int batch) {
    this.options = options;
    this.seed = seed;
    this.batch = batch;
  }

  @Override
  public String unit() {
    return "puzzles";
  }

  @Override
  public List<String> columns() {
    return List.of("clues/puzzle", "attempts/puzzle", "minimal %", "E/M/H/X/XX");
  }

  @Override
  public void warmUp(List<Grid> puzzles, List<Grid> expected, List<String> where) {
    next = 0;
    GenerationResult r = batch();
    Solver solver = Solver.fast();
    Generator checker = Generator.create();
    Grader grader = new Grader();
    byte[] solution = new byte[Grid.CELLS];
    clues = 0;
    attempts = 0;
    minimal = 0;
    Arrays.fill(levels, 0);
    for (GeneratedPuzzle p : r.puzzles()) {
      String at =
          "generated puzzle (seed " + seed + ", index " + p.index() + ") " + p.puzzle().toLine();
      if (solver.count(p.puzzle().toBytes(), 2, solution) != 1
          || !Grid.of(solution).equals(p.solution())) {
        throw new BenchFailure(at + ": not unique, or not the returned solution");
      }
      if (!options.symmetry().isSymmetric(p.puzzle())) {
        throw new BenchFailure(at + ": not " + options.symmetry());
      }
      int n = p.puzzle().clueCount();
      if (n != p.clues() || n < options.minClues() || n > options.maxClues()) {
        throw new BenchFailure(at + ": " + n + " clues, outside the bounds");
      }
      boolean isMinimal = checker.isMinimal(p.puzzle());
      if (isMinimal != p.minimal() || (options.minimal() && !isMinimal)) {
        throw new BenchFailure(
            at + ": minimal flag " + p.minimal() + " but minimal is " + isMinimal);
      }
      if (options.difficulty().isPresent()) {
        Difficulty d = options.difficulty().get();
        Grade g = grader.grade(p.puzzle());
        if (!d.admits(g)) {
          throw new BenchFailure(at + ": graded " + g + ", outside the request " + d);
        }
        if (g.level() != null) {
          levels[g.level().ordinal()]++;
        }
      }
      clues += n;
      attempts += p.attempts();
      minimal += isMinimal ? 1 : 0;
    }
  }

  /** The next batch from the stream; a shortfall is a failure of the bench. */
  private GenerationResult batch() {
    Budget budget =
        Budget.attempts((long) batch * options.maxAttemptsPerPuzzle())
            .withTime(Duration.ofSeconds(SECONDS_PER_BATCH), System::nanoTime);
    GenerationResult r = generator.generate(new Request(seed, next, batch, options, budget));
    if (!r.complete()) {
      throw new BenchFailure(
          "the generator fell short: "
              + r.puzzles().size()
              + " of "
              + batch
              + " puzzles from index "
              + next
              + " (budget: "
              + r.shortfall()
              + "; rejected attempts: "
              + GenerationLoop.describe(r.rejections())
              + ")");
    }
    next = r.nextIndex();
    return r;
  }

  @Override
  public long pass() {
    long sum = 0;
    for (GeneratedPuzzle p : batch().puzzles()) {
      sum += p.clues();
    }
    return sum;
  }

  @Override
  public List<String> cells() {
    double n = Math.max(batch, 1);
    StringBuilder mix = new StringBuilder();
    for (long l : levels) {
      mix.append(mix.length() == 0 ? "" : "/").append(l);
    }
    return List.of(
        String.format(Locale.ROOT, "%.1f", clues / n),
        String.format(Locale.ROOT, "%.2f", attempts / n),
        String.format(Locale.ROOT, "%.1f", 100.0 * minimal / n),
        options.difficulty().isPresent() ? mix.toString() : "-");
  }
}
