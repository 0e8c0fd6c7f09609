package dev.sudoku.kafka;

/**
 * How many rounds of faults a fault test injects: 1 in {@code mvn verify}, more in the soak profile
 * ({@code mvn -Pkafka-soak}, system property {@code fault.rounds}; docs/kafka.md).
 */
final class FaultRounds {

  private FaultRounds() {}

  static int rounds() {
    return Math.max(1, Integer.getInteger("fault.rounds", 1));
  }
}
