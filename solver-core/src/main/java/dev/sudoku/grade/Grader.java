package dev.sudoku.grade;

import dev.sudoku.core.Grid;
import dev.sudoku.core.Solver;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.LongSupplier;

/**
 * Rates puzzles the way Sudoku Explainer 1.2.1 ({@code serate}) does: at every step apply the first
 * hint of the easiest technique (in SE's order) that makes progress, until solved.
 *
 * <ul>
 *   <li>ER = the highest step rating of the whole path;
 *   <li>EP = the highest step rating up to and including the first step that places a digit;
 *   <li>ED = the rating of the first step.
 * </ul>
 *
 * <p>These are SE's {@code difficulty}, {@code pearl} and {@code diamond} of {@code
 * Solver.getDifficulty()}. Validity and uniqueness come first from {@link Solver#fast()} (count up
 * to 2); uniqueness techniques (unique rectangles, BUG) are only sound for a puzzle with one
 * solution. Every step is checked against that solution as it is applied: a step that would place a
 * wrong digit or remove the right one is a grader bug and throws {@link IllegalStateException}
 * instead of returning a wrong rating.
 *
 * <p>Techniques go up to dynamic forcing chains (+) (9.0+, SE's first nesting level) by default
 * ({@link Options#maxNesting}; levels 2 to 5, nested forcing chains 9.5+ to 11.0+, on request):
 * when none applies, the result is {@link Grade.Status#LOWER_BOUND} with ER = the base rating of
 * the next level on SE's ladder (9.5; 9.0 with {@code maxNesting} 0, 10.0 with 2, 10.5 with 3, 11.0
 * with 4 and 5); never an invented number. The same happens when the time budget of {@link
 * Options#maxMillis} runs out: ER is then the higher of the ER so far and the base rating of the
 * technique being tried (every easier one had already failed on that position), and {@link
 * Grade#bound()} names that technique.
 *
 * <p>Not thread-safe: holds preallocated state; use one instance per thread.
 */
public final class Grader {
  /**
   * Stamped on every {@link Grade}; changes whenever a rating can change (technique added, order or
   * rule changed).
   */
  public static final String VERSION = "se121-nesting-2";

  /**
   * Grading options.
   *
   * @param maxMillis time allowed per puzzle in milliseconds, 0 for no limit; when it runs out the
   *     result is an honest LOWER_BOUND, never a made-up rating
   * @param maxNesting the deepest level of SE's nested forcing chains to try: 0 = up to dynamic
   *     forcing chains (8.5+); 1 (the default) = also dynamic forcing chains (+) (9.0+), whose
   *     propagation uses locking, hidden/naked pairs and X-wings; 2 = also nested forcing chains
   *     (9.5+), whose propagation also uses cycles and forcing chains (seconds per hard puzzle:
   *     opt-in); 3 = also nested multiple forcing chains (10.0+, cell and region forcing chains
   *     inside; tens of seconds); 4 = also nested dynamic forcing chains (10.5+, dynamic forcing
   *     chains inside; minutes); 5 = also SE's deepest level (11.0+, dynamic forcing chains with
   *     nested forcing chains inside; hours: use a budget). A puzzle needing more gets LOWER_BOUND
   *     9.5, 10.0, 10.5, 11.0, 11.0 at levels 1 to 5, with {@link Grade#bound()} {@link
   *     Technique#NESTED_FORCING_CHAIN} (which also names the steps of levels 2 to 5, as SE's
   *     technique list does). Values above 5 act as 5
   * @param nanoClock monotonic clock in nanoseconds (injected so tests can drive the budget)
   */
  public record Options(long maxMillis, int maxNesting, LongSupplier nanoClock) {
    /** Rejects a negative budget or nesting level and a missing clock. */
    public Options {
      if (maxMillis < 0 || maxNesting < 0) {
        throw new IllegalArgumentException(
            "maxMillis and maxNesting must be >= 0: " + maxMillis + ", " + maxNesting);
      }
      java.util.Objects.requireNonNull(nanoClock, "nanoClock");
    }

    /** The default nesting level: dynamic forcing chains (+), 9.0+. */
    public static final int DEFAULT_MAX_NESTING = 1;

    /** The deepest nesting level implemented: SE's deepest (5). */
    public static final int MAX_IMPLEMENTED_NESTING = Ladder.DEEPEST_NESTING;

    /** No time limit, nesting up to {@link #DEFAULT_MAX_NESTING}. */
    public static Options defaults() {
      return new Options(0, DEFAULT_MAX_NESTING, System::nanoTime);
    }

    /** A time limit per puzzle, with the system clock, default nesting. */
    public static Options withMaxMillis(long maxMillis) {
      return new Options(maxMillis, DEFAULT_MAX_NESTING, System::nanoTime);
    }

    /** The same options with another nesting limit. */
    public Options withMaxNesting(int level) {
      return new Options(maxMillis, level, nanoClock);
    }
  }

  private static final Technique[] TECHNIQUES = Technique.values();

  private final Solver solver;
  private final Ladder ladder;
  private final Deadline budget;
  private final Candidates g = new Candidates();
  private final Hint hint = new Hint();
  private final byte[] cells = new byte[Grid.CELLS];
  private final byte[] solution = new byte[Grid.CELLS];
  private final int[] counts = new int[TECHNIQUES.length];

  /** When {@link #findNext} finds nothing: the technique the next step needs at least. */
  private Technique missing;

  private int missingTenths;
  private boolean timedOut;

  /** The watch of {@link #gradeWatched}, null otherwise; asked before rungs from watchTenths. */
  private Watch watch;

  private int watchTenths = Integer.MAX_VALUE;
  private int pauses;
  private int erSoFar;
  private boolean abandoned;

  /** A grader using {@link Solver#fast()} for the uniqueness check. */
  public Grader() {
    this(Options.defaults());
  }

  /** A grader with a time budget per puzzle and a nesting limit. */
  public Grader(Options options) {
    this(
        Solver.fast(),
        Deadline.millis(options.nanoClock(), options.maxMillis()),
        options.maxNesting());
  }

  private Grader(Solver solver, Deadline budget, int maxNesting) {
    this(solver, Ladder.full(budget, maxNesting), budget);
  }

  Grader(Solver solver, Ladder ladder) {
    this(solver, ladder, Deadline.NONE);
  }

  private Grader(Solver solver, Ladder ladder, Deadline budget) {
    this.solver = solver;
    this.ladder = ladder;
    this.budget = budget;
  }

  /** Grades a puzzle without recording its steps. */
  public Grade grade(Grid puzzle) {
    return grade(puzzle, false);
  }

  /**
   * Grades a puzzle.
   *
   * @param puzzle any grid; conflicting givens give INVALID, 0 or 2+ solutions their status
   * @param withSteps also return the ordered solution path (costs allocation per step)
   */
  public Grade grade(Grid puzzle, boolean withSteps) {
    if (puzzle.conflict().isPresent()) {
      return unrated(Grade.Status.INVALID);
    }
    puzzle.copyTo(cells);
    int n = solver.count(cells, 2, solution);
    if (n == 0) {
      return unrated(Grade.Status.NO_SOLUTION);
    }
    if (n > 1) {
      return unrated(Grade.Status.MULTIPLE_SOLUTIONS);
    }
    return rate(cells, solution, withSteps);
  }

  /**
   * Grades a puzzle whose unique solution the caller already knows (for example from an archive
   * that was solved and checked for uniqueness earlier), skipping the solver.
   *
   * @param knownSolution the puzzle's only solution; if the puzzle has several, ratings that use
   *     uniqueness techniques are meaningless and a step may be reported as a grader bug
   * @throws IllegalArgumentException if {@code knownSolution} is not a solution of the puzzle
   */
  public Grade grade(Grid puzzle, Grid knownSolution, boolean withSteps) {
    if (!knownSolution.isSolved() || !knownSolution.agreesWith(puzzle)) {
      throw new IllegalArgumentException("not a solution of the puzzle: " + knownSolution);
    }
    puzzle.copyTo(cells);
    knownSolution.copyTo(solution);
    return rate(cells, solution, withSteps);
  }

  /**
   * Grades a puzzle whose unique solution the caller knows, but only as far as needed to tell
   * whether its rating is at most {@code ceiling}: the generator's question ("is this puzzle within
   * the request?"), which then costs no chain search on puzzles that are too hard.
   *
   * <p>When the ER is at most {@code ceiling} the result is exactly {@link #grade(Grid, Grid,
   * boolean) grade(puzzle, knownSolution, false)}. Otherwise it is LOWER_BOUND with an ER above
   * {@code ceiling} (an honest "at least", usually below the true rating), and {@link
   * Grade#bound()} names the technique that proved it. Sound because the ladder's rungs never get
   * easier (see {@link Ladder#floors}): once every rung rating at most the ceiling has failed, the
   * next step, hence the puzzle, rates above it.
   *
   * @throws IllegalArgumentException if {@code knownSolution} is not a solution of the puzzle, or
   *     {@code ceiling} is NaN
   */
  public Grade gradeUpTo(Grid puzzle, Grid knownSolution, double ceiling) {
    if (Double.isNaN(ceiling)) {
      // (int) NaN is 0: every puzzle would come back a LOWER_BOUND "above" it
      throw new IllegalArgumentException("ceiling is NaN");
    }
    if (!knownSolution.isSolved() || !knownSolution.agreesWith(puzzle)) {
      throw new IllegalArgumentException("not a solution of the puzzle: " + knownSolution);
    }
    puzzle.copyTo(cells);
    knownSolution.copyTo(solution);
    int tenths =
        ceiling >= Integer.MAX_VALUE / 10.0
            ? Integer.MAX_VALUE
            : (int) Math.floor(ceiling * 10 + 1e-9);
    return rate(cells, solution, false, tenths);
  }

  /**
   * Decides, part-way through {@link #gradeWatched}, whether a grade is worth finishing. Asked each
   * time the next step needs a technique rated at least the call's threshold (every easier rung
   * found nothing on the position), before those harder rungs search: the point where a grade
   * starts to cost.
   */
  @FunctionalInterface
  public interface Watch {
    /**
     * @param emptyCells empty cells of the position
     * @param candidates candidates left in those cells
     * @param erTenths the highest step rating so far, in tenths
     * @param pauses how many times this grade was asked before (0 the first time)
     * @return true to go on, false to abandon the grade
     */
    boolean proceed(int emptyCells, int candidates, int erTenths, int pauses);
  }

  /**
   * Grades like {@link #grade(Grid, Grid, boolean) grade(puzzle, knownSolution, false)} but lets
   * {@code watch} abandon the grade whenever the next step needs a technique rated at least {@code
   * threshold}. The result, when not abandoned, is exactly that grade: the watch only observes.
   *
   * @return the grade, or empty when the watch abandoned it
   * @throws IllegalArgumentException if {@code knownSolution} is not a solution of the puzzle, or
   *     {@code threshold} is NaN
   */
  public Optional<Grade> gradeWatched(
      Grid puzzle, Grid knownSolution, double threshold, Watch watch) {
    if (Double.isNaN(threshold)) {
      throw new IllegalArgumentException("threshold is NaN");
    }
    if (!knownSolution.isSolved() || !knownSolution.agreesWith(puzzle)) {
      throw new IllegalArgumentException("not a solution of the puzzle: " + knownSolution);
    }
    puzzle.copyTo(cells);
    knownSolution.copyTo(solution);
    this.watch = java.util.Objects.requireNonNull(watch, "watch");
    watchTenths = (int) Math.ceil(threshold * 10 - 1e-9);
    pauses = 0;
    abandoned = false;
    try {
      Grade grade = rate(cells, solution, false, Integer.MAX_VALUE);
      return abandoned ? Optional.empty() : Optional.of(grade);
    } finally {
      this.watch = null;
      watchTenths = Integer.MAX_VALUE;
      abandoned = false;
    }
  }

  /** The rating loop proper, on a puzzle with the given unique solution. */
  Grade rate(byte[] puzzle, byte[] sol, boolean withSteps) {
    return rate(puzzle, sol, withSteps, Integer.MAX_VALUE);
  }

  private Grade rate(byte[] puzzle, byte[] sol, boolean withSteps, int ceilingTenths) {
    g.load(puzzle);
    java.util.Arrays.fill(counts, 0);
    List<Step> steps = withSteps ? new ArrayList<>() : List.of();
    int er = 0;
    int ep = 0;
    int ed = 0;
    Technique hardest = null;
    boolean stuck = false;
    Technique bound = ladder.nextRung;
    int boundTenths = ladder.nextRungTenths;
    budget.start();
    while (g.emptyCells > 0) {
      erSoFar = er;
      boolean found = findNext(ceilingTenths);
      if (abandoned) {
        return null;
      }
      if (!found) {
        bound = missing;
        boundTenths = missingTenths;
      }
      if (found && hint.tenths > ceilingTenths) {
        check(hint, sol);
        bound = hint.technique;
        boundTenths = bound.baseTenths();
        er = Math.max(er, hint.tenths);
        found = false;
      }
      if (!found) {
        stuck = true;
        break;
      }
      check(hint, sol);
      if (hint.tenths > er) {
        er = hint.tenths;
        hardest = hint.technique;
      }
      counts[hint.technique.ordinal()]++;
      if (withSteps) {
        steps.add(hint.toStep());
      }
      hint.applyTo(g);
      // SE: diamond = difficulty after the first hint; pearl = difficulty at the first placement
      if (ep == 0) {
        if (ed == 0) {
          ed = er;
        }
        if (hint.places()) {
          ep = er;
        }
      }
    }
    Map<Technique, Integer> used = TechniqueCounts.of(counts);
    if (stuck) {
      int atLeast = Math.max(er, boundTenths);
      return new Grade(
          Grade.Status.LOWER_BOUND,
          atLeast / 10.0,
          (ep == 0 ? atLeast : ep) / 10.0,
          (ed == 0 ? atLeast : ed) / 10.0,
          Level.of(atLeast / 10.0),
          hardest,
          used,
          steps,
          VERSION,
          bound);
    }
    return new Grade(
        Grade.Status.RATED,
        er / 10.0,
        ep / 10.0,
        ed / 10.0,
        Level.of(er / 10.0),
        hardest,
        used,
        steps,
        VERSION);
  }

  /**
   * The next steps Sudoku Explainer would take from a position part-way through solving: the same
   * rules in the same order as {@link #grade}, run on the position's candidates, so a position
   * taken from a graded path gets exactly the steps the path takes from there.
   *
   * <p>The position's candidates are where the search starts: pencil marks with eliminations the
   * grader would not have made yet are taken as they are (the hint may then be easier than the
   * graded path's step), and the derived candidates of a position without marks hold only what the
   * digits rule out (the eliminations of earlier steps are not replayed). The puzzle is solved from
   * the givens alone; then every placed digit must be the solution's and every empty cell must keep
   * its solution digit among its candidates. The time budget of {@link Options#maxMillis} applies
   * to the whole call.
   *
   * @param maxSteps how many steps to give, at least 1; each is applied before the next is sought
   * @throws PositionException when the givens have no or several solutions, a placed digit is not
   *     the solution's, or the candidates of a cell lack its solution digit
   * @throws IllegalArgumentException when {@code maxSteps} is below 1
   */
  public NextSteps hint(Position position, int maxSteps) {
    if (maxSteps < 1) {
      throw new IllegalArgumentException("maxSteps must be at least 1, was " + maxSteps);
    }
    position.givens().copyTo(cells);
    int n = solver.count(cells, 2, solution);
    if (n != 1) {
      throw new PositionException(
          -1,
          n == 0
              ? "the givens have no solution"
              : "the givens have several solutions; hints need a puzzle with one");
    }
    position.digits().copyTo(cells);
    for (int c = 0; c < Grid.CELLS; c++) {
      if (cells[c] != 0 && cells[c] != solution[c]) {
        throw new PositionException(
            c, Grid.cellName(c) + "=" + cells[c] + " is wrong: the solution has another digit");
      }
    }
    g.load(cells);
    for (int c = 0; c < Grid.CELLS; c++) {
      if (cells[c] != 0) {
        continue;
      }
      int mask = position.candidates(c);
      if ((mask & (1 << (solution[c] - 1))) == 0) {
        throw new PositionException(
            c, Grid.cellName(c) + " lost a candidate the solution needs: the marks are wrong");
      }
      for (int m = g.cand[c] & ~mask; m != 0; m &= m - 1) {
        g.eliminate(c, Integer.numberOfTrailingZeros(m) + 1);
      }
    }
    List<Step> steps = new ArrayList<>();
    budget.start();
    while (steps.size() < maxSteps) {
      if (g.emptyCells == 0) {
        return new NextSteps(NextSteps.Outcome.SOLVED, steps, null, 0);
      }
      if (!findNext(Integer.MAX_VALUE)) {
        return new NextSteps(
            timedOut ? NextSteps.Outcome.OUT_OF_TIME : NextSteps.Outcome.STUCK,
            steps,
            missing,
            missingTenths / 10.0);
      }
      check(hint, solution);
      steps.add(hint.toStep());
      hint.applyTo(g);
    }
    return new NextSteps(
        g.emptyCells == 0 ? NextSteps.Outcome.SOLVED : NextSteps.Outcome.GIVEN, steps, null, 0);
  }

  /**
   * Asks the rules in ladder order for the next step on {@link #g}: true when {@link #hint} holds
   * it. Otherwise {@link #missing} and {@link #missingTenths} name the "at least": the first rung
   * rating above {@code ceilingTenths}, the rung being tried when the time ran out ({@link
   * #timedOut}), or the first rung the ladder leaves out.
   */
  private boolean findNext(int ceilingTenths) {
    int rungs = ladder.size();
    Technique[] floors = ladder.floors;
    timedOut = false;
    boolean asked = false;
    try {
      for (int i = 0; i < rungs; i++) {
        if (floors[i].baseTenths() >= watchTenths && !asked) {
          asked = true;
          if (!watch.proceed(g.emptyCells, candidateCount(), erSoFar, pauses++)) {
            abandoned = true;
            return false;
          }
        }
        if (floors[i].baseTenths() > ceilingTenths) {
          missing = floors[i]; // every rung from here on rates above the ceiling
          missingTenths = missing.baseTenths();
          return false;
        }
        if (ladder.rule(i).find(g, hint)) {
          return true;
        }
      }
    } catch (Deadline.Exhausted e) {
      timedOut = true;
      missing = e.trying;
      missingTenths = missing.baseTenths();
      return false;
    }
    missing = ladder.nextRung;
    missingTenths = ladder.nextRungTenths;
    return false;
  }

  private int candidateCount() {
    int n = 0;
    for (int c = 0; c < Grid.CELLS; c++) {
      n += g.value[c] == 0 ? Integer.bitCount(g.cand[c]) : 0;
    }
    return n;
  }

  /** Rejects a step that contradicts the solution: a grader bug must never become a rating. */
  private void check(Hint h, byte[] sol) {
    for (int i = 0; i < h.elimCount; i++) {
      if (sol[h.elimCell[i]] == h.elimDigit[i]) {
        throw new IllegalStateException("grader bug: " + h.explain() + " removes the solution");
      }
    }
    if (h.places() && sol[h.placeCell] != h.placeDigit) {
      throw new IllegalStateException("grader bug: " + h.explain() + " places a wrong digit");
    }
    if (h.elimCount == 0 && !h.places()) {
      throw new IllegalStateException("grader bug: " + h.explain() + " makes no progress");
    }
  }

  private static Grade unrated(Grade.Status status) {
    return new Grade(status, 0, 0, 0, null, null, TechniqueCounts.NONE, List.of(), VERSION);
  }
}
