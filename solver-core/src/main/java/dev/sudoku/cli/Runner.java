package dev.sudoku.cli;

import java.util.List;
import java.util.function.Supplier;

/**
 * Runs one per-puzzle command end to end: opens the inputs, applies {@code --index}, drives the
 * ordered {@link Pipeline} with one worker per thread, and ticks the progress bar. A new command
 * ({@code grade}, {@code canon}, {@code dedup}) supplies only its worker and its sink.
 */
final class Runner {
  private Runner() {}

  /**
   * @param task the command name, shown on the progress bar
   * @param workers builds the per-thread worker
   * @param sink formats and counts results, in input order, on the calling thread
   * @return the number of worker threads used (1 for typed input)
   */
  static <R> int run(Io io, String task, InputOptions input, int threads,
      Supplier<? extends Pipeline.Worker<R>> workers, Pipeline.Sink<R> sink) {
    long[] done = {0};
    int used = threads;
    try (PuzzleReader reader = input.open(io);
        Progress progress = new Progress(io, task, PuzzleReader.totalBytes(input.sources()))) {
      // Typed input must be answered line by line, not once a chunk of 256 is full.
      boolean typed = io.interactive() && input.sources().equals(List.of(PuzzleReader.STDIN));
      used = typed ? 1 : threads;
      new Pipeline<R>(used, workers).run(input.entries(reader), new Pipeline.Sink<R>() {
        @Override
        public void accept(Entry entry, R result) {
          sink.accept(entry, result);
          tick(entry);
        }

        @Override
        public void reject(Entry entry, String reason) {
          sink.reject(entry, reason);
          tick(entry);
        }

        private void tick(Entry entry) {
          progress.tick(entry.position());
          // A reader that went away (sudoku solve big.csv | head) must not cost the whole file.
          if ((++done[0] & (OUTPUT_CHECK - 1)) == 0 && io.out().checkError()) {
            throw new OutputClosed();
          }
        }
      });
    } catch (OutputClosed e) {
      io.err().println(task + ": standard output was closed; stopped after " + done[0]
          + " puzzles");
    }
    return used;
  }

  private static final int OUTPUT_CHECK = 4096;

  /** Stops the pipeline when nobody reads the output any more. */
  private static final class OutputClosed extends RuntimeException {
    private static final long serialVersionUID = 1L;

    OutputClosed() {
      super(null, null, false, false);
    }
  }
}
