package dev.sudoku.spark;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class HardestPuzzlesTest {
  @Test
  void html_noPictures_noSection() {
    assertThat(HardestPuzzles.html(List.of())).isEmpty();
  }

  @Test
  void html_pictures_figureWithEscapedCaption() {
    HardestPuzzles.Picture p =
        new HardestPuzzles.Picture(
            "1".repeat(81), 9.5, true, "EXTREME", "a<b>.txt", 3, "<svg>x</svg>\n");
    String html = HardestPuzzles.html(List.of(p));
    assertThat(html)
        .startsWith("<h2>Hardest puzzles</h2>")
        .contains("<svg>x</svg>")
        .contains("SE \u2265 9.5 EXTREME")
        .contains("a&lt;b&gt;.txt #3");
  }
}
