package dev.sudoku.cli;

import picocli.CommandLine.Option;

/**
 * {@code --on-bad-file}: what a file that cannot be read as puzzles does to the run. One option for
 * every command that reads puzzle files, those of {@link InputOptions} and {@code hint}, so its
 * words and default are the same everywhere.
 */
final class BadFileOption {
  /** What a bad input file does to the run. */
  enum OnBadFile {
    /** Named on stderr and skipped; the other files are processed; exit status 1. */
    skip,
    /** Named on stderr and the run stops there; exit status 1. */
    fail
  }

  @Option(
      names = "--on-bad-file",
      paramLabel = "skip|fail",
      defaultValue = "skip",
      description =
          "A file that cannot be read as puzzles (UTF-16, binary, a CSV header without the puzzle"
              + " column or with ';' or tabs, compressed data that cannot be opened or breaks"
              + " midway, no puzzle at all): skip (default, as spark-jobs/run) names it on"
              + " stderr ('CMD: skipped FILE: REASON', or, when it breaks after puzzles of it"
              + " were processed, 'CMD: stopped reading FILE at line L: REASON; its first N lines"
              + " were read'), processes the other files and exits with 1; fail stops at it with 'CMD: FILE: REASON' and exit status 1, having first"
              + " checked the start of every named file, so a file bad from its start stops the"
              + " run before any output. Exit status 1, not 2: the command line is right, a file"
              + " is not. A missing file or a directory is a usage error (2) either way.")
  OnBadFile onBadFile = OnBadFile.skip;

  /** True under {@code skip}: a bad file is named and the run goes on. */
  boolean skip() {
    return onBadFile == OnBadFile.skip;
  }
}
