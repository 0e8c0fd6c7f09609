package dev.sudoku.kafka;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.schema.GenerationRequest;
import dev.sudoku.schema.Puzzle;
import dev.sudoku.schema.Symmetry;
import java.time.Clock;
import org.junit.jupiter.api.Test;

class AvroPluginsTest {

  private final AvroPlugins plugins = new AvroPlugins(Clock.systemUTC());

  @Test
  void sampleRequest_decodesAndValidates() {
    GenerationRequest r = plugins.requests().decode(plugins.sampleRequest("s", 4, 9));
    assertThat(r).isEqualTo(AvroPlugins.sample("s", 4, 9));
    assertThat(r.getSymmetry()).isEqualTo(Symmetry.ROTATE_180);
    assertThat(r.getSeed()).isEqualTo(9L);
    plugins.requests().validate(r);
  }

  @Test
  void describePuzzle_publishedValue_showsPuzzleSolutionAndRating() {
    GenerationRequest r = AvroPlugins.sample("s", 1, 9);
    Puzzle p = plugins.generator().create(r, 0);
    String text = plugins.describePuzzle(plugins.output().puzzle(p));
    assertThat(text)
        .startsWith("s/0  " + p.getClues() + " clues  ROTATE_180")
        .contains("puzzle   " + p.getPuzzle())
        .contains("solution " + p.getSolution())
        .contains(String.format(java.util.Locale.ROOT, "ER %.1f", p.getRating()));
  }

  @Test
  void describeSummary_summaryValue_oneLine() {
    byte[] v =
        plugins
            .output()
            .summary(
                new RequestOutcome(
                    "s",
                    5,
                    5,
                    StopReason.COMPLETED,
                    java.time.Instant.EPOCH,
                    java.time.Instant.EPOCH));
    assertThat(plugins.describeSummary(v)).isEqualTo("COMPLETED: 5 of 5 produced");
  }
}
