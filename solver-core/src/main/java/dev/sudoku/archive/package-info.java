/**
 * Reading puzzle archives: the one reader of the {@code sudoku} command and the Spark jobs, so that
 * a file means the same thing to both and every bad record is reported in the same words.
 *
 * <p>An archive is a file (or standard input, or a Spark input split) of text lines, possibly
 * compressed (gzip, bzip2, xz, zstd, recognised by their magic bytes: {@link
 * dev.sudoku.archive.Compression}). Its first significant line decides how it is read ({@link
 * dev.sudoku.archive.Layout}):
 *
 * <ul>
 *   <li><b>CSV with a header</b>, in the project's one dialect ({@link dev.sudoku.core.CsvFields});
 *       the puzzle column ({@code quizzes} or {@code puzzle}, or one named by the user) and the
 *       solution column ({@code solutions} / {@code solution}) are found from the header; a quoted
 *       field may hold line breaks (RFC 4180), its row numbered by the line it starts on;
 *   <li><b>lines</b>: one puzzle per line (81 characters, {@code .} or {@code 0} for an empty cell;
 *       {@code puzzle:count:solution}, {@code puzzle rating}, {@code <hash> <puzzle> <rating>}
 *       lines yield their puzzle, as does a line of nine spaced groups of nine cells), mixed with
 *       grids over nine lines: drawings ({@code 5 3 . | . 7 . | . . .}, rule lines), SadMan {@code
 *       .sdk} files ({@code #A} header lines, {@code [Puzzle]} read, {@code [State]} and other
 *       sections skipped), Simple Sudoku {@code .ss} files ({@code *-----------*} frames) and
 *       pencilmark grids (nine groups of candidates per row, in Simple Sudoku's or Hodoku's {@code
 *       .-----.} frames; a group of one digit is a placed digit, a longer one an empty cell); and
 *       729-character candidate lines (nine characters per cell, the digit d at place d or {@code
 *       .}/{@code 0}; a cell with one candidate is a placed digit). The candidates of pencilmark
 *       grids and candidate lines are kept in {@link dev.sudoku.archive.Record#candidates()} for
 *       the readers that want them ({@code sudoku hint}); the others read the placed digits.
 * </ul>
 *
 * <p>Blank lines and {@code #} comments are skipped everywhere. Lines longer than {@link
 * dev.sudoku.archive.RecordParser#MAX_LINE} bytes are one bad record each and are never held in
 * memory whole.
 *
 * <p>Entry points: {@link dev.sudoku.archive.RecordStream} streams local files and standard input;
 * {@link dev.sudoku.archive.Sniffer} classifies an input from its start and {@link
 * dev.sudoku.archive.RecordParser} turns lines into {@link dev.sudoku.archive.Record}s, for readers
 * that bring their own lines (Spark). A problem with a whole input is an {@link
 * dev.sudoku.archive.ArchiveException} (or, from a stream reporting bad inputs, a fault record); a
 * problem with one record is a record with an error. A reader that writes records back as they were
 * ({@code sudoku dedup --format rows}) asks for their text as it stands ({@link
 * dev.sudoku.archive.RecordStream#keepingRaw}).
 */
package dev.sudoku.archive;
