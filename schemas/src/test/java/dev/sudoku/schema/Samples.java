package dev.sudoku.schema;

import java.time.Instant;
import java.util.List;

/** Hand-written sample records. No test-library imports: loaded in an isolated class loader too. */
final class Samples {

  private Samples() {}

  /** A graded 17-clue puzzle; variant and gradeStatus left to their defaults. */
  static Puzzle puzzle() {
    return Puzzle.newBuilder()
        .setId("req-1/0")
        .setPuzzle(
            "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......")
        .setSolution(
            "417369825632158947958724316825437169791586432346912758289643571573291684164875293")
        .setClues(17)
        .setRating(7.1)
        .setEp(1.2)
        .setEd(1.2)
        .setLevel(Level.EXPERT)
        .setHardestTechnique(Technique.FORCING_CHAIN)
        .setTechniqueCounts(
            List.of(
                new TechniqueCount(Technique.HIDDEN_SINGLE_BOX, 30),
                new TechniqueCount(Technique.FORCING_CHAIN, 2)))
        .setSymmetry(Symmetry.NONE)
        .setMinimal(true)
        .setSeed(42L)
        .setRequestId("req-1")
        .setRequestIndex(0)
        .setGraderVersion("0.1.0")
        .setGeneratorVersion("0.1.0")
        .setCreatedAt(Instant.parse("2026-11-23T08:00:00Z"))
        .build();
  }
}
