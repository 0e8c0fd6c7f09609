package dev.sudoku.cli;

/** What a puzzle is, once read and checked for uniqueness (the archive row status vocabulary). */
enum PuzzleStatus {
  UNIQUE("valid-unique"),
  MULTIPLE_SOLUTIONS("multiple solutions"),
  NO_SOLUTION("no solution"),
  INVALID("invalid");

  private final String words;

  PuzzleStatus(String words) {
    this.words = words;
  }

  /** How the line format says it, e.g. {@code multiple solutions}. */
  String words() {
    return words;
  }

  /** The status of a puzzle with {@code min(#solutions, 2)} solutions. */
  static PuzzleStatus ofCount(int upToTwo) {
    return upToTwo == 0 ? NO_SOLUTION : upToTwo == 1 ? UNIQUE : MULTIPLE_SOLUTIONS;
  }
}
