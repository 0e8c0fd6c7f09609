package dev.sudoku.generate;

import dev.sudoku.core.Grid;
import dev.sudoku.core.SinglesAndLockedCandidates;
import dev.sudoku.core.Solver;
import dev.sudoku.grade.Grade;
import dev.sudoku.grade.Grader;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * Generates Sudoku puzzles with a unique solution: a random complete grid, then clues removed by
 * symmetry orbits while the solution stays unique, then the request's checks and filter.
 *
 * <h2>Reproducibility contract</h2>
 *
 * The puzzle at {@code (seed, index)} for given options is a pure function of those three and
 * {@link #VERSION}: it does not depend on the machine, the JVM, the thread count, the partitioning
 * of indices, retries, the budget (which only decides whether it is reached), or which correct
 * {@link Solver} answers the uniqueness questions. Index {@code i} draws from its own {@code new
 * SplittableRandom(streamSeed(seed, key, i))} where
 *
 * <pre>
 *   key = first 8 bytes, big-endian, of SHA-256(UTF-8 of options.canonicalDescription())
 *   streamSeed(seed, key, i) = mix64(mix64(mix64(seed) ^ key) + i * 0x9E3779B97F4A7C15L)
 *   mix64(z): z = (z ^ z>>>30) * 0xBF58476D1CE4E5B9L; z = (z ^ z>>>27) * 0x94D049BB133111EBL;
 *             return z ^ z>>>31                       (SplitMix64's finaliser; >>> unsigned)
 * </pre>
 *
 * and its attempts 1, 2, ... consume that stream in order; the first attempt that passes every
 * check and the filter is the puzzle at that index. If {@link
 * GeneratorOptions#maxAttemptsPerPuzzle()} attempts fail, the index has no puzzle and requests skip
 * it. A Spark task or a Kafka worker can thus generate any index range independently and get the
 * same puzzles as one sequential run. The key (see {@link GeneratorOptions#canonicalDescription()})
 * makes requests that ask for different puzzles (another level, rating range, technique, symmetry,
 * clue bounds, minimality) draw from unrelated streams, so the same seed at two levels does not
 * give the same solution grids.
 *
 * <h2>Clue bounds</h2>
 *
 * Minimal puzzles are thinned as far as uniqueness allows and then accepted only if their clue
 * count is within the bounds. Non-minimal puzzles are thinned down to the lower bound (an orbit
 * that would go below it is kept) and accepted if within the upper bound. Out-of-bounds attempts
 * are retried; bounds that no pattern of the symmetry can meet (e.g. 22..23 with {@link
 * Symmetry#ROTATE_90}, whose orbits have 4 cells) are refused by {@link GeneratorOptions}; bounds
 * that are possible but rare (e.g. minimal puzzles under 20 clues) use up the budget and the result
 * reports the shortfall, with all rejections counted under clue bounds.
 *
 * <h2>Difficulty</h2>
 *
 * With {@link GeneratorOptions#withDifficulty} every candidate that passes the structural checks is
 * graded by this generator's own {@link Grader} (with the known solution, so without a solver
 * call), kept only if the {@link Difficulty} admits the grade, and returned with it; a candidate
 * that singles (or singles and locked candidates) solve is rejected ungraded when the request
 * admits nothing that easy, which is what its grade would decide. The request also selects the
 * clue-removal strategy ({@code Target}: singles-only thinning for EASY, thinning capped by the
 * grader for MEDIUM/HARD/closed ranges, full thinning otherwise); the grade of the final puzzle
 * decides, so nothing outside the request is ever returned. Targeted output is a function of (seed,
 * index, options, {@link #VERSION}, {@link Grader#VERSION}).
 *
 * <p>Instances hold mutable state (solver, grader, buffers): use one per thread; {@link #run} does
 * that.
 */
public final class Generator {
  /**
   * Changes whenever the output for a given (seed, index, options) can change. Swapping in another
   * correct solver does not change output, so it does not change this.
   */
  public static final String VERSION = "3";

  private final Solver solver;
  private final GridFiller filler = new GridFiller();
  private final ClueRemover remover;
  private final Singles singles = new Singles();
  private final SinglesAndLockedCandidates locked = new SinglesAndLockedCandidates();

  /** Highest rating of a puzzle that singles and locked candidates solve (claiming), in tenths. */
  private static final int LOCKED_MAX = 28;

  private final byte[] solution = new byte[Grid.CELLS];
  private final byte[] puzzle = new byte[Grid.CELLS];
  private final byte[] work = new byte[Grid.CELLS];
  private final byte[] scratch = new byte[Grid.CELLS];
  private final int[] one = new int[1];

  /** Created on first targeted attempt; one per generator, so one per thread. */
  private Grader grader;

  private long grades;

  /** The options whose {@link RequestKey} is {@link #key} (compared by identity). */
  private GeneratorOptions keyOptions;

  private long key;

  /** Solution of the current attempt as a Grid, for the grader. */
  private Grid solutionGrid;

  private int capTenths;

  /** Grade of the last puzzle the cap admitted, and its clue count (to reuse it at the end). */
  private Grade capGrade;

  private int capGradeClues = -1;
  private final ClueRemover.Cap cap = this::withinCap;

  Generator(Solver solver, boolean shortcuts) {
    this.solver = Objects.requireNonNull(solver, "solver");
    this.remover = new ClueRemover(solver, shortcuts);
  }

  /** A generator using {@link Solver#fast()}. Not thread-safe: one per thread. */
  public static Generator create() {
    return new Generator(Solver.fast(), true);
  }

  /** A generator using {@code solver} (which it owns from now on). One per thread. */
  public static Generator create(Solver solver) {
    return new Generator(solver, true);
  }

  /**
   * The stream seed of index {@code index} of the request {@code (seed, options)}: class comment.
   */
  public static long streamSeed(long seed, GeneratorOptions options, long index) {
    return Seeds.streamSeed(seed, RequestKey.of(options), index);
  }

  /**
   * The puzzle at {@code (seed, index)} for {@code options}, or empty if its attempt cap ran out.
   * Same result on every call, machine and thread.
   *
   * @throws IllegalArgumentException if {@code index} is negative (indices start at 0, as in a
   *     {@link Request})
   */
  public Optional<GeneratedPuzzle> generate(long seed, long index, GeneratorOptions options) {
    Objects.requireNonNull(options, "options");
    if (index < 0) {
      throw new IllegalArgumentException("index must be at least 0, was " + index);
    }
    return generateIndex(seed, index, options, Tracker.unlimited());
  }

  /** Runs {@code request} on this thread. */
  public GenerationResult generate(Request request) {
    return run(request, 1, () -> this);
  }

  /**
   * Runs {@code request} on {@code threads} threads, each with its own generator over {@link
   * Solver#fast()}. The puzzles, and the attempts made when the budget does not stop the run, are
   * the same as with one thread (see {@link GenerationRun}).
   */
  public static GenerationResult run(Request request, int threads) {
    return run(request, threads, Generator::create);
  }

  /**
   * Runs {@code request} on {@code threads} threads and hands each puzzle to {@code each} as soon
   * as every index before it is decided, in index order, on the calling thread; nothing is kept, so
   * a run of millions of puzzles needs little memory. {@code keepGoing} is asked after every puzzle
   * handed on; false ends the run at once (work in progress is dropped, the result's shortfall is
   * {@link GenerationResult.Shortfall#STOPPED} and its {@code nextIndex} follows the last puzzle
   * handed on). Same puzzles and attempts as {@link #run(Request, int)}.
   *
   * @return the outcome, with an empty {@link GenerationResult#puzzles()}: they went to {@code
   *     each}
   */
  public static GenerationResult run(
      Request request,
      int threads,
      Consumer<? super GeneratedPuzzle> each,
      BooleanSupplier keepGoing) {
    return run(request, threads, Generator::create, each, keepGoing);
  }

  static GenerationResult run(Request request, int threads, Supplier<Generator> generators) {
    List<GeneratedPuzzle> puzzles = new ArrayList<>();
    GenerationResult r = run(request, threads, generators, puzzles::add, () -> true);
    return new GenerationResult(
        puzzles, r.nextIndex(), r.skippedIndices(), r.attempts(), r.rejections(), r.shortfall());
  }

  static GenerationResult run(
      Request request,
      int threads,
      Supplier<Generator> generators,
      Consumer<? super GeneratedPuzzle> each,
      BooleanSupplier keepGoing) {
    if (threads < 1) {
      throw new IllegalArgumentException("threads must be at least 1, was " + threads);
    }
    GenerationRun run =
        new GenerationRun(request, new Tracker(request.budget()), AHEAD_PER_THREAD * threads);
    Delivery delivery = new Delivery(run, request.firstIndex(), each, keepGoing);
    try {
      if (threads == 1) {
        run.register();
        run.work(generators, () -> delivery.handOn(run.takeReady()));
      } else {
        for (int t = 0; t < threads; t++) {
          run.register();
          Thread thread = new Thread(() -> run.work(generators, () -> {}), "sudoku-generator-" + t);
          thread.setDaemon(true);
          thread.start();
        }
        for (List<GeneratedPuzzle> batch = run.awaitReady();
            !batch.isEmpty() && delivery.handOn(batch);
            batch = run.awaitReady()) {
          // handOn did the work
        }
      }
    } finally {
      run.stop(); // no-op after a normal end; after an exception, stops the workers
      run.awaitWorkers();
    }
    run.rethrow();
    return run.result(delivery.produced, delivery.next, delivery.stopped);
  }

  /** Claims may run this many indices per thread past the decided prefix. */
  private static final int AHEAD_PER_THREAD = 64;

  /** Hands puzzles to the consumer and asks it whether to go on. */
  private static final class Delivery {
    private final GenerationRun run;
    private final Consumer<? super GeneratedPuzzle> each;
    private final BooleanSupplier keepGoing;
    long produced;
    long next;
    boolean stopped;

    Delivery(
        GenerationRun run,
        long firstIndex,
        Consumer<? super GeneratedPuzzle> each,
        BooleanSupplier keepGoing) {
      this.run = run;
      this.next = firstIndex;
      this.each = each;
      this.keepGoing = keepGoing;
    }

    /** False once the consumer said stop (the run is then stopped). */
    boolean handOn(List<GeneratedPuzzle> batch) {
      for (GeneratedPuzzle p : batch) {
        if (stopped) {
          return false;
        }
        each.accept(p);
        produced++;
        next = p.index() + 1;
        if (!keepGoing.getAsBoolean()) {
          stopped = true;
          run.stop();
        }
      }
      return !stopped;
    }
  }

  /** A random complete grid drawn from {@code rng}. */
  public Grid randomGrid(SplittableRandom rng) {
    filler.fill(rng, solution);
    return Grid.of(solution);
  }

  /**
   * True when {@code puzzle} has exactly one solution and removing any one of its clues gives a
   * puzzle with more than one. Costs one solver call per clue at most.
   */
  public boolean isMinimal(Grid puzzle) {
    puzzle.copyTo(work);
    if (solver.count(work, 2, scratch) != 1) {
      return false;
    }
    for (int cell = 0; cell < Grid.CELLS; cell++) {
      int digit = work[cell];
      if (digit == 0) {
        continue;
      }
      work[cell] = 0;
      boolean unique = solver.count(work, 2, scratch) == 1;
      work[cell] = (byte) digit;
      if (unique) {
        return false;
      }
    }
    return true;
  }

  /** Solver calls made by clue removal and minimality checks so far (for benchmarks). */
  long solverCalls() {
    return remover.solverCalls;
  }

  /** Removal decisions settled by singles (accepted) without the solver so far. */
  long singlesHits() {
    return remover.singlesHits;
  }

  /** Removal decisions settled by unavoidable sets (refused) without the solver so far. */
  long setHits() {
    return remover.setHits;
  }

  /**
   * The puzzle at an index, or empty when its attempt cap ran out, or null when {@code tracker}
   * stopped the run before the index was decided.
   */
  Optional<GeneratedPuzzle> generateIndex(
      long seed, long index, GeneratorOptions options, Tracker tracker) {
    SplittableRandom rng = new SplittableRandom(Seeds.streamSeed(seed, key(options), index));
    for (int attempt = 1; attempt <= options.maxAttemptsPerPuzzle(); attempt++) {
      if (!tracker.tryAttempt()) {
        return null;
      }
      GeneratedPuzzle p = attempt(rng, options, seed, index, attempt, tracker);
      if (p != null) {
        return Optional.of(p);
      }
    }
    return Optional.empty();
  }

  /**
   * The request key of {@code options}, kept for the last options seen (a digest per call adds up).
   */
  private long key(GeneratorOptions options) {
    if (options != keyOptions) {
      key = RequestKey.of(options);
      keyOptions = options;
    }
    return key;
  }

  private GeneratedPuzzle attempt(
      SplittableRandom rng,
      GeneratorOptions options,
      long seed,
      long index,
      int attempt,
      Tracker tracker) {
    Symmetry symmetry = options.symmetry();
    filler.fill(rng, solution);
    Grid s = Grid.of(solution);
    int floor = options.minimal() ? 0 : options.minClues();
    Target.Strategy strategy = Target.strategy(options);
    Grade known = null;
    int clues;
    if (strategy == Target.Strategy.CAPPED) {
      solutionGrid = s;
      capTenths = options.difficulty().orElseThrow().capTenths();
      capGrade = null;
      capGradeClues = -1;
      clues =
          remover.remove(solution, symmetry, floor, rng, puzzle, ClueRemover.Thinning.CAPPED, cap);
      if (capGradeClues == clues) { // removals only lower the count: same count, same puzzle
        known = capGrade;
      }
    } else if (strategy == Target.Strategy.SINGLES) {
      clues =
          remover.remove(
              solution, symmetry, floor, rng, puzzle, ClueRemover.Thinning.SINGLES, null);
    } else {
      clues = remover.remove(solution, symmetry, floor, rng, puzzle);
    }
    if (clues < options.minClues() || clues > options.maxClues()) {
      tracker.rejectedClueBounds();
      return null;
    }
    if (options.minimal() && !isMinimalAfterRemoval(symmetry)) {
      tracker.rejectedNotMinimal();
      return null;
    }
    Grid p = Grid.of(puzzle);
    Optional<Grade> grade = Optional.empty();
    if (options.difficulty().isPresent()) {
      Difficulty d = options.difficulty().get();
      Grade g = known != null || belowRequest(d) ? known : grade(p, s, d);
      if (g == null || !d.admits(g)) {
        tracker.rejectedDifficulty();
        return null;
      }
      grade = Optional.of(g);
    }
    if (!options.filter().accept(p, s)) {
      tracker.rejectedFilter();
      return null;
    }
    // The flag is exact either way; computed last so rejected attempts do not pay for it.
    boolean minimal = options.minimal() || isMinimalAfterRemoval(symmetry);
    return new GeneratedPuzzle(p, s, clues, symmetry, minimal, seed, index, attempt, grade);
  }

  /**
   * True when {@link #puzzle} certainly rates below anything {@code d} admits, without grading it:
   * singles alone solve it and {@code d} admits nothing rated 2.3 or less, or singles and locked
   * candidates solve it and {@code d} admits nothing rated 2.8 or less. Exact: if these rules fill
   * the grid from the givens, they fill it from every position the grader reaches (placements and
   * eliminations keep each of them applicable or already applied), so each step of the grader's
   * path takes one of them or an easier hint and the puzzle rates at most 2.3 (resp. 2.8; see
   * {@link SinglesAndLockedCandidates}); and no step rates below its technique's base, so no
   * technique request above that is met either. Of fully thinned attempts ~42 % are solved by
   * singles and ~12 % more by locked candidates; the grader spends 24-38 µs and ~45 µs on them, the
   * checks ~3 µs and ~1 µs.
   */
  private boolean belowRequest(Difficulty d) {
    int lowest = Target.lowestTenths(d);
    if (lowest > LOCKED_MAX) {
      return locked.solves(puzzle);
    }
    return lowest > Target.EASY_MAX && singles.solves(puzzle);
  }

  private static int countClues(byte[] cells) {
    int n = 0;
    for (byte c : cells) {
      n += c != 0 ? 1 : 0;
    }
    return n;
  }

  private Grader grader() {
    if (grader == null) {
      grader = new Grader();
    }
    grades++;
    return grader;
  }

  /**
   * The grade that decides {@code d}: exact when the request is open above or names a technique;
   * otherwise graded only up to the request's cap, since a puzzle above it is rejected whatever its
   * exact rating (a closed request never admits a lower bound), and proving "above the cap" skips
   * the chain searches that would rate it exactly. Null when {@link MissCutoff} abandoned the grade
   * of a request that admits only 8.0 or more (EXTREME, a range from 8.0, a technique rated 8.0+):
   * the attempt is rejected without its exact rating.
   */
  private Grade grade(Grid puzzle, Grid solution, Difficulty d) {
    // A technique request's cap is a thinning heuristic, not a bound: it needs the exact path.
    boolean bounded = d instanceof Difficulty.Levels || d instanceof Difficulty.Rating;
    int cap = bounded ? d.capTenths() : Target.OPEN;
    if (cap != Target.OPEN) {
      return grader().gradeUpTo(puzzle, solution, cap / 10.0);
    }
    if (Target.lowestTenths(d) >= MissCutoff.APPLIES_FROM) {
      return grader()
          .gradeWatched(puzzle, solution, MissCutoff.FROM, MissCutoff.INSTANCE)
          .orElse(null);
    }
    return grader().grade(puzzle, solution, false);
  }

  /** Grades made so far (difficulty targeting; for benchmarks). */
  long grades() {
    return grades;
  }

  /** The cap of CAPPED thinning: the grader rates the thinned puzzle within the request's max. */
  private boolean withinCap(byte[] cells) {
    Grade g = grader().gradeUpTo(Grid.of(cells), solutionGrid, capTenths / 10.0);
    if (g.status() != Grade.Status.RATED || Target.tenths(g.er()) > capTenths) {
      return false;
    }
    capGrade = g;
    capGradeClues = countClues(cells);
    return true;
  }

  /**
   * Minimality of {@link #puzzle} just after {@link ClueRemover#remove}: a clue whose one-cell
   * orbit was refused is necessary (removal only adds solutions, so it stays refused); every other
   * clue is tried alone, singles first.
   */
  private boolean isMinimalAfterRemoval(Symmetry symmetry) {
    for (int cell = 0; cell < Grid.CELLS; cell++) {
      int digit = puzzle[cell];
      if (digit == 0) {
        continue;
      }
      int k = symmetry.orbitOf(cell);
      // Only NECESSARY proves it: KEPT (refused for difficulty) and UNTESTED orbits are tried.
      if (symmetry.orbit(k).length == 1 && remover.status[k] == ClueRemover.NECESSARY) {
        continue;
      }
      puzzle[cell] = 0;
      one[0] = cell;
      boolean unique = remover.probe(puzzle, one);
      puzzle[cell] = (byte) digit;
      if (unique) {
        return false;
      }
    }
    return true;
  }
}
