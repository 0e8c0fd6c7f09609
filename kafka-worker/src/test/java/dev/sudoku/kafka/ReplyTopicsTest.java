package dev.sudoku.kafka;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;
import org.apache.kafka.common.errors.TimeoutException;
import org.junit.jupiter.api.Test;

class ReplyTopicsTest {

  private static final Set<String> OWN = Set.of("sudoku.generation-requests", "sudoku.puzzles");
  private final List<String> lookups = new ArrayList<>();
  private final Set<String> existing =
      new java.util.HashSet<>(Set.of("app.replies", "other", "sudoku.puzzles"));

  private ReplyTopics policy(String pattern, String allowed) {
    return new ReplyTopics(
        Pattern.compile(pattern),
        ReplyTopics.parseList(allowed),
        OWN,
        t -> {
          lookups.add(t);
          return existing.contains(t);
        });
  }

  @Test
  void check_existingTopicMatchingThePattern_returnsItAndLooksItUpOnce() {
    ReplyTopics p = policy("app\\..*", "");
    assertThat(p.check("app.replies")).isEqualTo("app.replies");
    assertThat(p.check("app.replies")).isEqualTo("app.replies");
    assertThat(lookups).containsExactly("app.replies");
  }

  @Test
  void check_missingTopic_rejectedAndLookedUpAgainNextTime() {
    ReplyTopics p = policy(".*", "");
    assertThatThrownBy(() -> p.check("app.later"))
        .isInstanceOf(InvalidRequestException.class)
        .hasMessage(
            "replyTo topic 'app.later' does not exist (the worker does not create"
                + " topics; create it first)");
    existing.add("app.later");
    assertThat(p.check("app.later")).isEqualTo("app.later");
  }

  @Test
  void check_illegalNames_rejectedWithoutLookup() {
    ReplyTopics p = policy(".*", "");
    for (String bad : List.of("", "a b", "x/y", ".", "..", "é", "a".repeat(250))) {
      assertThatThrownBy(() -> p.check(bad))
          .as(bad)
          .isInstanceOf(InvalidRequestException.class)
          .hasMessageContaining("is not a legal Kafka topic name");
    }
    assertThat(lookups).isEmpty();
  }

  @Test
  void check_ownAndInternalTopics_rejectedEvenWhenThePatternAllowsThem() {
    ReplyTopics p = policy(".*", "");
    for (String own :
        List.of(
            "sudoku.puzzles",
            "sudoku.generation-requests",
            "__consumer_offsets",
            "__transaction_state")) {
      assertThatThrownBy(() -> p.check(own))
          .as(own)
          .isInstanceOf(InvalidRequestException.class)
          .hasMessageContaining("is one of the worker's own or Kafka's internal topics");
    }
  }

  @Test
  void check_notMatchingThePattern_rejectedNamingThePattern() {
    ReplyTopics p = policy("app\\..*", "");
    assertThatThrownBy(() -> p.check("other"))
        .isInstanceOf(InvalidRequestException.class)
        .hasMessage(
            "replyTo 'other' is not allowed by this worker's configuration"
                + " (worker.reply-to.pattern app\\..*)");
    assertThat(lookups).isEmpty();
  }

  @Test
  void check_allowList_onlyListedTopicsPass() {
    ReplyTopics p = policy(".*", " other , app.x ,");
    assertThat(p.check("other")).isEqualTo("other");
    assertThatThrownBy(() -> p.check("app.replies"))
        .isInstanceOf(InvalidRequestException.class)
        .hasMessage(
            "replyTo 'app.replies' is not allowed by this worker's configuration"
                + " (worker.reply-to.allowed)");
  }

  @Test
  void check_deniedByTheBroker_rejectedFromThenOn() {
    ReplyTopics p = policy(".*", "");
    assertThat(p.check("app.replies")).isEqualTo("app.replies");
    p.deny(List.of("app.replies"), "topic authorization failed");
    assertThatThrownBy(() -> p.check("app.replies"))
        .isInstanceOf(InvalidRequestException.class)
        .hasMessage(
            "replyTo 'app.replies' cannot be written by this worker: topic"
                + " authorization failed");
  }

  @Test
  void forget_afterAnAbort_topicIsLookedUpAgain() {
    ReplyTopics p = policy(".*", "");
    p.check("app.replies");
    p.forget();
    existing.remove("app.replies");
    assertThatThrownBy(() -> p.check("app.replies"))
        .isInstanceOf(InvalidRequestException.class)
        .hasMessageContaining("does not exist");
    assertThat(lookups).containsExactly("app.replies", "app.replies");
  }

  @Test
  void check_lookupFails_exceptionPropagatesAsTransient() {
    ReplyTopics p =
        new ReplyTopics(
            Pattern.compile(".*"),
            Set.of(),
            OWN,
            t -> {
              throw new TimeoutException("no metadata");
            });
    assertThatThrownBy(() -> p.check("app.replies")).isInstanceOf(TimeoutException.class);
  }
}
