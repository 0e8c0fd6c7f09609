package dev.sudoku.cli;

/** Output formats of the per-puzzle commands ({@code --format}). */
enum Format {
  /** One line per puzzle: the 81-character answer, or a {@code #} line saying why there is none. */
  line,
  /** A nine-line drawing per puzzle followed by a blank line. */
  grid,
  /** CSV with a header line. */
  csv,
  /** JSON Lines: one JSON object per puzzle. */
  json,
  /**
   * {@code dedup} only: each kept puzzle's record as it stands in the input (a CSV's header once,
   * then its rows; a text input's lines), so the output reads like the input. {@link OutputOptions}
   * refuses it for the other commands.
   */
  rows
}
