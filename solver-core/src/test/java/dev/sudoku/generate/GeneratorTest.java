package dev.sudoku.generate;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.sudoku.core.Budget;
import dev.sudoku.core.Grid;
import dev.sudoku.core.Solver;
import dev.sudoku.generate.GenerationResult.Shortfall;
import dev.sudoku.grade.Grade;
import dev.sudoku.grade.Grader;
import dev.sudoku.grade.Level;
import dev.sudoku.grade.Technique;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicLong;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.statistics.Statistics;
import org.junit.jupiter.api.Test;

class GeneratorTest {

  /** Minimality by brute force with the reference solver: unique, and no clue removable. */
  static boolean bruteMinimal(Grid puzzle) {
    Solver oracle = Solver.reference();
    if (oracle.count(puzzle, 2) != 1) {
      return false;
    }
    for (int cell = 0; cell < 81; cell++) {
      if (puzzle.get(cell) != 0 && oracle.count(puzzle.with(cell, 0), 2) == 1) {
        return false;
      }
    }
    return true;
  }

  /**
   * Counts the tries that really checked a puzzle (the generator may come back empty when a
   * request's attempt cap runs out) and fails the property when fewer than {@code share} of them
   * did: a property whose every try returns early proves nothing.
   */
  static void checked(Optional<GeneratedPuzzle> result, double share) {
    Statistics.label("generated").collect(result.isPresent() ? "checked" : "attempt cap ran out");
    Statistics.label("generated")
        .coverage(c -> c.check("checked").percentage(p -> p >= share * 100));
  }

  @Provide
  Arbitrary<GeneratorOptions> options() {
    return Combinators.combine(
            Arbitraries.of(Symmetry.class),
            Arbitraries.of(true, false),
            Arbitraries.of(
                new int[] {17, 81}, new int[] {20, 30}, new int[] {26, 40}, new int[] {30, 34}))
        .as(
            (s, minimal, bounds) ->
                GeneratorOptions.defaults()
                    .withSymmetry(s)
                    .withMinimal(minimal)
                    .withClues(bounds[0], bounds[1])
                    .withMaxAttemptsPerPuzzle(20));
  }

  /** The acceptance properties of every generated puzzle, checked with the reference solver. */
  @Property(tries = 60)
  void generate_anyOptions_puzzleMeetsRequest(
      @ForAll long seed, @ForAll("options") GeneratorOptions options) {
    Optional<GeneratedPuzzle> result = Generator.create().generate(seed, 3, options);
    checked(result, 0.4); // about 65 % check a puzzle (measured over 600 tries)
    if (result.isEmpty()) {
      return; // attempt cap ran out: allowed, the request is then reported short
    }
    GeneratedPuzzle g = result.get();
    Grid p = g.puzzle();
    Solver oracle = Solver.reference();
    assertThat(oracle.count(p, 2)).isEqualTo(1);
    assertThat(oracle.solution()).isEqualTo(g.solution());
    assertThat(g.solution().isSolved()).isTrue();
    assertThat(SymmetryTest.respects(p, options.symmetry())).isTrue();
    assertThat(p.clueCount())
        .isEqualTo(g.clues())
        .isBetween(options.minClues(), options.maxClues());
    assertThat(g.minimal()).isEqualTo(bruteMinimal(p));
    if (options.minimal()) {
      assertThat(g.minimal()).isTrue();
    }
    assertThat(g.symmetry()).isEqualTo(options.symmetry());
    assertThat(g.seed()).isEqualTo(seed);
    assertThat(g.index()).isEqualTo(3);
  }

  @Test
  void generate_defaultOptions_reachesMostIndices() {
    Generator gen = Generator.create();
    GeneratorOptions o =
        GeneratorOptions.defaults().withSymmetry(Symmetry.ROTATE_180).withMinimal(true);
    int found = 0;
    for (int i = 0; i < 10; i++) {
      found += gen.generate(1, i, o).isPresent() ? 1 : 0;
    }
    assertThat(found).isEqualTo(10);
  }

  @Property(tries = 20)
  void generate_sameSeedAndIndex_samePuzzleFromFreshOrReusedGenerator(
      @ForAll long seed, @ForAll("options") GeneratorOptions options) {
    Generator reused = Generator.create();
    reused.generate(seed + 1, 0, options); // leave state behind
    assertThat(reused.generate(seed, 5, options))
        .isEqualTo(Generator.create().generate(seed, 5, options));
  }

  @Test
  void generate_negativeIndex_throws() {
    // Regression: index -1 returned a puzzle, where a Request refuses it.
    assertThatThrownBy(() -> Generator.create().generate(1, -1, GeneratorOptions.defaults()))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("index must be at least 0, was -1");
  }

  @Test
  void generate_differentIndices_differentPuzzles() {
    Generator gen = Generator.create();
    GeneratorOptions o = GeneratorOptions.defaults();
    assertThat(gen.generate(7, 0, o).orElseThrow().puzzle())
        .isNotEqualTo(gen.generate(7, 1, o).orElseThrow().puzzle());
  }

  /** The shortcut is an exact decision: with a plain solver-only generator the output is equal. */
  @Test
  void generate_withoutShortcuts_samePuzzles() {
    GeneratorOptions o = GeneratorOptions.defaults().withSymmetry(Symmetry.MIRROR);
    Generator withShortcuts = Generator.create();
    Generator solverOnly = new Generator(Solver.reference(), false);
    for (int i = 0; i < 5; i++) {
      assertThat(withShortcuts.generate(3, i, o)).isEqualTo(solverOnly.generate(3, i, o));
    }
  }

  /**
   * Regression pin of {@link Generator#VERSION} "2" (streams keyed by the request's canonical
   * description): if this fails, the output for a seed changed; bump VERSION and update the pins.
   */
  @Test
  void generate_pinnedSeeds_pinnedPuzzles() {
    Generator gen = Generator.create();
    assertThat(gen.generate(2026, 0, GeneratorOptions.defaults()).orElseThrow().puzzle().toLine())
        .isEqualTo(PIN_NONE);
    assertThat(
            gen.generate(
                    2026,
                    1,
                    GeneratorOptions.defaults().withMinimal(true).withSymmetry(Symmetry.ROTATE_180))
                .orElseThrow()
                .puzzle()
                .toLine())
        .isEqualTo(PIN_ROTATE_180);
  }

  /** The library side of the golden lines every front end is held to (see RequestGolden). */
  @Test
  void generate_requestGolden_samePuzzleAtThatIndex() {
    Generator gen = Generator.create();
    for (RequestGolden g : RequestGolden.load()) {
      assertThat(gen.generate(g.seed(), g.index(), g.options()))
          .as(g.line())
          .hasValueSatisfying(p -> assertThat(p.puzzle().toLine()).isEqualTo(g.puzzle()));
    }
  }

  static final String PIN_NONE =
      ".3.2.1....48....3.1....5.4....8.27.97.....61...9.6.....7..245.......6..1.......9.";
  static final String PIN_ROTATE_180 =
      "......5..135.......6...2.84.8..75.2...........5.84..1.87.5...3.......956..4......";

  @Test
  void run_oneOrTwoThreads_samePuzzles() {
    GeneratorOptions o =
        GeneratorOptions.defaults().withSymmetry(Symmetry.ROTATE_180).withClues(17, 28);
    Request r = Request.of(99, 12, o);
    GenerationResult one = Generator.run(r, 1);
    GenerationResult two = Generator.run(r, 2);
    assertThat(one.complete()).isTrue();
    assertThat(two.puzzles()).isEqualTo(one.puzzles());
    assertThat(two.nextIndex()).isEqualTo(one.nextIndex());
    assertThat(two.skippedIndices()).isEqualTo(one.skippedIndices());
    List<GeneratedPuzzle> oneByOne = new ArrayList<>();
    Generator gen = Generator.create();
    for (long i = 0; i < one.nextIndex(); i++) {
      gen.generate(99, i, o).ifPresent(oneByOne::add);
    }
    assertThat(one.puzzles()).isEqualTo(oneByOne);
  }

  /**
   * No speculative work: every thread count makes exactly the attempts of one thread (HARD: about
   * six attempts per puzzle; then with a cap of 3 attempts per index, so with skipped indices).
   */
  @Test
  void run_severalThreads_sameAttemptsAsOneThread() {
    for (GeneratorOptions o :
        List.of(
            GeneratorOptions.defaults().withDifficulty(Difficulty.level(Level.HARD)),
            GeneratorOptions.defaults()
                .withDifficulty(Difficulty.level(Level.HARD))
                .withMaxAttemptsPerPuzzle(3))) {
      Request r = Request.of(11, 10, o).withBudget(Budget.attempts(10_000));
      GenerationResult one = Generator.run(r, 1);
      assertThat(one.complete()).isTrue();
      assertThat(one.skippedIndices() > 0 || o.maxAttemptsPerPuzzle() > 3).isTrue();
      for (int threads : new int[] {2, 5}) {
        GenerationResult many = Generator.run(r, threads);
        assertThat(many.puzzles()).isEqualTo(one.puzzles());
        assertThat(many.attempts()).isEqualTo(one.attempts());
        assertThat(many.skippedIndices()).isEqualTo(one.skippedIndices());
        assertThat(many.nextIndex()).isEqualTo(one.nextIndex());
      }
    }
  }

  /** The streaming form hands on the puzzles of the list form, in index order, keeping none. */
  @Test
  void run_streaming_samePuzzlesInOrderAndEmptyList() {
    GeneratorOptions o = GeneratorOptions.defaults().withSymmetry(Symmetry.MIRROR);
    Request r = Request.of(3, 30, o);
    List<GeneratedPuzzle> streamed = new ArrayList<>();
    GenerationResult s = Generator.run(r, 3, streamed::add, () -> true);
    assertThat(streamed).isEqualTo(Generator.run(r, 1).puzzles());
    assertThat(s.puzzles()).isEmpty();
    assertThat(s.complete()).isTrue();
  }

  @Test
  void run_generatorSupplierFails_exceptionReachesTheCaller() {
    for (int threads = 1; threads <= 2; threads++) {
      int t = threads;
      assertThatThrownBy(
              () ->
                  Generator.run(
                      Request.of(1, 5, GeneratorOptions.defaults()),
                      t,
                      () -> {
                        throw new IllegalStateException("no generator");
                      }))
          .isInstanceOf(IllegalStateException.class)
          .hasMessage("no generator");
    }
  }

  @Test
  void run_workerFails_exceptionReachesTheCaller() {
    GeneratorOptions o =
        GeneratorOptions.defaults()
            .withFilter(
                (p, s) -> {
                  throw new IllegalStateException("filter bug");
                });
    for (int threads = 1; threads <= 3; threads++) {
      int t = threads;
      assertThatThrownBy(() -> Generator.run(Request.of(1, 5, o), t))
          .isInstanceOf(IllegalStateException.class)
          .hasMessage("filter bug");
    }
  }

  @Test
  void run_chunked_sameAsOneRequest() {
    GeneratorOptions o = GeneratorOptions.defaults().withClues(17, 24);
    Request whole = Request.of(5, 6, o);
    GenerationResult all = Generator.create().generate(whole);
    Request chunk = Request.of(5, 3, o);
    GenerationResult first = Generator.create().generate(chunk);
    GenerationResult second = Generator.create().generate(chunk.withFirstIndex(first.nextIndex()));
    List<GeneratedPuzzle> joined = new ArrayList<>(first.puzzles());
    joined.addAll(second.puzzles());
    assertThat(joined).isEqualTo(all.puzzles());
    assertThat(second.nextIndex()).isEqualTo(all.nextIndex());
  }

  @Test
  void run_filterRejectsAll_stopsAtAttemptBudgetWithShortfall() {
    AtomicLong calls = new AtomicLong();
    GeneratorOptions o =
        GeneratorOptions.defaults()
            .withMaxAttemptsPerPuzzle(4)
            .withFilter(
                (p, s) -> {
                  calls.incrementAndGet();
                  return false;
                });
    Request r = Request.of(1, 3, o).withBudget(Budget.attempts(10));
    for (int threads = 1; threads <= 2; threads++) {
      calls.set(0);
      GenerationResult result = Generator.run(r, threads);
      assertThat(result.puzzles()).isEmpty();
      assertThat(result.shortfall()).isEqualTo(Shortfall.ATTEMPTS);
      assertThat(result.complete()).isFalse();
      assertThat(result.attempts()).isEqualTo(10);
      assertThat(calls.get()).isEqualTo(10);
      assertThat(result.rejections().filter()).isEqualTo(10);
    }
    GenerationResult single = Generator.create().generate(r);
    assertThat(single.skippedIndices()).isEqualTo(2); // indices 0 and 1 used 4 attempts each
    assertThat(single.nextIndex()).isEqualTo(2);
  }

  @Test
  void run_filterRejectsAll_defaultBudgetSkipsCountIndicesThenStops() {
    GeneratorOptions o =
        GeneratorOptions.defaults().withMaxAttemptsPerPuzzle(2).withFilter((p, s) -> false);
    GenerationResult result = Generator.create().generate(Request.of(1, 3, o));
    assertThat(result.puzzles()).isEmpty();
    assertThat(result.attempts()).isEqualTo(6);
    assertThat(result.skippedIndices()).isEqualTo(3);
    assertThat(result.shortfall()).isEqualTo(Shortfall.ATTEMPTS);
  }

  @Test
  void run_timeBudget_stopsOnInjectedClock() {
    AtomicLong now = new AtomicLong();
    // Every clock reading advances 1 ms; the budget is 5 ms, so the run stops after a few attempts
    // whatever the real speed of the machine.
    Budget budget = Budget.time(Duration.ofMillis(5), () -> now.getAndAdd(1_000_000));
    GeneratorOptions o = GeneratorOptions.defaults().withFilter((p, s) -> false);
    GenerationResult result = Generator.create().generate(Request.of(1, 2, o).withBudget(budget));
    assertThat(result.shortfall()).isEqualTo(Shortfall.TIME);
    assertThat(result.puzzles()).isEmpty();
    assertThat(result.attempts()).isEqualTo(4);
  }

  @Test
  void run_filterAcceptsSome_onlyAcceptedPuzzlesReturned() {
    // Only puzzles whose r1c1 is empty pass: about 70% of minimal puzzles.
    GeneratorOptions o = GeneratorOptions.defaults().withFilter((p, s) -> p.get(0) == 0);
    GenerationResult result = Generator.create().generate(Request.of(4, 8, o));
    assertThat(result.complete()).isTrue();
    assertThat(result.puzzles()).hasSize(8).allSatisfy(g -> assertThat(g.puzzle().get(0)).isZero());
  }

  @Test
  void isMinimal_agreesWithBruteRemoval() {
    Generator gen = Generator.create();
    int minimal = 0;
    int notMinimal = 0;
    for (Symmetry s : new Symmetry[] {Symmetry.NONE, Symmetry.ROTATE_180, Symmetry.MIRROR}) {
      GeneratorOptions o = GeneratorOptions.defaults().withSymmetry(s);
      for (int i = 0; i < 4; i++) {
        Grid p = gen.generate(17, i, o).orElseThrow().puzzle();
        boolean expected = bruteMinimal(p);
        assertThat(gen.isMinimal(p)).isEqualTo(expected);
        minimal += expected ? 1 : 0;
        notMinimal += expected ? 0 : 1;
      }
    }
    assertThat(minimal).as("fixture covers minimal puzzles").isPositive();
    assertThat(notMinimal).as("fixture covers non-minimal puzzles").isPositive();
  }

  /** Symmetric minimal puzzles are rare among orbit-thinned ones: the retry loop must find them. */
  @Test
  void generate_minimalWithSymmetry_minimalAndSymmetric() {
    Generator gen = Generator.create();
    for (Symmetry s : new Symmetry[] {Symmetry.ROTATE_180, Symmetry.DIAGONAL}) {
      GeneratorOptions o = GeneratorOptions.defaults().withSymmetry(s).withMinimal(true);
      GeneratedPuzzle g = gen.generate(8, 0, o).orElseThrow();
      assertThat(bruteMinimal(g.puzzle())).isTrue();
      assertThat(SymmetryTest.respects(g.puzzle(), s)).isTrue();
      assertThat(g.minimal()).isTrue();
    }
  }

  @Test
  void isMinimal_multipleSolutions_false() {
    assertThat(Generator.create().isMinimal(Grid.empty().with(0, 1))).isFalse();
  }

  @Test
  void randomGrid_seeded_validAndReproducible() {
    Grid a = Generator.create().randomGrid(new SplittableRandom(1));
    assertThat(a.isSolved()).isTrue();
    assertThat(Generator.create().randomGrid(new SplittableRandom(1))).isEqualTo(a);
  }

  @Test
  void run_zeroThreads_refused() {
    assertThatThrownBy(() -> Generator.run(Request.of(1, 1, GeneratorOptions.defaults()), 0))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("threads must be at least 1, was 0");
  }

  // ---- difficulty targeting ----

  @Provide
  Arbitrary<GeneratorOptions> targeted() {
    return Combinators.combine(
            Arbitraries.of(
                Difficulty.level(Level.EASY),
                Difficulty.level(Level.MEDIUM),
                Difficulty.level(Level.HARD),
                Difficulty.rating(2.0, 4.5),
                Difficulty.ratingAtLeast(4.0),
                Difficulty.levels(Level.EXPERT, Level.EXTREME),
                Difficulty.technique(Technique.POINTING),
                Difficulty.technique(Technique.NAKED_PAIR),
                Difficulty.any()),
            Arbitraries.of(Symmetry.NONE, Symmetry.ROTATE_180, Symmetry.DIAGONAL),
            Arbitraries.of(true, false),
            Arbitraries.of(new int[] {17, 81}, new int[] {22, 32}))
        .as(
            (d, s, minimal, bounds) ->
                GeneratorOptions.defaults()
                    .withDifficulty(d)
                    .withSymmetry(s)
                    .withMinimal(minimal && s == Symmetry.NONE)
                    .withClues(bounds[0], bounds[1])
                    .withMaxAttemptsPerPuzzle(40));
  }

  /**
   * Every targeted puzzle is unique (reference solver), meets the structural options, is admitted
   * by its difficulty as graded by an independent grader (which also checks uniqueness itself), and
   * carries exactly that grade.
   */
  @Property(tries = 40)
  void generate_targeted_gradedInsideRequestByIndependentGrader(
      @ForAll long seed, @ForAll("targeted") GeneratorOptions options) {
    Optional<GeneratedPuzzle> result = Generator.create().generate(seed, 1, options);
    checked(result, 0.75); // about 95 % check a puzzle (measured over 300 tries)
    if (result.isEmpty()) {
      return; // attempt cap ran out: allowed, reported as a shortfall by requests
    }
    GeneratedPuzzle g = result.get();
    Grid p = g.puzzle();
    Solver oracle = Solver.reference();
    assertThat(oracle.count(p, 2)).isEqualTo(1);
    assertThat(oracle.solution()).isEqualTo(g.solution());
    assertThat(SymmetryTest.respects(p, options.symmetry())).isTrue();
    assertThat(p.clueCount())
        .isEqualTo(g.clues())
        .isBetween(options.minClues(), options.maxClues());
    assertThat(g.minimal()).isEqualTo(bruteMinimal(p));
    Grade independent = new Grader().grade(p);
    Difficulty d = options.difficulty().orElseThrow();
    assertThat(d.admits(independent)).as(d + " admits " + independent).isTrue();
    assertThat(g.grade()).contains(independent);
  }

  @Provide
  Arbitrary<GeneratorOptions> extreme() {
    return Combinators.combine(
            Arbitraries.of(
                Difficulty.level(Level.EXTREME),
                Difficulty.ratingAtLeast(8.3),
                Difficulty.technique(Technique.CELL_FORCING_CHAIN)),
            Arbitraries.of(Symmetry.NONE, Symmetry.ROTATE_180))
        .as((d, s) -> GeneratorOptions.defaults().withDifficulty(d).withSymmetry(s));
  }

  /**
   * Requests rated 8.0+ (the rare end: ~1 attempt in 32): what comes out is unique (reference
   * solver), symmetric as asked, graded inside the request by an independent grader, with exactly
   * that grade, and the same from a fresh generator or one that made other puzzles before.
   */
  @Property(tries = 8)
  void generate_extreme_uniqueAndGradedInsideRequest(
      @ForAll long seed, @ForAll("extreme") GeneratorOptions options) {
    Generator reused = Generator.create();
    reused.generate(seed, 9, options);
    Optional<GeneratedPuzzle> result = reused.generate(seed, 2, options);
    assertThat(Generator.create().generate(seed, 2, options)).isEqualTo(result);
    checked(result, 0.75); // all 40 of 40 measured tries checked a puzzle
    if (result.isEmpty()) {
      return; // attempt cap ran out: allowed, reported as a shortfall by requests
    }
    GeneratedPuzzle g = result.get();
    Solver oracle = Solver.reference();
    assertThat(oracle.count(g.puzzle(), 2)).isEqualTo(1);
    assertThat(oracle.solution()).isEqualTo(g.solution());
    assertThat(SymmetryTest.respects(g.puzzle(), options.symmetry())).isTrue();
    Grade independent = new Grader().grade(g.puzzle());
    Difficulty d = options.difficulty().orElseThrow();
    assertThat(d.admits(independent)).as(d + " admits " + independent).isTrue();
    assertThat(independent.er()).isGreaterThanOrEqualTo(8.0);
    assertThat(g.grade()).contains(independent);
  }

  @Test
  void run_extremeOneOrTwoThreads_samePuzzlesAndGrades() {
    GeneratorOptions o =
        GeneratorOptions.defaults().withDifficulty(Difficulty.level(Level.EXTREME));
    Request r = Request.of(2026, 4, o);
    GenerationResult one = Generator.run(r, 1);
    GenerationResult two = Generator.run(r, 2);
    assertThat(one.complete()).isTrue();
    assertThat(two.puzzles()).isEqualTo(one.puzzles());
    assertThat(two.nextIndex()).isEqualTo(one.nextIndex());
    for (GeneratedPuzzle g : one.puzzles()) {
      assertThat(g.grade().orElseThrow().level()).isEqualTo(Level.EXTREME);
    }
    // full thinning leaves nothing else to reject: every failed attempt failed the grade
    assertThat(one.rejections().difficulty()).isEqualTo(one.attempts() - 4);
  }

  @Test
  void generate_noDifficulty_notGraded() {
    assertThat(Generator.create().generate(3, 0, GeneratorOptions.defaults()).orElseThrow().grade())
        .isEmpty();
  }

  /** Each level's strategy reaches its level within the default cap at the first indices. */
  @Test
  void generate_easyMediumHard_eachIndexHasItsLevel() {
    Generator gen = Generator.create();
    Grader grader = new Grader();
    for (Level level : new Level[] {Level.EASY, Level.MEDIUM, Level.HARD}) {
      GeneratorOptions o = GeneratorOptions.defaults().withDifficulty(Difficulty.level(level));
      for (int i = 0; i < 4; i++) {
        GeneratedPuzzle g = gen.generate(8, i, o).orElseThrow();
        assertThat(g.grade().orElseThrow().level()).isEqualTo(level);
        assertThat(grader.grade(g.puzzle()).level()).isEqualTo(level);
      }
    }
  }

  /** EASY thinning needs no grading along the way: one grade per attempt, the final one. */
  @Test
  void generate_easy_oneGradePerAttempt() {
    Generator gen = Generator.create();
    GeneratorOptions o = GeneratorOptions.defaults().withDifficulty(Difficulty.level(Level.EASY));
    long attempts = 0;
    for (int i = 0; i < 5; i++) {
      attempts += gen.generate(6, i, o).orElseThrow().attempts();
    }
    assertThat(gen.grades()).isEqualTo(attempts);
  }

  /** The targeted strategies decide exactly too: no shortcuts, a plain solver, same puzzles. */
  @Test
  void generate_targetedWithoutShortcuts_samePuzzles() {
    Generator withShortcuts = Generator.create();
    Generator solverOnly = new Generator(Solver.reference(), false);
    for (Difficulty d :
        List.of(
            Difficulty.level(Level.EASY),
            Difficulty.level(Level.MEDIUM),
            Difficulty.ratingAtLeast(4.5))) {
      GeneratorOptions o =
          GeneratorOptions.defaults().withDifficulty(d).withSymmetry(Symmetry.ROTATE_180);
      for (int i = 0; i < 3; i++) {
        assertThat(withShortcuts.generate(4, i, o)).isEqualTo(solverOnly.generate(4, i, o));
      }
    }
  }

  @Test
  void run_targetedOneOrTwoThreads_samePuzzlesAndGrades() {
    for (Difficulty d : List.of(Difficulty.level(Level.HARD), Difficulty.level(Level.EASY))) {
      GeneratorOptions o = GeneratorOptions.defaults().withDifficulty(d);
      Request r = Request.of(77, 6, o);
      GenerationResult one = Generator.run(r, 1);
      GenerationResult two = Generator.run(r, 2);
      assertThat(one.complete()).isTrue();
      assertThat(two.puzzles()).isEqualTo(one.puzzles());
      assertThat(two.nextIndex()).isEqualTo(one.nextIndex());
      for (GeneratedPuzzle g : one.puzzles()) {
        assertThat(d.admits(g.grade().orElseThrow())).isTrue();
      }
    }
  }

  /** No generated puzzle rates below 1.0, so this request is impossible: shortfall, nothing. */
  @Test
  void run_impossibleDifficulty_shortfallAndNothingReturned() {
    GeneratorOptions o =
        GeneratorOptions.defaults()
            .withDifficulty(Difficulty.rating(0, 0.5))
            .withMaxAttemptsPerPuzzle(5);
    for (int threads = 1; threads <= 2; threads++) {
      GenerationResult r =
          Generator.run(Request.of(3, 4, o).withBudget(Budget.attempts(12)), threads);
      assertThat(r.puzzles()).isEmpty();
      assertThat(r.shortfall()).isEqualTo(Shortfall.ATTEMPTS);
      assertThat(r.rejections().difficulty()).isEqualTo(12);
      assertThat(r.rejections().filter()).isZero();
    }
  }

  /**
   * A request that the budget cannot meet returns only puzzles inside it. EXPERT is closed above,
   * so a lower-bound grade never satisfies it.
   */
  @Test
  void run_budgetTooSmall_shortfallAndOnlyPuzzlesInsideRequest() {
    for (Difficulty d : List.of(Difficulty.level(Level.HARD), Difficulty.level(Level.EXPERT))) {
      GeneratorOptions o = GeneratorOptions.defaults().withDifficulty(d);
      GenerationResult r =
          Generator.create().generate(Request.of(21, 10, o).withBudget(Budget.attempts(15)));
      assertThat(r.complete()).isFalse();
      assertThat(r.shortfall()).isEqualTo(Shortfall.ATTEMPTS);
      Grader grader = new Grader();
      for (GeneratedPuzzle g : r.puzzles()) {
        assertThat(d.admits(grader.grade(g.puzzle()))).isTrue();
      }
      assertThat(r.rejections().difficulty()).isEqualTo(r.attempts() - r.puzzles().size());
    }
  }

  /** The custom filter sees only puzzles the difficulty already admitted. */
  @Test
  void generate_difficultyAndFilter_filterCalledAfterDifficulty() {
    Grader grader = new Grader();
    List<Grade> seen = new ArrayList<>();
    GeneratorOptions o =
        GeneratorOptions.defaults()
            .withDifficulty(Difficulty.level(Level.MEDIUM))
            .withFilter((p, s) -> seen.add(grader.grade(p)) && seen.size() % 2 == 0);
    GeneratedPuzzle g = Generator.create().generate(5, 0, o).orElseThrow();
    assertThat(seen)
        .hasSizeGreaterThanOrEqualTo(2)
        .allSatisfy(x -> assertThat(x.level()).isEqualTo(Level.MEDIUM));
    assertThat(g.grade().orElseThrow().level()).isEqualTo(Level.MEDIUM);
  }

  /**
   * Symmetric puzzles without {@code minimal} are orbit-minimal (no orbit can be removed), the form
   * publishers use; {@code minimal} keeps its strict meaning (no single clue).
   */
  @Test
  void generate_symmetricNotMinimal_noOrbitRemovable() {
    Generator gen = Generator.create();
    Solver oracle = Solver.reference();
    for (Symmetry s : List.of(Symmetry.ROTATE_180, Symmetry.ROTATE_90, Symmetry.MIRROR)) {
      GeneratorOptions o = GeneratorOptions.defaults().withSymmetry(s);
      for (int i = 0; i < 3; i++) {
        Grid p = gen.generate(31, i, o).orElseThrow().puzzle();
        for (int k = 0; k < s.orbitCount(); k++) {
          Grid q = p;
          for (int cell : s.orbit(k)) {
            q = q.with(cell, 0);
          }
          if (!q.equals(p)) {
            assertThat(oracle.count(q, 2)).as(s + " orbit " + k).isEqualTo(2);
          }
        }
      }
    }
  }
}
