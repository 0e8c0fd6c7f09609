package dev.sudoku.bench;

import dev.sudoku.book.BookOptions;
import dev.sudoku.book.BookPuzzle;
import dev.sudoku.book.Booklet;
import dev.sudoku.book.PageSize;
import dev.sudoku.core.Grid;
import dev.sudoku.grade.Grade;
import dev.sudoku.grade.Grader;
import java.io.ByteArrayOutputStream;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.text.PDFTextStripper;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * Time to lay out and save one PDF booklet of 10,000 puzzles (the first 10,000 of the Kaggle
 * sample, graded beforehand), four to an A4 page with the answer key: 2,500 puzzle pages and 625
 * answer pages. The target is under 30 s on one core.
 *
 * <p>PDFBox works on the calling thread, so the thread's CPU clock measures the booklet; the JVM's
 * own threads (garbage collector, JIT) are shown beside it as the process's CPU time, and the wall
 * time too. One unmeasured booklet warms up and is read back with PDFBox: page count and the first
 * answer checked against the solution. The median of the rounds is reported.
 *
 * <p>Run: {@code mvn -B -q -pl benchmarks -am package -DskipTests && java -cp
 * benchmarks/target/benchmarks.jar dev.sudoku.bench.BookletBenchmark ../shared/data [ROUNDS
 * [PUZZLES]]}
 */
@Command(
    name = "BookletBenchmark",
    description = {
      "Time to lay out and save one PDF booklet of the first PUZZLES puzzles of the Kaggle sample"
          + " (graded beforehand), four to an A4 page with the answer key: thread CPU, process"
          + " CPU and wall time, median of ROUNDS rounds after one warm-up booklet that is read"
          + " back and checked. Target: 10,000 puzzles in under 30 s on one core."
    },
    footer = "Figures: docs/print.md (Speed), README.md (Print).")
public final class BookletBenchmark implements Callable<Integer> {
  private static final ThreadMXBean CPU = ManagementFactory.getThreadMXBean();

  @Spec CommandSpec spec;

  @Mixin SharedDataDir data;

  @Parameters(
      index = "1",
      arity = "0..1",
      paramLabel = "ROUNDS",
      defaultValue = "3",
      description = "Timed rounds, at least 1. Default: ${DEFAULT-VALUE}.")
  int rounds;

  @Parameters(
      index = "2",
      arity = "0..1",
      paramLabel = "PUZZLES",
      defaultValue = "10000",
      description = "Puzzles in the booklet, at least 1. Default: ${DEFAULT-VALUE}.")
  int count;

  BookletBenchmark() {}

  public static void main(String[] args) {
    BenchCli.main(new BookletBenchmark(), args);
  }

  @Override
  public Integer call() throws Exception {
    if (rounds < 1 || count < 1) {
      throw BenchCli.usage(
          spec, "ROUNDS and PUZZLES must be at least 1, were " + rounds + " and " + count);
    }
    Grader grader = new Grader();
    List<BookPuzzle> puzzles = new ArrayList<>();
    for (Grid[] g : KaggleSample.read(data.path, count)) {
      Grade grade = grader.grade(g[0], g[1], false);
      puzzles.add(
          new BookPuzzle(
              g[0], g[1], grade.er(), grade.status() == Grade.Status.LOWER_BOUND, grade.level()));
    }
    BookOptions options = BookOptions.defaults(PageSize.A4).withPerPage(4).withTitle("Benchmark");

    ByteArrayOutputStream first = new ByteArrayOutputStream();
    Booklet.Summary summary = Booklet.write(puzzles, options, first);
    check(first.toByteArray(), summary, puzzles.get(0).solution());

    com.sun.management.OperatingSystemMXBean os =
        (com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();
    double[] thread = new double[rounds];
    double[] process = new double[rounds];
    double[] wall = new double[rounds];
    long size = 0;
    for (int r = 0; r < rounds; r++) {
      ByteArrayOutputStream out = new ByteArrayOutputStream(32 << 20);
      long w0 = System.nanoTime();
      long p0 = os.getProcessCpuTime();
      long t0 = CPU.getCurrentThreadCpuTime();
      Booklet.write(puzzles, options, out);
      thread[r] = (CPU.getCurrentThreadCpuTime() - t0) / 1e9;
      process[r] = (os.getProcessCpuTime() - p0) / 1e9;
      wall[r] = (System.nanoTime() - w0) / 1e9;
      size = out.size();
    }
    System.out.printf(
        Locale.ROOT,
        "PDF booklet, %,d puzzles, %d puzzle + %d answer pages, %.1f MB, %d rounds:%n"
            + "  thread CPU %.2f s (median; rounds %s)%n"
            + "  process CPU %.2f s (median; GC and JIT threads included)%n"
            + "  wall %.2f s (median)%n",
        puzzles.size(),
        summary.puzzlePages(),
        summary.answerPages(),
        size / 1e6,
        rounds,
        median(thread),
        SvgRendererBenchmark.range(thread, "%.2f-%.2f"),
        median(process),
        median(wall));
    return 0;
  }

  private static void check(byte[] pdf, Booklet.Summary summary, Grid firstSolution)
      throws Exception {
    try (PDDocument doc = Loader.loadPDF(pdf)) {
      if (doc.getNumberOfPages() != summary.pages()) {
        throw new IllegalStateException(
            doc.getNumberOfPages() + " pages read back, " + summary.pages() + " written");
      }
      PDFTextStripper s = new PDFTextStripper();
      s.setSortByPosition(false);
      s.setStartPage(summary.puzzlePages() + 1);
      s.setEndPage(summary.puzzlePages() + 1);
      String answers = s.getText(doc).replaceAll("\\s", "");
      String first = answers.substring(answers.indexOf("#1") + 2);
      if (!first.startsWith(firstSolution.toLine())) {
        throw new IllegalStateException("answer #1 does not read back as its solution");
      }
    }
  }

  private static double median(double[] v) {
    return SvgRendererBenchmark.median(v);
  }
}
