package dev.sudoku.kafka;

import dev.sudoku.schema.GenerationSummary;
import dev.sudoku.schema.GradeStatus;
import dev.sudoku.schema.Puzzle;
import dev.sudoku.schema.Topics;
import dev.sudoku.schema.TrustedClasses;
import java.util.Locale;
import org.apache.kafka.common.serialization.Deserializer;

/**
 * Published puzzle and summary values as text for a person at a console ({@code kafka-worker/run
 * local} and {@code request}). Not a format to parse: the records are the contract.
 */
final class RecordText {

  private final Deserializer<Puzzle> puzzles;
  private final Deserializer<GenerationSummary> summaries;

  RecordText() {
    TrustedClasses.install(); // Avro 1.12.2 refuses to build records of untrusted classes
    this.puzzles = Topics.PUZZLES.valueSerde().deserializer();
    this.summaries = Topics.SUMMARIES.valueSerde().deserializer();
  }

  /** Three lines: index, clues, symmetry, rating fields; the puzzle; its solution. */
  String puzzle(byte[] value) {
    Puzzle p = puzzles.deserialize(Topics.PUZZLES.name(), value);
    return String.format(
        Locale.ROOT,
        "%s  %d clues  %s%s  ER %.1f EP %.1f ED %.1f %s%s  hardest %s%n  puzzle   %s%n"
            + "  solution %s",
        p.getId(),
        p.getClues(),
        p.getSymmetry(),
        p.getMinimal() ? " minimal" : "",
        p.getRating(),
        p.getEp(),
        p.getEd(),
        p.getLevel(),
        p.getGradeStatus() == GradeStatus.LOWER_BOUND ? " (at least)" : "",
        p.getHardestTechnique(),
        p.getPuzzle(),
        p.getSolution());
  }

  /** One line: reason, produced of requested, message. */
  String summary(byte[] value) {
    GenerationSummary s = summaries.deserialize(Topics.SUMMARIES.name(), value);
    return s.getReason()
        + ": "
        + s.getProduced()
        + " of "
        + s.getRequested()
        + " produced"
        + (s.getMessage() == null ? "" : " (" + s.getMessage() + ")")
        + (s.getCorrelationId() == null ? "" : ", correlationId " + s.getCorrelationId());
  }
}
