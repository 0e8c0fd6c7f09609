package dev.sudoku.spark;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectWriter;
import com.fasterxml.jackson.databind.json.JsonMapper;

/**
 * The grade report as JSON, for programs: {@link GradeReport} serialized field for field by Jackson
 * (the version Spark itself runs with), indented, nulls kept (a section that does not apply is
 * {@code null}, so a reader can tell "not computed" from "none").
 */
final class ReportJson {
  private static final ObjectWriter WRITER =
      JsonMapper.builder().build().writerWithDefaultPrettyPrinter();

  private ReportJson() {}

  /** The report as one JSON document, ending with a newline. */
  static String json(GradeReport report) {
    try {
      return WRITER.writeValueAsString(report) + "\n";
    } catch (JsonProcessingException e) {
      // only records, lists, maps, strings and numbers: a failure here is a bug in the model
      throw new IllegalStateException("cannot write the report as JSON: " + e.getMessage(), e);
    }
  }
}
