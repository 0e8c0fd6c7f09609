package dev.sudoku.kafka;

import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * How often serving a request failed in this instance (its generator threw, or a record of it was
 * refused), and the last cause, by request coordinates {@code partition/offset}: after {@code
 * limit} failures the worker dead-letters the request instead of retrying it.
 *
 * <p>Bounded two ways, so a long-running worker does not keep an entry per request it ever saw: an
 * entry is forgotten when its request is finished or dead-lettered, or when its partition is
 * revoked; and at most {@code capacity} entries are kept, the least recently failed one dropped
 * first (it then gets {@code limit} new chances, which only delays its dead letter). Owned by the
 * polling thread.
 */
final class RequestFailures {

  private record Entry(int count, Throwable last) {}

  private final int limit;
  private final int capacity;
  private final LinkedHashMap<String, Entry> entries;

  RequestFailures(int limit, int capacity) {
    this.limit = limit;
    this.capacity = capacity;
    this.entries =
        new LinkedHashMap<>(16, 0.75f, true) {
          private static final long serialVersionUID = 1L;

          @Override
          protected boolean removeEldestEntry(Map.Entry<String, Entry> eldest) {
            return size() > RequestFailures.this.capacity;
          }
        };
  }

  static String key(int partition, long offset) {
    return partition + "/" + offset;
  }

  /** Records one failure of the request at {@code key}; returns how many it has had. */
  int record(String key, Throwable cause) {
    Entry e = entries.get(key);
    Entry next = new Entry(e == null ? 1 : e.count() + 1, cause);
    entries.put(key, next);
    return next.count();
  }

  /** Whether the request at {@code key} has failed {@code limit} times. */
  boolean exhausted(String key) {
    Entry e = entries.get(key);
    return e != null && e.count() >= limit;
  }

  /** How many failures were recorded for {@code key} (0 when none, or forgotten). */
  int count(String key) {
    Entry e = entries.get(key);
    return e == null ? 0 : e.count();
  }

  /** The last cause recorded for {@code key}, or null. */
  Throwable lastCause(String key) {
    Entry e = entries.get(key);
    return e == null ? null : e.last();
  }

  int limit() {
    return limit;
  }

  void forget(String key) {
    entries.remove(key);
  }

  /** Forgets every request of {@code partition} (revoked: another instance counts from now). */
  void forgetPartition(int partition) {
    String prefix = partition + "/";
    for (Iterator<String> it = entries.keySet().iterator(); it.hasNext(); ) {
      if (it.next().startsWith(prefix)) {
        it.remove();
      }
    }
  }

  int size() {
    return entries.size();
  }
}
