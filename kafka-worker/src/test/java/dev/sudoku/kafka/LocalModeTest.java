package dev.sudoku.kafka;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class LocalModeTest {

  @Test
  void parse_noOptions_tenPuzzlesAndKeepsRunning() {
    assertThat(LocalMode.parse(new String[0])).isEqualTo(new LocalMode.Options(10, false, false));
  }

  @Test
  void parse_countAndOnce_taken() {
    assertThat(LocalMode.parse(new String[] {"--count", "3", "--once"}))
        .isEqualTo(new LocalMode.Options(3, true, false));
  }

  @Test
  void parse_help_asksForUsage() {
    assertThat(LocalMode.parse(new String[] {"--help"}).help()).isTrue();
    assertThat(LocalMode.USAGE).contains("--count N").contains("--once");
  }

  @Test
  void parse_countWithoutValue_oneLine() {
    // Was: ArrayIndexOutOfBoundsException with a stack trace.
    assertThatThrownBy(() -> LocalMode.parse(new String[] {"--count"}))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("--count needs a value");
  }

  @Test
  void parse_countNotANumber_oneLine() {
    // Was: NumberFormatException with a stack trace.
    assertThatThrownBy(() -> LocalMode.parse(new String[] {"--count", "abc"}))
        .hasMessage("--count expects a whole number, got 'abc'");
  }

  @Test
  void parse_countOutOfRange_refusedBeforeTheBrokerStarts() {
    // Was: a broker started, the request was dead-lettered and the run ended with an INVALID
    // summary and no puzzle (9999999999: an ArithmeticException stack trace).
    assertThatThrownBy(() -> LocalMode.parse(new String[] {"--count", "0"}))
        .hasMessage("--count must be 1.." + LocalMode.MAX_COUNT + ", was 0");
    assertThatThrownBy(() -> LocalMode.parse(new String[] {"--count", "9999999999"}))
        .hasMessageStartingWith("--count must be 1..");
  }

  @Test
  void parse_unknownOption_named() {
    assertThatThrownBy(() -> LocalMode.parse(new String[] {"--bogus"}))
        .hasMessage("unknown option '--bogus'");
  }

  @Test
  void quietBenignWarnings_setsEachLoggerToError() {
    // Was: three WARN lines on every local run (empty metadata log, TOPIC_ALREADY_EXISTS,
    // NetworkClient closed twice), none of them a problem.
    LocalMode.quietBenignWarnings();
    for (String logger : LocalMode.BENIGN_WARNINGS) {
      assertThat(System.getProperty("org.slf4j.simpleLogger.log." + logger)).isEqualTo("error");
    }
  }
}
