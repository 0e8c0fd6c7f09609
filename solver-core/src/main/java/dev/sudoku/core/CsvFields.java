package dev.sudoku.core;

import java.util.ArrayList;
import java.util.List;

/**
 * The one CSV dialect of the project, for puzzle archives: how a line is split into fields and how
 * a field is quoted. The {@code sudoku} CLI and the Spark jobs read archives through it, so a file
 * means the same thing to both.
 *
 * <p>The dialect is RFC 4180 without line breaks inside fields (puzzle archives never have them,
 * and reading one physical line at a time keeps large files streamable):
 *
 * <ul>
 *   <li>a comma separates fields; a line of {@code n} commas has {@code n + 1} fields, so an empty
 *       line is one empty field;
 *   <li>a {@code "} opens a quoted section, in which commas are text and {@code ""} is one quote;
 *       the next single {@code "} closes it;
 *   <li>nothing is trimmed: spaces around a field, and a trailing {@code \r}, stay in it.
 * </ul>
 *
 * <p>Malformed quoting is read leniently, never rejected, so one bad row cannot stop a bulk run: a
 * quote in the middle of an unquoted field also opens a section ({@code ab"c,d"e} is the single
 * field {@code abc,de}), and a section that is never closed runs to the end of the line, commas
 * included. Callers that want to report such a row find it with {@link #unclosedQuote}.
 */
public final class CsvFields {
  private CsvFields() {}

  /**
   * The fields of one line, as described in the class comment.
   *
   * @param line one physical line without its line end (a trailing {@code \r} is kept as text)
   * @return at least one field; the list is new and mutable
   */
  public static List<String> split(String line) {
    if (line.indexOf('"') >= 0) {
      return splitQuoted(line);
    }
    // Every row of the public archives: cut at the commas. The general path copies each char
    // into a StringBuilder and again into the field, 3-4 % of grading a Kaggle puzzle in Spark.
    List<String> fields = new ArrayList<>(4);
    int from = 0;
    for (int comma = line.indexOf(','); comma >= 0; comma = line.indexOf(',', from)) {
      fields.add(line.substring(from, comma));
      from = comma + 1;
    }
    fields.add(line.substring(from));
    return fields;
  }

  /** {@link #split} for any line, quoted sections included. */
  static List<String> splitQuoted(String line) {
    List<String> fields = new ArrayList<>(4);
    StringBuilder field = new StringBuilder(96);
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

  /**
   * Where a quoted section opens that is never closed on this line, or -1 when every section is
   * closed. {@link #split} reads such a line leniently (the section runs to the end of the line);
   * this tells a caller that wants to say so.
   *
   * @return the 0-based index of the opening {@code "}, or -1
   */
  public static int unclosedQuote(String line) {
    // From quote to quote with String.indexOf (a vectorized intrinsic) rather than char by char:
    // a line without quotes, every row of the public archives, costs one fast scan (a char loop
    // here is ~0.4 % of a Kaggle row's task CPU in the grade job, docs/spark.md).
    int open = -1;
    for (int i = line.indexOf('"'); i >= 0; i = line.indexOf('"', i + 1)) {
      if (open < 0) {
        open = i;
      } else if (i + 1 < line.length() && line.charAt(i + 1) == '"') {
        i++; // a doubled quote inside a section is text
      } else {
        open = -1;
      }
    }
    return open;
  }

  /**
   * The field as it must be written so that {@link #split} reads it back unchanged: quoted, with
   * its quotes doubled, when it holds a comma, a quote or a line break; as it is otherwise.
   *
   * @param field the text, or {@code null} for an empty field
   */
  public static String quote(String field) {
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
}
