package dev.sudoku.kafka;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

class HealthProbesTest {

  private static final Duration BOUND = Duration.ofMinutes(2);

  private final AtomicLong nanos = new AtomicLong(1_000);
  private final AtomicBoolean stopping = new AtomicBoolean();
  private final HealthProbes probes = new HealthProbes(BOUND, nanos::get, stopping::get);

  /** Started, producer initialised, two partitions assigned and restored. */
  private void working() {
    probes.started();
    probes.stepped(true, 2, false);
  }

  @Test
  void ready_working_isOk() {
    working();
    assertThat(probes.ready()).isEqualTo(HealthProbes.Verdict.OK);
    assertThat(probes.live()).isEqualTo(HealthProbes.Verdict.OK);
  }

  @Test
  void ready_notStarted_isStartingButLive() {
    assertThat(probes.ready()).isEqualTo(HealthProbes.Verdict.no("starting"));
    assertThat(probes.live().ok()).isTrue();
  }

  @Test
  void ready_producerNotInitialised_saysSo() {
    probes.started();
    probes.stepped(false, 2, false);
    assertThat(probes.ready().ok()).isFalse();
    assertThat(probes.ready().reason()).contains("producer not initialised");
    assertThat(probes.live().ok()).isTrue();
  }

  @Test
  void ready_noPartition_saysSo() {
    probes.started();
    probes.stepped(true, 0, false);
    assertThat(probes.ready()).isEqualTo(HealthProbes.Verdict.no("no request partition assigned"));
  }

  @Test
  void ready_restoring_saysSo() {
    probes.started();
    probes.stepped(true, 1, true);
    assertThat(probes.ready().reason()).contains("reading back the progress");
  }

  @Test
  void ready_failedTransactions_notReadyUntilACommit() {
    working();
    probes.failed();
    probes.failed();
    assertThat(probes.ready()).isEqualTo(HealthProbes.Verdict.no("last 2 transaction(s) failed"));
    probes.committed();
    assertThat(probes.ready().ok()).isTrue();
  }

  @Test
  void ready_stalledOutput_notReadyUntilItMoves() {
    working();
    probes.stalled(3);
    assertThat(probes.ready().reason()).startsWith("3 output partition(s)");
    probes.stalled(0);
    assertThat(probes.ready().ok()).isTrue();
  }

  @Test
  void ready_stopping_saysStoppingWhileStillLive() {
    working();
    stopping.set(true);
    assertThat(probes.ready()).isEqualTo(HealthProbes.Verdict.no("stopping"));
    assertThat(probes.live().ok()).isTrue();
  }

  @Test
  void live_silentPastTheBound_isNotLiveNorReady() {
    working();
    nanos.addAndGet(BOUND.toNanos() + 1);
    assertThat(probes.live().ok()).isFalse();
    assertThat(probes.live().reason()).startsWith("polling thread silent for 120 s");
    assertThat(probes.ready()).isEqualTo(probes.live());
  }

  @Test
  void live_beatWithinTheBound_staysLive() {
    working();
    nanos.addAndGet(BOUND.toNanos());
    probes.beat();
    nanos.addAndGet(BOUND.toNanos());
    assertThat(probes.live().ok()).isTrue();
  }

  @Test
  void live_ended_isNotLive() {
    working();
    probes.ended();
    assertThat(probes.live()).isEqualTo(HealthProbes.Verdict.no("worker stopped"));
    assertThat(probes.ready().ok()).isFalse();
  }

  @Test
  void stallBound_isTwiceTheTransactionTimeoutAtLeastTwoMinutes() {
    assertThat(HealthProbes.stallBound(Duration.ofSeconds(10))).isEqualTo(Duration.ofMinutes(2));
    assertThat(HealthProbes.stallBound(Duration.ofMinutes(5))).isEqualTo(Duration.ofMinutes(10));
  }
}
