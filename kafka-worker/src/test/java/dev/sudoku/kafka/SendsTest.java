package dev.sudoku.kafka;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import org.apache.kafka.clients.producer.RecordMetadata;
import org.apache.kafka.common.TopicPartition;
import org.apache.kafka.common.errors.RecordTooLargeException;
import org.apache.kafka.common.errors.TimeoutException;
import org.junit.jupiter.api.Test;

class SendsTest {

  private static final TopicPartition P = new TopicPartition("puzzles", 2);

  private static RecordMetadata at(long offset) {
    return new RecordMetadata(P, offset, 0, 0L, 0, 10);
  }

  @Test
  void callbacks_recordTheLastOffsetPerPartition() {
    Sends s = new Sends();
    s.forRequest("0/1").onCompletion(at(12), null);
    s.untracked().onCompletion(at(15), null);
    s.forRequest("0/2").onCompletion(at(13), null);
    assertThat(s.lastOffsets()).containsExactly(Map.entry(P, 15L));
  }

  @Test
  void forRequest_recordRefusedForWhatItIs_isAttributedToItsRequest() {
    Sends s = new Sends();
    s.forRequest("0/1").onCompletion(null, new RecordTooLargeException("too large"));
    s.forRequest("0/2").onCompletion(null, new TimeoutException("broker gone"));
    assertThat(s.refused()).containsOnlyKeys("0/1");
    s.clear();
    assertThat(s.refused()).isEmpty();
    assertThat(s.lastOffsets()).isEmpty();
  }
}
