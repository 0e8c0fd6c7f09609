package dev.sudoku.cli;

/**
 * Test puzzles with known answers, shared by the command tests, the archive tests and (through the
 * test jar) the Spark integration tests.
 */
public final class Puzzles {
  public static final String P1 =
      "..43..2.9..5..9..1.7..6..43..6..2.8719...74...5..83...6.....1.5..35.869..4291.3..";
  public static final String S1 =
      "864371259325849761971265843436192587198657432257483916689734125713528694542916378";
  public static final String P2 =
      ".4.1...5.1.7..396.52...8..........17...9.68..8.3.5.62..9..6.5436...8.7..25..971..";
  public static final String S2 =
      "346179258187523964529648371965832417472916835813754629798261543631485792254397186";
  public static final String S3 =
      "695127384138459672724836915851264739273981546946573821317692458489715263562348197";

  /** Two or more solutions (first line of serg-multi-solution.txt). */
  public static final String MULTI =
      "8.........95.......76.........426798...571243...893165......916....3.487....1.532";

  /** Consistent givens, but r1c9 can hold nothing: 1-8 in its row, 9 in its column. */
  public static final String NONE = "12345678.........9" + ".".repeat(63);

  /** Digit 5 twice in row 1, at r1c1 and r1c2. */
  public static final String CONFLICT =
      "55..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

  private Puzzles() {}
}
