package dev.sudoku.archive;

import java.io.Serializable;
import java.util.List;

/**
 * One puzzle as read from an archive, before its text is parsed into a grid.
 *
 * <p>Exactly one of three kinds: a puzzle ({@code error} null: {@code text} is an 81-character
 * line, drawings and pencilmark grids already flattened to one), a bad record ({@code error} says
 * why no puzzle could be read here, {@code text} is what was read, cut to {@link #MAX_TEXT}), or a
 * fault ({@code fault} true: the input itself broke at this point, e.g. a truncated gzip stream;
 * nothing after it is read from that source, and it is not a puzzle). Serializable: the Spark jobs
 * spread the records of a file read in one piece over the cores.
 *
 * @param source the input's name as the caller gave it
 * @param line the 1-based physical line where the record starts (a drawing starts at its first row;
 *     a fault names the last line read whole)
 * @param text the puzzle text, or the raw text of a bad record; empty for a fault
 * @param solution the archive's own solution (a CSV solution column), or {@code null}
 * @param rating the SE rating the input gives with the puzzle, as written there ({@code 4.5},
 *     {@code >=8.0}, {@code ≥6.2/1.5/1.2}), or {@code null}: on a puzzle line, the first word after
 *     the puzzle that starts like a rating (one or two digits, a point and a digit, maybe after
 *     {@code >=} or {@code ≥}: what {@code sudoku generate} and {@code sudoku grade} print); in a
 *     CSV, the column {@code rating}, {@code er} or {@code se_er}, marked {@code >=} when a column
 *     {@code rating_status}, {@code gradeStatus} or {@code status} says {@code LOWER_BOUND}
 * @param error why this is not a puzzle, or {@code null}
 * @param fault true when the input could not be read past this point
 * @param extras the values of the layout's {@link Layout#extraColumns()} in a CSV row (stripped;
 *     null for a column the input or the row lacks), in that order; empty when none were asked for,
 *     and for records that are not CSV puzzles
 * @param candidates the candidates the input gives with the puzzle, or {@code null}: a pencilmark
 *     grid or a 729-character candidate line, written as the latter (nine characters per cell,
 *     row-major, the digit d at place d when it is a candidate, else {@code .}; a placed digit is a
 *     cell's only candidate). {@code text} then holds the placed digits
 * @param raw the puzzle as it stands in the input, when the reader was asked to keep it ({@link
 *     RecordStream#keepingRaw}), else {@code null}: the whole line of a CSV row, a puzzle line or a
 *     candidate line, without its line end (and without a byte order mark); a grid's lines, from
 *     the frame above its first row when there is one to its last row or bottom frame, joined by
 *     {@code \n} (with the blank or comment lines between its bands). Comment and blank lines
 *     around a grid and SadMan section headers are not part of it; nor is it kept for bad records
 *     and faults
 */
public record Record(
    String source,
    long line,
    String text,
    String solution,
    String rating,
    String error,
    boolean fault,
    List<String> extras,
    String candidates,
    String raw)
    implements Serializable {
  private static final long serialVersionUID = 4L;

  /** Raw text kept for a bad record: enough to recognise it, never a whole long line. */
  public static final int MAX_TEXT = 200;

  /** A record without its raw text. */
  public Record(
      String source,
      long line,
      String text,
      String solution,
      String rating,
      String error,
      boolean fault,
      List<String> extras,
      String candidates) {
    this(source, line, text, solution, rating, error, fault, extras, candidates, null);
  }

  /** A record without extra column values or candidates. */
  public Record(
      String source,
      long line,
      String text,
      String solution,
      String rating,
      String error,
      boolean fault) {
    this(source, line, text, solution, rating, error, fault, List.of(), null);
  }

  /** A puzzle ({@code raw} may be null: {@link #raw()}). */
  static Record puzzle(String source, long line, String text, String rating, String raw) {
    return new Record(source, line, text, null, rating, null, false, List.of(), null, raw);
  }

  /** A puzzle with its candidates (a line of {@link LineShape#CANDIDATE_LINE} characters). */
  static Record pencilled(
      String source, long line, String text, String candidates, String rating, String raw) {
    return new Record(source, line, text, null, rating, null, false, List.of(), candidates, raw);
  }

  /** A puzzle of a CSV row with extra column values ({@code extras} may hold nulls). */
  static Record puzzle(
      String source,
      long line,
      String text,
      String solution,
      String rating,
      List<String> extras,
      String raw) {
    return new Record(source, line, text, solution, rating, null, false, extras, null, raw);
  }

  /** A bad record: {@code raw} is cut to {@link #MAX_TEXT} characters. */
  static Record bad(String source, long line, String raw, String error) {
    String text = raw.length() > MAX_TEXT ? raw.substring(0, MAX_TEXT) : raw;
    return new Record(source, line, text, null, null, error, false);
  }

  /** The end of a source that broke while it was read. */
  static Record fault(String source, long line, String error) {
    return new Record(source, line, "", null, null, error, true);
  }
}
