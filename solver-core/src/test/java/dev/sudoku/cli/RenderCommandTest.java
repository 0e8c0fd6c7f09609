package dev.sudoku.cli;

import static dev.sudoku.cli.Puzzles.MULTI;
import static dev.sudoku.cli.Puzzles.P1;
import static dev.sudoku.cli.Puzzles.P2;
import static dev.sudoku.cli.Puzzles.S2;
import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.Grid;
import dev.sudoku.render.SvgDocument;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class RenderCommandTest {
  @TempDir Path dir;

  /** The grid drawn by an SVG, all groups together. */
  private static Grid drawn(SvgDocument svg, String group) {
    int[] cells = new int[81];
    for (SvgDocument.Digit d : svg.digits(group)) {
      cells[d.cell()] = d.digit();
    }
    return Grid.of(cells);
  }

  @Test
  void call_onePuzzle_svgOnStandardOutput() {
    CliRun r = CliRun.runWithInput(P1 + " 4.5 HARD\n", "render", "--size", "3in");
    assertThat(r.status()).as(r.err()).isZero();
    SvgDocument svg = SvgDocument.parse(r.out());
    assertThat(drawn(svg, "givens")).isEqualTo(Grid.parse(P1));
    assertThat(svg.root().getAttribute("width")).isEqualTo("3.157in"); // 3 in and 2 mm either side
    assertThat(svg.text("title")).isEqualTo("Sudoku 1, SE 4.5");
    assertThat(r.errLines()).singleElement().asString().startsWith("render: 1 puzzle: 1 picture");
  }

  @Test
  void call_severalPuzzlesWithoutDirectory_usageError() {
    CliRun r = CliRun.runWithInput(P1 + "\n" + P2 + "\n", "render");
    assertThat(r.status()).isEqualTo(ExitStatus.USAGE);
    assertThat(r.out()).isEmpty();
    assertThat(r.errLines())
        .singleElement()
        .asString()
        .contains("more than one puzzle: give -o DIR, or pick one with --index");
  }

  @Test
  void call_indexPicksOne() {
    CliRun r = CliRun.runWithInput(P1 + "\n" + P2 + "\n", "render", "--index", "2");
    assertThat(r.status()).isZero();
    assertThat(drawn(SvgDocument.parse(r.out()), "givens")).isEqualTo(Grid.parse(P2));
  }

  @Test
  void call_directoryAllPictures_oneFileEach() throws IOException {
    Path out = dir.resolve("pics");
    CliRun r =
        CliRun.runWithInput(
            P1 + "\n" + P2 + "\n",
            "render",
            "--draw",
            "puzzle,solution,candidates",
            "-o",
            out.toString());
    assertThat(r.status()).as(r.err()).isZero();
    assertThat(out.resolve("puzzle-000001.svg")).exists();
    assertThat(out.resolve("candidates-000001.svg")).exists();
    SvgDocument solution = SvgDocument.parse(Files.readString(out.resolve("solution-000002.svg")));
    assertThat(drawn(solution, "givens")).isEqualTo(Grid.parse(P2));
    int[] all = new int[81];
    for (SvgDocument.Digit d : solution.digits()) {
      all[d.cell()] = d.digit();
    }
    assertThat(Grid.of(all)).isEqualTo(Grid.parse(S2));
    SvgDocument marks = SvgDocument.parse(Files.readString(out.resolve("candidates-000001.svg")));
    int[] masks = RenderWorker.candidates(Grid.parse(P1));
    int count = 0;
    for (int m : masks) {
      count += Integer.bitCount(m);
    }
    assertThat(marks.digits("candidates")).hasSize(count);
    assertThat(r.err()).contains("render: 2 puzzles: 6 pictures in " + out);
  }

  /** Regression: puzzle-1.svg ... puzzle-1000.svg listed as 1, 10, 100, 1000, 101. */
  @Test
  void fileName_numberPaddedToSixDigitsAndLongerBeyond_sortsInInputOrder() {
    assertThat(RenderCommand.fileName(RenderWorker.Picture.PUZZLE, 1))
        .isEqualTo("puzzle-000001.svg");
    assertThat(RenderCommand.fileName(RenderWorker.Picture.CANDIDATES, 1000))
        .isEqualTo("candidates-001000.svg");
    assertThat(RenderCommand.fileName(RenderWorker.Picture.SOLUTION, 1_234_567))
        .isEqualTo("solution-1234567.svg");
    List<String> names = new ArrayList<>();
    for (long n : new long[] {1, 2, 10, 100, 999_999}) {
      names.add(RenderCommand.fileName(RenderWorker.Picture.PUZZLE, n));
    }
    assertThat(names).isSorted();
  }

  @Test
  void call_solutionOfMultiSolutionPuzzle_reportedStatusOne() {
    CliRun r =
        CliRun.runWithInput(MULTI + "\n", "render", "--draw", "solution", "-o", dir.toString());
    assertThat(r.status()).isEqualTo(ExitStatus.FAILED);
    assertThat(r.errLines().get(0)).isEqualTo("-:1: multiple solutions: no solution picture");
  }

  @Test
  void call_usageErrors_oneLineStatusTwo() {
    String[][] cases = {
      {"render", "--draw", "answer"},
      {"render", "--size", "90"},
      {"render", "--draw", "puzzle,solution"},
      {"render", "--size", "0mm"},
      {"render", "--size", "1px"},
      {"render", "--size", "100000in"},
      {"render", "--size", "60mm", "--margin", "3in"},
    };
    String[] expected = {
      "unknown picture 'answer'",
      "expected a length with its unit",
      "give -o DIR",
      "--size must be from 1in to 40in (25.4mm to 1016mm), was 0mm",
      "sudoku render: --size must be from 1in to 40in (96px to 3840px), was 1px",
      "--size must be from 1in to 40in, was 100000in",
      "--margin must be from 0mm to 60mm (0in to 2.36in), was 3in"
    };
    for (int i = 0; i < cases.length; i++) {
      CliRun r = CliRun.runWithInput(P1 + "\n", cases[i]);
      assertThat(r.status()).as(String.join(" ", cases[i])).isEqualTo(ExitStatus.USAGE);
      assertThat(r.errLines()).singleElement().asString().contains(expected[i]);
    }
  }

  @Test
  void call_pictureFileCannotBeWritten_reasonInWordsNotAClassName() throws IOException {
    // Was: "cannot write d/puzzle-000001.svg: java.nio.file.FileSystemException:
    // d/puzzle-000001.svg: Is a
    // directory"; and for a read-only directory only the path again, no reason.
    Files.createDirectories(dir.resolve("puzzle-000001.svg"));
    CliRun r = CliRun.runWithInput(P1 + "\n", "render", "-o", dir.toString());
    assertThat(r.status()).isEqualTo(ExitStatus.USAGE);
    assertThat(r.errLines())
        .containsExactly(
            "sudoku render: cannot write " + dir.resolve("puzzle-000001.svg") + ": is a directory");
  }

  @Test
  void call_outputDirectoryTheSystemRefuses_reasonInWords() {
    // Regression: "cannot create /proc/x: /proc/x", the path twice and no reason.
    org.junit.jupiter.api.Assumptions.assumeTrue(Files.isDirectory(Path.of("/proc/self")));
    CliRun r = CliRun.runWithInput(P1 + "\n", "render", "-o", "/proc/x");
    assertThat(r.status()).isEqualTo(ExitStatus.USAGE);
    assertThat(r.errLines())
        .containsExactly("sudoku render: cannot create /proc/x: no such file or directory");
  }
}
