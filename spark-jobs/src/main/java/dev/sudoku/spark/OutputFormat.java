package dev.sudoku.spark;

import java.util.Locale;
import picocli.CommandLine.ITypeConverter;

/**
 * Formats the grade job writes. CSV cannot hold the {@code techniqueCounts} list, so that column is
 * written there as text, {@code HIDDEN_SINGLE_BOX:30 NAKED_PAIR:2}; the other formats keep it a
 * list. CSV follows RFC 4180 (a quote inside a field is doubled).
 */
public enum OutputFormat {
  PARQUET("parquet"),
  CSV("csv"),
  JSON("json"),
  /**
   * Spark 4.2 ships the Avro data source inside spark-sql but does not register its short name
   * {@code avro} (that still needs the separate spark-avro artifact), so it is named by class.
   */
  AVRO("org.apache.spark.sql.avro.AvroFileFormat");

  private final String source;

  OutputFormat(String source) {
    this.source = source;
  }

  /** The Spark data source name. */
  String source() {
    return source;
  }

  /** Lower-case name, as on the command line. */
  @Override
  public String toString() {
    return name().toLowerCase(Locale.ROOT);
  }

  /**
   * Reads {@code --format} in any case and, for an unknown name, lists the choices as they are
   * written on the command line (picocli's own message would list the constants in upper case).
   */
  static final class Name implements ITypeConverter<OutputFormat> {
    @Override
    public OutputFormat convert(String value) {
      return LowerCaseNames.parse(OutputFormat.class, value);
    }
  }
}
