package dev.sudoku.kafka;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.TreeSet;
import org.apache.kafka.clients.admin.AdminClientConfig;
import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.apache.kafka.clients.producer.ProducerConfig;

/**
 * What the worker says about configuration keys it does not know: neither defined ({@link
 * WorkerConfigDef}), nor a prefixed client setting, nor a common one. One line per key, with what
 * it probably was: a Kafka client setting given without its prefix ({@code linger.ms}), or a
 * misspelt key ({@code worker.chunck.size}, the defined key at the smallest edit distance, up to
 * {@value #TYPO_DISTANCE}).
 */
final class UnknownKeys {

  private static final List<String> CLIENT_PREFIXES =
      List.of(
          WorkerConfig.PRODUCER_PREFIX, WorkerConfig.CONSUMER_PREFIX, WorkerConfig.ADMIN_PREFIX);

  /** Longest edit distance at which an unknown key is taken for a misspelt known one. */
  private static final int TYPO_DISTANCE = 3;

  private UnknownKeys() {}

  /** One line per key of {@code keys} the worker does not know, in key order. */
  static List<String> of(Collection<String> keys) {
    List<String> out = new ArrayList<>();
    for (String key : new TreeSet<>(keys)) {
      if (!known(key)) {
        out.add("unknown configuration key " + key + " ignored" + hint(key));
      }
    }
    return out;
  }

  private static boolean known(String key) {
    if (WorkerConfigDef.DEFINITION.names().contains(key)
        || WorkerConfigDef.isCommonClientKey(key)) {
      return true;
    }
    for (String p : CLIENT_PREFIXES) {
      if (key.startsWith(p) && key.length() > p.length()) {
        return true;
      }
    }
    return false;
  }

  /** What the key probably was: a client setting without its prefix, or a misspelt key. */
  private static String hint(String key) {
    List<String> prefixed = new ArrayList<>();
    if (ProducerConfig.configNames().contains(key)) {
      prefixed.add(WorkerConfig.PRODUCER_PREFIX + key);
    }
    if (ConsumerConfig.configNames().contains(key)) {
      prefixed.add(WorkerConfig.CONSUMER_PREFIX + key);
    }
    if (AdminClientConfig.configNames().contains(key)) {
      prefixed.add(WorkerConfig.ADMIN_PREFIX + key);
    }
    if (!prefixed.isEmpty()) {
      return " (a Kafka client setting: write " + String.join(" or ", prefixed) + ")";
    }
    String best = null;
    int bestDistance = TYPO_DISTANCE + 1;
    for (String name : WorkerConfigDef.DEFINITION.names()) {
      int d = distance(key, name);
      if (d < bestDistance) {
        best = name;
        bestDistance = d;
      }
    }
    return best == null ? " (keys: docs/kafka.md)" : " (did you mean " + best + "?)";
  }

  /** Levenshtein distance (insertions, deletions, substitutions), two rows. */
  static int distance(String a, String b) {
    int[] prev = new int[b.length() + 1];
    int[] cur = new int[b.length() + 1];
    for (int j = 0; j <= b.length(); j++) {
      prev[j] = j;
    }
    for (int i = 1; i <= a.length(); i++) {
      cur[0] = i;
      for (int j = 1; j <= b.length(); j++) {
        int cost = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
        cur[j] = Math.min(Math.min(cur[j - 1] + 1, prev[j] + 1), prev[j - 1] + cost);
      }
      int[] t = prev;
      prev = cur;
      cur = t;
    }
    return prev[b.length()];
  }
}
