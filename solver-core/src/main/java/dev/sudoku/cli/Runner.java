package dev.sudoku.cli;

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
   */
  static <R> void run(Io io, String task, InputOptions input, int threads,
      Supplier<? extends Pipeline.Worker<R>> workers, Pipeline.Sink<R> sink) {
    try (PuzzleReader reader = input.open(io);
        Progress progress = new Progress(io, task, PuzzleReader.totalBytes(input.sources()),
            reader::bytesRead)) {
      new Pipeline<R>(threads, workers).run(input.entries(reader), new Pipeline.Sink<R>() {
        @Override
        public void accept(Entry entry, R result) {
          sink.accept(entry, result);
          progress.tick();
        }

        @Override
        public void reject(Entry entry, String reason) {
          sink.reject(entry, reason);
          progress.tick();
        }
      });
    }
  }
}
