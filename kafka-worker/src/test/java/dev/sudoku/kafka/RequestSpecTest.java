package dev.sudoku.kafka;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.sudoku.generate.Difficulty;
import dev.sudoku.generate.PuzzleFilter;
import dev.sudoku.schema.GenerationRequest;
import dev.sudoku.schema.Level;
import dev.sudoku.schema.Picture;
import dev.sudoku.schema.Symmetry;
import dev.sudoku.schema.Technique;
import dev.sudoku.schema.Variant;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

class RequestSpecTest {

  @BeforeAll
  static void trustAvroClasses() {
    // Avro 1.12.2 refuses even to build records of classes it does not trust.
    dev.sudoku.schema.TrustedClasses.install();
  }

  private static GenerationRequest.Builder request() {
    return GenerationRequest.newBuilder().setRequestId("r-1").setCount(3);
  }

  @Test
  void of_nothingAsked_anyDifficultyNoSymmetryDefaultBounds() {
    RequestSpec s = RequestSpec.of(request().setSeed(5L).build());
    assertThat(s.seed()).isEqualTo(5L);
    assertThat(s.options().symmetry()).isEqualTo(dev.sudoku.generate.Symmetry.NONE);
    assertThat(s.options().minimal()).isFalse();
    assertThat(s.options().minClues()).isEqualTo(17);
    assertThat(s.options().maxClues()).isEqualTo(81);
    assertThat(s.options().difficulty()).contains(Difficulty.any());
    assertThat(s.options().filter()).isSameAs(PuzzleFilter.ACCEPT_ALL);
  }

  @Test
  void of_symmetryMinimalClues_mapped() {
    RequestSpec s =
        RequestSpec.of(
            request()
                .setSymmetry(Symmetry.MIRROR)
                .setMinimal(true)
                .setMinClues(22)
                .setMaxClues(30)
                .build());
    assertThat(s.options().symmetry()).isEqualTo(dev.sudoku.generate.Symmetry.MIRROR);
    assertThat(s.options().minimal()).isTrue();
    assertThat(s.options().minClues()).isEqualTo(22);
    assertThat(s.options().maxClues()).isEqualTo(30);
    assertThat(s.description()).isEqualTo("difficulty any, symmetry MIRROR, clues 22..30, minimal");
  }

  @Test
  void of_noSeed_derivesSha256PrefixOfTheRequestId() throws Exception {
    byte[] h = MessageDigest.getInstance("SHA-256").digest("r-1".getBytes(StandardCharsets.UTF_8));
    long expected = ByteBuffer.wrap(h).getLong();
    assertThat(RequestSpec.of(request().build()).seed())
        .isEqualTo(expected)
        .isEqualTo(RequestSpec.seedOf("r-1"));
    assertThat(RequestSpec.seedOf("r-2")).isNotEqualTo(expected);
  }

  @Test
  void of_levelOnly_levelDifficulty() {
    assertThat(RequestSpec.of(request().setLevel(Level.HARD).build()).options().difficulty())
        .contains(Difficulty.level(dev.sudoku.grade.Level.HARD));
  }

  @Test
  void of_ratingOnly_openSidesDefaultToZeroAndInfinity() {
    assertThat(RequestSpec.of(request().setMinRating(4.0).build()).options().difficulty())
        .contains(Difficulty.rating(4.0, Double.POSITIVE_INFINITY));
    assertThat(RequestSpec.of(request().setMaxRating(2.3).build()).options().difficulty())
        .contains(Difficulty.rating(0, 2.3));
  }

  @Test
  void of_levelAndRating_intersectionOfBandAndRange() {
    // MEDIUM is 2.4..3.4 (grader bands); with 3.0..5.0 the intersection is 3.0..3.4.
    assertThat(
            RequestSpec.of(
                    request().setLevel(Level.MEDIUM).setMinRating(3.0).setMaxRating(5.0).build())
                .options()
                .difficulty())
        .contains(Difficulty.rating(3.0, 3.4));
    assertThat(
            RequestSpec.of(request().setLevel(Level.EXTREME).setMinRating(8.5).build())
                .options()
                .difficulty())
        .contains(Difficulty.rating(8.5, Double.POSITIVE_INFINITY));
  }

  @Test
  void of_levelAndRatingDisjoint_rejected() {
    assertThatThrownBy(
            () -> RequestSpec.of(request().setLevel(Level.EASY).setMinRating(5.0).build()))
        .isInstanceOf(InvalidRequestException.class)
        .hasMessage("level EASY and rating range 5.0.. do not overlap");
  }

  @Test
  void of_techniquesOnly_firstLeadsOthersFilter() {
    RequestSpec s =
        RequestSpec.of(
            request()
                .setRequiredTechniques(
                    List.of(Technique.X_WING, Technique.NAKED_PAIR, Technique.X_WING))
                .build());
    assertThat(s.options().difficulty())
        .contains(Difficulty.technique(dev.sudoku.grade.Technique.X_WING));
    assertThat(s.options().filter()).isNotSameAs(PuzzleFilter.ACCEPT_ALL);
    assertThat(s.description()).startsWith("difficulty X_WING and techniques [NAKED_PAIR]");
  }

  @Test
  void of_levelAndTechnique_levelLeadsTechniqueFilters() {
    RequestSpec s =
        RequestSpec.of(
            request()
                .setLevel(Level.MEDIUM)
                .setRequiredTechniques(List.of(Technique.POINTING))
                .build());
    assertThat(s.options().difficulty()).contains(Difficulty.level(dev.sudoku.grade.Level.MEDIUM));
    assertThat(s.description()).startsWith("difficulty MEDIUM and techniques [POINTING]");
  }

  @Test
  void of_unknownSymbols_rejectedNamingTheField() {
    assertThatThrownBy(() -> RequestSpec.of(request().setLevel(Level.UNKNOWN).build()))
        .isInstanceOf(InvalidRequestException.class)
        .hasMessageStartingWith("level UNKNOWN");
    assertThatThrownBy(() -> RequestSpec.of(request().setSymmetry(Symmetry.UNKNOWN).build()))
        .isInstanceOf(InvalidRequestException.class)
        .hasMessageStartingWith("symmetry UNKNOWN");
    assertThatThrownBy(
            () ->
                RequestSpec.of(
                    request()
                        .setRequiredTechniques(List.of(Technique.X_WING, Technique.UNKNOWN))
                        .build()))
        .isInstanceOf(InvalidRequestException.class)
        .hasMessageStartingWith("requiredTechniques contains UNKNOWN");
    assertThatThrownBy(() -> RequestSpec.of(request().setVariant(Variant.UNKNOWN).build()))
        .isInstanceOf(InvalidRequestException.class)
        .hasMessage("variant UNKNOWN is not supported (only CLASSIC)");
  }

  @Test
  void of_impossibleClueBounds_generatorOptionsMessage() {
    assertThatThrownBy(() -> RequestSpec.of(request().setMinClues(30).setMaxClues(25).build()))
        .isInstanceOf(InvalidRequestException.class)
        .hasMessage("clue bounds 30..25 must satisfy 0 <= min <= max <= 81");
    assertThatThrownBy(() -> RequestSpec.of(request().setMinClues(10).setMaxClues(16).build()))
        .isInstanceOf(InvalidRequestException.class)
        .hasMessageContaining("no puzzle with fewer than 17 clues has a unique solution");
    assertThatThrownBy(
            () ->
                RequestSpec.of(
                    request()
                        .setSymmetry(Symmetry.ROTATE_90)
                        .setMinClues(22)
                        .setMaxClues(23)
                        .build()))
        .isInstanceOf(InvalidRequestException.class)
        .hasMessage(
            "symmetry ROTATE_90 allows no clue count in 22..23 (its orbits have 1 and 4 cells)");
  }

  @Test
  void of_minCluesAbove80_rejectedAsNotAPuzzle() {
    assertThatThrownBy(() -> RequestSpec.of(request().setMinClues(81).build()))
        .isInstanceOf(InvalidRequestException.class)
        .hasMessage("minClues 81: a puzzle has at most 80 clues");
  }

  @Test
  void of_badRatingRange_generatorMessage() {
    assertThatThrownBy(() -> RequestSpec.of(request().setMinRating(5.0).setMaxRating(4.0).build()))
        .isInstanceOf(InvalidRequestException.class)
        .hasMessage("rating range 5.0..4.0 must satisfy 0 <= min <= max");
    assertThatThrownBy(() -> RequestSpec.of(request().setMinRating(Double.NaN).build()))
        .isInstanceOf(InvalidRequestException.class)
        .hasMessageStartingWith("rating range NaN");
  }

  @Test
  void of_replyTo_leftToTheWorker() {
    // The worker checks the topic (ReplyTopics); the generator's options do not depend on it.
    RequestSpec with = RequestSpec.of(request().setReplyTo("my.replies").setSeed(3L).build());
    RequestSpec without = RequestSpec.of(request().setSeed(3L).build());
    assertThat(with.seed()).isEqualTo(without.seed());
    assertThat(with.description()).isEqualTo(without.description());
    assertThat(with.options().toString()).isEqualTo(without.options().toString());
  }

  @Test
  void of_svg_picksThePicturesAndRejectsUnknown() {
    assertThat(RequestSpec.of(request().build()).pictures()).isEqualTo(PuzzlePictures.NONE);
    assertThat(RequestSpec.of(request().setSvg(List.of(Picture.SOLUTION)).build()).pictures())
        .isEqualTo(new PuzzlePictures(false, true));
    assertThatThrownBy(() -> RequestSpec.of(request().setSvg(List.of(Picture.UNKNOWN)).build()))
        .isInstanceOf(InvalidRequestException.class)
        .hasMessage("svg contains UNKNOWN: a picture this worker does not know");
  }
}
