package dev.sudoku.spark;

import java.lang.ref.WeakReference;
import java.util.HashMap;
import java.util.Map;
import org.apache.hadoop.conf.Configuration;
import org.apache.spark.SparkContext;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.broadcast.Broadcast;
import org.apache.spark.util.SerializableConfiguration;

/**
 * The Spark session's Hadoop configuration as one broadcast that the text read's tasks open their
 * files with ({@link TextSplitRDD}), made again only when that configuration changed.
 *
 * <p>Why not one broadcast per query, as Spark's {@code NewHadoopRDD} makes: serializing a {@code
 * Configuration} (hundreds of entries) and storing it as a broadcast costs the driver ~5 ms of
 * serial time before each query's first task, and the context cleaner removes it again afterwards;
 * a session that grades archive after archive pays that every time for the same bytes. Why not the
 * configuration captured in the tasks' closure: every task would deserialize it.
 *
 * <p>Changed means: another {@link SparkContext}, or any entry of {@code
 * sparkContext.hadoopConfiguration()} added, removed or set to another value since the broadcast
 * was made (a comparison of the entries: with the rest of the RDD's set-up under 0.4 ms of driver
 * CPU a query, against ~5.5 ms for a new broadcast). The broadcast holds a copy, so later changes
 * to the session's configuration never reach a query already planned. The previous broadcast is
 * dropped, not destroyed: a query still running may use it; the context cleaner removes it once no
 * RDD refers to it.
 */
final class SessionHadoopConf {
  private static Entry current;

  private SessionHadoopConf() {}

  /** The broadcast of {@code sc}'s Hadoop configuration as it is now. */
  static synchronized Broadcast<SerializableConfiguration> of(SparkContext sc) {
    Configuration conf = sc.hadoopConfiguration();
    Map<String, String> entries = entries(conf);
    Entry e = current;
    if (e == null || e.context.get() != sc || sc.isStopped() || !e.entries.equals(entries)) {
      Broadcast<SerializableConfiguration> b =
          JavaSparkContext.fromSparkContext(sc)
              .broadcast(new SerializableConfiguration(new Configuration(conf)));
      e = new Entry(new WeakReference<>(sc), entries, b);
      current = e;
    }
    return e.broadcast;
  }

  /** The configuration's entries, unexpanded, as tasks receive them. */
  private static Map<String, String> entries(Configuration conf) {
    Map<String, String> entries = new HashMap<>();
    for (Map.Entry<String, String> kv : conf) {
      entries.put(kv.getKey(), kv.getValue());
    }
    return entries;
  }

  private record Entry(
      WeakReference<SparkContext> context,
      Map<String, String> entries,
      Broadcast<SerializableConfiguration> broadcast) {}
}
