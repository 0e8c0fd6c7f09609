package dev.sudoku.kafka;

/**
 * {@link WorkerMain} with the paced cheap generator ({@link TestPuzzles#paced}): the worker JVM of
 * the fault tests, whose transactions stay open about as long as with the real generator while the
 * machine stays free for the brokers.
 */
final class PacedWorkerMain {

  private PacedWorkerMain() {}

  public static void main(String[] args) {
    System.exit(WorkerMain.run(args, clock -> TestPuzzles::paced));
  }
}
