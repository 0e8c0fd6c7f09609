package dev.sudoku.grade;

import dev.sudoku.cli.BenchMain;
import dev.sudoku.core.Grid;
import dev.sudoku.core.Solver;
import dev.sudoku.generate.GeneratedPuzzle;
import dev.sudoku.generate.Generator;
import dev.sudoku.generate.GeneratorOptions;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * CPU time of each chain rung alone, on the positions where the grader asks it: grades the chain
 * set (SE 6.2-9.x of both reference files, as {@code GraderCpuTime chains}) once with recording
 * rules, then runs every rung from aligned pair exclusion up on its own recorded positions, with
 * fresh rule instances, several times (best of the passes, thread CPU time). Each line ends with a
 * hash of every hint found (technique, rating, cells, houses, eliminations, chains) so that two
 * builds can be checked to give the same output rung by rung.
 *
 * <p>In the grader's package, in solver-core's bench source set, because rules and ladders are
 * package-private.
 *
 * <p>With GENERATED &gt; 0 the positions come from grading that many consecutive generator attempts
 * instead (seed of {@code GeneratorBandProfile}, full thinning): the EXTREME generator's workload,
 * mostly EXPERT misses.
 *
 * <p>With a fifth argument {@code ladder} the rungs below the chains are measured too (from the
 * singles up); give a RUNG-NAME-PART then, since only the matching rungs are recorded.
 *
 * <p>Run: {@code solver-core/bench rungs ../shared/data [RUNG-NAME-PART [PASSES [GENERATED
 * [ladder]]]]}, e.g. {@code X_CYCLE 5} (default: all chain rungs, 3 passes, the chain set), {@code
 * "" 3 3000} (3000 generator attempts), {@code HIDDEN 5 3000 ladder}.
 */
@Command(
    name = "solver-core/bench rungs",
    description = {
      "CPU time of each grader rung alone, with a hash of every hint it finds: grades the chain"
          + " set (SE 6.2-9.x of both reference files) or GENERATED generator attempts once with"
          + " recording rules, then times each rung on the positions it was asked about, best of"
          + " PASSES passes in thread CPU time. Two builds with the same hashes give the same"
          + " output rung by rung."
    },
    footer = {
      "Figures: docs/grader.md (Speed; Per-rung speed and output), docs/generator.md. See"
          + " docs/benchmarks.md.",
      "Examples:",
      "  solver-core/bench rungs ../shared/data X_CYCLE 5",
      "  solver-core/bench rungs ../shared/data \"\" 3 3000",
      "  solver-core/bench rungs ../shared/data HIDDEN 5 3000 ladder"
    })
public final class RungCpuTime implements Callable<Integer> {
  /** GeneratorBandProfile's seed. */
  private static final long SEED = 20261123L;

  @Spec CommandSpec spec;

  @Parameters(
      index = "0",
      arity = "0..1",
      paramLabel = "DATA_DIR",
      defaultValue = "../shared/data",
      description =
          "The shared data folder (reads ratings/se-reference-1200.csv and"
              + " ratings/se-reference-hard.csv). Default: ${DEFAULT-VALUE}.")
  String dataDir;

  @Parameters(
      index = "1",
      arity = "0..1",
      paramLabel = "RUNG-NAME-PART",
      defaultValue = "",
      description =
          "Measure only the rungs whose name contains this, e.g. X_CYCLE (\"\" for all)."
              + " Default: every rung.")
  String only;

  @Parameters(
      index = "2",
      arity = "0..1",
      paramLabel = "PASSES",
      defaultValue = "3",
      description =
          "Timed passes per rung (the best is shown), at least 1. Default: ${DEFAULT-VALUE}.")
  int passes;

  @Parameters(
      index = "3",
      arity = "0..1",
      paramLabel = "GENERATED",
      defaultValue = "0",
      description =
          "With more than 0: the positions of that many generator attempts instead of the chain"
              + " set. Default: ${DEFAULT-VALUE}.")
  int generated;

  @Parameters(
      index = "4",
      arity = "0..1",
      paramLabel = "ladder",
      description =
          "The word ladder: measure the rungs below the chains too. Default: chains only.")
  String ladderWord;

  RungCpuTime() {}

  /** Passes every call through and keeps a copy of each position it was asked about. */
  private static final class Recorder implements Rule {
    private final Rule rule;
    private final List<Candidates> seen = new ArrayList<>();

    Recorder(Rule rule) {
      this.rule = rule;
    }

    @Override
    public boolean find(Candidates g, Hint out) {
      Candidates copy = new Candidates();
      copy.copyFrom(g);
      seen.add(copy);
      return rule.find(g, out);
    }
  }

  private static long hash(Hint h, boolean found) {
    if (!found) {
      return 7;
    }
    long x = h.technique.ordinal() * 31L + h.tenths;
    x = x * 131 + h.placeCell * 10L + h.placeDigit;
    for (int i = 0; i < h.elimCount; i++) {
      x = x * 131 + h.elimCell[i] * 10L + h.elimDigit[i];
    }
    for (int i = 0; i < h.chainLen; i++) {
      x = x * 1_000_003 + h.chain[i];
    }
    for (int i = 0; i < h.cellCount; i++) {
      x = x * 97 + h.cells[i];
    }
    for (int i = 0; i < h.houseCount; i++) {
      x = x * 89 + h.houses[i];
    }
    return x;
  }

  public static void main(String[] args) {
    BenchMain.main(new RungCpuTime(), args);
  }

  @Override
  public Integer call() throws IOException {
    if (passes < 1) {
      throw new ParameterException(spec.commandLine(), "PASSES must be at least 1, was " + passes);
    }
    if (generated < 0) {
      throw new ParameterException(
          spec.commandLine(), "GENERATED must be at least 0, was " + generated);
    }
    if (ladderWord != null && !ladderWord.equals("ladder")) {
      throw new ParameterException(
          spec.commandLine(), "the fifth argument can only be 'ladder', was '" + ladderWord + "'");
    }
    boolean ladder = ladderWord != null;
    List<Grid[]> rows = new ArrayList<>();
    Solver solver = Solver.reference();
    // the generator's workload instead: consecutive attempts (full thinning, default options)
    Generator gen = Generator.create();
    for (long index = 0; index < generated; index++) {
      GeneratedPuzzle p = gen.generate(SEED, index, GeneratorOptions.defaults()).orElseThrow();
      rows.add(new Grid[] {p.puzzle(), p.solution()});
    }
    for (String f :
        new String[] {"ratings/se-reference-1200.csv", "ratings/se-reference-hard.csv"}) {
      if (generated > 0) {
        break;
      }
      Path file = Path.of(dataDir, f);
      if (!Files.isReadable(file)) {
        throw new ParameterException(spec.commandLine(), file + ": no such file");
      }
      List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
      for (String line : lines.subList(1, lines.size())) {
        String[] fields = line.split(",", -1);
        double er = Double.parseDouble(fields[2]);
        if (er < 6.2 - 1e-9 || er > 9.95 + 1e-9) {
          continue;
        }
        Grid puzzle = Grid.parse(fields[0]);
        solver.count(puzzle, 1);
        rows.add(new Grid[] {puzzle, solver.solution()});
      }
    }
    Ladder recording = Ladder.full(Deadline.NONE, Grader.Options.DEFAULT_MAX_NESTING);
    int first = ladder ? 0 : Ladder.upTo(Ladder.Rung.BUGS).size();
    Recorder[] recorders = new Recorder[recording.size()];
    for (int i = first; i < recording.size(); i++) {
      if (!recording.floors[i].name().contains(only)) {
        continue;
      }
      recorders[i] = new Recorder(recording.rule(i));
      recording.set(i, recorders[i]);
    }
    Grader grader = new Grader(Solver.fast(), recording);
    for (Grid[] row : rows) {
      grader.grade(row[0], row[1], false);
    }
    ThreadMXBean cpu = ManagementFactory.getThreadMXBean();
    Ladder fresh = Ladder.full(Deadline.NONE, Grader.Options.DEFAULT_MAX_NESTING);
    Hint hint = new Hint();
    System.out.printf(
        Locale.ROOT,
        "%d puzzles%s; per rung: positions, hits, best of %d passes%n",
        rows.size(),
        generated > 0 ? " (generator attempts)" : "",
        passes);
    for (int i = first; i < fresh.size(); i++) {
      String name = fresh.floors[i].name();
      if (recorders[i] == null || recorders[i].seen.isEmpty()) {
        continue;
      }
      List<Candidates> positions = recorders[i].seen;
      if (!name.contains(only)) {
        continue;
      }
      Rule rule = fresh.rule(i); // made here, outside the timed passes
      long best = Long.MAX_VALUE;
      long digest = 0;
      int hits = 0;
      for (int pass = 0; pass < passes; pass++) {
        long t0 = cpu.getCurrentThreadCpuTime();
        long x = 0;
        int found = 0;
        for (Candidates g : positions) {
          boolean f = rule.find(g, hint);
          found += f ? 1 : 0;
          x = x * 31 + hash(hint, f);
        }
        best = Math.min(best, cpu.getCurrentThreadCpuTime() - t0);
        digest = x;
        hits = found;
      }
      System.out.printf(
          Locale.ROOT,
          "%-26s %6d positions %5d hits %8.1f ms %8.1f us/call" + "  hash %016x%n",
          name,
          positions.size(),
          hits,
          best / 1e6,
          best / 1e3 / positions.size(),
          digest);
    }
    return 0;
  }
}
