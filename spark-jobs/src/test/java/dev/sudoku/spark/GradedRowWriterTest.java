package dev.sudoku.spark;

import static org.assertj.core.api.Assertions.assertThat;

import java.sql.Timestamp;
import java.util.ArrayList;
import java.util.List;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.catalyst.InternalRow;
import org.apache.spark.sql.catalyst.encoders.ExpressionEncoder;
import org.apache.spark.sql.catalyst.expressions.UnsafeRow;
import org.junit.jupiter.api.Test;

class GradedRowWriterTest {
  private static final String CONFLICT = "11" + ".".repeat(79);

  private final ExpressionEncoder.Serializer<org.apache.spark.sql.Row> spark =
      ExpressionEncoder.apply(GradedPuzzleSchema.SCHEMA).createSerializer();

  /** Spark's own encoding of the same values, as the job produced before (copied: reused). */
  private UnsafeRow expected(Object[] values) {
    InternalRow r = spark.apply(RowFactory.create(values.clone()));
    return ((UnsafeRow) r).copy();
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
  void write_everyKindOfRow_sameBytesAsSparksEncoder() {
    GradedRowWriter writer = new GradedRowWriter();
    for (Object[] values : everyKindOfRow()) {
      UnsafeRow ours = writer.write(values);

      assertThat(ours.getSizeInBytes()).isEqualTo(expected(values).getSizeInBytes());
      assertThat(ours).isEqualTo(expected(values));
    }
  }

  @Test
  void write_afterALongerRow_reusesTheBufferWithoutLeftovers() {
    GradedRowWriter writer = new GradedRowWriter();
    List<Object[]> rows = everyKindOfRow();
    Object[] longest = rows.get(rows.size() - 1);
    Object[] shortest = rows.get(3);

    writer.write(longest);
    UnsafeRow second = writer.write(shortest);

    assertThat(second).isEqualTo(expected(shortest));
  }

  @Test
  void write_gradedRow_readsBackTheTechniqueCounts() {
    Object[] values = everyKindOfRow().get(0);
    org.apache.spark.sql.Row[] counts =
        (org.apache.spark.sql.Row[]) values[GradedPuzzleSchema.TECHNIQUE_COUNTS];

    UnsafeRow row = new GradedRowWriter().write(values);

    assertThat(counts).isNotEmpty();
    assertThat(row.getArray(GradedPuzzleSchema.TECHNIQUE_COUNTS).numElements())
        .isEqualTo(counts.length);
    InternalRow first = row.getArray(GradedPuzzleSchema.TECHNIQUE_COUNTS).getStruct(0, 2);
    assertThat(first.getUTF8String(0).toString()).isEqualTo(counts[0].getString(0));
    assertThat(first.getInt(1)).isEqualTo(counts[0].getInt(1));
    assertThat(row.getUTF8String(GradedPuzzleSchema.STATUS).toString()).isEqualTo("UNIQUE");
  }
}
