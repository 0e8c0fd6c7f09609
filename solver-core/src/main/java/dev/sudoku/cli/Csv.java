package dev.sudoku.cli;

import dev.sudoku.core.CsvFields;

/** One CSV output line of a command, in the dialect of {@link CsvFields}. */
final class Csv {
  private Csv() {}

  /** One output line (without line end) from its fields; {@code null} writes an empty field. */
  static String row(Object... fields) {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < fields.length; i++) {
      if (i > 0) {
        sb.append(',');
      }
      sb.append(CsvFields.quote(fields[i] == null ? null : fields[i].toString()));
    }
    return sb.toString();
  }
}
