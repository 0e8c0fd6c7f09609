package dev.sudoku.grade;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.Grid;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;

/**
 * Agreement with Sudoku Explainer 1.2.1.3 on the hardest puzzles: {@code se-1213-hardest.tsv} holds
 * puzzles of the forum-hardest files with the ER/EP/ED that SE 1.2.1.3's {@code serate} printed for
 * them (its header says how they were made). Every puzzle SE rated is graded at nesting level 5 and
 * must get SE's three numbers; rows SE did not finish in its time limit are kept in the file but
 * not compared.
 */
class SeHardestAgreementTest {

  /** One puzzle of the list and what SE printed for it. */
  record Row(String source, Grid puzzle, String se) {}

  static List<Row> rows() {
    List<Row> rows = new ArrayList<>();
    try (InputStream in = SeHardestAgreementTest.class.getResourceAsStream("se-1213-hardest.tsv");
        BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
      for (String line = r.readLine(); line != null; line = r.readLine()) {
        if (line.isBlank() || line.startsWith("#")) {
          continue;
        }
        String[] f = line.split("\t", -1);
        rows.add(new Row(f[0] + ":" + f[1], Grid.parse(f[2]), f[3]));
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return rows;
  }

  static String ratingOf(Grade g) {
    return g.isRated()
        ? String.format(Locale.ROOT, "%.1f/%.1f/%.1f", g.er(), g.ep(), g.ed())
        : g.status() + " " + g;
  }

  @Test
  void grade_puzzlesSeRated_equalSeErEpEd() throws InterruptedException, ExecutionException {
    List<Row> rated = rows().stream().filter(r -> !r.se().equals("TIMEOUT")).toList();
    assertThat(rated).hasSizeGreaterThanOrEqualTo(10);
    assertThat(rated)
        .allSatisfy(r -> assertThat(Double.parseDouble(r.se().split("/")[0])).isGreaterThan(9.0));
    Grader.Options options =
        Grader.Options.defaults().withMaxNesting(Grader.Options.MAX_IMPLEMENTED_NESTING);
    ExecutorService pool = Executors.newFixedThreadPool(2);
    try {
      List<Future<String>> ours = new ArrayList<>();
      for (Row r : rated) {
        ours.add(pool.submit(() -> ratingOf(new Grader(options).grade(r.puzzle()))));
      }
      List<String> differences = new ArrayList<>();
      for (int i = 0; i < rated.size(); i++) {
        Row r = rated.get(i);
        String mine = ours.get(i).get();
        if (!mine.equals(r.se())) {
          differences.add(
              r.source() + " " + r.puzzle().toLine() + " SE " + r.se() + " ours " + mine);
        }
      }
      assertThat(differences).isEmpty();
    } finally {
      pool.shutdownNow();
    }
  }
}
