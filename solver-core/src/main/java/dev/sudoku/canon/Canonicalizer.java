package dev.sudoku.canon;

import dev.sudoku.core.Grid;
import java.util.Arrays;

/**
 * The minlex canonical form of a Sudoku puzzle or solution grid: two grids are equivalent (one is a
 * transformation of the other) exactly when their canonical forms are equal.
 *
 * <h2>Definition ("minlex", the community convention)</h2>
 *
 * Write a grid as its 81-character row-major string with an empty cell as {@code 0}. Over all
 * 3,359,232 arrangements (optional transposition, then band, row-in-band, stack and column-in-stack
 * permutations) and all 9! relabellings of the digits, the canonical form is the lexicographically
 * smallest string. For a fixed arrangement the best relabelling numbers the digits in order of
 * first appearance in reading order (the first given becomes 1, the next new digit 2, ...), so the
 * canonical form has the most leading empty cells possible, and a complete grid starts with {@code
 * 123456789}. This is the "minlex" form of the Sudoku forum's tools; the published list of all
 * known 17-clue puzzles uses it, though about 3% of its lines are not the smallest string (see
 * {@code docs/canonical.md}).
 *
 * <h2>Algorithm</h2>
 *
 * Breadth-first over output rows 0..8, keeping only the partial arrangements ("states") tied for
 * the smallest prefix: for row {@code k} every state tries every input row its band structure
 * allows, the smallest row string wins and only the states that produce it survive. No work is
 * spent below a prefix that is not minimal, whatever the input order.
 *
 * <p>Columns are placed lazily. A state holds, for each output position, either a placed column or
 * membership of a block: a run of positions whose columns are known as a set but not yet ordered.
 * Rows before the first non-empty row F are all zeros and fix nothing. F orders the stacks by its
 * number of givens (fewest first) and splits each stack into a block of its empty cells followed by
 * a block of its givens; the digits of F get labels 1..n by position, so a digit of F is "pending"
 * until its column is placed. A later row is read position by position: the columns of the block at
 * that position compete and the smallest value wins (empty 0; a known label; a pending digit, whose
 * column is then placed at the first free position of its own block, the smallest label it can get;
 * a new digit, the next label); ties branch into separate states, except that empty cells stay
 * together as one block. When F is complete (a solution grid) even the stack order stays open: the
 * next row's first column picks the stack of each slot in turn, and a pending digit whose stack has
 * no slot yet opens the next free slot. Identical rows of a band, empty bands and stacks, and a
 * grid equal to its transpose are automorphisms: only one of each is tried, which keeps the empty
 * grid and very sparse puzzles cheap.
 *
 * <p>Sources: the minlex convention of the Sudoku forum's tools (Dobrichev's sudoku-minlexing-tool,
 * whose pattern minlexer also orders a line's stacks by filled cells); the breadth-first tie sets,
 * lazy column blocks and pending labels are our own formulation, checked against an exhaustive
 * search in the tests.
 *
 * <pre>
 * state, STRIDE bytes:
 *   0 t   1 fixed   2 next label   3 band   4-5 used rows   6 used bands   7-8 block starts
 *   9-17 input row of each output row   18-26 column at each position   27-36 label of digit
 *   37-38 positions holding a given of F   39 input row of F   40 slots with a stack (bits)
 *   41-49 position of each column (inverse of 18-26)
 * block starts: bit j set = a block starts at position j (0, 3 and 6 always do); a block of
 * one position is a placed column.
 * </pre>
 *
 * <p>One instance per thread: it keeps its work arrays between calls and is not thread-safe. The
 * hot path {@link #canonicalize(byte[], byte[])} does not allocate once its state buffers have
 * grown to the largest tie set seen.
 *
 * <p>Why one file of over 500 lines: every method reads and writes the packed state layout above
 * through the same offsets and the same work arrays; split into classes, each would need the layout
 * and the buffers passed along or shared, which is the coupling one class states openly.
 */
public final class Canonicalizer {
  private static final byte[][] S3 = LinePermutations.S3;

  private static final int T = 0;
  private static final int FIXED = 1;
  private static final int NEXT = 2;
  private static final int BAND = 3;
  private static final int USED_ROWS = 4;
  private static final int USED_BANDS = 6;
  private static final int BLOCKS = 7;
  private static final int ROW_AT = 9;
  private static final int COLUMN = 18;
  private static final int LABEL = 27;
  private static final int GIVENS_OF_F = 37;
  private static final int F_ROW = 39;
  private static final int ASSIGNED = 40;
  private static final int POSITION = 41;
  private static final int STRIDE = 52;
  private static final int SLOT_STARTS = 1 | 1 << 3 | 1 << 6;

  /** The input as read ([0]) and transposed ([1]). */
  private final byte[][] grid = new byte[2][Grid.CELLS];

  private final int[][] rowMask = new int[2][9];

  /** columnOf[t][r * 10 + d]: the column of digit d in row r, -1 if absent. */
  private final byte[][] columnOf = new byte[2][90];

  /** Rows r' &lt; r of the same band with the same cells as r: swapping them is an automorphism. */
  private final int[][] sameRowBefore = new int[2][9];

  private final int[] emptyBands = new int[2];
  private final int[] emptyStacks = new int[2];

  private byte[] current = new byte[64 * STRIDE];
  private byte[] following = new byte[64 * STRIDE];
  private int currentCount;
  private int followingCount;

  private final byte[] best = new byte[Grid.CELLS];
  private boolean rowSet;
  private boolean found;

  // Scratch for reading one row: one state per branching depth, values read so far.
  private final byte[][] scratch = new byte[12][STRIDE];
  private final byte[][] blockValues = new byte[12][9];
  private final byte[] rowValues = new byte[9];
  private final byte[] scratchColumns = new byte[9];
  private final byte[] labels = new byte[10];
  private int readRow;
  private int readLevel;
  private int readBand;

  /**
   * The canonical form of {@code grid} (puzzle or complete grid).
   *
   * @throws IllegalArgumentException as {@link #canonicalize}
   */
  public Grid canonical(Grid grid) {
    byte[] out = new byte[Grid.CELLS];
    canonicalize(grid.toBytes(), out);
    return Grid.of(out);
  }

  /**
   * The transformation that maps {@code grid} to its canonical form: {@code
   * toCanonical(g).apply(g).equals(canonical(g))}. Apply it to the puzzle's solution to carry the
   * solution along. Digits absent from {@code grid} are mapped to the unused labels in ascending
   * order.
   *
   * @throws IllegalArgumentException as {@link #canonicalize}
   */
  public Transformation toCanonical(Grid grid) {
    canonicalize(grid.toBytes(), new byte[Grid.CELLS]);
    return lastTransformation();
  }

  /**
   * Writes the canonical form of {@code cells[0..80]} to {@code out[0..80]}. Cells must be 0
   * (empty) or 1..9, which is not checked.
   *
   * @throws IllegalArgumentException if {@code cells} is not 81 long or {@code out} is shorter, or
   *     a row or a column holds a digit twice (the search relies on digits being distinct in every
   *     line; a repeat in a box alone is accepted)
   */
  public void canonicalize(byte[] cells, byte[] out) {
    if (cells.length != Grid.CELLS || out.length < Grid.CELLS) {
      throw new IllegalArgumentException(
          "expected 81 cells in and room for 81 out, found " + cells.length + " and " + out.length);
    }
    found = false;
    boolean symmetric = load(cells);
    currentCount = 0;
    for (int t = 0; t < 2; t++) {
      analyse(t);
      if (t == 1 && symmetric) {
        break; // the transposed search would repeat the first one
      }
      int s = currentCount++ * STRIDE;
      Arrays.fill(current, s, s + STRIDE, (byte) 0);
      current[s + T] = (byte) t;
      current[s + F_ROW] = -1;
      for (int j = 0; j < 9; j++) {
        current[s + COLUMN + j] = (byte) j;
        current[s + POSITION + j] = (byte) j;
      }
    }
    for (int k = 0; k < 9; k++) {
      followingCount = 0;
      rowSet = false;
      for (int i = 0; i < currentCount; i++) {
        expandState(i * STRIDE, k);
      }
      byte[] swap = current;
      current = following;
      following = swap;
      currentCount = followingCount;
    }
    System.arraycopy(best, 0, out, 0, Grid.CELLS);
    found = true;
  }

  /**
   * The transformation that maps the input of the last {@link #canonicalize} call to its output;
   * allocates.
   *
   * @throws IllegalStateException if there was no call yet, or the last one threw
   */
  public Transformation lastTransformation() {
    if (!found) {
      throw new IllegalStateException("no canonical form computed yet");
    }
    byte[] rows = new byte[9];
    byte[] columns = new byte[9];
    byte[] digits = new byte[10];
    System.arraycopy(current, ROW_AT, rows, 0, 9);
    System.arraycopy(current, COLUMN, columns, 0, 9);
    System.arraycopy(current, LABEL, digits, 0, 10);
    int fRow = current[F_ROW];
    if (current[FIXED] != 0) {
      // Givens of F still in an unordered block: no row tells them apart, so read them in place.
      byte[] g = grid[current[T]];
      for (int j = 0; j < 9; j++) {
        int d = g[fRow * 9 + columns[j]];
        if (d != 0 && digits[d] == 0) {
          digits[d] = (byte) rank(current, j);
        }
      }
    }
    int next = current[NEXT];
    for (int d = 1; d <= 9; d++) {
      if (digits[d] == 0) {
        digits[d] = (byte) ++next;
      }
    }
    return Transformation.ofChecked(current[T] == 1, rows, columns, digits);
  }

  /** Copies the input in both orientations; true when it equals its transpose. */
  private boolean load(byte[] cells) {
    byte[] a = grid[0];
    byte[] b = grid[1];
    for (int r = 0; r < 9; r++) {
      for (int c = 0; c < 9; c++) {
        byte v = cells[r * 9 + c];
        a[r * 9 + c] = v;
        b[c * 9 + r] = v;
      }
    }
    return Arrays.equals(a, b);
  }

  private void analyse(int t) {
    byte[] g = grid[t];
    int[] masks = rowMask[t];
    byte[] columns = columnOf[t];
    Arrays.fill(columns, (byte) -1);
    int all = 0;
    for (int r = 0; r < 9; r++) {
      int mask = 0;
      for (int c = 0; c < 9; c++) {
        int d = g[r * 9 + c];
        if (d != 0) {
          if (columns[r * 10 + d] >= 0) {
            throw new IllegalArgumentException(
                "digit "
                    + d
                    + " twice in "
                    + (t == 0 ? "row " : "column ")
                    + (r + 1)
                    + ": no canonical form");
          }
          columns[r * 10 + d] = (byte) c;
          mask |= 1 << c;
        }
      }
      masks[r] = mask;
      all |= mask;
      // Two identical rows of a band would repeat a digit in a column unless both are empty.
      int before = 0;
      for (int r2 = r / 3 * 3; r2 < r && mask == 0; r2++) {
        if (masks[r2] == 0) {
          before |= 1 << r2;
        }
      }
      sameRowBefore[t][r] = before;
    }
    int bands = 0;
    int stacks = 0;
    for (int b = 0; b < 3; b++) {
      if ((masks[3 * b] | masks[3 * b + 1] | masks[3 * b + 2]) == 0) {
        bands |= 1 << b;
      }
      if ((all & 7 << 3 * b) == 0) {
        stacks |= 1 << b;
      }
    }
    emptyBands[t] = bands;
    emptyStacks[t] = stacks;
  }

  private void expandState(int s, int k) {
    byte[] st = current;
    int t = st[s + T];
    int usedRows = (st[s + USED_ROWS] & 0xFF) | (st[s + USED_ROWS + 1] & 0xFF) << 8;
    if (k % 3 == 0) {
      int usedBands = st[s + USED_BANDS];
      int empty = emptyBands[t];
      for (int b = 0; b < 3; b++) {
        if ((usedBands & 1 << b) != 0
            || (empty & 1 << b) != 0 && (empty & ~usedBands & ((1 << b) - 1)) != 0) {
          continue; // used, or an earlier unused empty band gives the same strings
        }
        for (int r = 3 * b; r < 3 * b + 3; r++) {
          expandRow(s, k, r, b, usedRows);
        }
      }
    } else {
      int b = st[s + BAND];
      for (int r = 3 * b; r < 3 * b + 3; r++) {
        if ((usedRows & 1 << r) == 0) {
          expandRow(s, k, r, b, usedRows);
        }
      }
    }
  }

  private void expandRow(int s, int k, int r, int band, int usedRows) {
    int t = current[s + T];
    if ((sameRowBefore[t][r] & ~usedRows) != 0) {
      return; // an identical unused row of this band is tried instead
    }
    readRow = r;
    readLevel = k;
    readBand = band;
    if (blocks(current, s) == 0x1FF) {
      readPlaced(s);
      return;
    }
    byte[] state = scratch[0];
    System.arraycopy(current, s, state, 0, STRIDE);
    if (state[FIXED] != 0 && state[ASSIGNED] == 0 && rowMask[t][r] != 0x1FF) {
      // Stacks still open after a complete row, but this row has empty cells: the open-stack
      // reading assumes every cell is filled, so try the six stack orders explicitly.
      for (byte[] sigma : S3) {
        byte[] st = scratch[1];
        System.arraycopy(state, 0, st, 0, STRIDE);
        for (int slot = 0; slot < 3; slot++) {
          assignStack(st, slot, sigma[slot]);
        }
        read(0, 1, rowSet);
      }
    } else if (state[FIXED] != 0) {
      read(0, 0, rowSet);
    } else if (rowMask[t][r] == 0) {
      Arrays.fill(rowValues, (byte) 0);
      emit(state);
    } else {
      firstGivens(state, t, r);
    }
  }

  /** Reads the current row in state current[s..] whose columns are all placed: one way only. */
  private void readPlaced(int s) {
    byte[] st = current;
    byte[] g = grid[st[s + T]];
    byte[] label = labels;
    System.arraycopy(st, s + LABEL, label, 0, 10);
    int next = st[s + NEXT];
    int rowBase = readRow * 9;
    int bestBase = readLevel * 9;
    boolean equal = rowSet;
    for (int j = 0; j < 9; j++) {
      int d = g[rowBase + st[s + COLUMN + j]];
      int v = 0;
      if (d != 0) {
        v = label[d];
        if (v == 0) {
          v = ++next;
          label[d] = (byte) v;
        }
      }
      rowValues[j] = (byte) v;
      if (equal && v != best[bestBase + j]) {
        if (v > best[bestBase + j]) {
          return;
        }
        equal = false;
      }
    }
    byte[] state = scratch[0];
    System.arraycopy(st, s, state, 0, STRIDE);
    System.arraycopy(label, 0, state, LABEL, 10);
    state[NEXT] = (byte) next;
    emit(state);
  }

  /**
   * Row r is the first with givens: its string is 0...01 2 .. n, pushing givens right. Every order
   * of the stacks by number of givens gives a state; inside a stack the empty cells form a block,
   * then the givens, whose labels wait for their columns to be placed.
   */
  private void firstGivens(byte[] state, int t, int r) {
    int mask = rowMask[t][r];
    int count = Integer.bitCount(mask);
    int pattern = LinePermutations.minimalPattern(mask);
    int label = 0;
    for (int j = 0; j < 9; j++) {
      rowValues[j] = (byte) ((pattern >> (8 - j) & 1) == 0 ? 0 : ++label);
    }
    if (rowSet && compareWithBest() > 0) {
      return; // the same string for every stack order
    }
    if (count == 9) {
      // A complete row: the stack order stays open until a later row picks it.
      byte[] st = scratch[1];
      System.arraycopy(state, 0, st, 0, STRIDE);
      st[FIXED] = 1;
      st[NEXT] = 9;
      st[F_ROW] = (byte) r;
      st[GIVENS_OF_F] = (byte) 0xFF;
      st[GIVENS_OF_F + 1] = 1;
      st[ASSIGNED] = 0;
      setBlocks(st, SLOT_STARTS);
      emit(st);
      return;
    }
    int empty = emptyStacks[t];
    for (int p = 0; p < 6; p++) {
      byte[] sigma = S3[p];
      int c0 = Integer.bitCount(mask & 7 << 3 * sigma[0]);
      int c1 = Integer.bitCount(mask & 7 << 3 * sigma[1]);
      int c2 = Integer.bitCount(mask & 7 << 3 * sigma[2]);
      if (c0 > c1 || c1 > c2 || !emptyStacksInOrder(sigma, empty)) {
        continue;
      }
      byte[] st = scratch[1];
      System.arraycopy(state, 0, st, 0, STRIDE);
      int blocks = SLOT_STARTS;
      int givens = 0;
      int singles = 0;
      for (int slot = 0; slot < 3; slot++) {
        int j = 3 * slot;
        for (int pass = 0; pass < 2; pass++) {
          int partStart = j;
          for (int i = 0; i < 3; i++) {
            int column = 3 * sigma[slot] + i;
            if ((mask >> column & 1) == pass) {
              setColumn(st, j++, column);
            }
          }
          if (pass == 1 && j > partStart) {
            givens |= ((1 << (j - partStart)) - 1) << partStart;
            if (partStart > 3 * slot) {
              blocks |= 1 << partStart;
            }
            if (j - partStart == 1) {
              singles |= 1 << partStart;
            }
          }
        }
      }
      st[FIXED] = 1;
      st[ASSIGNED] = 7;
      st[NEXT] = (byte) count;
      st[F_ROW] = (byte) r;
      st[GIVENS_OF_F] = (byte) givens;
      st[GIVENS_OF_F + 1] = (byte) (givens >> 8);
      setBlocks(st, blocks);
      for (; singles != 0; singles &= singles - 1) {
        int j = Integer.numberOfTrailingZeros(singles);
        st[LABEL + grid[t][r * 9 + st[COLUMN + j]]] = (byte) rank(st, j); // a lone given is placed
      }
      emit(st);
    }
  }

  /** Stacks empty in the whole grid are interchangeable: keep them in input order. */
  private static boolean emptyStacksInOrder(byte[] sigma, int empty) {
    int last = -1;
    for (int slot = 0; slot < 3; slot++) {
      if ((empty & 1 << sigma[slot]) != 0) {
        if (sigma[slot] < last) {
          return false;
        }
        last = sigma[slot];
      }
    }
    return true;
  }

  /**
   * Reads the current row from position j on, in state scratch[depth] (owned by this call).
   * Positions before j are placed and their values are in rowValues; {@code equal} tells whether
   * they equal the best row so far.
   */
  private void read(int j, int depth, boolean equal) {
    byte[] st = scratch[depth];
    int t = st[T];
    byte[] g = grid[t];
    int rowBase = readRow * 9;
    int bestBase = readLevel * 9;
    while (j < 9) {
      int blocks = blocks(st);
      int open = 3 * assignedSlots(st);
      int end = j + 1;
      if (j >= open) {
        end = 9; // j starts the first slot without a stack: every remaining column competes
      }
      while (end < 9 && (blocks >> end & 1) == 0) {
        end++;
      }
      if (end == j + 1) {
        // A placed column.
        int v = value(st, st[COLUMN + j]);
        if (v < 0) {
          v = placePending(st, g[rowBase + st[COLUMN + j]]);
        } else if (v > st[NEXT]) {
          st[LABEL + g[rowBase + st[COLUMN + j]]] = (byte) v;
          st[NEXT] = (byte) v;
        }
        rowValues[j] = (byte) v;
        if (equal && v != best[bestBase + j]) {
          if (v > best[bestBase + j]) {
            return;
          }
          equal = false;
        }
        j++;
        continue;
      }
      // A block: find the smallest value its columns can show here.
      int min = Integer.MAX_VALUE;
      int zeros = 0;
      byte[] values = blockValues[depth];
      for (int i = j; i < end; i++) {
        int v = valueForBlock(st, st[COLUMN + i], j);
        values[i] = (byte) v;
        if (v == 0) {
          zeros++;
        }
        min = Math.min(min, v);
      }
      if (equal && min != best[bestBase + j]) {
        if (min > best[bestBase + j]) {
          return;
        }
        equal = false;
      }
      if (min == 0) {
        // Empty cells first, still unordered among themselves.
        if (zeros < end - j) {
          System.arraycopy(st, COLUMN + j, scratchColumns, j, end - j);
          int w = j;
          for (int i = j; i < end; i++) {
            if (g[rowBase + scratchColumns[i]] == 0) {
              setColumn(st, w++, scratchColumns[i]);
            }
          }
          for (int i = j; i < end; i++) {
            if (g[rowBase + scratchColumns[i]] != 0) {
              setColumn(st, w++, scratchColumns[i]);
            }
          }
          setBlocks(st, blocks | 1 << (j + zeros));
          labelIfPlaced(st, j);
          labelIfPlaced(st, j + zeros);
        }
        for (int i = j; i < j + zeros; i++) {
          if (equal && best[bestBase + i] != 0) {
            equal = false;
          }
          rowValues[i] = 0;
        }
        j += zeros;
        continue;
      }
      // Every column showing the minimum at j starts its own state.
      for (int i = j; i < end; i++) {
        int column = st[COLUMN + i];
        if (values[i] != min) {
          continue;
        }
        byte[] child = scratch[depth + 1];
        System.arraycopy(st, 0, child, 0, STRIDE);
        if (j >= open) {
          assignStack(child, j / 3, column / 3);
        }
        place(child, column);
        int d = g[rowBase + column];
        if (child[LABEL + d] == 0) {
          if (columnOf[t][child[F_ROW] * 10 + d] >= 0) {
            placePending(child, d);
          } else {
            child[LABEL + d] = (byte) min;
            child[NEXT] = (byte) min;
          }
        }
        rowValues[j] = (byte) min;
        read(j + 1, depth + 1, equal);
      }
      return;
    }
    emit(st);
  }

  /**
   * The value a placed column shows in the current row: 0, a known label, the next label for a new
   * digit, or -1 for a pending digit of F (its column must be placed first).
   */
  private int value(byte[] st, int column) {
    int d = grid[st[T]][readRow * 9 + column];
    if (d == 0) {
      return 0;
    }
    int label = st[LABEL + d];
    if (label != 0) {
      return label;
    }
    if (st[F_ROW] >= 0 && columnOf[st[T]][st[F_ROW] * 10 + d] >= 0) {
      return -1;
    }
    return st[NEXT] + 1;
  }

  /** The smallest value column (in the block starting at j) can show at position j. */
  private int valueForBlock(byte[] st, int column, int j) {
    int t = st[T];
    int d = grid[t][readRow * 9 + column];
    if (d == 0) {
      return 0;
    }
    int label = st[LABEL + d];
    if (label != 0) {
      return label;
    }
    int fColumn = columnOf[t][st[F_ROW] * 10 + d];
    if (fColumn < 0) {
      return st[NEXT] + 1;
    }
    // The column of d in F goes to the first free position of its block.
    int position = positionOf(st, fColumn);
    int open = 3 * assignedSlots(st);
    if (position >= open) {
      // Its stack has no slot yet: the first free slot, or this one's next position.
      if (fColumn / 3 == column / 3) {
        return rank(st, j + 1);
      }
      return rank(st, j >= open ? open + 3 : open);
    }
    int start = blockStart(blocks(st), position);
    if (start == j) {
      start = j + 1; // same block as the column placed at j
    }
    return rank(st, start);
  }

  /** Places the column of pending digit d (from F) first in its block; returns d's label. */
  private int placePending(byte[] st, int d) {
    int fColumn = columnOf[st[T]][st[F_ROW] * 10 + d];
    int slot = assignedSlots(st);
    if (positionOf(st, fColumn) >= 3 * slot) {
      assignStack(st, slot, fColumn / 3);
    }
    place(st, fColumn);
    return st[LABEL + d];
  }

  /** Moves column to the first position of its block and splits it off as placed. */
  private void place(byte[] st, int column) {
    int position = positionOf(st, column);
    int blocks = blocks(st);
    int start = blockStart(blocks, position);
    setColumn(st, position, st[COLUMN + start]);
    setColumn(st, start, column);
    if (start + 1 < 9) {
      setBlocks(st, blocks | 1 << (start + 1));
    }
    labelIfPlaced(st, start);
    labelIfPlaced(st, start + 1);
  }

  /** If position j holds a placed column with a given in F, that given's label is now known. */
  private void labelIfPlaced(byte[] st, int j) {
    if (j >= 9 || st[F_ROW] < 0) {
      return;
    }
    int blocks = blocks(st);
    if ((blocks >> j & 1) == 0 || j + 1 < 9 && (blocks >> (j + 1) & 1) == 0) {
      return; // not a block of one
    }
    int d = grid[st[T]][st[F_ROW] * 9 + st[COLUMN + j]];
    if (d != 0 && st[LABEL + d] == 0) {
      st[LABEL + d] = (byte) rank(st, j);
    }
  }

  /** The label of the given of F at position j: givens of F are numbered left to right. */
  private static int rank(byte[] st, int j) {
    int givens = (st[GIVENS_OF_F] & 0xFF) | (st[GIVENS_OF_F + 1] & 0xFF) << 8;
    return Integer.bitCount(givens & ((1 << j) - 1)) + 1;
  }

  /** Slots 0..n-1 have their stack; the others wait (only after a complete first row). */
  private static int assignedSlots(byte[] st) {
    return Integer.numberOfTrailingZeros(~st[ASSIGNED]);
  }

  /** Gives slot a (the first open one) stack s, swapping it with the open slot that holds s. */
  private static void assignStack(byte[] st, int a, int s) {
    int b = a;
    while (st[COLUMN + 3 * b] / 3 != s) {
      b++;
    }
    for (int i = 0; i < 3; i++) {
      int x = st[COLUMN + 3 * a + i];
      setColumn(st, 3 * a + i, st[COLUMN + 3 * b + i]);
      setColumn(st, 3 * b + i, x);
    }
    st[ASSIGNED] |= (byte) (1 << a);
  }

  private static int positionOf(byte[] st, int column) {
    return st[POSITION + column];
  }

  private static void setColumn(byte[] st, int j, int column) {
    st[COLUMN + j] = (byte) column;
    st[POSITION + column] = (byte) j;
  }

  private static int blockStart(int blocks, int position) {
    return 31 - Integer.numberOfLeadingZeros(blocks & ((2 << position) - 1));
  }

  private static int blocks(byte[] st) {
    return blocks(st, 0);
  }

  private static int blocks(byte[] st, int s) {
    return (st[s + BLOCKS] & 0xFF) | (st[s + BLOCKS + 1] & 0xFF) << 8;
  }

  private static void setBlocks(byte[] st, int blocks) {
    st[BLOCKS] = (byte) blocks;
    st[BLOCKS + 1] = (byte) (blocks >> 8);
  }

  /** Sign of rowValues compared with the best row readLevel. */
  private int compareWithBest() {
    int base = readLevel * 9;
    for (int j = 0; j < 9; j++) {
      int cmp = rowValues[j] - best[base + j];
      if (cmp != 0) {
        return cmp;
      }
    }
    return 0;
  }

  /**
   * Keeps state st (which has read rowValues as output row readLevel) if that row is not larger
   * than the best; a smaller row drops every state kept so far at this level.
   */
  private void emit(byte[] st) {
    int base = readLevel * 9;
    if (rowSet) {
      int cmp = compareWithBest();
      if (cmp > 0) {
        return;
      }
      if (cmp < 0) {
        followingCount = 0;
        System.arraycopy(rowValues, 0, best, base, 9);
      }
    } else {
      rowSet = true;
      System.arraycopy(rowValues, 0, best, base, 9);
    }
    int o = followingCount * STRIDE;
    if (o + STRIDE > following.length) {
      following = Arrays.copyOf(following, following.length * 2);
    }
    byte[] f = following;
    System.arraycopy(st, 0, f, o, STRIDE);
    int usedRows = (st[USED_ROWS] & 0xFF) | (st[USED_ROWS + 1] & 0xFF) << 8 | 1 << readRow;
    f[o + USED_ROWS] = (byte) usedRows;
    f[o + USED_ROWS + 1] = (byte) (usedRows >> 8);
    f[o + USED_BANDS] = (byte) (st[USED_BANDS] | 1 << readBand);
    f[o + BAND] = (byte) readBand;
    f[o + ROW_AT + readLevel] = (byte) readRow;
    followingCount++;
  }
}
