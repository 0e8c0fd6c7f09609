package dev.sudoku.archive;

/**
 * A puzzle written in the multi-line formats the archive reader reads, for tests here and (through
 * the test jar) the Spark integration tests.
 */
public final class GridTexts {
  private GridTexts() {}

  /** Nine lines of nine cells, as SadMan {@code .sdk} files hold them. */
  public static String plain(String puzzle) {
    StringBuilder b = new StringBuilder();
    for (int r = 0; r < 9; r++) {
      b.append(puzzle, 9 * r, 9 * r + 9).append('\n');
    }
    return b.toString();
  }

  /** Simple Sudoku's {@code .ss} form: {@code *-----------*} frames, {@code |} between boxes. */
  public static String simpleSudoku(String puzzle) {
    StringBuilder ss = new StringBuilder("*-----------*\n");
    for (int r = 0; r < 9; r++) {
      String row = puzzle.substring(9 * r, 9 * r + 9);
      ss.append('|')
          .append(row, 0, 3)
          .append('|')
          .append(row, 3, 6)
          .append('|')
          .append(row, 6, 9)
          .append("|\n");
      if (r == 2 || r == 5) {
        ss.append("|---+---+---|\n");
      }
    }
    return ss.append("*-----------*\n").toString();
  }

  /**
   * A pencilmark grid whose placed digits are the givens of {@code puzzle}: each empty cell gets a
   * group of two to six candidates.
   */
  public static String pencilmarks(String puzzle) {
    StringBuilder pm = new StringBuilder();
    for (int r = 0; r < 9; r++) {
      pm.append("| ");
      for (int c = 0; c < 9; c++) {
        char d = puzzle.charAt(9 * r + c);
        pm.append(d == '.' ? "123456789".substring(0, 2 + c % 5) : String.valueOf(d))
            .append(c == 2 || c == 5 ? " | " : " ");
      }
      pm.append("|\n");
    }
    return pm.toString();
  }
}
