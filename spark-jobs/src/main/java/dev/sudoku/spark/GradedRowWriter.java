package dev.sudoku.spark;

import java.nio.charset.StandardCharsets;
import java.sql.Timestamp;
import java.time.Instant;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.catalyst.expressions.UnsafeRow;
import org.apache.spark.sql.catalyst.expressions.codegen.UnsafeArrayWriter;
import org.apache.spark.sql.catalyst.expressions.codegen.UnsafeRowWriter;
import org.apache.spark.sql.catalyst.util.DateTimeUtils;

/**
 * Writes one analyzed puzzle's values ({@link PuzzleAnalyzer#fields}: an {@code Object[]} in {@link
 * GradedPuzzleSchema#SCHEMA} order) as Spark's internal {@link UnsafeRow}, with one reused buffer,
 * so the grade job's text path hands Spark rows it needs no encoder for.
 *
 * <p>Why: going through an external {@code Row} and {@code Encoders.row(SCHEMA)} costs twice. Per
 * row, the generated serializer checks each of the 21 values' external type and encodes every
 * string to UTF-8 (the nested technique counts become a generic array of generic rows first): ~5 %
 * of the task CPU on the Kaggle puzzles (18 µs each). Per query, the encoder's serializer (21
 * columns, a {@code MapObjects} over the counts) is analyzed, optimized and code-generated on the
 * driver, much of it JIT-compiled again run after run. Here strings of the closed-set columns
 * ({@code source}, {@code variant}, {@code status}, {@code gradeStatus}, {@code level}, {@code
 * hardestTechnique}, technique names, {@code graderVersion}) are encoded once per partition and
 * copied as bytes; ASCII strings (puzzle, solution, canonical form) are copied char by char into a
 * scratch array; other strings fall back to {@link String#getBytes}.
 *
 * <p>Layout ({@code UnsafeRow}, as Spark's own projection writes it): a null bit set, one 8-byte
 * slot per field (primitive value, or offset and size of variable-length data), then the
 * variable-length region: strings as bytes padded to 8, the {@code techniqueCounts} array as an
 * {@code UnsafeArrayData} (count, null bits, one 8-byte offset-and-size per element) whose elements
 * are 2-field {@code UnsafeRow}s (technique name, count). {@code GradedRowWriterTest} checks the
 * bytes against Spark's encoder for every kind of row.
 *
 * <p>Contract: {@link #write} returns the <em>same</em> {@code UnsafeRow} object every call,
 * overwritten by the next call (Spark's row iterators reuse rows the same way; every operator that
 * keeps a row copies it). Not thread-safe: one per partition.
 */
final class GradedRowWriter {
  /** More distinct values than this in the closed-set columns: stop caching new ones. */
  private static final int MAX_CACHED = 4096;

  private static final byte CACHED_STRING = 0;
  private static final byte STRING = 1;
  private static final byte LONG = 2;
  private static final byte INT = 3;
  private static final byte DOUBLE = 4;
  private static final byte BOOLEAN = 5;
  private static final byte TIMESTAMP = 6;
  private static final byte COUNTS = 7;
  private static final byte STRINGS = 8;

  /** How each column is written, by position (written in order, as Spark's projection does). */
  private static final byte[] KIND = new byte[GradedPuzzleSchema.WIDTH];

  static {
    Arrays.fill(KIND, (byte) -1);
    for (int i :
        new int[] {
          GradedPuzzleSchema.SOURCE,
          GradedPuzzleSchema.VARIANT,
          GradedPuzzleSchema.STATUS,
          GradedPuzzleSchema.GRADE_STATUS,
          GradedPuzzleSchema.LEVEL,
          GradedPuzzleSchema.HARDEST_TECHNIQUE,
          GradedPuzzleSchema.GRADER_VERSION
        }) {
      KIND[i] = CACHED_STRING;
    }
    for (int i :
        new int[] {
          GradedPuzzleSchema.PUZZLE,
          GradedPuzzleSchema.REASON,
          GradedPuzzleSchema.SOLUTION,
          GradedPuzzleSchema.CANONICAL_FORM
        }) {
      KIND[i] = STRING;
    }
    KIND[GradedPuzzleSchema.INDEX] = LONG;
    KIND[GradedPuzzleSchema.DUPLICATES] = LONG;
    KIND[GradedPuzzleSchema.SOLUTION_COUNT] = INT;
    KIND[GradedPuzzleSchema.CLUES] = INT;
    KIND[GradedPuzzleSchema.RATING] = DOUBLE;
    KIND[GradedPuzzleSchema.EP] = DOUBLE;
    KIND[GradedPuzzleSchema.ED] = DOUBLE;
    KIND[GradedPuzzleSchema.ARCHIVE_SOLUTION_MATCHED] = BOOLEAN;
    KIND[GradedPuzzleSchema.GRADED_AT] = TIMESTAMP;
    KIND[GradedPuzzleSchema.TECHNIQUE_COUNTS] = COUNTS;
  }

  private final byte[] kinds;
  private final UnsafeRowWriter row;

  /** Elements are structs: one 8-byte offset-and-size each. */
  private final UnsafeArrayWriter counts;

  private final UnsafeRowWriter count;

  /** Strings (the solutions column): one 8-byte offset-and-size each. */
  private final UnsafeArrayWriter strings;

  /** A writer of {@link GradedPuzzleSchema#SCHEMA} rows. */
  GradedRowWriter() {
    this(AnalyzerOptions.defaults());
  }

  /** A writer of rows in {@link GradedPuzzleSchema#schema(AnalyzerOptions)} layout. */
  GradedRowWriter(AnalyzerOptions options) {
    int extra = (options.listSolutions() > 0 ? 1 : 0) + options.inputColumns().size();
    kinds = Arrays.copyOf(KIND, KIND.length + extra);
    int at = KIND.length;
    if (options.listSolutions() > 0) {
      kinds[at++] = STRINGS;
    }
    while (at < kinds.length) {
      kinds[at++] = STRING;
    }
    row = new UnsafeRowWriter(kinds.length, 512);
    counts = new UnsafeArrayWriter(row, 8);
    count = new UnsafeRowWriter(counts, 2);
    strings = new UnsafeArrayWriter(row, 8);
  }

  private final Map<String, byte[]> utf8 = new HashMap<>();
  private byte[] ascii = new byte[128];

  /**
   * The values as an {@code UnsafeRow} (reused, see the class comment).
   *
   * @throws ClassCastException if a value is not of its column's external type (a bug: the analyzer
   *     builds these arrays)
   */
  UnsafeRow write(Object[] v) {
    row.reset();
    row.zeroOutNullBytes();
    for (int i = 0; i < kinds.length; i++) {
      Object x = v[i];
      if (x == null) {
        row.setNullAt(i); // the schema's non-null columns are always set by the analyzer
        continue;
      }
      switch (kinds[i]) {
        case CACHED_STRING -> {
          byte[] b = cached((String) x);
          row.write(i, b, 0, b.length);
        }
        case STRING -> writeString(i, (String) x);
        case LONG -> row.write(i, (long) (Long) x);
        case INT -> row.write(i, (int) (Integer) x);
        case DOUBLE -> row.write(i, (double) (Double) x);
        case BOOLEAN -> row.write(i, (boolean) (Boolean) x);
        case TIMESTAMP -> row.write(i, micros(x));
        case COUNTS -> writeCounts((Row[]) x);
        case STRINGS -> writeStrings(i, (String[]) x);
        default -> throw new IllegalStateException("column " + i + " has no writer");
      }
    }
    return row.getRow();
  }

  /** {@code array<struct<technique, count>>}, never null (empty when there are none). */
  private void writeCounts(Row[] list) {
    int start = row.cursor();
    counts.initialize(list.length);
    for (int k = 0; k < list.length; k++) {
      int elementStart = counts.cursor();
      count.resetRowWriter();
      byte[] name = cached(list[k].getString(0));
      count.write(0, name, 0, name.length);
      count.write(1, list[k].getInt(1));
      counts.setOffsetAndSizeFromPreviousCursor(k, elementStart);
    }
    row.setOffsetAndSizeFromPreviousCursor(GradedPuzzleSchema.TECHNIQUE_COUNTS, start);
  }

  /** {@code array<string>} without null elements. */
  private void writeStrings(int i, String[] list) {
    int start = row.cursor();
    strings.initialize(list.length);
    for (int k = 0; k < list.length; k++) {
      byte[] b = list[k].getBytes(StandardCharsets.UTF_8);
      strings.write(k, b, 0, b.length);
    }
    row.setOffsetAndSizeFromPreviousCursor(i, start);
  }

  /** Spark's timestamp: microseconds since the epoch (the external types its encoder takes). */
  private static long micros(Object t) {
    return t instanceof Instant instant
        ? DateTimeUtils.instantToMicros(instant)
        : DateTimeUtils.fromJavaTimestamp((Timestamp) t);
  }

  /** ASCII (every puzzle and solution) without an intermediate array per string. */
  private void writeString(int i, String s) {
    int n = s.length();
    if (n > ascii.length) {
      ascii = new byte[Math.max(n, 2 * ascii.length)];
    }
    for (int k = 0; k < n; k++) {
      char c = s.charAt(k);
      if (c >= 0x80) {
        byte[] b = s.getBytes(StandardCharsets.UTF_8);
        row.write(i, b, 0, b.length);
        return;
      }
      ascii[k] = (byte) c;
    }
    row.write(i, ascii, 0, n);
  }

  private byte[] cached(String s) {
    byte[] b = utf8.get(s);
    if (b == null) {
      b = s.getBytes(StandardCharsets.UTF_8);
      if (utf8.size() < MAX_CACHED) {
        utf8.put(s, b);
      }
    }
    return b;
  }
}
