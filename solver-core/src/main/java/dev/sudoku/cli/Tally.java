package dev.sudoku.cli;

import java.util.List;

/**
 * The sink of a per-puzzle command that also counts what it printed: {@link Runner#command} runs
 * the input through it and ends the command with its {@link #summary()}.
 *
 * @param <R> what the command's worker computes for one puzzle
 */
interface Tally<R> extends Pipeline.Sink<R> {
  /** Puzzles delivered so far, read and rejected alike. */
  long puzzles();

  /** What the command did, after its name on the summary line: {@code 3 puzzles: 2 solved, ...}. */
  String summary();

  /** Lines printed on stderr after the summary line (tables); none by default. */
  default List<String> details() {
    return List.of();
  }
}
