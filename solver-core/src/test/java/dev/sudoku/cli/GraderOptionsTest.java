package dev.sudoku.cli;

import static org.assertj.core.api.Assertions.assertThat;

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
  void describe_namesTheGraderVersion() {
    assertThat(new GraderOptions().describe()).isEqualTo("grader " + Grader.VERSION);
  }
}
