package dev.sudoku.cli;

import static dev.sudoku.cli.Puzzles.CONFLICT;
import static dev.sudoku.cli.Puzzles.MULTI;
import static dev.sudoku.cli.Puzzles.NONE;
import static dev.sudoku.cli.Puzzles.P1;
import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class ValidateCommandTest {
  @Test
  void call_everyKind_statusPerLine() {
    CliRun r =
        CliRun.runWithInput(
            P1 + "\n" + MULTI + "\n" + NONE + "\n" + CONFLICT + "\nxyz\n", "validate");
    assertThat(r.outLines())
        .containsExactly(
            "valid-unique",
            "multiple solutions",
            "no solution",
            "invalid: digit 5 appears twice in row 1: r1c1 and r1c2",
            "invalid: expected 81 characters, found 3");
    assertThat(r.errLines())
        .contains(
            "-:4: digit 5 appears twice in row 1: r1c1 and r1c2",
            "-:5: expected 81 characters, found 3");
    assertThat(r.errLines().get(r.errLines().size() - 1))
        .startsWith(
            "validate: 5 puzzles: 1"
                + " valid-unique, 1 with multiple solutions, 1 without solution, 2 invalid");
    assertThat(r.status()).isEqualTo(ExitStatus.FAILED);
  }

  @Test
  void call_allUnique_statusZero() {
    CliRun r = CliRun.run("validate", CliRun.resource("kaggle-3m-rated.csv"));
    assertThat(r.outLines()).containsExactly("valid-unique", "valid-unique");
    assertThat(r.status()).isZero();
  }

  @Test
  void call_csvAndJson_useStatusNames() {
    CliRun csv = CliRun.runWithInput(MULTI + "\n", "validate", "--format", "csv");
    assertThat(csv.outLines())
        .containsExactly(
            "source,line,puzzle,status,reason", "-,1," + MULTI + ",MULTIPLE_SOLUTIONS,");
    CliRun json = CliRun.runWithInput("12\n", "validate", "--format", "json");
    assertThat(json.outLines())
        .containsExactly(
            "{\"source\":\"-\",\"line\":1,\"puzzle\":\"12\","
                + "\"status\":\"INVALID\",\"reason\":\"expected 81 characters, found 2\"}");
  }

  @Test
  void call_drawingInput_validatedAsOnePuzzle() {
    CliRun r = CliRun.run("validate", "--index", "5", CliRun.resource("mixed.txt"));
    assertThat(r.outLines()).containsExactly("valid-unique");
    assertThat(r.status()).isZero();
  }

  @Test
  void call_help_listsStatuses() {
    CliRun r = CliRun.run("validate", "--help");
    assertThat(r.out())
        .contains("valid-unique", "multiple solutions", "no solution", "invalid", "Exit status:");
  }
}
