package dev.sudoku.kafka;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.schema.GenerationRequest;
import dev.sudoku.schema.GenerationSummary;
import dev.sudoku.schema.Puzzle;
import dev.sudoku.schema.StopReason;
import java.time.Clock;
import java.time.Instant;
import java.util.Locale;
import org.junit.jupiter.api.Test;

class RecordTextTest {

  private final RecordText text = new RecordText();
  private final AvroOutput output = new AvroOutput();

  @Test
  void puzzle_publishedValue_showsPuzzleSolutionAndRating() {
    GenerationRequest r = AvroRequests.sample("s", 1, 9);
    Puzzle p = new AvroGenerator(Clock.systemUTC()).create(r, 0);
    assertThat(text.puzzle(output.puzzle(p)))
        .startsWith("s/0  " + p.getClues() + " clues  ROTATE_180")
        .contains("puzzle   " + p.getPuzzle())
        .contains("solution " + p.getSolution())
        .contains(String.format(Locale.ROOT, "ER %.1f", p.getRating()));
  }

  @Test
  void summary_summaryValue_oneLine() {
    GenerationSummary s =
        GenerationSummary.newBuilder()
            .setRequestId("s")
            .setRequested(5)
            .setProduced(5)
            .setReason(StopReason.COMPLETED)
            .setFinishedAt(Instant.EPOCH)
            .build();
    assertThat(text.summary(output.summary(s))).isEqualTo("COMPLETED: 5 of 5 produced");
  }
}
