package dev.sudoku.kafka;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.Set;
import org.apache.kafka.clients.admin.ProducerState;
import org.apache.kafka.clients.admin.TransactionDescription;
import org.apache.kafka.clients.admin.TransactionState;
import org.apache.kafka.common.TopicPartition;
import org.junit.jupiter.api.Test;

class AbortRuleTest {

  private static final TopicPartition TP = new TopicPartition("sudoku.puzzles", 0);
  private static final long NOW = 1_800_000_000_000L;
  private static final long TIMEOUT = 15_000;
  private static final long OLD = NOW - TIMEOUT - AbortRule.SLACK.toMillis() - 1;

  private static ProducerState open(long pid, int epoch, long lastWrite) {
    return new ProducerState(pid, epoch, 9, lastWrite, OptionalInt.of(3), OptionalLong.of(623));
  }

  private static TransactionDescription coordinator(
      long pid, int epoch, TransactionState state, Set<TopicPartition> partitions) {
    return new TransactionDescription(
        1, state, pid, epoch, TIMEOUT, OptionalLong.empty(), partitions);
  }

  @Test
  void abandoned_coordinatorAbortedItWithoutThisPartitionsMarker_isAbandoned() {
    // The broker-restart case: the coordinator says COMPLETE_ABORT (epoch bumped to 26) while
    // the partition still holds epoch 25's records open.
    assertThat(
            AbortRule.abandoned(
                TP,
                open(1, 25, OLD),
                coordinator(1, 26, TransactionState.COMPLETE_ABORT, Set.of()),
                NOW))
        .isTrue();
    assertThat(
            AbortRule.abandoned(
                TP,
                open(1, 25, OLD),
                coordinator(1, 26, TransactionState.PREPARE_ABORT, Set.of()),
                NOW))
        .isTrue();
  }

  @Test
  void abandoned_outcomeACommitOrUnknown_isLeftAlone() {
    assertThat(
            AbortRule.abandoned(
                TP,
                open(1, 25, OLD),
                coordinator(1, 26, TransactionState.COMPLETE_COMMIT, Set.of()),
                NOW))
        .isFalse();
    assertThat(
            AbortRule.abandoned(
                TP, open(1, 25, OLD), coordinator(1, 27, TransactionState.EMPTY, Set.of()), NOW))
        .isFalse();
    assertThat(
            AbortRule.abandoned(
                TP,
                open(1, 25, OLD),
                coordinator(7, 26, TransactionState.COMPLETE_ABORT, Set.of()),
                NOW))
        .isFalse();
  }

  @Test
  void abandoned_markerStillToBeWrittenHere_isNot() {
    assertThat(
            AbortRule.abandoned(
                TP,
                open(1, 25, OLD),
                coordinator(1, 26, TransactionState.PREPARE_ABORT, Set.of(TP)),
                NOW))
        .isFalse();
    assertThat(
            AbortRule.abandoned(
                TP,
                open(1, 25, OLD),
                coordinator(1, 25, TransactionState.ONGOING, Set.of(TP)),
                NOW))
        .isFalse();
  }

  @Test
  void abandoned_producerWroteRecently_isNotYet() {
    long recent = NOW - TIMEOUT;
    assertThat(
            AbortRule.abandoned(
                TP,
                open(1, 25, recent),
                coordinator(1, 26, TransactionState.COMPLETE_ABORT, Set.of()),
                NOW))
        .isFalse();
  }

  @Test
  void abandoned_noOpenTransactionOrUnknownCoordinator_isNot() {
    ProducerState closed =
        new ProducerState(1, 25, 9, OLD, OptionalInt.of(3), OptionalLong.empty());
    assertThat(
            AbortRule.abandoned(
                TP, closed, coordinator(1, 26, TransactionState.COMPLETE_ABORT, Set.of()), NOW))
        .isFalse();
    assertThat(AbortRule.abandoned(TP, open(1, 25, OLD), null, NOW)).isFalse();
  }

  @Test
  void abortedEpoch_ongoingBeforeInitOrAbortedAfter_isTheRecordsEpoch_commitsAreNot() {
    assertThat(AbortRule.abortedEpoch(coordinator(1, 25, TransactionState.ONGOING, Set.of(TP))))
        .hasValue(25);
    assertThat(
            AbortRule.abortedEpoch(coordinator(1, 26, TransactionState.COMPLETE_ABORT, Set.of())))
        .hasValue(25);
    assertThat(
            AbortRule.abortedEpoch(coordinator(1, 26, TransactionState.PREPARE_COMMIT, Set.of(TP))))
        .isEmpty();
    assertThat(AbortRule.abortedEpoch(coordinator(1, 26, TransactionState.EMPTY, Set.of())))
        .isEmpty();
    assertThat(AbortRule.abortedEpoch(null)).isEmpty();
  }
}
