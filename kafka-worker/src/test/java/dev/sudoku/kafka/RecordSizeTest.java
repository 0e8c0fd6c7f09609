package dev.sudoku.kafka;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.SplittableRandom;
import org.apache.kafka.common.header.Header;
import org.apache.kafka.common.header.internals.RecordHeader;
import org.apache.kafka.common.record.internal.AbstractRecords;
import org.apache.kafka.common.record.internal.CompressionType;
import org.apache.kafka.common.record.internal.RecordBatch;
import org.junit.jupiter.api.Test;

class RecordSizeTest {

  @Test
  void upperBound_isNeverBelowKafkasOwnEstimate() {
    // The producer refuses a record whose estimate exceeds max.request.size; ours must be at
    // least as large, or a record we let through could still be refused.
    SplittableRandom random = new SplittableRandom(3);
    for (int i = 0; i < 200; i++) {
      byte[] key = random.nextBoolean() ? null : new byte[random.nextInt(0, 70_000)];
      byte[] value = new byte[random.nextInt(0, 1_200_000)];
      List<Header> headers =
          random.nextBoolean()
              ? List.of()
              : List.of(new RecordHeader("sudoku.record", new byte[random.nextInt(0, 300)]));
      int kafka =
          AbstractRecords.estimateSizeInBytesUpperBound(
              RecordBatch.CURRENT_MAGIC_VALUE,
              CompressionType.NONE,
              key,
              value,
              headers.toArray(new Header[0]));
      long ours = RecordSize.upperBound(key, value, headers);
      assertThat(ours)
          .as("key %s, value %d", key == null ? "-" : key.length, value.length)
          .isGreaterThanOrEqualTo(kafka)
          .isLessThan(kafka + 200L);
    }
  }
}
