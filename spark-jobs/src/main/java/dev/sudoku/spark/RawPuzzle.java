package dev.sudoku.spark;

import java.io.Serializable;

/**
 * One record as read from an archive, before analysis.
 *
 * @param source file path
 * @param index 1-based line (text, CSV) or row (Parquet) number in {@code source}
 * @param puzzle the puzzle text, or null when the record has none
 * @param solution the archive's own solution, or null
 * @param error why the record could not be read (e.g. a CSV row with too few fields), or null
 */
record RawPuzzle(String source, long index, String puzzle, String solution, String error)
    implements Serializable {
  private static final long serialVersionUID = 1L;
}
