package dev.sudoku.kafka;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.Set;
import org.apache.kafka.common.KafkaException;
import org.apache.kafka.common.errors.GroupAuthorizationException;
import org.apache.kafka.common.errors.InvalidProducerEpochException;
import org.apache.kafka.common.errors.InvalidTxnStateException;
import org.apache.kafka.common.errors.InvalidTxnTimeoutException;
import org.apache.kafka.common.errors.ProducerFencedException;
import org.apache.kafka.common.errors.TimeoutException;
import org.apache.kafka.common.errors.TopicAuthorizationException;
import org.apache.kafka.common.errors.TransactionAbortableException;
import org.apache.kafka.common.errors.UnknownMemberIdException;
import org.junit.jupiter.api.Test;

class TransactionFailureTest {

  private static final Duration TIMEOUT = Duration.ofSeconds(15);
  private static final Duration YOUNG = Duration.ofMillis(40);
  private static final Duration OLD = Duration.ofSeconds(25);

  @Test
  void of_fencedWhileTheTransactionIsYoung_isANewerInstance() {
    assertThat(TransactionFailure.of(new ProducerFencedException("x"), YOUNG, TIMEOUT))
        .isEqualTo(TransactionFailure.FENCED);
    assertThat(TransactionFailure.of(new InvalidProducerEpochException("x"), YOUNG, TIMEOUT))
        .isEqualTo(TransactionFailure.FENCED);
  }

  @Test
  void of_fencedAfterTheTransactionOutlivedItsTimeout_isTheCoordinatorsAbortAndRenews() {
    // The broker-outage case: "Producer attempted to produce with an old epoch" after a 25 s
    // outage with a 15 s timeout is the coordinator's abort, not a newer instance.
    assertThat(
            TransactionFailure.of(
                new InvalidProducerEpochException(
                    "Producer attempted to produce with an old epoch."),
                OLD,
                TIMEOUT))
        .isEqualTo(TransactionFailure.RENEW);
    assertThat(
            TransactionFailure.of(
                new KafkaException("wrapped", new ProducerFencedException("x")), OLD, TIMEOUT))
        .isEqualTo(TransactionFailure.RENEW);
    assertThat(TransactionFailure.of(new ProducerFencedException("x"), TIMEOUT, TIMEOUT))
        .isEqualTo(TransactionFailure.RENEW);
  }

  @Test
  void of_groupMembershipOrTransactionStateLost_renewsTheProducer() {
    assertThat(TransactionFailure.of(new UnknownMemberIdException("x"), YOUNG, TIMEOUT))
        .isEqualTo(TransactionFailure.RENEW);
    assertThat(TransactionFailure.of(new InvalidTxnStateException("x"), YOUNG, TIMEOUT))
        .isEqualTo(TransactionFailure.RENEW);
  }

  @Test
  void of_transientErrors_abort() {
    assertThat(TransactionFailure.of(new TimeoutException("x"), YOUNG, TIMEOUT))
        .isEqualTo(TransactionFailure.ABORT);
    assertThat(TransactionFailure.of(new TransactionAbortableException("x"), OLD, TIMEOUT))
        .isEqualTo(TransactionFailure.ABORT);
    assertThat(TransactionFailure.of(new IllegalStateException("x"), YOUNG, TIMEOUT))
        .isEqualTo(TransactionFailure.ABORT);
  }

  @Test
  void of_deploymentErrors_areFatal_topicAuthorizationIsLeftToTheWorker() {
    assertThat(TransactionFailure.of(new GroupAuthorizationException("g"), YOUNG, TIMEOUT))
        .isEqualTo(TransactionFailure.FATAL);
    assertThat(TransactionFailure.of(new InvalidTxnTimeoutException("t"), YOUNG, TIMEOUT))
        .isEqualTo(TransactionFailure.FATAL);
    assertThat(
            TransactionFailure.of(
                new KafkaException("x", new TopicAuthorizationException(Set.of("reply"))),
                YOUNG,
                TIMEOUT))
        .isEqualTo(TransactionFailure.ABORT);
  }
}
