package dev.sudoku.cli;

import dev.sudoku.core.CsvFields;
import java.io.BufferedInputStream;
import java.io.BufferedReader;
import java.io.Closeable;
import java.io.EOFException;
import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayDeque;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.zip.GZIPInputStream;

/**
 * Streams the puzzles of several inputs, one {@link Entry} at a time, never holding a whole file.
 *
 * <p>Each input (a file, or {@code -} for standard input; gzip is recognised by its magic bytes) is
 * sniffed on its first significant line (blank lines and {@code #} comments are skipped
 * everywhere):
 *
 * <ul>
 *   <li>a line holding a comma (not right after 81 characters: that is a CSV without header, read
 *       as puzzle lines), or any input when {@code --column} is given, is a CSV header: the puzzle
 *       column is {@code --column}, else {@code quizzes} (Kaggle 1M) or {@code puzzle} (Kaggle 9M
 *       and 3M rated); the solution column is {@code --solution-column}, else {@code solutions} /
 *       {@code solution} when present;
 *   <li>otherwise the input holds one puzzle per line (81 characters; anything after a space, tab,
 *       {@code :} or {@code ,} that follows them is ignored) or nine-line drawings: a line with
 *       exactly nine cells once spaces, {@code |}, {@code -} and {@code +} are removed is a drawing
 *       row, a line of separators only is skipped, nine rows make one puzzle. A row with a cell too
 *       many or too few still counts as one of the nine, so one bad row costs one puzzle (reported
 *       with that row's line), not every drawing after it.
 * </ul>
 *
 * <p>A rating given with a puzzle is kept in {@link Entry#rating()}, as written: on a puzzle line,
 * the first word after the puzzle that starts like an SE rating (one or two digits, a point and a
 * digit, maybe after {@code >=} or {@code ≥}: what {@code sudoku generate} and {@code sudoku grade}
 * print); in a CSV, the column {@code rating}, {@code er} or {@code se_er}, marked as a lower bound
 * ({@code >=}) when a column {@code rating_status}, {@code gradeStatus} or {@code status} says
 * {@code LOWER_BOUND}. Commands that print ratings use it instead of grading again.
 *
 * <p>Problems of one puzzle (a short CSV row, an unfinished drawing) come back as entries with an
 * {@link Entry#error()} so the run goes on; problems of the whole command line (missing file,
 * unknown column) throw {@link UsageException}. Parsing the puzzle text itself is left to the
 * workers, so it runs in parallel.
 */
final class PuzzleReader implements Iterator<Entry>, Closeable {
  static final String STDIN = "-";
  private static final int BUFFER = 1 << 16;

  private final Iterator<String> sources;
  private final InputStream stdin;
  private final String column;
  private final String solutionColumn;
  private final ArrayDeque<Entry> pending = new ArrayDeque<>();

  private long bytesRead;
  private long number;
  private long finishedBytes; // raw size of the sources already read
  private long sourceStart; // bytesRead when the current source was opened
  private long lineBytes; // bytes of the current source's lines handed out so far
  private boolean gzip;

  // State of the current source.
  private String source;
  private BufferedReader reader;
  private long lineNo;
  private boolean sniffed;
  private int puzzleIndex = -1;
  private int solutionIndex = -1;
  private int ratingIndex = -1;
  private int boundIndex = -1;
  private int fieldsNeeded;
  private final StringBuilder drawing = new StringBuilder(256);
  private int drawingRows;
  private long drawingLine;
  private String drawingError; // the first bad row of the current drawing, or null

  /**
   * @param sources file names, {@code -} for standard input; checked by {@link #checkReadable}
   * @param column the CSV puzzle column, or {@code null} to detect it
   * @param solutionColumn the CSV solution column, or {@code null} to detect it
   */
  PuzzleReader(List<String> sources, InputStream stdin, String column, String solutionColumn) {
    this.sources = List.copyOf(sources).iterator();
    this.stdin = stdin;
    this.column = column;
    this.solutionColumn = solutionColumn;
  }

  /**
   * Fails fast, before any output, when an input file is missing or unreadable.
   *
   * @throws UsageException naming the file
   */
  static void checkReadable(List<String> sources) {
    for (String s : sources) {
      if (s.equals(STDIN)) {
        continue;
      }
      Path p = Paths.get(s);
      if (!Files.exists(p)) {
        throw new UsageException("cannot read " + s + ": no such file");
      }
      if (Files.isDirectory(p)) {
        throw new UsageException("cannot read " + s + ": it is a directory");
      }
      if (!Files.isReadable(p)) {
        throw new UsageException("cannot read " + s + ": permission denied");
      }
    }
  }

  /** Total size in bytes of the named files, or -1 when standard input is among them. */
  static long totalBytes(List<String> sources) {
    long total = 0;
    for (String s : sources) {
      if (s.equals(STDIN)) {
        return -1;
      }
      try {
        total += Files.size(Paths.get(s));
      } catch (IOException e) {
        return -1;
      }
    }
    return total;
  }

  /** Bytes consumed so far from the underlying files (compressed bytes for gzip), for progress. */
  long bytesRead() {
    return bytesRead;
  }

  @Override
  public boolean hasNext() {
    try {
      while (pending.isEmpty()) {
        if (reader == null && !openNext()) {
          return false;
        }
        String line = reader.readLine();
        if (line == null) {
          endOfSource();
        } else {
          lineNo++;
          // UTF-8 puzzle files are ASCII, so characters + line end approximate bytes.
          lineBytes += line.length() + 1;
          accept(line);
        }
      }
      return true;
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read " + source + ": " + why(e), e);
    }
  }

  /** The JDK's gzip messages ("Unexpected end of ZLIB input stream") do not say where or what. */
  private String why(IOException e) {
    if (!gzip) {
      return e.getMessage();
    }
    if (e instanceof EOFException) {
      // A cut download: the start was a valid gzip stream (the reader reads ahead, so a cut in
      // the first 64 KB comes before any line was handed out; "not a gzip file" would mislead).
      return "gzip data ends early"
          + (lineNo == 0 ? "" : " after line " + lineNo)
          + " (truncated file?)";
    }
    return (lineNo == 0 ? "not a readable gzip file" : "gzip data broken after line " + lineNo)
        + " ("
        + e.getMessage()
        + ")";
  }

  @Override
  public Entry next() {
    if (!hasNext()) {
      throw new NoSuchElementException();
    }
    return pending.poll();
  }

  private boolean openNext() throws IOException {
    if (!sources.hasNext()) {
      return false;
    }
    source = sources.next();
    InputStream raw;
    try {
      raw = source.equals(STDIN) ? stdin : Files.newInputStream(Paths.get(source));
    } catch (NoSuchFileException e) {
      throw new UsageException("cannot read " + source + ": no such file");
    }
    sourceStart = bytesRead;
    InputStream in = new BufferedInputStream(new Counting(raw), BUFFER);
    byte[] magic = peek(in, 6);
    gzip = magic.length >= 2 && (magic[0] & 0xff) == 0x1f && (magic[1] & 0xff) == 0x8b;
    if (gzip) {
      in = new BufferedInputStream(new GZIPInputStream(in, BUFFER), BUFFER);
    } else {
      refuseOtherCompression(magic);
    }
    refuseBinary(in);
    reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8), BUFFER);
    lineBytes = 0;
    lineNo = 0;
    sniffed = false;
    puzzleIndex = -1;
    solutionIndex = -1;
    ratingIndex = -1;
    boundIndex = -1;
    drawing.setLength(0);
    drawingRows = 0;
    drawingError = null;
    return true;
  }

  /** The {@code n} first bytes of a stream (fewer at its end), which is reset to its start. */
  private static byte[] peek(InputStream in, int n) throws IOException {
    in.mark(n);
    byte[] b = in.readNBytes(n);
    in.reset();
    return b;
  }

  /**
   * Other compressions would be read as text: a bzip2 file was reported as "a CSV header separated
   * by ';'", a zip as hundreds of bad lines.
   */
  private void refuseOtherCompression(byte[] m) {
    String kind = null;
    String tool = null;
    if (m.length >= 3 && m[0] == 'B' && m[1] == 'Z' && m[2] == 'h') {
      kind = "bzip2";
      tool = "bzcat";
    } else if (m.length >= 6
        && (m[0] & 0xff) == 0xfd
        && m[1] == '7'
        && m[2] == 'z'
        && m[3] == 'X'
        && m[4] == 'Z'
        && m[5] == 0) {
      kind = "xz";
      tool = "xzcat";
    } else if (m.length >= 4
        && m[0] == 0x28
        && (m[1] & 0xff) == 0xb5
        && m[2] == 0x2f
        && (m[3] & 0xff) == 0xfd) {
      kind = "zstd";
      tool = "zstdcat";
    } else if (m.length >= 4 && m[0] == 'P' && m[1] == 'K' && m[2] == 3 && m[3] == 4) {
      kind = "zip";
      tool = "unzip -p";
    }
    if (kind != null) {
      throw new UsageException(
          "cannot read "
              + source
              + ": it is a "
              + kind
              + " file; only gzip"
              + " is decompressed (try: "
              + tool
              + " "
              + source
              + " | sudoku ...)");
    }
  }

  /**
   * A NUL byte in the first 4 KB already available: not a text file (an image, a Parquet file,
   * ...). One read, which does not wait for more than is there, so puzzles typed on a terminal are
   * still answered line by line.
   */
  private void refuseBinary(InputStream in) throws IOException {
    byte[] head = new byte[4096];
    in.mark(head.length);
    int n = in.read(head, 0, head.length);
    in.reset();
    for (int i = 0; i < n; i++) {
      if (head[i] == 0) {
        throw new UsageException(
            "cannot read "
                + source
                + ": not a text file (byte "
                + (i + 1)
                + " is NUL); puzzles are read from text, CSV or gzip files");
      }
    }
  }

  private void endOfSource() throws IOException {
    flushDrawing();
    reader.close(); // standard input itself stays open: see Counting.close
    reader = null;
    finishedBytes += bytesRead - sourceStart;
  }

  private void accept(String raw) {
    // A byte order mark (CSV saved by a spreadsheet) would hide the first column's name.
    String line = (!sniffed && raw.startsWith("\uFEFF") ? raw.substring(1) : raw).strip();
    if (line.isEmpty() || line.charAt(0) == '#') {
      if (drawingRows > 0) {
        drawing.append('\n'); // keeps the drawing's line numbers equal to the file's
      }
      return;
    }
    if (!sniffed) {
      sniffed = true;
      if (column != null || isHeader(line)) {
        readHeader(line);
        return;
      }
      if (solutionColumn != null) {
        throw new UsageException(source + ": --solution-column needs a CSV input with a header");
      }
      char separator = foreignSeparator(line);
      if (separator != 0) {
        // Else every row would be reported as "expected 81 characters, found 163", once a row.
        String shown = separator == '\t' ? "\\t" : String.valueOf(separator);
        throw new UsageException(
            source
                + ":"
                + lineNo
                + ": this looks like a CSV header"
                + " separated by '"
                + shown
                + "'; only ',' separates columns (convert with"
                + " tr '"
                + shown
                + "' ',')");
      }
    }
    if (puzzleIndex >= 0) {
      acceptRow(line);
    } else {
      acceptPuzzleLine(line);
    }
  }

  private Entry entry(long line, String text, String expected, String error) {
    return entry(line, text, expected, error, null);
  }

  private Entry entry(long line, String text, String expected, String error, String rating) {
    long position = finishedBytes + (gzip ? bytesRead - sourceStart : lineBytes);
    return new Entry(source, line, number, text, expected, error, position, rating);
  }

  /** A comma makes a header, unless the line starts with a puzzle (a CSV without header). */
  private static boolean isHeader(String line) {
    int comma = line.indexOf(',');
    return comma >= 0 && comma != 81;
  }

  /**
   * The separator of a header written for another CSV dialect ({@code puzzle;solution}, or tab
   * separated): a line with a letter and a {@code ;} or a tab, or 0. No puzzle line or drawing
   * holds a letter.
   */
  static char foreignSeparator(String line) {
    boolean letter = false;
    char separator = 0;
    for (int i = 0; i < line.length(); i++) {
      char c = line.charAt(i);
      if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z')) {
        letter = true;
      } else if ((c == ';' || c == '\t') && separator == 0) {
        separator = c;
      }
    }
    return letter ? separator : 0;
  }

  private void readHeader(String line) {
    List<String> header = CsvFields.split(line);
    for (int i = 0; i < header.size(); i++) {
      header.set(i, header.get(i).strip());
    }
    if (column != null) {
      puzzleIndex = indexOf(header, column);
      if (puzzleIndex < 0 && !isHeader(line)) {
        // Listing "the header" would print a puzzle: say what is really wrong.
        throw new UsageException(
            source
                + ":"
                + lineNo
                + ": no column '"
                + column
                + "': the input has no CSV header (its first line holds no comma)");
      }
      if (puzzleIndex < 0) {
        throw new UsageException(
            source
                + ": unknown column '"
                + column
                + "'; the header has: "
                + String.join(", ", header));
      }
    } else {
      puzzleIndex = indexOf(header, "quizzes");
      if (puzzleIndex < 0) {
        puzzleIndex = indexOf(header, "puzzle");
      }
      if (puzzleIndex < 0) {
        throw new UsageException(
            source
                + ":"
                + lineNo
                + ": a CSV header without a 'quizzes' or"
                + " 'puzzle' column (it has: "
                + String.join(", ", header)
                + "); name the puzzle column with --column NAME");
      }
    }
    if (solutionColumn != null) {
      solutionIndex = indexOf(header, solutionColumn);
      if (solutionIndex < 0) {
        throw new UsageException(
            source
                + ": unknown solution column '"
                + solutionColumn
                + "'; the header has: "
                + String.join(", ", header));
      }
    } else if (column == null) {
      String name = header.get(puzzleIndex).equalsIgnoreCase("quizzes") ? "solutions" : "solution";
      solutionIndex = indexOf(header, name);
    }
    ratingIndex = firstOf(header, "rating", "er", "se_er");
    boundIndex = firstOf(header, "rating_status", "gradeStatus", "status");
    fieldsNeeded = Math.max(puzzleIndex, solutionIndex) + 1;
  }

  private static int firstOf(List<String> header, String... names) {
    for (String name : names) {
      int i = indexOf(header, name);
      if (i >= 0) {
        return i;
      }
    }
    return -1;
  }

  /** The rating columns of a CSV row, or null when it has none (they are optional per row). */
  private String csvRating(List<String> fields) {
    if (ratingIndex < 0 || ratingIndex >= fields.size()) {
      return null;
    }
    String r = fields.get(ratingIndex).strip();
    if (r.isEmpty()) {
      return null;
    }
    boolean bound =
        boundIndex >= 0
            && boundIndex < fields.size()
            && fields.get(boundIndex).strip().equals("LOWER_BOUND");
    return bound ? ">=" + r : r;
  }

  private static int indexOf(List<String> header, String name) {
    for (int i = 0; i < header.size(); i++) {
      if (header.get(i).equalsIgnoreCase(name)) {
        return i;
      }
    }
    return -1;
  }

  private void acceptRow(String line) {
    List<String> fields = CsvFields.split(line);
    number++;
    int quote = CsvFields.unclosedQuote(line);
    if (quote >= 0) {
      // Read leniently the row would lose its commas, and the reason would be lost with them.
      pending.add(
          entry(
              lineNo,
              line,
              null,
              "CSV row has an unclosed quote (\") at character " + (quote + 1)));
      return;
    }
    if (fields.size() < fieldsNeeded) {
      pending.add(
          entry(
              lineNo,
              line,
              null,
              "CSV row has "
                  + fields.size()
                  + " field"
                  + (fields.size() == 1 ? "" : "s")
                  + ", the header needs "
                  + fieldsNeeded));
      return;
    }
    String expected = solutionIndex >= 0 ? fields.get(solutionIndex).strip() : null;
    if (expected != null && expected.isEmpty()) {
      expected = null;
    }
    pending.add(entry(lineNo, fields.get(puzzleIndex).strip(), expected, null, csvRating(fields)));
  }

  private void acceptPuzzleLine(String line) {
    if (isSeparatorLine(line)) {
      if (drawingRows > 0) {
        drawing.append(line).append('\n');
      }
      return;
    }
    int cells = cellCount(line);
    boolean row = line.length() != 81 && cells == 9;
    if (row || isBrokenRow(line, cells)) {
      if (drawingRows == 0) {
        drawingLine = lineNo;
        drawingError = null;
      }
      if (!row && drawingError == null) {
        // Counted as a row all the same, so the drawings after this one stay in step: else its
        // remaining rows would start a bogus drawing and every later one would be misread.
        drawingError =
            "grid drawing row "
                + (drawingRows + 1)
                + " (line "
                + lineNo
                + ") has "
                + cells
                + " cell"
                + (cells == 1 ? "" : "s")
                + ", expected 9";
      }
      drawing.append(line).append('\n');
      if (++drawingRows == 9) {
        number++;
        pending.add(entry(drawingLine, drawing.toString(), null, drawingError));
        drawing.setLength(0);
        drawingRows = 0;
        drawingError = null;
      }
      return;
    }
    flushDrawing();
    number++;
    String puzzle = trimTail(line);
    pending.add(
        entry(
            lineNo,
            puzzle,
            null,
            null,
            puzzle.length() < line.length() ? lineRating(line, 82) : null));
  }

  /**
   * The first word from {@code from} on that starts like an SE rating ({@code 4.5}, {@code >=8.0},
   * {@code ≥6.2/1.5/1.2}), or null. A word must hold a point: a seed or a solution count after the
   * puzzle is no rating.
   */
  static String lineRating(String line, int from) {
    int i = from;
    int n = line.length();
    while (i < n) {
      while (i < n && isWordBreak(line.charAt(i))) {
        i++;
      }
      int start = i;
      while (i < n && !isWordBreak(line.charAt(i))) {
        i++;
      }
      if (i > start && startsLikeRating(line, start, i)) {
        return line.substring(start, i);
      }
    }
    return null;
  }

  private static boolean isWordBreak(char c) {
    return c == ' ' || c == '\t' || c == ',' || c == ':';
  }

  private static boolean startsLikeRating(String s, int start, int end) {
    int i = start;
    if (s.startsWith(">=", i)) {
      i += 2;
    } else if (i < end && s.charAt(i) == '\u2265') {
      i++;
    }
    int digits = 0;
    while (i < end && s.charAt(i) >= '0' && s.charAt(i) <= '9') {
      i++;
      digits++;
    }
    return digits >= 1
        && digits <= 2
        && i + 1 < end
        && s.charAt(i) == '.'
        && s.charAt(i + 1) >= '0'
        && s.charAt(i + 1) <= '9';
  }

  /**
   * A drawing row with a cell too many or too few: a short line (at most 18 cells) of digits,
   * {@code .} and separators only, inside a drawing, or outside one when it separates its cells
   * with spaces or {@code |} like a drawing row does. Text ("not a puzzle") and a short line
   * without separators stay puzzle lines of the wrong length.
   */
  private boolean isBrokenRow(String line, int cells) {
    if (line.length() >= 81 || cells > 18) {
      return false;
    }
    boolean separated = false;
    for (int i = 0; i < line.length(); i++) {
      char c = line.charAt(i);
      if (c == ' ' || c == '\t' || c == '|') {
        separated = true;
      } else if (!isSeparator(c) && c != '.' && (c < '0' || c > '9')) {
        return false;
      }
    }
    return drawingRows > 0 || separated;
  }

  /** An unfinished drawing before a non-row line or the end of input is one bad puzzle. */
  private void flushDrawing() {
    if (drawingRows > 0) {
      number++;
      pending.add(
          entry(
              drawingLine,
              drawing.toString(),
              null,
              drawingError != null
                  ? drawingError
                  : "unfinished grid drawing: " + drawingRows + " of 9 rows"));
      drawing.setLength(0);
      drawingRows = 0;
      drawingError = null;
    }
  }

  /** The 81-character puzzle of a line that goes on with a comment or a field after it. */
  private static String trimTail(String line) {
    if (line.length() > 81) {
      char c = line.charAt(81);
      if (c == ' ' || c == '\t' || c == ':' || c == ',') {
        return line.substring(0, 81);
      }
    }
    return line;
  }

  private static boolean isSeparator(char c) {
    return c == ' ' || c == '\t' || c == '|' || c == '-' || c == '+';
  }

  private static boolean isSeparatorLine(String line) {
    for (int i = 0; i < line.length(); i++) {
      if (!isSeparator(line.charAt(i))) {
        return false;
      }
    }
    return true;
  }

  private static int cellCount(String line) {
    int n = 0;
    for (int i = 0; i < line.length(); i++) {
      if (!isSeparator(line.charAt(i))) {
        n++;
      }
    }
    return n;
  }

  @Override
  public void close() {
    if (reader != null) {
      try {
        reader.close();
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }
    reader = null;
  }

  /** Counts the bytes read from a source for the progress bar. */
  private final class Counting extends FilterInputStream {
    Counting(InputStream in) {
      super(in);
    }

    @Override
    public int read() throws IOException {
      int b = super.read();
      if (b >= 0) {
        bytesRead++;
      }
      return b;
    }

    @Override
    public int read(byte[] b, int off, int len) throws IOException {
      int n = super.read(b, off, len);
      if (n > 0) {
        bytesRead += n;
      }
      return n;
    }

    @Override
    public void close() {
      // standard input is not ours to close; files are closed through the reader chain below
      if (!STDIN.equals(source)) {
        try {
          super.close();
        } catch (IOException e) {
          throw new UncheckedIOException(e);
        }
      }
    }
  }
}
