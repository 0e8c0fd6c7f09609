package dev.sudoku.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.sudoku.grade.Grader;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;

class GraderOptionsTest {
  @Test
  void graders_eachCall_aFreshGraderPerThread() {
    Supplier<Grader> graders = new GraderOptions().graders();
    assertThat(graders.get()).isNotSameAs(graders.get());
  }

  @Test
  void describe_default_namesTheVersionAndTheNestingLevelUsed() {
    // Regression: "grader se121-nesting-2" alone read as nesting level 2 where 1 was used.
    assertThat(new GraderOptions().describe())
        .isEqualTo("grader version " + Grader.VERSION + ", --max-nesting 1");
  }

  @Test
  void describe_withBudget_namesIt() {
    GraderOptions options = new GraderOptions();
    options.maxMillis = 50;
    assertThat(options.describe())
        .isEqualTo("grader version " + Grader.VERSION + ", --max-nesting 1, --max-millis 50");
  }

  @Test
  void graders_negativeBudget_usageError() {
    GraderOptions options = new GraderOptions();
    options.maxMillis = -1;
    assertThatThrownBy(options::graders)
        .isInstanceOf(UsageException.class)
        .hasMessage("--max-millis must be 0 (no limit) or more, was -1");
  }

  @Test
  void graders_nestingAboveImplemented_usageError() {
    GraderOptions options = new GraderOptions();
    options.maxNesting = 6;
    assertThatThrownBy(options::graders)
        .isInstanceOf(UsageException.class)
        .hasMessage("--max-nesting must be 0 to 5 (SE's deepest nesting level), was 6");
  }

  @Test
  void graders_deepestNesting_accepted() {
    GraderOptions options = new GraderOptions();
    options.maxNesting = 5;
    assertThat(options.graders().get()).isNotNull();
    assertThat(options.describe())
        .isEqualTo("grader version " + Grader.VERSION + ", --max-nesting 5");
  }

  @Test
  void describe_withNestingOff_namesIt() {
    GraderOptions options = new GraderOptions();
    options.maxNesting = 0;
    assertThat(options.describe())
        .isEqualTo("grader version " + Grader.VERSION + ", --max-nesting 0");
    assertThat(options.graders().get()).isNotNull();
  }
}
