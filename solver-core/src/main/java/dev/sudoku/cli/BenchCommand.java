package dev.sudoku.cli;

import dev.sudoku.core.Grid;
import dev.sudoku.core.GridFormatException;
import dev.sudoku.core.Solver;
import java.io.PrintStream;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code sudoku bench}: puzzles per CPU-second of the solver, one row per file, the way tdoku
 * reports it.
 *
 * <p>Method: each file's puzzles are loaded (at most {@code --max}), shuffled with {@code --seed},
 * run once as a warm-up that validates every result (a wrong solution stops the benchmark), then
 * timed: a repeat is as many passes over the file as it takes to use {@code --min-seconds} of this
 * thread's CPU time; the row shows the median repeat. Everything runs on one thread, timed with
 * {@link CpuClock}. The work itself is a {@link Workload}, so grading and generation modes add a
 * workload, not a harness.
 */
@Command(
    name = "bench",
    header = "Measures the solver, grader, canonical form or generator.",
    description = {
      "Measures the solver on each FILE, one row per file: puzzles per CPU-second,"
          + " microseconds per puzzle, %% solved without guessing, guesses per puzzle, and how"
          + " many puzzles had 1, 2 or more, or 0 solutions (unique/multi/none).",
      "",
      "Method: the machine and JVM are printed first. Each file's puzzles are shuffled with"
          + " --seed, run once as a warm-up that validates every solution (the bench stops with"
          + " exit status 1 on a wrong one), then timed on one thread in thread CPU time: each"
          + " of --repeat repeats makes passes over the file until it has used --min-seconds of"
          + " CPU; the median repeat is reported. Bad lines are reported and skipped.",
      "",
      "Inputs are read like 'sudoku solve' reads them (lines, drawings, CSV; a CSV solution"
          + " column is used to validate). --where keeps the CSV rows whose numeric column"
          + " passes a condition, e.g. --where 'se_er<=5.7'.",
      "",
      "--grade measures the grader instead: grades per CPU-second (validity, uniqueness and"
          + " the SE rating of each puzzle, without recording steps), mean ER of the rated"
          + " puzzles, %% RATED and %% LOWER_BOUND, and how many got no rating (no or several"
          + " solutions). Its warm-up replays every solution path: each placement must be the"
          + " solution's digit, no elimination may remove it, a RATED path must fill the grid.",
      ""
    },
    exitCodeListHeading = "%nExit status:%n",
    exitCodeList = {
      "0:every file was measured and every solution (or grade) validated",
      "1:a solution or grade was wrong, some line was bad (reported and skipped), or a file"
          + " held no puzzle to measure",
      "2:usage error: bad option, unreadable file, unknown column"
    },
    footerHeading = "%nExamples:%n",
    footer = {
      "  sudoku bench ../shared/data/bench/*.txt",
      "  sudoku bench --limit 1 --max 10000 --repeat 5 17-clue.txt",
      "  sudoku bench --grade ../shared/data/archives/kaggle-1m-sample.csv",
      "  sudoku bench --grade --where 'se_er<=5.7' se-reference-1200.csv",
      "  JAVA_OPTS='-XX:+UseParallelGC' sudoku bench --seed 7 magictour-top1465.txt",
      "  sudoku bench --canon 17-clue.txt            # canonical forms per CPU-second",
      "  sudoku bench --generate --minimal           # generated puzzles per CPU-second",
      "  sudoku bench --generate --level HARD --symmetry ROTATE_180"
    })
final class BenchCommand implements Callable<Integer> {
  @Mixin HelpOption help;
  @Mixin GraderOptions grader;

  @Parameters(
      paramLabel = "FILE",
      arity = "0..*",
      description = "Puzzle files to measure (none with --generate).")
  List<String> files = new ArrayList<>();

  @Option(
      names = {"-l", "--limit"},
      paramLabel = "N",
      defaultValue = "2",
      description = "1: solve only; 2: solve and prove uniqueness. Default: ${DEFAULT-VALUE}.")
  int limit;

  @Option(
      names = "--grade",
      description = "Measure the grader (grades per CPU-second) instead of the solver.")
  boolean grade;

  @Option(
      names = "--where",
      paramLabel = "COLUMN<=X",
      description =
          "Only the CSV rows whose numeric COLUMN compares true (<, <=, =, !=, >=, >)"
              + " with X; repeat for several conditions. E.g. --where 'se_er<=5.7'.")
  List<String> where = new ArrayList<>();

  @Option(
      names = "--seed",
      paramLabel = "S",
      defaultValue = "1",
      description = "Seed of the shuffled order. Default: ${DEFAULT-VALUE}.")
  long seed;

  @Option(
      names = "--max",
      paramLabel = "N",
      description = "Use at most the first N puzzles of each file.")
  Integer max;

  @Option(
      names = "--repeat",
      paramLabel = "R",
      defaultValue = "3",
      description = "Timed repeats per file; the median is reported. Default: ${DEFAULT-VALUE}.")
  int repeat;

  @Option(
      names = "--min-seconds",
      paramLabel = "S",
      defaultValue = "1.0",
      description =
          "CPU seconds each repeat lasts at least (whole passes). Default:" + " ${DEFAULT-VALUE}.")
  double minSeconds;

  @Option(names = "--column", paramLabel = "NAME", description = "CSV column holding the puzzle.")
  String column;

  @Option(
      names = "--solution-column",
      paramLabel = "NAME",
      description = "CSV column holding the expected solution.")
  String solutionColumn;

  @Option(
      names = "--canon",
      description =
          "Measure the canonical form (minlex) instead of the solver: forms per"
              + " CPU-second of each FILE's puzzles, each scrambled by a random transformation.")
  boolean canon;

  @Mixin GenerateBenchOptions generate;

  private final Io io;
  private volatile long consumed;

  BenchCommand(Io io) {
    this.io = io;
  }

  @Override
  public Integer call() {
    if (limit != 1 && limit != 2) {
      throw new UsageException("--limit must be 1 or 2, was " + limit);
    }
    if (repeat < 1) {
      throw new UsageException("--repeat must be at least 1, was " + repeat);
    }
    if (max != null && max < 1) {
      throw new UsageException("--max must be at least 1, was " + max);
    }
    if (!(minSeconds >= 0)) {
      throw new UsageException("--min-seconds must be 0 or more, was " + minSeconds);
    }
    if (grade && limit != 2) {
      throw new UsageException("--limit applies to the solver; --grade always proves uniqueness");
    }
    List<RowFilter> filters = new ArrayList<>();
    for (String w : where) {
      filters.add(RowFilter.parse(w));
    }
    generate.check();
    if (generate.enabled == !files.isEmpty()
        || generate.enabled && (canon || grade || !where.isEmpty())) {
      throw new UsageException(
          generate.enabled
              ? "--generate reads no FILE and excludes --canon, --grade and --where"
              : "missing FILE: the puzzle files to measure (or --generate)");
    }
    if (canon && grade) {
      throw new UsageException("--canon and --grade exclude each other");
    }
    PuzzleReader.checkReadable(files);
    PrintStream out = io.out();
    out.println(Machine.describe());
    out.println(Machine.jvm());
    out.println(
        String.format(
            Locale.ROOT,
            "bench: %s, seed %d%s, %d repeat%s of >= %.1f s %s each, median, 1 thread%s",
            what(),
            seed,
            generate.enabled ? "" : ", shuffled",
            repeat,
            repeat == 1 ? "" : "s",
            minSeconds,
            CpuClock.isCpuTime() ? "thread CPU time" : "WALL time (no thread CPU clock)",
            filters.isEmpty()
                ? ""
                : ", rows where "
                    + filters.stream()
                        .map(RowFilter::toString)
                        .collect(Collectors.joining(" and "))));
    Workload workload =
        generate.enabled
            ? generate.workload(seed)
            : canon
                ? new CanonWorkload(seed)
                : grade
                    ? new GradeWorkload(grader.graders().get(), Solver.fast())
                    : new SolveWorkload(Solver.fast(), limit);
    List<String> headers =
        new ArrayList<>(
            List.of(
                "file",
                "puzzles",
                workload.unit() + "/s",
                "µs/" + workload.unit().replaceAll("s$", "")));
    headers.addAll(workload.columns());
    out.println(row(headers));
    out.flush();
    int bad = 0;
    for (String file : generate.enabled ? List.of("generator") : files) {
      Loaded loaded = generate.enabled ? new Loaded() : load(file, filters);
      int units = generate.enabled ? generate.batch : loaded.puzzles.size();
      bad += loaded.bad;
      if (units == 0) {
        // A row of zeros and NaN would read like a measurement.
        io.err()
            .println(
                "bench: "
                    + file
                    + ": no puzzle to measure"
                    + (filters.isEmpty() ? "" : " (no row passes --where)"));
        bad++;
        continue;
      }
      double rate;
      try {
        workload.warmUp(loaded.puzzles, loaded.expected, loaded.where);
        rate = measure(workload, units);
      } catch (Workload.BenchFailure e) {
        io.err().println("bench: FAILED validation: " + e.getMessage());
        return ExitStatus.FAILED;
      }
      List<String> cells =
          new ArrayList<>(
              List.of(
                  Paths.get(file).getFileName().toString(),
                  String.valueOf(units),
                  String.format(Locale.ROOT, "%,.0f", rate),
                  String.format(Locale.ROOT, "%.2f", rate > 0 ? 1e6 / rate : Double.NaN)));
      cells.addAll(workload.cells());
      out.println(row(cells));
      out.flush();
    }
    return bad == 0 ? ExitStatus.OK : ExitStatus.FAILED;
  }

  /** What is measured, for the method line. */
  private String what() {
    return generate.enabled
        ? "generator (" + generate.spec.describe() + ", " + generate.batch + " puzzles per pass)"
        : canon
            ? "canonical form (minlex) of scrambled inputs"
            : grade ? grader.describe() + " grade(puzzle)" : "solver count(limit " + limit + ")";
  }

  /** Units per second of the median repeat; each repeat lasts at least {@code minSeconds}. */
  private double measure(Workload workload, int units) {
    if (units == 0) {
      return 0;
    }
    double[] rates = new double[repeat];
    long sink = 0;
    long minNanos = (long) (minSeconds * 1e9);
    for (int r = 0; r < repeat; r++) {
      long passes = 0;
      long start = CpuClock.now();
      long used;
      do {
        sink += workload.pass();
        passes++;
        used = CpuClock.now() - start;
      } while (used < minNanos);
      rates[r] = passes * (double) units / Math.max(used, 1) * 1e9;
    }
    consumed = sink; // a volatile write: the JIT cannot drop the timed work
    Arrays.sort(rates);
    return repeat % 2 == 1 ? rates[repeat / 2] : (rates[repeat / 2 - 1] + rates[repeat / 2]) / 2;
  }

  private static final class Loaded {
    final List<Grid> puzzles = new ArrayList<>();
    final List<Grid> expected = new ArrayList<>();
    final List<String> where = new ArrayList<>();
    int bad;
  }

  /** Reads a file's puzzles (bad lines reported and skipped), then shuffles them with the seed. */
  private Loaded load(String file, List<RowFilter> filters) {
    List<Set<Long>> kept = new ArrayList<>();
    for (RowFilter f : filters) {
      kept.add(f.lines(file, io.in()));
    }
    Loaded loaded = new Loaded();
    List<Integer> order = new ArrayList<>();
    List<Grid> puzzles = new ArrayList<>();
    List<Grid> expected = new ArrayList<>();
    List<String> where = new ArrayList<>();
    try (PuzzleReader reader = new PuzzleReader(List.of(file), io.in(), column, solutionColumn)) {
      while (reader.hasNext() && (max == null || puzzles.size() < max)) {
        Entry e = reader.next();
        if (!passes(kept, e.line())) {
          continue;
        }
        try {
          if (e.error() != null) {
            throw new GridFormatException(e.error());
          }
          Grid p = CheckWorker.parse(e.text());
          Grid want = e.expected() == null ? null : Grid.parse(e.expected());
          order.add(order.size());
          puzzles.add(p);
          expected.add(want);
          where.add(e.where());
        } catch (GridFormatException ex) {
          io.err().println(e.where() + ": " + e.explain(ex.getMessage()) + " (skipped)");
          loaded.bad++;
        }
      }
    }
    // Fisher-Yates with the seed: the same order on every machine.
    SplittableRandom random = new SplittableRandom(seed);
    for (int i = order.size() - 1; i > 0; i--) {
      int j = random.nextInt(i + 1);
      Integer t = order.get(i);
      order.set(i, order.get(j));
      order.set(j, t);
    }
    for (int i : order) {
      loaded.puzzles.add(puzzles.get(i));
      loaded.expected.add(expected.get(i));
      loaded.where.add(where.get(i));
    }
    return loaded;
  }

  private static boolean passes(List<Set<Long>> kept, long line) {
    for (Set<Long> lines : kept) {
      if (!lines.contains(line)) {
        return false;
      }
    }
    return true;
  }

  private static final int[] WIDTHS = {32, 8, 12, 10, 11, 15, 18};

  private static String row(List<String> cells) {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < cells.size(); i++) {
      int w = i < WIDTHS.length ? WIDTHS[i] : 12;
      String c = cells.get(i);
      if (i == 0) {
        sb.append(String.format(Locale.ROOT, "%-" + w + "s", c));
      } else {
        sb.append(' ').append(String.format(Locale.ROOT, "%" + w + "s", c));
      }
    }
    return sb.toString().stripTrailing();
  }
}
