package dev.sudoku.spark;

import java.sql.Timestamp;
import java.time.Instant;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.catalyst.InternalRow;
import org.apache.spark.sql.catalyst.expressions.GenericInternalRow;
import org.apache.spark.sql.catalyst.expressions.UnsafeArrayData;
import org.apache.spark.sql.catalyst.expressions.codegen.UnsafeArrayWriter;
import org.apache.spark.sql.catalyst.expressions.codegen.UnsafeRowWriter;
import org.apache.spark.sql.catalyst.util.ArrayData;
import org.apache.spark.sql.catalyst.util.DateTimeUtils;
import org.apache.spark.sql.catalyst.util.GenericArrayData;
import org.apache.spark.unsafe.types.UTF8String;

/**
 * Hands one analyzed puzzle's values ({@link PuzzleAnalyzer#fields}: an {@code Object[]} in {@link
 * GradedPuzzleSchema#SCHEMA} order) to Spark as an {@link InternalRow} in Catalyst's own value
 * types, so the grade job's text path needs no encoder.
 *
 * <p>Why not an external {@code Row} and {@code Encoders.row(SCHEMA)}: per row, the generated
 * serializer checks each of the 21 values' external type and encodes every string (the nested
 * technique counts become a generic array of generic rows first), ~5 % of the task CPU on the
 * Kaggle puzzles (18 µs each); per query, the encoder's serializer (21 columns, a {@code
 * MapObjects} over the counts) is analyzed, optimized and code-generated on the driver.
 *
 * <p>Why not an {@code UnsafeRow} written here: Spark's scan of an RDD ({@code RDDScanExec})
 * projects every input row into a fresh {@code UnsafeRow} whatever its class, so bytes written here
 * were copied once more. A {@link GenericInternalRow} over a reused array is the cheapest input to
 * that projection, which then does the only copy: on Kaggle rows (row building and the scan's
 * projection together, one thread, warm) a median ~440 ns a row against ~680 ns for a writer that
 * filled an {@code UnsafeRow} first (docs/spark.md).
 *
 * <p>Values: numbers and booleans are the analyzer's boxes, which are Catalyst's types for these
 * columns; strings become {@link UTF8String}s, those of the closed-set columns ({@code source},
 * {@code variant}, {@code status}, {@code gradeStatus}, {@code level}, {@code hardestTechnique},
 * {@code graderVersion}, technique names) encoded once per instance: the analyzer passes the same
 * {@code String} object row after row (enum names, the split's path), so the column's last value is
 * checked by identity before a map of up to {@link #MAX_CACHED} encodings. Technique counts are
 * handed over already in Spark's binary form ({@link UnsafeArrayData}), made once per distinct list
 * and looked up by a key packed into a {@code long}: the scan's projection copies such an array
 * with one memory copy instead of writing a nested row per element, and the row needs no element
 * array. Archives repeat few lists (the Kaggle sample: 30 distinct lists, all of two techniques);
 * on Kaggle rows, row building and projection together took ~205 ns a row instead of ~255 (one
 * thread, warm, docs/spark.md). Lists that do not fit the key (more than four techniques, a count
 * above 127) are generic rows, each reused while its slot keeps its technique and count. {@code
 * GradedInternalRowsTest} checks that Spark's projection of these rows gives the bytes of Spark's
 * encoder for every kind of row.
 *
 * <p>Contract: {@link #of} returns the <em>same</em> row object every call, its values replaced by
 * the next call (Spark's row iterators reuse rows the same way; the scan's projection copies each
 * row before the next is asked for). Not thread-safe: one per partition.
 */
final class GradedInternalRows {
  /** More distinct values than this in the closed-set columns: stop caching new ones. */
  private static final int MAX_CACHED = 4096;

  private static final byte AS_IS = 0;
  private static final byte CACHED_STRING = 1;
  private static final byte STRING = 2;
  private static final byte TIMESTAMP = 3;
  private static final byte COUNTS = 4;
  private static final byte STRINGS = 5;

  /** Technique counts of at most this many techniques are encoded once per distinct list. */
  private static final int KEY_SLOTS = 4;

  private static final int MAX_KEY_COUNT = 127;
  private static final int MAX_TECHNIQUE_IDS = 64;
  private static final long NO_KEY = 0;
  private static final int COUNT_SLOT_BITS = 10;
  private static final int COUNT_SLOTS = 1 << COUNT_SLOT_BITS;
  private static final int MAX_CACHED_COUNTS = COUNT_SLOTS / 2;

  /** How each column's value is converted, by position. */
  private static final byte[] KIND = new byte[GradedPuzzleSchema.WIDTH];

  static {
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
    KIND[GradedPuzzleSchema.GRADED_AT] = TIMESTAMP;
    KIND[GradedPuzzleSchema.TECHNIQUE_COUNTS] = COUNTS;
    // INDEX, DUPLICATES (Long), SOLUTION_COUNT, CLUES (Integer), RATING, EP, ED (Double),
    // ARCHIVE_SOLUTION_MATCHED (Boolean): AS_IS.
  }

  private final byte[] kinds;
  private final Object[] values;
  private final GenericInternalRow row;
  private final Map<String, UTF8String> utf8 = new HashMap<>();

  /** Per closed-set column, the last string seen and its encoding. */
  private final String[] lastString;

  private final UTF8String[] lastUtf8;

  /** Per position in the technique counts, the last element: name, count and its row. */
  private String[] countName = new String[8];

  private Object[] countValue = new Object[8];
  private InternalRow[] countRow = new InternalRow[8];

  private final String[] techniqueNames = new String[MAX_TECHNIQUE_IDS];
  private int techniqueIds;

  /** {@link #encodedCounts}' table, at most half full so that probes stay short. */
  private final long[] countKeys = new long[COUNT_SLOTS];

  private final UnsafeArrayData[] countArrays = new UnsafeArrayData[COUNT_SLOTS];
  private int cachedCounts;
  private final UnsafeRowWriter countsWriter = new UnsafeRowWriter(1, 64);

  /** Rows in {@link GradedPuzzleSchema#SCHEMA} layout. */
  GradedInternalRows() {
    this(AnalyzerOptions.defaults());
  }

  /** Rows in {@link GradedPuzzleSchema#schema(AnalyzerOptions)} layout. */
  GradedInternalRows(AnalyzerOptions options) {
    int extra = (options.listSolutions() > 0 ? 1 : 0) + options.inputColumns().size();
    kinds = Arrays.copyOf(KIND, KIND.length + extra);
    int at = KIND.length;
    if (options.listSolutions() > 0) {
      kinds[at++] = STRINGS;
    }
    while (at < kinds.length) {
      kinds[at++] = STRING;
    }
    values = new Object[kinds.length];
    row = new GenericInternalRow(values);
    lastString = new String[kinds.length];
    lastUtf8 = new UTF8String[kinds.length];
  }

  /**
   * The values as Spark's internal row (reused, see the class comment).
   *
   * @throws ClassCastException if a value is not of its column's external type (a bug: the analyzer
   *     builds these arrays)
   */
  InternalRow of(Object[] v) {
    for (int i = 0; i < kinds.length; i++) {
      Object x = v[i];
      values[i] =
          x == null
              ? null
              : switch (kinds[i]) {
                case CACHED_STRING -> x == lastString[i] ? lastUtf8[i] : remember(i, (String) x);
                case STRING -> UTF8String.fromString((String) x);
                case TIMESTAMP -> micros(x);
                case COUNTS -> counts((Row[]) x);
                case STRINGS -> strings((String[]) x);
                default -> x;
              };
    }
    return row;
  }

  /**
   * {@code array<struct<technique, count>>}, never null (empty when there are none): the encoded
   * array from {@link #encodedCounts} when the list fits its key, else generic rows.
   */
  private ArrayData counts(Row[] list) {
    long key = countsKey(list);
    return key == NO_KEY ? genericCounts(list) : encodedCounts(key, list);
  }

  /**
   * The list packed into one {@code long}, or {@link #NO_KEY} when it does not fit:
   *
   * <pre>
   *  63  62..60   59..52   51..39  38..26  25..13  12..0
   * [ 1 | length | unused | slot 3 | slot 2 | slot 1 | slot 0 ]   slot = technique id (6 bits) | count (7 bits)
   * </pre>
   *
   * Bit 63 keeps every key, the empty list's too, apart from the table's empty slot (0).
   */
  private long countsKey(Row[] list) {
    if (list.length > KEY_SLOTS) {
      return NO_KEY;
    }
    long key = (1L << 63) | ((long) list.length << 60);
    for (int k = 0; k < list.length; k++) {
      int id = techniqueId(list[k].getString(0));
      Object count = list[k].get(1);
      if (id < 0 || !(count instanceof Integer n) || n < 0 || n > MAX_KEY_COUNT) {
        return NO_KEY;
      }
      key |= (long) (id << 7 | n) << (13 * k);
    }
    return key;
  }

  /**
   * A small id per technique name, in order of first sight, found by identity (the analyzer passes
   * the enum's own name strings); -1 once {@link #MAX_TECHNIQUE_IDS} names are taken.
   */
  private int techniqueId(String name) {
    for (int i = 0; i < techniqueIds; i++) {
      if (techniqueNames[i] == name) {
        return i;
      }
    }
    for (int i = 0; i < techniqueIds; i++) {
      if (techniqueNames[i].equals(name)) {
        return i;
      }
    }
    if (techniqueIds == MAX_TECHNIQUE_IDS) {
      return -1;
    }
    techniqueNames[techniqueIds] = name;
    return techniqueIds++;
  }

  /**
   * The list as an {@link UnsafeArrayData}, from a table of up to {@link #MAX_CACHED_COUNTS}
   * encodings by key (open addressing, linear probing, no removal: past that many distinct lists,
   * new ones are encoded every time).
   */
  private ArrayData encodedCounts(long key, Row[] list) {
    int mask = COUNT_SLOTS - 1;
    int at = ((int) (key ^ key >>> 26) * 0x9E3779B9) >>> (32 - COUNT_SLOT_BITS);
    while (countKeys[at] != 0) {
      if (countKeys[at] == key) {
        return countArrays[at];
      }
      at = (at + 1) & mask;
    }
    UnsafeArrayData encoded = encode(list);
    if (cachedCounts < MAX_CACHED_COUNTS) {
      countKeys[at] = key;
      countArrays[at] = encoded;
      cachedCounts++;
    }
    return encoded;
  }

  /**
   * Spark's binary form of the list, written as its generated projection writes a non-null {@code
   * array<struct<string, int>>} (one 8-byte offset-and-size slot per element, each element a
   * 2-field row), then copied out of the reused writer. Written here rather than by a projection of
   * its own: creating one costs ~0.3 ms of code generation per partition.
   */
  private UnsafeArrayData encode(Row[] list) {
    countsWriter.reset();
    countsWriter.zeroOutNullBytes();
    int arrayStart = countsWriter.cursor();
    UnsafeArrayWriter array = new UnsafeArrayWriter(countsWriter, 8);
    array.initialize(list.length);
    UnsafeRowWriter element = new UnsafeRowWriter(array, 2);
    for (int k = 0; k < list.length; k++) {
      int elementStart = array.cursor();
      element.resetRowWriter();
      element.write(0, cached(list[k].getString(0)));
      element.write(1, (int) (Integer) list[k].get(1));
      array.setOffsetAndSizeFromPreviousCursor(k, elementStart);
    }
    countsWriter.setOffsetAndSizeFromPreviousCursor(0, arrayStart);
    return countsWriter.getRow().getArray(0).copy();
  }

  /** The list as generic rows, each reused while its slot keeps its technique and count. */
  private GenericArrayData genericCounts(Row[] list) {
    if (list.length > countRow.length) {
      countName = Arrays.copyOf(countName, list.length);
      countValue = Arrays.copyOf(countValue, list.length);
      countRow = Arrays.copyOf(countRow, list.length);
    }
    Object[] elements = new Object[list.length];
    for (int k = 0; k < list.length; k++) {
      String name = list[k].getString(0);
      Object count = list[k].get(1);
      if (name != countName[k] || !count.equals(countValue[k])) {
        countName[k] = name;
        countValue[k] = count;
        countRow[k] = new GenericInternalRow(new Object[] {cached(name), (Integer) count});
      }
      elements[k] = countRow[k];
    }
    return new GenericArrayData(elements);
  }

  /** {@code array<string>} without null elements. */
  private static GenericArrayData strings(String[] list) {
    Object[] elements = new Object[list.length];
    for (int k = 0; k < list.length; k++) {
      elements[k] = UTF8String.fromString(list[k]);
    }
    return new GenericArrayData(elements);
  }

  /** Spark's timestamp: microseconds since the epoch (the external types its encoder takes). */
  private static long micros(Object t) {
    return t instanceof Instant instant
        ? DateTimeUtils.instantToMicros(instant)
        : DateTimeUtils.fromJavaTimestamp((Timestamp) t);
  }

  private UTF8String remember(int column, String s) {
    UTF8String u = cached(s);
    lastString[column] = s;
    lastUtf8[column] = u;
    return u;
  }

  private UTF8String cached(String s) {
    UTF8String u = utf8.get(s);
    if (u == null) {
      u = UTF8String.fromString(s);
      if (utf8.size() < MAX_CACHED) {
        utf8.put(s, u);
      }
    }
    return u;
  }
}
