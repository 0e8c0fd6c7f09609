package dev.sudoku.cli;

import dev.sudoku.archive.RecordStream;
import java.io.BufferedWriter;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Locale;

/**
 * Where a command writes: results to a buffered stdout, one line per problem and a final summary to
 * stderr (not with {@code --quiet}: problems only). Keeps the count of problems that decide the
 * exit status.
 */
final class Report {
  final PrintWriter out;
  private final Io io;
  private final String command;
  private final boolean quiet;
  private final long start = System.nanoTime();
  private long problems;
  private boolean stoppedEarly;
  private long skippedFiles;
  private long filesReadInPart;
  private boolean stoppedAtBadFile;

  Report(Io io, String command) {
    this(io, command, false);
  }

  /**
   * @param quiet no summary line: only problems reach stderr
   */
  Report(Io io, String command, boolean quiet) {
    this.io = io;
    this.command = command;
    this.quiet = quiet;
    this.out =
        new PrintWriter(
            new BufferedWriter(new OutputStreamWriter(io.out(), StandardCharsets.UTF_8), 1 << 16),
            io.interactive());
  }

  /** Reports one bad puzzle as {@code file:line: reason} and counts it as a failure. */
  void problem(Entry entry, String reason) {
    problems++;
    io.err().println(entry.where() + ": " + reason);
  }

  /** Counts a failure that was already reported (or is reported on stdout). */
  void failed() {
    problems++;
  }

  /** Problems reported so far. */
  long problems() {
    return problems;
  }

  /**
   * Says that the run stopped after {@code done} puzzles because standard output failed (a full
   * disk), and counts it as a failure; {@link #finish} then does not say it again as lost output. A
   * reader that went away ({@code sudoku solve big.csv | head}) is told nothing ({@link
   * Io#readerGone}).
   */
  void stoppedEarly(long done) {
    stoppedEarly = true;
    problems++;
    io.stoppedEarly(command, done);
  }

  /**
   * Names a bad input file the run went past, and counts it as a failure and in the summary: one
   * skipped whole ({@code CMD: skipped FILE: REASON}), or, when {@code linesRead} is not 0, one
   * that broke after records of it were processed ({@code CMD: stopped reading FILE at line L:
   * REASON; its first N lines were read}): {@link RecordStream#badInput}, the Spark jobs' words.
   *
   * @param message the fault's message, naming the file
   * @param linesRead the lines read before the break, 0 when nothing of the file was processed
   */
  void skipped(String source, String message, long linesRead) {
    if (linesRead > 0) {
      filesReadInPart++;
    } else {
      skippedFiles++;
    }
    problems++;
    io.err()
        .println(
            command
                + ": "
                + RecordStream.badInput(
                    displayName(source), RecordStream.reason(source, message), linesRead));
  }

  /**
   * Names the bad input file the run stopped at under {@code --on-bad-file fail} ({@code CMD: FILE:
   * REASON}), and counts it as a failure.
   */
  void stopAtBadFile(String source, String message) {
    stoppedAtBadFile = true;
    problems++;
    io.err()
        .println(
            command + ": " + displayName(source) + ": " + RecordStream.reason(source, message));
  }

  /** True when the run stopped at a bad file: what was not read is not reported as missing. */
  boolean stoppedAtBadFile() {
    return stoppedAtBadFile;
  }

  private static String displayName(String source) {
    return source.equals(PuzzleReader.STDIN) ? "standard input" : source;
  }

  /**
   * Flushes the results, then prints {@code command: summary (time)} on stderr unless quiet or
   * nobody reads the results any more ({@link Io#readerGone}). Results that could not be written (a
   * full disk, {@code > /dev/full}) are one more line and a failure: print streams swallow write
   * errors, so without this check the run would end with status 0 and an empty or cut file.
   */
  void finish(String summary, long puzzles, int threads) {
    out.flush();
    if (!stoppedEarly && io.outputLost(command, out)) {
      problems++;
    }
    if (quiet || io.readerGone()) {
      return;
    }
    double seconds = (System.nanoTime() - start) / 1e9;
    io.err()
        .println(
            String.format(
                Locale.ROOT,
                "%s: %s%s (%.1f s, %.0f puzzles/s, %d thread%s)",
                command,
                summary,
                (skippedFiles == 0 ? "" : ", " + plural(skippedFiles, "bad file") + " skipped")
                    + (filesReadInPart == 0
                        ? ""
                        : ", " + plural(filesReadInPart, "bad file") + " read only in part")
                    + (stoppedAtBadFile ? ", stopped at a bad file" : ""),
                seconds,
                puzzles / Math.max(seconds, 1e-9),
                threads,
                threads == 1 ? "" : "s"));
  }

  /**
   * Reports that the inputs held no puzzle at all, and counts it as a failure: each bad file among
   * them was named already, so this line says what the run amounts to.
   */
  void nothingRead(List<String> sources) {
    problems++;
    io.err()
        .println(
            command
                + ": no puzzle in "
                + (sources.equals(List.of(PuzzleReader.STDIN))
                    ? "standard input"
                    : String.join(", ", sources)));
  }

  /** The exit status: failure when any problem was counted. */
  int status() {
    return problems == 0 ? ExitStatus.OK : ExitStatus.FAILED;
  }

  /** {@code n} followed by the noun, plural when needed. */
  static String plural(long n, String noun) {
    return n + " " + noun + (n == 1 ? "" : "s");
  }

  /**
   * A summary's tail for solutions compared with the input's: {@code ", 1 mismatch in 20 compared
   * with the input"}, empty when none were compared.
   */
  static String mismatches(long mismatches, long compared) {
    return compared == 0
        ? ""
        : ", "
            + mismatches
            + (mismatches == 1 ? " mismatch" : " mismatches")
            + " in "
            + compared
            + " compared with the input";
  }

  /** The solve summary's counts: {@code "3 puzzles: 1 solved, 0 without solution, ..."}. */
  static String solveCounts(long puzzles, long solved, long none, long several, long invalid) {
    return plural(puzzles, "puzzle")
        + ": "
        + solved
        + " solved, "
        + none
        + " without solution, "
        + several
        + " with multiple solutions, "
        + invalid
        + " invalid";
  }
}
