package dev.sudoku.cli;

import java.util.List;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * Runs one per-puzzle command end to end: opens the inputs, applies {@code --index}, drives the
 * ordered {@link Pipeline} with one worker per thread, and ticks the progress bar. A new command
 * ({@code grade}, {@code canon}, {@code dedup}) supplies only its worker and its sink.
 */
final class Runner {
  private Runner() {}

  /**
   * The whole body of a per-puzzle command: reads {@code input} on {@code output.threads()} threads
   * into the tally the command builds on the run's {@link Report}, then prints the summary line
   * (and the tally's details) on stderr.
   *
   * <p>An input without a single puzzle (an empty file, a CSV with only its header) is a failure
   * with its own line: a script checking {@code sudoku validate new.txt} must not pass on an empty
   * or wrong file. So is each such file among several: a bad file ({@link #run}).
   *
   * @param name the command name, first word of the summary and of the progress bar
   * @param tallies builds the command's sink on the report it prints to
   * @return the exit status: {@link ExitStatus#OK} or {@link ExitStatus#FAILED}
   * @throws UsageException for a bad option or input, before any output when it can be
   */
  static <R> int command(
      Io io,
      String name,
      InputOptions input,
      OutputOptions output,
      Supplier<? extends Pipeline.Worker<R>> workers,
      Function<Report, Tally<R>> tallies) {
    int threads = output.threads();
    Report report = new Report(io, name, output.quiet);
    Tally<R> tally = tallies.apply(report);
    int used = run(io, name, input, threads, output.quiet, workers, tally, report);
    report.finish(tally.summary(), tally.puzzles(), used);
    if (io.readerGone()) {
      return report.status();
    }
    if (!output.quiet) {
      tally.details().forEach(io.err()::println);
    }
    if (tally.puzzles() == 0 && !report.stoppedAtBadFile()) {
      report.nothingRead(input.sources());
    }
    return report.status();
  }

  /**
   * {@link #run(Io, String, InputOptions, int, boolean, Supplier, Pipeline.Sink, Report)}, not
   * quiet.
   */
  static <R> int run(
      Io io,
      String task,
      InputOptions input,
      int threads,
      Supplier<? extends Pipeline.Worker<R>> workers,
      Pipeline.Sink<R> sink,
      Report report) {
    return run(io, task, input, threads, false, workers, sink, report);
  }

  /**
   * @param task the command name, shown on the progress bar
   * @param quiet no progress bar and no hint for typed input
   * @param workers builds the per-thread worker
   * @param sink formats and counts results, in input order, on the calling thread
   * @param report names and counts each bad file (one that cannot be read as puzzles, breaks while
   *     read or holds no puzzle), in order, after the records read from it: under {@code
   *     --on-bad-file skip} the run goes on with the next file, under {@code fail} it stops there
   *     (and before any work when a named file is bad from its start)
   * @return the number of worker threads used (1 for typed input)
   */
  static <R> int run(
      Io io,
      String task,
      InputOptions input,
      int threads,
      boolean quiet,
      Supplier<? extends Pipeline.Worker<R>> workers,
      Pipeline.Sink<R> sink,
      Report report) {
    long[] done = {0};
    boolean skip = input.badFile.skip();
    int used = threads;
    input.check();
    Entry bad = input.firstBadFile(io);
    if (bad != null) {
      report.stopAtBadFile(bad.source(), bad.error());
      return used;
    }
    try (PuzzleReader reader = input.open(io);
        Progress progress =
            new Progress(
                quiet ? io.withoutBar() : io, task, PuzzleReader.totalBytes(input.sources()))) {
      // Typed input must be answered line by line, not once a chunk of 256 is full.
      boolean typed = io.interactive() && input.sources().equals(List.of(PuzzleReader.STDIN));
      used = typed ? 1 : threads;
      if (typed && !quiet) {
        // Otherwise "sudoku solve" without a file looks like a hang.
        io.err().println(typedInputHint(task));
      }
      new Pipeline<R>(used, workers)
          .run(
              input.entries(reader),
              new Pipeline.Sink<R>() {
                private String source; // of the last entry processed
                private long ofSource; // entries of that source processed

                @Override
                public void accept(Entry entry, R result) {
                  sink.accept(entry, result);
                  tick(entry);
                }

                @Override
                public void reject(Entry entry, String reason) {
                  if (entry.fault()) {
                    // Not a puzzle: the records before it are out, so say where it broke.
                    report.out.flush();
                    if (skip) {
                      long before = readBefore(entry);
                      source = null;
                      report.skipped(entry.source(), reason, before);
                      return;
                    }
                    report.stopAtBadFile(entry.source(), reason);
                    throw new BadFile();
                  }
                  sink.reject(entry, reason);
                  tick(entry);
                }

                /**
                 * The lines of a bad file read before its fault when records of it were processed
                 * (it broke midway), else 0 (nothing of it is in the output).
                 */
                private long readBefore(Entry fault) {
                  return fault.source().equals(source) && ofSource > 0 ? fault.line() : 0;
                }

                private void tick(Entry entry) {
                  if (!entry.source().equals(source)) {
                    source = entry.source();
                    ofSource = 0;
                  }
                  ofSource++;
                  progress.tick(entry.position());
                  // A reader that went away (sudoku solve big.csv | head) must not cost the whole
                  // file: it is known at the first write that failed; a full disk every so often.
                  if (((++done[0] & (OUTPUT_CHECK - 1)) == 0 && io.out().checkError())
                      || io.readerGone()) {
                    throw new OutputClosed();
                  }
                }
              });
    } catch (OutputClosed e) {
      report.stoppedEarly(done[0]);
    } catch (BadFile e) {
      // reported by the sink, in order
    }
    return used;
  }

  /** What a person who started a command without a file on a terminal is told to do. */
  static String typedInputHint(String task) {
    return task
        + ": reading puzzles from the terminal: type or paste them (81 characters or a"
        + " nine-line drawing each), then Ctrl-D; 'sudoku "
        + task
        + " --help' for files";
  }

  private static final int OUTPUT_CHECK = 4096;

  /** Stops the pipeline at a bad file under {@code --on-bad-file fail}. */
  private static final class BadFile extends RuntimeException {
    private static final long serialVersionUID = 1L;

    BadFile() {
      super(null, null, false, false);
    }
  }

  /** Stops the pipeline when nobody reads the output any more. */
  private static final class OutputClosed extends RuntimeException {
    private static final long serialVersionUID = 1L;

    OutputClosed() {
      super(null, null, false, false);
    }
  }
}
