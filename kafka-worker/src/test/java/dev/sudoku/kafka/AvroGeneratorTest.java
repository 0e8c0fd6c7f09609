package dev.sudoku.kafka;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.sudoku.canon.Canonicalizer;
import dev.sudoku.canon.Transformation;
import dev.sudoku.core.Grid;
import dev.sudoku.core.Solver;
import dev.sudoku.generate.Generator;
import dev.sudoku.generate.RequestGolden;
import dev.sudoku.grade.Grader;
import dev.sudoku.schema.GenerationRequest;
import dev.sudoku.schema.GradeStatus;
import dev.sudoku.schema.Level;
import dev.sudoku.schema.Picture;
import dev.sudoku.schema.Puzzle;
import dev.sudoku.schema.Symmetry;
import dev.sudoku.schema.Technique;
import dev.sudoku.schema.TechniqueCount;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

class AvroGeneratorTest {

  @BeforeAll
  static void trustAvroClasses() {
    // Avro 1.12.2 refuses even to build records of classes it does not trust.
    dev.sudoku.schema.TrustedClasses.install();
  }

  private static final Instant NOW = Instant.parse("2026-11-23T09:00:00Z");
  private final AvroGenerator generator = new AvroGenerator(Clock.fixed(NOW, ZoneOffset.UTC));

  private static GenerationRequest.Builder request() {
    return GenerationRequest.newBuilder().setRequestId("req").setCount(3);
  }

  @Test
  void create_symmetricRequest_fillsEveryFieldOfAValidPuzzle() {
    GenerationRequest r =
        request()
            .setSymmetry(Symmetry.ROTATE_180)
            .setSeed(7L)
            .setMinClues(24)
            .setMaxClues(36)
            .build();
    Puzzle p = generator.create(r, 2);
    Grid puzzle = Grid.parse(p.getPuzzle());
    Grid solution = Grid.parse(p.getSolution());
    assertThat(p.getId()).isEqualTo("req/2");
    assertThat(p.getRequestId()).isEqualTo("req");
    assertThat(p.getRequestIndex()).isEqualTo(2);
    assertThat(p.getSeed()).isEqualTo(7L);
    assertThat(Solver.reference().count(puzzle, 2)).isEqualTo(1);
    assertThat(solution.isSolved()).isTrue();
    for (int i = 0; i < Grid.CELLS; i++) {
      if (puzzle.get(i) != 0) {
        assertThat(solution.get(i)).isEqualTo(puzzle.get(i));
      }
    }
    assertThat(p.getClues())
        .isEqualTo(81 - p.getPuzzle().chars().filter(c -> c == '.').count())
        .isBetween(24, 36);
    assertThat(p.getSymmetry()).isEqualTo(Symmetry.ROTATE_180);
    assertThat(dev.sudoku.generate.Symmetry.ROTATE_180.isSymmetric(puzzle)).isTrue();
    assertThat(p.getMinimal()).isEqualTo(Generator.create().isMinimal(puzzle));
    assertThat(p.getGeneratorVersion()).isEqualTo(Generator.VERSION);
    assertThat(p.getGraderVersion()).isEqualTo(Grader.VERSION);
    assertThat(p.getCreatedAt()).isEqualTo(NOW);
    assertThat(p.getCanonicalForm()).isEqualTo(new Canonicalizer().canonical(puzzle).toLine());
    assertThat(p.getSteps()).isNull();
    assertThat(p.getSvg()).as("not asked for").isNull();
    assertThat(p.getSolutionSvg()).as("not asked for").isNull();
    // The rating fields are the grader's, as an independent grading shows.
    dev.sudoku.grade.Grade g = new Grader().grade(puzzle);
    assertThat(p.getRating()).isEqualTo(g.er());
    assertThat(p.getEp()).isEqualTo(g.ep());
    assertThat(p.getEd()).isEqualTo(g.ed());
    assertThat(p.getGradeStatus().name()).isEqualTo(g.status().name());
    assertThat(p.getLevel().name()).isEqualTo(g.level().name());
    assertThat(p.getHardestTechnique().name()).isEqualTo(g.hardest().name());
    assertThat(p.getTechniqueCounts()).isNotEmpty();
    int steps = 0;
    for (TechniqueCount c : p.getTechniqueCounts()) {
      assertThat(c.getCount())
          .isEqualTo(g.counts().get(dev.sudoku.grade.Technique.valueOf(c.getTechnique().name())));
      steps += c.getCount();
    }
    assertThat(steps).isPositive();
  }

  @Test
  void create_requestAskingForPictures_drawsThePuzzleAndSolutionItPublishes() {
    GenerationRequest plain = request().setSeed(9L).setLevel(Level.MEDIUM).build();
    GenerationRequest both =
        GenerationRequest.newBuilder(plain)
            .setSvg(List.of(Picture.PUZZLE, Picture.SOLUTION))
            .build();
    Puzzle p = generator.create(both, 1);
    Grid puzzle = Grid.parse(p.getPuzzle());
    PictureAssertions.assertPuzzlePicture(p.getSvg(), puzzle);
    PictureAssertions.assertSolutionPicture(
        p.getSolutionSvg(), puzzle, Grid.parse(p.getSolution()));
    // The pictures change nothing else: the same puzzle as without them.
    Puzzle without = generator.create(plain, 1);
    p.setSvg(null);
    p.setSolutionSvg(null);
    assertThat(p).isEqualTo(without);

    Puzzle solutionOnly =
        generator.create(
            GenerationRequest.newBuilder(plain).setSvg(List.of(Picture.SOLUTION)).build(), 1);
    assertThat(solutionOnly.getSvg()).isNull();
    assertThat(solutionOnly.getSolutionSvg()).startsWith("<svg");
  }

  @Test
  void create_anyPuzzle_canonicalFormIsTheCanonicalizersAndSharedByItsIsomorphs() {
    Puzzle p = generator.create(request().setSeed(11L).build(), 0);
    Grid puzzle = Grid.parse(p.getPuzzle());
    Canonicalizer canonicalizer = new Canonicalizer();
    assertThat(p.getCanonicalForm())
        .hasSize(Grid.CELLS)
        .isEqualTo(canonicalizer.canonical(puzzle).toLine())
        .doesNotContain("0");
    SplittableRandom rnd = new SplittableRandom(5);
    for (int i = 0; i < 5; i++) {
      Grid copy = Transformation.random(rnd).apply(puzzle);
      assertThat(canonicalizer.canonical(copy).toLine()).isEqualTo(p.getCanonicalForm());
    }
    // the same form again after other puzzles went through the thread's canonicalizer
    generator.create(request().setSeed(12L).build(), 0);
    assertThat(generator.create(request().setSeed(11L).build(), 0).getCanonicalForm())
        .isEqualTo(p.getCanonicalForm());
  }

  /**
   * The worker gives the puzzle the library, the {@code sudoku generate} command and the Spark job
   * give for the same request, seed and index.
   */
  @Test
  void create_requestGolden_samePuzzleAtThatIndex() {
    for (RequestGolden g : RequestGolden.load()) {
      GenerationRequest.Builder r =
          request()
              .setCount((int) g.index() + 1)
              .setSeed(g.seed())
              .setSymmetry(Symmetry.valueOf(g.symmetry().name()))
              .setMinimal(g.minimal())
              .setMinClues(g.minClues())
              .setMaxClues(g.maxClues());
      switch (g.difficultyKind()) {
        case "level":
          r.setLevel(Level.valueOf(g.difficultyValue()));
          break;
        case "rating":
          r.setMinRating(g.ratingMin()).setMaxRating(g.ratingMax());
          break;
        case "technique":
          r.setRequiredTechniques(List.of(Technique.valueOf(g.difficultyValue())));
          break;
        default:
          break;
      }
      assertThat(generator.create(r.build(), g.index()).getPuzzle())
          .as(g.line())
          .isEqualTo(g.puzzle());
    }
  }

  @Test
  void create_sameRequestAndIndex_samePuzzle() {
    GenerationRequest r = request().build();
    assertThat(generator.create(r, 1)).isEqualTo(generator.create(request().build(), 1));
    assertThat(generator.create(r, 0).getPuzzle()).isNotEqualTo(generator.create(r, 1).getPuzzle());
  }

  @Test
  void create_noSeed_usesTheSeedDerivedFromTheId() {
    Puzzle p = generator.create(request().build(), 0);
    assertThat(p.getSeed()).isEqualTo(RequestSpec.seedOf("req"));
    assertThat(p.getPuzzle())
        .isEqualTo(
            generator.create(request().setSeed(RequestSpec.seedOf("req")).build(), 0).getPuzzle());
  }

  @Test
  void create_level_puzzleHasThatLevel() {
    Puzzle p = generator.create(request().setLevel(Level.MEDIUM).setSeed(3L).build(), 0);
    assertThat(p.getLevel()).isEqualTo(Level.MEDIUM);
    assertThat(p.getGradeStatus()).isEqualTo(GradeStatus.RATED);
    assertThat(p.getRating()).isBetween(2.4, 3.4);
  }

  @Test
  void create_requiredTechnique_puzzleUsesIt() {
    Puzzle p =
        generator.create(
            request().setSeed(4L).setRequiredTechniques(List.of(Technique.NAKED_PAIR)).build(), 0);
    assertThat(p.getTechniqueCounts()).anyMatch(c -> c.getTechnique() == Technique.NAKED_PAIR);
  }

  @Test
  void create_techniqueThisGraderNeverApplies_throwsBudgetExhaustedForThatIndex() {
    GenerationRequest r =
        request()
            .setSeed(1L)
            .setRequiredTechniques(List.of(Technique.NESTED_FORCING_CHAIN))
            .build();
    assertThatThrownBy(() -> generator.create(r, 5))
        .isInstanceOfSatisfying(
            BudgetExhaustedException.class, e -> assertThat(e.index()).isEqualTo(5))
        .hasMessageContaining("index 5 within 1000 attempts (difficulty NESTED_FORCING_CHAIN");
  }
}
