package dev.sudoku.spark;

import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code sudoku-spark bench}: runs {@link OverheadBench} and prints both figures and ratios. */
@Command(name = "bench", mixinStandardHelpOptions = true,
    description = "Compare the grade job's read-and-analyze stage on Spark with a plain "
        + "single-threaded loop doing the same per-puzzle work (CPU and wall time).")
final class BenchCommand implements Callable<Integer> {
  @Parameters(index = "0", paramLabel = "INPUT", defaultValue = "../shared/data/archives/"
      + "kaggle-1m-sample.csv", description = "local CSV or line file whose puzzles are repeated "
      + "(default: ${DEFAULT-VALUE})")
  Path input;

  @Option(names = "--rows", defaultValue = "200000",
      description = "rows to analyze (default: ${DEFAULT-VALUE})")
  long rows;

  @Option(names = "--warmup", defaultValue = "5000",
      description = "loop rows run before measuring (default: ${DEFAULT-VALUE})")
  long warmup;

  @Option(names = "--spark-runs", defaultValue = "2",
      description = "Spark runs in one session; the last is compared, the first also pays "
          + "Spark's one-time class loading and JIT (default: ${DEFAULT-VALUE})")
  int sparkRuns;

  @Mixin
  SparkMain.SparkOptions spark;

  @Override
  public Integer call() throws Exception {
    if (spark.master == null) {
      spark.master = "local[2]";
    }
    spark.configureLogging();
    OverheadBench.Result r = OverheadBench.run(input, rows, warmup, sparkRuns,
        () -> spark.session("sudoku bench"), System.out);
    System.out.print(OverheadBench.verdict(r));
    System.out.printf("reproduce: spark-jobs/run bench %s --rows %d --master %s%n", input, rows,
        spark.master);
    return 0;
  }
}
