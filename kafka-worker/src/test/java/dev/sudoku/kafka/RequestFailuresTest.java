package dev.sudoku.kafka;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class RequestFailuresTest {

  @Test
  void record_upToTheLimit_exhaustsTheRequestAndKeepsTheLastCause() {
    RequestFailures f = new RequestFailures(3, 100);
    IllegalStateException last = new IllegalStateException("third");
    f.record("0/5", new IllegalStateException("first"));
    f.record("0/5", new IllegalStateException("second"));
    assertThat(f.exhausted("0/5")).isFalse();
    assertThat(f.record("0/5", last)).isEqualTo(3);
    assertThat(f.exhausted("0/5")).isTrue();
    assertThat(f.lastCause("0/5")).isSameAs(last);
  }

  @Test
  void forget_requestOrPartition_removesItsEntries() {
    RequestFailures f = new RequestFailures(3, 100);
    f.record("0/5", new RuntimeException());
    f.record("1/5", new RuntimeException());
    f.record("10/5", new RuntimeException());
    f.forget("0/5");
    assertThat(f.count("0/5")).isZero();
    f.forgetPartition(1);
    assertThat(f.count("1/5")).isZero();
    assertThat(f.count("10/5")).isEqualTo(1);
    assertThat(f.size()).isEqualTo(1);
  }

  @Test
  void record_pastTheCapacity_dropsTheLeastRecentlyFailed() {
    RequestFailures f = new RequestFailures(3, 1000);
    for (int i = 0; i < 5000; i++) {
      f.record("0/" + i, new RuntimeException());
    }
    assertThat(f.size()).isEqualTo(1000);
    assertThat(f.count("0/4999")).isEqualTo(1);
    assertThat(f.count("0/0")).isZero();
  }
}
