package dev.sudoku.cli;

import dev.sudoku.archive.RecordStream;
import dev.sudoku.core.Grid;
import dev.sudoku.core.GridFormatException;
import java.io.PrintStream;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.stream.Collectors;

/**
 * The benchmark harness: units of a {@link Workload} per CPU-second of one thread, the way tdoku's
 * {@code run_benchmark} reports its solvers, one table row per input.
 *
 * <p>Method: the machine and JVM are printed first, then one line saying what is measured and how.
 * Each file's puzzles are read like {@code sudoku solve} reads them (at most {@code --max}, rows
 * kept by {@code --where}; bad lines reported and skipped), shuffled with {@code --seed}, run once
 * as a warm-up in which the workload validates every result (a wrong one stops the benchmark), then
 * timed: a repeat is as many passes over the file as it takes to use {@code --min-seconds} of this
 * thread's CPU time ({@link CpuClock}); the row shows the median repeat. {@code sudoku bench} runs
 * the solver through it; the grader, canonical form and generator workloads in solver-core's bench
 * source set use the same harness.
 */
final class Bench {
  private static final int[] WIDTHS = {32, 8, 12, 10, 11, 15, 18};

  private final Io io;
  private final BenchOptions options;
  private final List<RowFilter> filters;
  private volatile long consumed;

  /**
   * @throws UsageException for a bad number or {@code --where}
   */
  Bench(Io io, BenchOptions options) {
    this.io = io;
    this.options = options;
    this.filters = options.check();
  }

  /**
   * Measures {@code workload} on every file of the options, one row each.
   *
   * @param what what is measured, for the method line
   * @return {@link ExitStatus#OK}, or {@link ExitStatus#FAILED} when a result was wrong, a line was
   *     bad, or a file held nothing to measure or could not be read as puzzles (named, no row)
   * @throws UsageException when a file is missing or a column does not exist
   */
  int files(String what, Workload workload) {
    PuzzleReader.checkReadable(options.files);
    header(what, true, workload);
    int bad = 0;
    for (String file : options.files) {
      if (io.readerGone()) {
        break; // nobody reads the rows any more (bench *.txt | head -3)
      }
      Loaded loaded = load(file);
      bad += loaded.bad;
      if (loaded.badFile) {
        bad++;
        continue;
      }
      if (loaded.puzzles.isEmpty()) {
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
      if (!row(Paths.get(file).getFileName().toString(), loaded, loaded.puzzles.size(), workload)) {
        return ExitStatus.FAILED;
      }
    }
    return written(bad == 0 ? ExitStatus.OK : ExitStatus.FAILED);
  }

  /**
   * Measures a workload that makes its own {@code units} per pass (the generator): one row named
   * {@code name}, no files read.
   *
   * @return {@link ExitStatus#OK}, or {@link ExitStatus#FAILED} when a result was wrong
   */
  int generated(String what, String name, Workload workload, int units) {
    header(what, false, workload);
    return written(row(name, new Loaded(), units, workload) ? ExitStatus.OK : ExitStatus.FAILED);
  }

  /** {@code status}, or a failure (with one line on stderr) when the rows could not be written. */
  private int written(int status) {
    return io.outputLost("bench") ? ExitStatus.FAILED : status;
  }

  private void header(String what, boolean shuffled, Workload workload) {
    PrintStream out = io.out();
    out.println(Machine.describe());
    out.println(Machine.jvm());
    out.println(
        String.format(
            Locale.ROOT,
            "bench: %s, seed %d%s, %d repeat%s of >= %.1f s %s each, median, 1 thread%s",
            what,
            options.seed,
            shuffled ? ", shuffled" : "",
            options.repeat,
            options.repeat == 1 ? "" : "s",
            options.minSeconds,
            CpuClock.isCpuTime() ? "thread CPU time" : "WALL time (no thread CPU clock)",
            filters.isEmpty()
                ? ""
                : ", rows where "
                    + filters.stream()
                        .map(RowFilter::toString)
                        .collect(Collectors.joining(" and "))));
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
  }

  /** Warms up (validating), measures and prints one row; false when validation failed. */
  private boolean row(String name, Loaded loaded, int units, Workload workload) {
    double rate;
    try {
      workload.warmUp(loaded.puzzles, loaded.expected, loaded.where);
      rate = measure(workload, units);
    } catch (Workload.BenchFailure e) {
      io.err().println("bench: FAILED validation: " + e.getMessage());
      return false;
    }
    List<String> cells =
        new ArrayList<>(
            List.of(
                name,
                String.valueOf(units),
                String.format(Locale.ROOT, "%,.0f", rate),
                String.format(Locale.ROOT, "%.2f", rate > 0 ? 1e6 / rate : Double.NaN)));
    cells.addAll(workload.cells());
    io.out().println(row(cells));
    io.out().flush();
    return true;
  }

  /** Units per second of the median repeat; each repeat lasts at least {@code --min-seconds}. */
  private double measure(Workload workload, int units) {
    int repeat = options.repeat;
    double[] rates = new double[repeat];
    long sink = 0;
    long minNanos = (long) (options.minSeconds * 1e9);
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
    boolean badFile;
  }

  /**
   * Reads a file's puzzles (bad lines reported and skipped), then shuffles them with the seed. A
   * file that cannot be read as puzzles, from its start or midway, is named and measured not at
   * all: a row for part of a file would read like a measurement of the file.
   */
  private Loaded load(String file) {
    List<Set<Long>> kept = null;
    Loaded read = new Loaded();
    try (PuzzleReader reader =
        PuzzleReader.reportingBadFiles(
            List.of(file), io.in(), options.column, options.solutionColumn, null)) {
      while (reader.hasNext() && (options.max == null || read.puzzles.size() < options.max)) {
        Entry e = reader.next();
        if (e.fault()) {
          String reason = RecordStream.reason(file, e.error());
          if (InputOptions.namedColumnMissing(reason)) {
            throw new UsageException(e.error()); // the option is wrong, not the file
          }
          io.err().println("bench: skipped " + file + ": " + reason);
          read.badFile = true;
          return read;
        }
        if (kept == null) {
          kept = new ArrayList<>();
          for (RowFilter f : filters) {
            kept.add(f.lines(file, io.in()));
          }
        }
        if (!passes(kept, e.line())) {
          continue;
        }
        try {
          if (e.error() != null) {
            throw new GridFormatException(e.error());
          }
          Grid p = CheckWorker.parse(e.text());
          Grid want = e.expected() == null ? null : Grid.parse(e.expected());
          read.puzzles.add(p);
          read.expected.add(want);
          read.where.add(e.where());
        } catch (GridFormatException ex) {
          io.err().println(e.where() + ": " + e.explain(ex.getMessage()) + " (skipped)");
          read.bad++;
        }
      }
    }
    // Fisher-Yates with the seed: the same order on every machine.
    int[] order = new int[read.puzzles.size()];
    Arrays.setAll(order, i -> i);
    SplittableRandom random = new SplittableRandom(options.seed);
    for (int i = order.length - 1; i > 0; i--) {
      int j = random.nextInt(i + 1);
      int t = order[i];
      order[i] = order[j];
      order[j] = t;
    }
    Loaded loaded = new Loaded();
    loaded.bad = read.bad;
    for (int i : order) {
      loaded.puzzles.add(read.puzzles.get(i));
      loaded.expected.add(read.expected.get(i));
      loaded.where.add(read.where.get(i));
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
