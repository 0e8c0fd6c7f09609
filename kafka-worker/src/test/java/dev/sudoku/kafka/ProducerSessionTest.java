package dev.sudoku.kafka;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import org.apache.kafka.clients.producer.MockProducer;
import org.apache.kafka.common.errors.TimeoutException;
import org.apache.kafka.common.serialization.ByteArraySerializer;
import org.junit.jupiter.api.Test;

class ProducerSessionTest {

  /** A clock the test moves. */
  static final class StepClock extends Clock {
    volatile Instant now = Instant.parse("2026-11-26T10:00:00Z");

    @Override
    public ZoneId getZone() {
      return ZoneOffset.UTC;
    }

    @Override
    public Clock withZone(ZoneId zone) {
      return this;
    }

    @Override
    public Instant instant() {
      return now;
    }
  }

  private final List<MockProducer<byte[], byte[]>> made = new ArrayList<>();

  private MockProducer<byte[], byte[]> make() {
    MockProducer<byte[], byte[]> p =
        new MockProducer<>(true, null, new ByteArraySerializer(), new ByteArraySerializer());
    made.add(p);
    return p;
  }

  @Test
  void openFor_measuresTheTransactionFromBeginUntilEnded() {
    StepClock clock = new StepClock();
    ProducerSession s = new ProducerSession(this::make, clock);
    s.init();
    assertThat(s.openFor()).isZero();
    s.begin();
    clock.now = clock.now.plusSeconds(20);
    assertThat(s.openFor()).isEqualTo(Duration.ofSeconds(20));
    s.ended();
    assertThat(s.openFor()).isZero();
  }

  @Test
  void init_timedOut_isRetriedOnTheSameProducer() {
    ProducerSession s = new ProducerSession(this::make, new StepClock());
    made.get(0).initTransactionException = new TimeoutException("no coordinator");
    try {
      s.init();
    } catch (TimeoutException expected) {
      // the cluster did not answer
    }
    made.get(0).initTransactionException = null;
    s.init();
    assertThat(made).hasSize(1);
    assertThat(made.get(0).transactionInitialized()).isTrue();
  }

  @Test
  void renew_closesTheOldProducerAndMakesANewOneToInitialise() {
    ProducerSession s = new ProducerSession(this::make, new StepClock());
    s.init();
    s.begin();
    s.renew();
    assertThat(made).hasSize(2);
    assertThat(made.get(0).closed()).isTrue();
    assertThat(s.producer()).isSameAs(made.get(1));
    assertThat(s.openFor()).isZero();
    assertThat(made.get(1).transactionInitialized()).isFalse();
    s.init();
    assertThat(made.get(1).transactionInitialized()).isTrue();
    assertThat(s.renewals()).isEqualTo(1);
  }
}
