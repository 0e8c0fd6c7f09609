package dev.sudoku.spark;

import static org.assertj.core.api.Assertions.assertThat;

import java.sql.Timestamp;
import java.util.ArrayList;
import java.util.List;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.catalyst.InternalRow;
import org.apache.spark.sql.catalyst.encoders.ExpressionEncoder;
import org.apache.spark.sql.catalyst.expressions.UnsafeProjection;
import org.apache.spark.sql.catalyst.expressions.UnsafeRow;
import org.apache.spark.sql.types.StructType;
import org.junit.jupiter.api.Test;

class GradedInternalRowsTest {
  private static final String CONFLICT = "11" + ".".repeat(79);

  private final ExpressionEncoder.Serializer<org.apache.spark.sql.Row> spark =
      ExpressionEncoder.apply(GradedPuzzleSchema.SCHEMA).createSerializer();

  /** Spark's own encoding of the same values, as the job produced before (copied: reused). */
  private UnsafeRow expected(Object[] values) {
    InternalRow r = spark.apply(RowFactory.create(values.clone()));
    return ((UnsafeRow) r).copy();
  }

  /** What Spark's scan of the RDD makes of our row: its projection to an {@code UnsafeRow}. */
  private static UnsafeRow projected(StructType schema, InternalRow row) {
    return UnsafeProjection.create(schema).apply(row).copy();
  }

  private static UnsafeRow projected(InternalRow row) {
    return projected(GradedPuzzleSchema.SCHEMA, row);
  }

  private static List<Object[]> everyKindOfRow() {
    PuzzleAnalyzer plain = new PuzzleAnalyzer("line", false);
    PuzzleAnalyzer canonical = new PuzzleAnalyzer("line", true);
    PuzzleAnalyzer ungraded = new PuzzleAnalyzer("line", false, false);
    List<Object[]> rows = new ArrayList<>();
    rows.add(plain.fields("f.csv", 2, PuzzleAnalyzerTest.PUZZLE, PuzzleAnalyzerTest.SOLUTION));
    rows.add(canonical.fields("f.csv", 3, PuzzleAnalyzerTest.PUZZLE, null));
    rows.add(ungraded.fields("f.csv", 4, PuzzleAnalyzerTest.PUZZLE, "wrong"));
    rows.add(plain.fields("g.txt", 5, PuzzleAnalyzerTest.MULTI, null));
    rows.add(canonical.fields("g.txt", 6, PuzzleAnalyzerTest.NO_SOLUTION, null));
    rows.add(plain.fields("g.txt", 7, CONFLICT, null));
    rows.add(plain.fields("g.txt", 8, "not a puzzle, élan", null));
    rows.add(plain.invalidRow("h.csv", 9, "x".repeat(500), "expected at least 2 CSV fields"));
    rows.add(plain.invalidRow("h.csv", 10, null, "no puzzle"));
    Object[] full = plain.fields("données/f.csv", 11, PuzzleAnalyzerTest.PUZZLE, null);
    full[GradedPuzzleSchema.DUPLICATES] = 3L;
    full[GradedPuzzleSchema.GRADED_AT] = Timestamp.valueOf("2026-11-23 15:00:00.123");
    full[GradedPuzzleSchema.CANONICAL_FORM] = "ü".repeat(200);
    rows.add(full);
    return rows;
  }

  @Test
  void of_everyKindOfRow_projectsToTheBytesOfSparksEncoder() {
    GradedInternalRows rows = new GradedInternalRows();
    for (Object[] values : everyKindOfRow()) {
      UnsafeRow ours = projected(rows.of(values));

      assertThat(ours.getSizeInBytes()).isEqualTo(expected(values).getSizeInBytes());
      assertThat(ours).isEqualTo(expected(values));
    }
  }

  @Test
  void of_afterALongerRow_reusesTheRowWithoutLeftovers() {
    GradedInternalRows rows = new GradedInternalRows();
    List<Object[]> all = everyKindOfRow();
    Object[] longest = all.get(all.size() - 1);
    Object[] shortest = all.get(3);

    InternalRow first = rows.of(longest);
    InternalRow second = rows.of(shortest);

    assertThat(second).isSameAs(first);
    assertThat(projected(second)).isEqualTo(expected(shortest));
  }

  @Test
  void of_sameTechniquesOtherCountsAndSources_eachRowItsOwnValues() {
    // The per-column and per-slot reuse must never carry a value over to a row that differs.
    GradedInternalRows rows = new GradedInternalRows();
    Object[] graded = everyKindOfRow().get(0);
    org.apache.spark.sql.Row[] counts =
        (org.apache.spark.sql.Row[]) graded[GradedPuzzleSchema.TECHNIQUE_COUNTS];
    Object[] more = graded.clone();
    org.apache.spark.sql.Row[] moreCounts = counts.clone();
    moreCounts[0] = RowFactory.create(counts[0].getString(0), counts[0].getInt(1) + 1);
    more[GradedPuzzleSchema.TECHNIQUE_COUNTS] = moreCounts;
    more[GradedPuzzleSchema.SOURCE] = new String("other.csv");
    Object[] equalText = graded.clone();
    equalText[GradedPuzzleSchema.SOURCE] = new String((String) graded[GradedPuzzleSchema.SOURCE]);

    for (Object[] values : List.of(graded, more, graded, equalText, more)) {
      assertThat(projected(rows.of(values))).isEqualTo(expected(values));
    }
  }

  @Test
  void of_countListsPastTheEncodedTable_projectToTheBytesOfSparksEncoder() {
    // Lists of up to four techniques with counts up to 127 are encoded once and reused; longer
    // lists, larger counts and unseen names take the generic path. Every one, in any order and
    // repeated, must give the encoder's bytes.
    Object[] graded = everyKindOfRow().get(0);
    List<org.apache.spark.sql.Row[]> lists =
        List.of(
            counts("FULL_HOUSE", 3, "HIDDEN_SINGLE_BOX", 40),
            counts("FULL_HOUSE", 3, "HIDDEN_SINGLE_BOX", 41),
            counts("HIDDEN_SINGLE_BOX", 41, "FULL_HOUSE", 3),
            counts(
                "FULL_HOUSE",
                1,
                "HIDDEN_SINGLE_BOX",
                2,
                "HIDDEN_SINGLE_LINE",
                3,
                "DIRECT_POINTING",
                127),
            counts(
                "FULL_HOUSE",
                1,
                "HIDDEN_SINGLE_BOX",
                2,
                "HIDDEN_SINGLE_LINE",
                3,
                "DIRECT_POINTING",
                4,
                "NAKED_SINGLE",
                5),
            counts("FULL_HOUSE", 128),
            counts(new String("FULL_HOUSE"), 3, "HIDDEN_SINGLE_BOX", 40),
            counts());
    GradedInternalRows rows = new GradedInternalRows();

    for (int round = 0; round < 2; round++) {
      for (org.apache.spark.sql.Row[] list : lists) {
        Object[] values = graded.clone();
        values[GradedPuzzleSchema.TECHNIQUE_COUNTS] = list;

        assertThat(projected(rows.of(values))).isEqualTo(expected(values));
      }
    }
  }

  @Test
  void of_manyDistinctCountLists_projectsEveryOneToTheBytesOfSparksEncoder() {
    // More distinct lists than the table keeps: the ones past it are encoded every time.
    Object[] graded = everyKindOfRow().get(0);
    GradedInternalRows rows = new GradedInternalRows();

    for (int a = 0; a < 100; a++) {
      for (int b = 0; b < 12; b++) {
        Object[] values = graded.clone();
        values[GradedPuzzleSchema.TECHNIQUE_COUNTS] =
            counts("FULL_HOUSE", a, "HIDDEN_SINGLE_BOX", b, "NAKED_SINGLE", a + b);

        assertThat(projected(rows.of(values))).isEqualTo(expected(values));
      }
    }
  }

  /** Technique counts as the analyzer hands them: name, count, name, count, ... */
  private static org.apache.spark.sql.Row[] counts(Object... nameCount) {
    org.apache.spark.sql.Row[] list = new org.apache.spark.sql.Row[nameCount.length / 2];
    for (int k = 0; k < list.length; k++) {
      list[k] = RowFactory.create(nameCount[2 * k], nameCount[2 * k + 1]);
    }
    return list;
  }

  @Test
  void of_solutionsAndInputColumns_projectsToTheBytesOfSparksEncoder() {
    AnalyzerOptions options =
        new AnalyzerOptions(AnalyzerOptions.defaults().maxNesting(), 0, 5, 3, List.of())
            .withInputColumns(List.of("se_er", "difficulty"));
    StructType schema = GradedPuzzleSchema.schema(options);
    ExpressionEncoder.Serializer<org.apache.spark.sql.Row> encoder =
        ExpressionEncoder.apply(schema).createSerializer();
    PuzzleAnalyzer analyzer = new PuzzleAnalyzer("line", false, true, options);
    GradedInternalRows rows = new GradedInternalRows(options);
    List<Object[]> all =
        List.of(
            analyzer.fields("f.csv", 2, PuzzleAnalyzerTest.MULTI, null, List.of("7.1", "hard ü")),
            analyzer.fields("f.csv", 3, PuzzleAnalyzerTest.PUZZLE, null, List.of("1.5")),
            analyzer.invalidRow("f.csv", 4, "x", "no puzzle"));

    for (Object[] values : all) {
      UnsafeRow theirs = ((UnsafeRow) encoder.apply(RowFactory.create(values.clone()))).copy();

      assertThat(projected(schema, rows.of(values))).isEqualTo(theirs);
    }
  }

  @Test
  void of_gradedRow_readsBackTheTechniqueCounts() {
    Object[] values = everyKindOfRow().get(0);
    org.apache.spark.sql.Row[] counts =
        (org.apache.spark.sql.Row[]) values[GradedPuzzleSchema.TECHNIQUE_COUNTS];

    UnsafeRow row = projected(new GradedInternalRows().of(values));

    assertThat(counts).isNotEmpty();
    assertThat(row.getArray(GradedPuzzleSchema.TECHNIQUE_COUNTS).numElements())
        .isEqualTo(counts.length);
    InternalRow first = row.getArray(GradedPuzzleSchema.TECHNIQUE_COUNTS).getStruct(0, 2);
    assertThat(first.getUTF8String(0).toString()).isEqualTo(counts[0].getString(0));
    assertThat(first.getInt(1)).isEqualTo(counts[0].getInt(1));
    assertThat(row.getUTF8String(GradedPuzzleSchema.STATUS).toString()).isEqualTo("UNIQUE");
  }
}
