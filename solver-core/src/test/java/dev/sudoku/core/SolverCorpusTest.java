package dev.sudoku.core;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Supplier;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Runs the golden corpus {@code golden.txt} (format in its header) against every solver. A new
 * Solver implementation is added to {@link #SOLVERS} and nowhere else.
 */
class SolverCorpusTest {
  static final Map<String, Supplier<Solver>> SOLVERS =
      Map.of("reference", Solver::reference, "fast", Solver::fast);

  /** One corpus entry: the comment above it, the puzzle, the count, and the solution if unique. */
  record Entry(int line, String comment, Grid puzzle, int count, boolean atLeast, Grid solution) {
    @Override
    public String toString() {
      return "line " + line + " (" + comment + ")";
    }
  }

  static List<Entry> corpus() {
    List<Entry> out = new ArrayList<>();
    try (InputStream in = SolverCorpusTest.class.getResourceAsStream("/golden.txt");
        BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
      String comment = "";
      int n = 0;
      for (String line = r.readLine(); line != null; line = r.readLine()) {
        n++;
        if (line.startsWith("#")) {
          comment = line.substring(1).strip();
          continue;
        }
        if (line.isBlank()) {
          continue;
        }
        String[] f = line.split(":");
        boolean atLeast = f[1].endsWith("+");
        int count = Integer.parseInt(atLeast ? f[1].substring(0, f[1].length() - 1) : f[1]);
        Grid solution = f.length > 2 ? Grid.parse(f[2]) : null;
        out.add(new Entry(n, comment, Grid.parse(f[0]), count, atLeast, solution));
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return out;
  }

  static List<Arguments> cases() {
    List<Arguments> out = new ArrayList<>();
    for (Entry e : corpus()) {
      for (var s : SOLVERS.entrySet()) {
        out.add(Arguments.of(s.getKey(), s.getValue(), e));
      }
    }
    return out;
  }

  @ParameterizedTest(name = "{0}: {2}")
  @MethodSource("cases")
  void count_corpusEntry_matchesGoldenCount(String name, Supplier<Solver> factory, Entry e) {
    Solver solver = factory.get();
    int limit = e.atLeast() ? e.count() : e.count() + 1;

    assertThat(solver.count(e.puzzle(), limit)).isEqualTo(e.count());
    if (e.count() == 0) {
      assertThat(solver.solution()).isNull();
      assertThat(solver.solvedWithoutGuessing()).isFalse();
      return;
    }
    Grid first = solver.solution();
    assertThat(first).isNotNull();
    assertThat(first.isSolved()).isTrue();
    assertThat(first.agreesWith(e.puzzle())).isTrue();
    if (e.solution() != null) {
      assertThat(first).isEqualTo(e.solution());
    }

    byte[] solution = new byte[Grid.CELLS];
    assertThat(solver.count(e.puzzle().toBytes(), limit, solution)).isEqualTo(e.count());
    assertThat(Grid.of(solution)).isEqualTo(first);
  }

  @ParameterizedTest(name = "{0}: {2}")
  @MethodSource("cases")
  void enumerate_corpusEntry_handsOverDistinctValidSolutions(
      String name, Supplier<Solver> factory, Entry e) {
    Solver solver = factory.get();
    long cap = e.atLeast() ? e.count() : e.count() + 1;
    List<Grid> seen = new ArrayList<>();

    assertThat(solver.enumerate(e.puzzle(), cap, seen::add)).isEqualTo(e.count());
    assertThat(seen).hasSize(e.count());
    Set<Grid> distinct = new HashSet<>(seen);
    assertThat(distinct).hasSize(e.count());
    for (Grid g : seen) {
      assertThat(g.isSolved()).isTrue();
      assertThat(g.agreesWith(e.puzzle())).isTrue();
    }
  }
}
