package dev.sudoku.spark;

import java.net.URISyntaxException;
import java.nio.file.Path;
import org.apache.spark.sql.SparkSession;

/** The small local Spark session and test archives the integration tests share. */
final class LocalSpark {
  private LocalSpark() {}

  /**
   * The two-core local session without UI and with few shuffle partitions (tiny data) that every
   * integration test class shares: one session start per test JVM, not one per class. Classes do
   * not stop it; Spark's shutdown hook does when the JVM exits.
   */
  static synchronized SparkSession start() {
    return SparkSession.builder()
        .appName("sudoku-it")
        .master("local[2]")
        .config("spark.ui.enabled", "false")
        .config("spark.sql.shuffle.partitions", "4")
        .getOrCreate();
  }

  /** A file under src/test/resources/archives. */
  static String archive(String name) {
    try {
      return Path.of(LocalSpark.class.getResource("/archives/" + name).toURI()).toString();
    } catch (URISyntaxException e) {
      throw new IllegalStateException(e);
    }
  }
}
