package dev.sudoku.kafka;

import static dev.sudoku.kafka.PictureAssertions.assertPuzzlePicture;
import static dev.sudoku.kafka.PictureAssertions.assertSolutionPicture;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.sudoku.core.Grid;
import dev.sudoku.generate.GeneratedPuzzle;
import dev.sudoku.generate.Generator;
import dev.sudoku.generate.GeneratorOptions;
import dev.sudoku.schema.Picture;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

class PuzzlePicturesTest {

  @Test
  void of_names_selectTheirPictures() {
    assertThat(PuzzlePictures.of(List.of())).isSameAs(PuzzlePictures.NONE);
    assertThat(PuzzlePictures.of(List.of(Picture.PUZZLE)))
        .isEqualTo(new PuzzlePictures(true, false));
    assertThat(PuzzlePictures.of(List.of(Picture.SOLUTION)))
        .isEqualTo(new PuzzlePictures(false, true));
    assertThat(PuzzlePictures.of(List.of(Picture.SOLUTION, Picture.PUZZLE, Picture.SOLUTION)))
        .isEqualTo(new PuzzlePictures(true, true));
  }

  @Test
  void of_unknownOrTooMany_isInvalidWithOneLine() {
    assertThatThrownBy(() -> PuzzlePictures.of(List.of(Picture.PUZZLE, Picture.UNKNOWN)))
        .isInstanceOf(InvalidRequestException.class)
        .hasMessage("svg contains UNKNOWN: a picture this worker does not know");
    assertThatThrownBy(() -> PuzzlePictures.of(java.util.Collections.nCopies(4, Picture.PUZZLE)))
        .isInstanceOf(InvalidRequestException.class)
        .hasMessage("svg has 4 entries, more than the 3 pictures there are");
  }

  @Test
  void draw_notAsked_isNull() {
    Grid p = Grid.parse(".".repeat(81));
    assertThat(PuzzlePictures.NONE.puzzleSvg(p)).isNull();
    assertThat(new PuzzlePictures(true, false).solutionSvg(p, p)).isNull();
    assertThat(new PuzzlePictures(false, true).puzzleSvg(p)).isNull();
  }

  @Test
  void draw_generatedPuzzles_showTheirGridsAndStayWithinMaxChars() {
    PuzzlePictures both = new PuzzlePictures(true, true);
    Generator generator = Generator.create();
    GeneratorOptions options = GeneratorOptions.defaults().withClues(17, 80);
    for (long i = 0; i < 20; i++) {
      GeneratedPuzzle made = generator.generate(42, i, options).orElseThrow();
      String puzzle = both.puzzleSvg(made.puzzle());
      String solution = both.solutionSvg(made.puzzle(), made.solution());
      assertPuzzlePicture(puzzle, made.puzzle());
      assertSolutionPicture(solution, made.puzzle(), made.solution());
      assertThat(puzzle.getBytes(StandardCharsets.UTF_8).length)
          .isLessThan(PuzzlePictures.MAX_CHARS);
      assertThat(solution.getBytes(StandardCharsets.UTF_8).length)
          .isEqualTo(PuzzlePictures.MAX_CHARS);
    }
  }

  @Test
  void maxChars_aPuzzleWith80Givens_isStillShorter() {
    Grid full =
        Grid.parse(
            "534678912672195348198342567859761423426853791713924856961537284287419635345286179");
    Grid eighty = full.with(40, 0);
    assertThat(new PuzzlePictures(true, false).puzzleSvg(eighty).length())
        .isLessThan(PuzzlePictures.MAX_CHARS);
    assertThat(PuzzlePictures.MAX_CHARS).isBetween(4_000, 12_000);
  }
}
