package dev.sudoku.cli;

import java.util.ArrayList;
import java.util.List;

/**
 * The little CSV this tool needs: split one physical line into fields (RFC 4180 quotes, no
 * newlines inside fields: puzzle archives never have them) and quote a field on output.
 */
final class Csv {
  private Csv() {}

  /** The fields of one line; a quoted field may contain commas and doubled quotes. */
  static List<String> split(String line) {
    List<String> fields = new ArrayList<>();
    StringBuilder field = new StringBuilder();
    boolean quoted = false;
    for (int i = 0; i < line.length(); i++) {
      char c = line.charAt(i);
      if (quoted) {
        if (c == '"') {
          if (i + 1 < line.length() && line.charAt(i + 1) == '"') {
            field.append('"');
            i++;
          } else {
            quoted = false;
          }
        } else {
          field.append(c);
        }
      } else if (c == '"') {
        quoted = true;
      } else if (c == ',') {
        fields.add(field.toString());
        field.setLength(0);
      } else {
        field.append(c);
      }
    }
    fields.add(field.toString());
    return fields;
  }

  /** The field as it must be written: quoted when it holds a comma, quote or line break. */
  static String quote(String field) {
    if (field == null) {
      return "";
    }
    for (int i = 0; i < field.length(); i++) {
      char c = field.charAt(i);
      if (c == ',' || c == '"' || c == '\n' || c == '\r') {
        return '"' + field.replace("\"", "\"\"") + '"';
      }
    }
    return field;
  }

  /** One output line (without line end) from its fields; {@code null} writes an empty field. */
  static String row(Object... fields) {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < fields.length; i++) {
      if (i > 0) {
        sb.append(',');
      }
      sb.append(quote(fields[i] == null ? null : fields[i].toString()));
    }
    return sb.toString();
  }
}
