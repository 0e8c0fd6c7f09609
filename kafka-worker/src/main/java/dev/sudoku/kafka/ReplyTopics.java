package dev.sudoku.kafka;

import java.util.Collection;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.function.Predicate;
import java.util.regex.Pattern;

/**
 * Decides whether a request's {@code replyTo} topic may receive its puzzles and summary.
 *
 * <p>Why a policy at all: the reply records are written inside the worker's transaction, so a topic
 * that cannot be written (missing, internal, not allowed by ACLs) would abort the whole
 * transaction, every request's chunk with it, and the same request would abort it again after the
 * rewind. So every replyTo is checked <em>before</em> the request is served and a bad one is a
 * rejected request (dead letter + {@code INVALID} summary on the default summaries topic, with the
 * reason), like any other invalid field. In order:
 *
 * <ol>
 *   <li>a legal Kafka topic name (1..249 of {@code [A-Za-z0-9._-]}, not {@code .} or {@code ..});
 *   <li>not reserved: the worker's own topics (requests, puzzles, summaries, progress, dead
 *       letters: replies there would mix record types into them, or feed the worker its own output)
 *       and Kafka's internal {@code __} topics;
 *   <li>in the allow-list when one is configured ({@code worker.reply-to.allowed}), else matching
 *       {@code worker.reply-to.pattern} (whole name; default: any legal name);
 *   <li>not denied: a topic the broker refused to let this worker write (a topic authorization
 *       error, {@link #deny}) is refused from then on (until restart);
 *   <li>existing, by a metadata lookup (topics are never auto-created by the worker). A found topic
 *       is remembered; {@link #forget()} clears that after an aborted transaction, so a topic
 *       deleted meanwhile is looked up again and the request is then rejected.
 * </ol>
 *
 * <p>Owned by the worker's polling thread; not thread-safe.
 */
final class ReplyTopics {

  /** Legal Kafka topic names (Kafka's {@code Topic.validate}). */
  private static final Pattern LEGAL = Pattern.compile("[A-Za-z0-9._-]{1,249}");

  /** Found topics kept at most; beyond, the cache starts over (a lookup is cheap). */
  private static final int MAX_CACHED = 10_000;

  private final Pattern pattern;
  private final Set<String> allowed;
  private final Set<String> reserved;
  private final Predicate<String> exists;
  private final Set<String> found = new HashSet<>();
  private final Map<String, String> denied = new HashMap<>();

  /**
   * @param pattern the whole name must match it (ignored when {@code allowed} is not empty)
   * @param allowed the only names allowed, or empty for "any matching {@code pattern}"
   * @param reserved the worker's own topics, never allowed
   * @param exists metadata lookup: true when the topic exists; may throw a Kafka exception when the
   *     cluster cannot be reached, which the caller treats as a transient error
   */
  ReplyTopics(
      Pattern pattern, Set<String> allowed, Set<String> reserved, Predicate<String> exists) {
    this.pattern = Objects.requireNonNull(pattern, "pattern");
    this.allowed = Set.copyOf(allowed);
    this.reserved = Set.copyOf(reserved);
    this.exists = Objects.requireNonNull(exists, "exists");
  }

  /** Allow-list from the comma-separated {@code worker.reply-to.allowed} value. */
  static Set<String> parseList(String commaSeparated) {
    Set<String> s = new LinkedHashSet<>();
    for (String t : commaSeparated.split(",")) {
      if (!t.isBlank()) {
        s.add(t.trim());
      }
    }
    return s;
  }

  /**
   * Checks {@code topic} as a reply topic.
   *
   * @return {@code topic}
   * @throws InvalidRequestException with one line saying why it cannot be used
   */
  String check(String topic) {
    if (!isLegalName(topic)) {
      throw new InvalidRequestException(
          "replyTo '"
              + printable(topic)
              + "' is not a legal"
              + " Kafka topic name (1 to 249 of a-z A-Z 0-9 . _ -)");
    }
    if (reserved.contains(topic) || topic.startsWith("__")) {
      throw new InvalidRequestException(
          "replyTo '"
              + topic
              + "' is one of the worker's own"
              + " or Kafka's internal topics; name a topic of your own, or leave replyTo"
              + " null for the default puzzles and summaries topics");
    }
    if (!allowed.isEmpty() ? !allowed.contains(topic) : !pattern.matcher(topic).matches()) {
      throw new InvalidRequestException(
          "replyTo '"
              + topic
              + "' is not allowed by this"
              + " worker's configuration ("
              + (allowed.isEmpty()
                  ? "worker.reply-to.pattern " + pattern.pattern()
                  : "worker.reply-to.allowed")
              + ")");
    }
    String why = denied.get(topic);
    if (why != null) {
      throw new InvalidRequestException(
          "replyTo '" + topic + "' cannot be written by this" + " worker: " + why);
    }
    if (!found.contains(topic)) {
      if (!exists.test(topic)) {
        throw new InvalidRequestException(
            "replyTo topic '"
                + topic
                + "' does not exist"
                + " (the worker does not create topics; create it first)");
      }
      if (found.size() >= MAX_CACHED) {
        found.clear();
      }
      found.add(topic);
    }
    return topic;
  }

  /**
   * True for a legal Kafka topic name: 1..249 of {@code [A-Za-z0-9._-]}, not {@code .}/{@code ..}.
   */
  static boolean isLegalName(String topic) {
    return LEGAL.matcher(topic).matches() && !topic.equals(".") && !topic.equals("..");
  }

  /** Forgets which topics were found, so they are looked up again (after an abort). */
  void forget() {
    found.clear();
  }

  /** Refuses {@code topics} from now on, with the broker's reason. */
  void deny(Collection<String> topics, String reason) {
    for (String t : topics) {
      denied.put(t, reason);
      found.remove(t);
    }
  }

  private static String printable(String s) {
    String shown = s.length() > 60 ? s.substring(0, 60) + "…" : s;
    return shown.replaceAll("\\p{Cntrl}", "?");
  }
}
