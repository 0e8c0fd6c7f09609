package dev.sudoku.kafka;

import dev.sudoku.canon.Canonicalizer;
import dev.sudoku.core.Grid;
import dev.sudoku.generate.GeneratedPuzzle;
import dev.sudoku.generate.Generator;
import dev.sudoku.grade.Grade;
import dev.sudoku.grade.Grader;
import dev.sudoku.schema.GenerationRequest;
import dev.sudoku.schema.GradeStatus;
import dev.sudoku.schema.Puzzle;
import dev.sudoku.schema.TrustedClasses;
import java.time.Clock;
import java.util.Objects;
import java.util.Optional;

/**
 * The real generator: puzzle {@code index} of a request is {@code Generator.generate(spec.seed,
 * index, spec.options)} (see {@link RequestSpec}), graded by the generator itself, as a complete
 * {@link Puzzle} record.
 *
 * <p>Thread-safe: each worker thread keeps its own {@link Generator} (which holds a solver and a
 * grader) and the {@link RequestSpec} of the last request it served, in {@code ThreadLocal}s.
 * Deterministic in {@code (request, index)} except {@code createdAt}, which comes from the injected
 * clock (a retried chunk has the same puzzles, ids and indices, a later timestamp).
 *
 * <p>Fields: {@code id = requestId + "/" + index}; {@code seed} the request's (given or derived)
 * seed, which with {@code requestIndex} and the generator version reproduces the puzzle; rating
 * fields from the grade ({@code hardestTechnique} and {@code techniqueCounts} as {@link
 * SchemaTechniques} maps them: for {@code LOWER_BOUND} the technique the bound comes from, {@code
 * UNKNOWN} only for a grader technique the schema lacks); {@code canonicalForm} the minlex form of
 * the puzzle by {@link Canonicalizer} ('.' for empty, as spark-jobs writes it); {@code steps} null
 * (not requested); {@code svg} and {@code solutionSvg} the pictures the request's {@code svg} asks
 * for ({@link PuzzlePictures}), null otherwise.
 *
 * <p>When the generator's per-index attempt cap runs out it throws {@link
 * BudgetExhaustedException}: the request stops there with {@code BUDGET_EXHAUSTED}.
 */
final class AvroGenerator implements PuzzleFactory {

  private final Clock clock;
  private final ThreadLocal<Generator> generators = ThreadLocal.withInitial(Generator::create);
  private final ThreadLocal<Cached> last = new ThreadLocal<>();
  private final ThreadLocal<Canon> canon = ThreadLocal.withInitial(Canon::new);

  /** A thread's canonicalizer (not thread-safe) and its buffers. */
  private static final class Canon {
    final Canonicalizer canonicalizer = new Canonicalizer();
    final byte[] cells = new byte[Grid.CELLS];
    final byte[] out = new byte[Grid.CELLS];
  }

  /** The spec of the request a thread served last (compared by identity: one Job, one object). */
  private record Cached(GenerationRequest request, RequestSpec spec) {}

  AvroGenerator(Clock clock) {
    this.clock = Objects.requireNonNull(clock, "clock");
    TrustedClasses.install(); // Avro 1.12.2 refuses to build records of untrusted classes
  }

  @Override
  public Puzzle create(GenerationRequest request, long index) {
    RequestSpec spec = spec(request);
    Optional<GeneratedPuzzle> made = generators.get().generate(spec.seed(), index, spec.options());
    if (made.isEmpty()) {
      throw new BudgetExhaustedException(
          index,
          "no puzzle meeting the request found for"
              + " index "
              + index
              + " within "
              + spec.options().maxAttemptsPerPuzzle()
              + " attempts ("
              + spec.description()
              + "): the request is too strict for"
              + " this generator");
    }
    return toRecord(request, index, made.get(), spec.pictures());
  }

  private RequestSpec spec(GenerationRequest request) {
    Cached c = last.get();
    if (c == null || c.request() != request) {
      c = new Cached(request, RequestSpec.of(request));
      last.set(c);
    }
    return c.spec();
  }

  private Puzzle toRecord(
      GenerationRequest request, long index, GeneratedPuzzle p, PuzzlePictures pictures) {
    Grade g =
        p.grade()
            .orElseThrow(
                () ->
                    new IllegalStateException(
                        "the generator returned an ungraded puzzle although a difficulty was set"));
    return Puzzle.newBuilder()
        .setId(request.getRequestId() + "/" + index)
        .setPuzzle(p.puzzle().toLine())
        .setSolution(p.solution().toLine())
        .setClues(p.clues())
        .setRating(g.er())
        .setEp(g.ep())
        .setEd(g.ed())
        .setGradeStatus(gradeStatus(g))
        .setLevel(dev.sudoku.schema.Level.valueOf(g.level().name()))
        .setHardestTechnique(SchemaTechniques.hardest(g))
        .setTechniqueCounts(SchemaTechniques.counts(g))
        .setSymmetry(dev.sudoku.schema.Symmetry.valueOf(p.symmetry().name()))
        .setMinimal(p.minimal())
        .setCanonicalForm(canonicalForm(p.puzzle()))
        .setSeed(p.seed())
        .setRequestId(request.getRequestId())
        .setRequestIndex(Math.toIntExact(index))
        .setGraderVersion(g.version() == null ? Grader.VERSION : g.version())
        .setGeneratorVersion(Generator.VERSION)
        .setCreatedAt(clock.instant())
        .setSteps(null)
        .setSvg(pictures.puzzleSvg(p.puzzle()))
        .setSolutionSvg(pictures.solutionSvg(p.puzzle(), p.solution()))
        .build();
  }

  private static GradeStatus gradeStatus(Grade g) {
    switch (g.status()) {
      case RATED:
        return GradeStatus.RATED;
      case LOWER_BOUND:
        return GradeStatus.LOWER_BOUND;
      default:
        // The generator only returns unique puzzles, which the grader rates or bounds.
        throw new IllegalStateException("generated puzzle graded " + g.status());
    }
  }

  /** Minlex form of the puzzle in the 81-character format ('.' for empty), as spark-jobs. */
  private String canonicalForm(Grid puzzle) {
    Canon c = canon.get();
    puzzle.copyTo(c.cells);
    c.canonicalizer.canonicalize(c.cells, c.out);
    return Grid.toLine(c.out);
  }
}
