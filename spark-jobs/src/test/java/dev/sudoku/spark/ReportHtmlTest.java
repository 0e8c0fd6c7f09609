package dev.sudoku.spark;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.StringReader;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.xml.sax.InputSource;

class ReportHtmlTest {
  private static final Pattern SVG = Pattern.compile("<svg.*?</svg>", Pattern.DOTALL);

  @Test
  void html_everySectionOfTheReport() {
    String html = ReportHtml.html(ReportFixture.report());
    assertThat(html)
        .startsWith("<!DOCTYPE html>")
        .contains("<h2 id=\"provenance\">", "<h2 id=\"status\">", "<h2 id=\"ratings\">")
        .contains("<h2 id=\"levels\">", "<h2 id=\"techniques\">", "<h2 id=\"clues\">")
        .contains("<h2 id=\"groups\">Per input file</h2>", "<h2 id=\"comparison\">")
        .contains("<h2 id=\"hardest\">", "<h2 id=\"failures\">")
        .contains("se121-nesting-2, nesting up to level 1, no time limit")
        .contains("2026-11-26T12:00:00Z")
        .contains("<td>Easy</td><td>ER ≤ 2.3</td>")
        .contains("<td>hidden single (box)</td><td class=\"n\">1.2</td>")
        .contains("80.0 %</div><div class=\"l\">exactly equal (4 of 5)")
        .contains("a &lt;b&gt;.csv:9")
        .doesNotContain("<script")
        .doesNotContain("Archive's own solutions");
  }

  @Test
  void html_narrowWindow_chartsShrinkTablesScrollAndNavWraps() {
    // Regression: at 420 px the 900 px ER chart was cut off at 4.0, wide tables and the
    // space-less nav ran off the page.
    String html = ReportHtml.html(ReportFixture.report());
    assertThat(html)
        .contains("svg{max-width:100%;height:auto}")
        .containsPattern("table\\{[^}]*display:block;max-width:100%;overflow-x:auto")
        .containsPattern("nav\\{[^}]*display:flex;flex-wrap:wrap");
    assertThat(SVG.matcher(html).results().map(m -> m.group()))
        .isNotEmpty()
        .allSatisfy(svg -> assertThat(svg).containsPattern("^<svg[^>]* viewBox=\"[-0-9. ]+\""));
  }

  @Test
  void html_phoneWidth_erAndClueChartsDrawnNarrowRatherThanShrunk() {
    // Regression: at 420 px the 900 px ER chart was scaled to less than half, its labels ~5 px.
    String html = ReportHtml.html(ReportFixture.report());
    assertThat(html)
        .contains("@media (max-width:640px){main{padding:1em .7em 2em}.wide{display:none}}")
        .contains("@media (min-width:641px){.narrow{display:none}}");
    assertThat(html.split("<div class=\"narrow\"><svg [^>]*width=\"400\"", -1)).hasSize(3);
    assertThat(html.split("<div class=\"wide\"><svg ", -1)).hasSize(3);
  }

  @Test
  void html_hardestPuzzle_captionNamesTechniqueEpEdAndPuzzleInNineRows() {
    // Regression: the caption gave only "SE 9.1 · Extreme"; the 81 characters wrapped anywhere.
    String html = ReportHtml.html(ReportFixture.report());
    StringBuilder rows = new StringBuilder();
    for (int i = 0; i < 81; i += 9) {
      rows.append(i == 0 ? "" : "&#10;").append(ReportFixture.P1, i, i + 9);
    }
    assertThat(html)
        .contains("needs at least: nested forcing chain<br>EP 9.0 · ED 2.6<br>")
        .contains(">" + rows + "</pre>")
        .contains("pre.puzzle{word-break:normal");
  }

  @Test
  void html_failureTables_puzzleCellsOnTheRowsBaselineAndWrappingOnlyWhereNeeded() {
    // Regression: the smaller monospace puzzle sat above the row's baseline (cells top-aligned),
    // and broke anywhere, "1" alone on a line before "1.....", at 420 px.
    String html = ReportHtml.html(ReportFixture.report());
    assertThat(html)
        .contains("table.samples td{vertical-align:baseline}")
        .contains(".puzzle{overflow-wrap:anywhere;")
        .doesNotContain("word-break:break-all")
        .contains("<table class=\"samples\">\n<tr><th>where</th><th>detail</th><th>puzzle</th>")
        .contains("<table class=\"samples\">\n<tr><th>where</th><th class=\"n\">ours</th>");
  }

  @Test
  void html_dedupBreakdown_keptAndDuplicatesDroppedPerFile() {
    GradeReport r = ReportFixture.report();
    GradeReport.Breakdown files =
        ReportQueries.withDropped(
            r.breakdown(), Map.of(r.breakdown().shown().get(0).name(), 9L, "file:/d/zz.txt", 4L));
    String html = ReportHtml.html(ReportFixture.withBreakdown(r, files));

    assertThat(html)
        .contains("<th class=\"n\">kept</th><th class=\"n\" title=")
        .contains(">duplicates dropped</th>")
        .contains("<code>zz.txt</code></td><td class=\"n\">0</td><td class=\"n\">4</td>");
  }

  @Test
  void html_noDedup_noDuplicatesColumn() {
    String html = ReportHtml.html(ReportFixture.report());
    assertThat(html).contains("<th class=\"n\">rows</th><th class=\"n\">unique</th>");
    assertThat(html).doesNotContain("duplicates dropped");
  }

  @Test
  void html_epEdCharts_axisTitlesSayWhatIsRatedAndTheBarWidth() {
    // Regression: the axis titles were just "EP" and "ED".
    String html = ReportHtml.html(ReportFixture.report());
    assertThat(html)
        .contains(">EP (up to the first placed digit), 0.1 a bar<")
        .contains(">ED (the first step), 0.1 a bar<");
  }

  @Test
  void html_badFiles_noteCoversFilesWithoutPuzzle() {
    // Regression: a file named without a puzzle was listed under "could not be read", said to
    // have an INVALID row it does not have.
    String html = ReportHtml.html(ReportFixture.report());
    assertThat(html)
        .contains("<h2 id=\"badfiles\">Bad input files</h2>")
        .contains("A file named on the command line that holds no puzzle")
        .doesNotContain("Input files that could not be read");
  }

  @Test
  void html_clues_saysOnlyUniqueRowsAreCounted() {
    String html = ReportHtml.html(ReportFixture.report());
    assertThat(html).contains("Puzzles with one solution (status UNIQUE) only");
  }

  @Test
  void html_breakdownAndComparison_stateTheMedianConvention() {
    // Regression: a bin of two rows showed median 7.3 beside mean 8.10 with no word on which
    // median.
    String html = ReportHtml.html(ReportFixture.binned(4, 0.5, 0.91, "[0.0, 0.5)"));
    assertThat(html.split("the lower middle value for an even count", -1)).hasSize(3);
  }

  @Test
  void html_timings_saysInputRecordsCountHeaderAndBlankLines() {
    // Regression: a 400-row CSV showed "input records read 401" beside "400 rows", unexplained.
    String html = ReportHtml.html(ReportFixture.report());
    assertThat(html)
        .contains("input records read (lines incl. headers, comments, blanks; Parquet rows)");
  }

  @Test
  void html_breakdown_showsRowsRatedOnlyAtLeast() {
    // Regression: a file of 40 rows, 1 rated and 39 LOWER_BOUND, showed "rated 1" and nothing else.
    String html = ReportHtml.html(ReportFixture.report());
    assertThat(html)
        .contains("<th class=\"n\">rated</th><th class=\"n\" title=\"rated only 'at least'")
        .contains("<td class=\"n\">6</td><td class=\"n\">1</td><td class=\"n\">1.75</td>");
  }

  @Test
  void html_levels_ofWhichAtLeastColumn() {
    String html = ReportHtml.html(ReportFixture.report());
    assertThat(html)
        .contains("<th class=\"n\" title=\"of these rows, those rated only 'at least'")
        .contains("<td>Extreme</td><td>ER ≥ 8.0</td><td class=\"n\">1</td><td class=\"n\">1</td>")
        .contains("<td>Easy</td><td>ER ≤ 2.3</td><td class=\"n\">5</td><td class=\"n\"></td>");
  }

  @Test
  void html_inputTextIsEscapedOutsideTheCharts() {
    String html = ReportHtml.html(ReportFixture.report());
    assertThat(html)
        .contains("<code>sudoku-spark grade a &lt;b&gt;.csv --out o</code>")
        .contains("bad &lt;char&gt;")
        .doesNotContain("a <b>.csv")
        .doesNotContain("bad <char>");
  }

  @Test
  void html_failureSample_namesItsLineOnce() {
    // Regression: "a <b>.csv:3 | line 3: bad <char>" said the line twice.
    assertThat(ReportHtml.html(ReportFixture.report()))
        .contains("bad &lt;char&gt;")
        .doesNotContain("line 3: bad");
  }

  @Test
  void html_everyChartAndPictureIsWellFormedSvg() throws Exception {
    String html = ReportHtml.html(ReportFixture.report());
    Matcher m = SVG.matcher(html);
    int charts = 0;
    while (m.find()) {
      DocumentBuilderFactory.newInstance()
          .newDocumentBuilder()
          .parse(new InputSource(new StringReader(m.group())));
      charts++;
    }
    // ER and clues (each wide and narrow), EP, ED, one hardest puzzle
    assertThat(charts).isEqualTo(7);
  }

  @Test
  void html_binnedComparison_tableOfTheirBinsWithCorrelation() {
    String html = ReportHtml.html(ReportFixture.binned(4, 0.5, 0.91, "[0.0, 0.5)"));
    assertThat(html)
        .contains("bins 0.5 wide")
        .contains("Pearson's correlation with our ER: <b>0.910</b>")
        .contains("<code>[0.0, 0.5)</code>")
        .doesNotContain("exactly equal");
  }

  @Test
  void html_noComparison_noSection() {
    assertThat(ReportHtml.html(ReportFixture.report(null)))
        .doesNotContain("id=\"comparison\"")
        .doesNotContain("Comparison</a>");
  }

  @Test
  void html_badFiles_listedWithTheirFault() {
    assertThat(ReportHtml.html(ReportFixture.report()))
        .contains("Bad input files")
        .contains(
            "<code>stopped reading b.gz at line 7: gzip data ends early after line 6 (truncated"
                + " file?); its first 6 lines were read</code>");
  }

  @Test
  void html_noInputFiles_noInputTable() {
    // Was: the generate report showed an empty "input kind size columns" table.
    GradeReport r = ReportFixture.report();
    GradeReport.Provenance p = r.provenance();
    GradeReport generated =
        new GradeReport(
            new GradeReport.Provenance(
                "generate",
                List.of(),
                p.graderVersion(),
                p.graderVersionsInData(),
                p.maxNesting(),
                p.maxMillis(),
                p.options(),
                List.of(),
                p.output(),
                p.format(),
                p.started(),
                p.finished(),
                p.spark(),
                p.master(),
                p.cores()),
            r.rows(),
            r.byStatus(),
            r.ratings(),
            r.levels(),
            r.techniques(),
            r.clues(),
            r.archiveSolution(),
            r.duplicates(),
            r.breakdown(),
            r.comparison(),
            r.hardest(),
            r.failures(),
            r.badFiles(),
            r.throughput());

    assertThat(ReportHtml.html(generated)).doesNotContain("<th>input</th>");
    assertThat(ReportHtml.html(r)).contains("<th>input</th>");
  }
}
