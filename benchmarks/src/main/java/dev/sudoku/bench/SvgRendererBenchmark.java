package dev.sudoku.bench;

import dev.sudoku.core.Grid;
import dev.sudoku.render.SvgRenderer;
import java.io.ByteArrayInputStream;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import javax.xml.parsers.DocumentBuilderFactory;
import org.w3c.dom.NodeList;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * SVG pictures per CPU-second of one thread ({@link SvgRenderer}, default 90 mm options), for
 * puzzles (25-30 givens) and for solutions (81 digits), over the 24,997 puzzles of the Kaggle
 * sample. The target is 20,000 puzzles per CPU-second, so that drawing never slows a feed.
 *
 * <p>Warm-up renders every puzzle and solution once and parses the first 2,000 of each with the
 * JDK's XML parser, checking that each document is well-formed and holds one {@code <text>} per
 * filled cell; the timed rounds then only render. Rounds are timed with the thread's CPU clock (the
 * figure stays meaningful on a loaded machine); the median of the rounds is reported.
 *
 * <p>Run: {@code mvn -B -q -pl benchmarks -am package -DskipTests && java -cp
 * benchmarks/target/benchmarks.jar dev.sudoku.bench.SvgRendererBenchmark ../shared/data [ROUNDS]}
 */
@Command(
    name = "SvgRendererBenchmark",
    description = {
      "SVG pictures per CPU-second of one thread (SvgRenderer, default 90 mm options), for"
          + " puzzles and for solutions, over the 24,997 puzzles of the Kaggle sample; median of"
          + " ROUNDS rounds after a warm-up that renders everything once and checks the first"
          + " 2,000 pictures with an XML parser. Target: 20,000 puzzles per CPU-second."
    },
    footer = "Figures: docs/print.md (Speed), README.md (Print).")
public final class SvgRendererBenchmark implements Callable<Integer> {
  private static final ThreadMXBean CPU = ManagementFactory.getThreadMXBean();

  @Spec CommandSpec spec;

  @Mixin SharedDataDir data;

  @Parameters(
      index = "1",
      arity = "0..1",
      paramLabel = "ROUNDS",
      defaultValue = "7",
      description = "Timed rounds, at least 1. Default: ${DEFAULT-VALUE}.")
  int rounds;

  SvgRendererBenchmark() {}

  public static void main(String[] args) {
    BenchCli.main(new SvgRendererBenchmark(), args);
  }

  @Override
  public Integer call() throws Exception {
    if (rounds < 1) {
      throw BenchCli.usage(spec, "ROUNDS must be at least 1, was " + rounds);
    }
    List<Grid[]> sample = KaggleSample.read(data.path, Integer.MAX_VALUE);
    SvgRenderer renderer = new SvgRenderer();
    long bytes = 0;
    for (int i = 0; i < sample.size(); i++) {
      Grid[] g = sample.get(i);
      String puzzle = renderer.puzzle(g[0], null);
      String solution = renderer.solution(g[0], g[1], null);
      bytes += puzzle.length();
      if (i < 2000) {
        check(puzzle, g[0].clueCount());
        check(solution, 81);
      }
    }
    double[] puzzles = new double[rounds];
    double[] solutions = new double[rounds];
    long sink = 0;
    for (int r = 0; r < rounds; r++) {
      long t0 = CPU.getCurrentThreadCpuTime();
      for (Grid[] g : sample) {
        sink += renderer.puzzle(g[0], null).length();
      }
      long t1 = CPU.getCurrentThreadCpuTime();
      for (Grid[] g : sample) {
        sink += renderer.solution(g[0], g[1], null).length();
      }
      long t2 = CPU.getCurrentThreadCpuTime();
      puzzles[r] = sample.size() / ((t1 - t0) / 1e9);
      solutions[r] = sample.size() / ((t2 - t1) / 1e9);
    }
    System.out.printf(
        Locale.ROOT,
        "SVG, %d puzzles x %d rounds, one thread (checksum %d):%n"
            + "  puzzle pictures    %,9.0f per CPU-second (median; rounds %s)%n"
            + "  solution pictures  %,9.0f per CPU-second (median; rounds %s)%n"
            + "  %.0f bytes per puzzle picture%n",
        sample.size(),
        rounds,
        sink % 1000,
        median(puzzles),
        range(puzzles, "%,.0f-%,.0f"),
        median(solutions),
        range(solutions, "%,.0f-%,.0f"),
        bytes / (double) sample.size());
    return 0;
  }

  /** Fails unless {@code svg} is well-formed XML with {@code digits} text elements. */
  private static void check(String svg, int digits) throws Exception {
    DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
    f.setNamespaceAware(true);
    NodeList texts =
        f.newDocumentBuilder()
            .parse(new ByteArrayInputStream(svg.getBytes(StandardCharsets.UTF_8)))
            .getElementsByTagNameNS("http://www.w3.org/2000/svg", "text");
    if (texts.getLength() != digits) {
      throw new IllegalStateException("expected " + digits + " digits, found " + texts.getLength());
    }
  }

  static double median(double[] v) {
    double[] s = v.clone();
    Arrays.sort(s);
    return s[s.length / 2];
  }

  /** The lowest and highest of {@code v} in {@code format} (two numbers). */
  static String range(double[] v, String format) {
    double[] s = v.clone();
    Arrays.sort(s);
    return String.format(Locale.ROOT, format, s[0], s[s.length - 1]);
  }
}
