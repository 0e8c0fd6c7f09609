package dev.sudoku.spark;

import static org.assertj.core.api.Assertions.assertThat;

import org.apache.hadoop.conf.Configuration;
import org.apache.spark.SparkContext;
import org.apache.spark.broadcast.Broadcast;
import org.apache.spark.util.SerializableConfiguration;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The session's Hadoop configuration broadcast, on a real local Spark session. */
class SessionHadoopConfIT {
  private static final String KEY = "sudoku.test.sessionHadoopConf";

  static SparkContext sc;

  @BeforeAll
  static void start() {
    sc = LocalSpark.start().sparkContext();
  }

  @Test
  void of_configurationUnchanged_returnsTheSameBroadcast() {
    Broadcast<SerializableConfiguration> first = SessionHadoopConf.of(sc);

    assertThat(SessionHadoopConf.of(sc)).isSameAs(first);
  }

  @Test
  void of_entrySetThenUnset_returnsNewBroadcastsWithTheSessionsValues() {
    Configuration session = sc.hadoopConfiguration();
    Broadcast<SerializableConfiguration> before = SessionHadoopConf.of(sc);
    try {
      session.set(KEY, "a");
      Broadcast<SerializableConfiguration> a = SessionHadoopConf.of(sc);
      session.set(KEY, "b");
      Broadcast<SerializableConfiguration> b = SessionHadoopConf.of(sc);

      assertThat(a).isNotSameAs(before);
      assertThat(a.value().value().get(KEY)).isEqualTo("a");
      assertThat(b).isNotSameAs(a);
      assertThat(b.value().value().get(KEY)).isEqualTo("b");
    } finally {
      session.unset(KEY);
    }
    Broadcast<SerializableConfiguration> after = SessionHadoopConf.of(sc);
    assertThat(after.value().value().get(KEY)).isNull();
  }

  @Test
  void of_sessionChangedAfterwards_broadcastKeepsItsCopy() {
    Configuration session = sc.hadoopConfiguration();
    try {
      session.set(KEY, "kept");
      Broadcast<SerializableConfiguration> b = SessionHadoopConf.of(sc);
      session.set(KEY, "later");

      assertThat(b.value().value().get(KEY)).isEqualTo("kept");
    } finally {
      session.unset(KEY);
    }
  }
}
