package dev.sudoku.cli;

/**
 * Builds one flat JSON object on one line (JSON Lines output). Only what the commands print:
 * strings, integers, doubles, booleans, arrays of strings; a {@code null} value omits the field.
 */
final class Json {
  private final StringBuilder sb = new StringBuilder(256).append('{');

  /** Adds a string field; {@code null} omits it. */
  Json field(String name, String value) {
    if (value != null) {
      key(name);
      quote(sb, value);
    }
    return this;
  }

  /** Adds an array of strings (empty when the list is). */
  Json field(String name, java.util.List<String> values) {
    key(name);
    sb.append('[');
    for (int i = 0; i < values.size(); i++) {
      if (i > 0) {
        sb.append(',');
      }
      quote(sb, values.get(i));
    }
    sb.append(']');
    return this;
  }

  /**
   * Adds a field whose value is already JSON, written by the caller's own builder (an array of
   * objects, which this flat builder does not make).
   */
  Json raw(String name, String json) {
    key(name);
    sb.append(json);
    return this;
  }

  /** Adds an integer field. */
  Json field(String name, long value) {
    key(name);
    sb.append(value);
    return this;
  }

  /** Adds a boolean field. */
  Json field(String name, boolean value) {
    key(name);
    sb.append(value);
    return this;
  }

  /** Adds a number field; NaN and infinities, which JSON cannot hold, omit it. */
  Json field(String name, double value) {
    if (!Double.isNaN(value) && !Double.isInfinite(value)) {
      key(name);
      sb.append(value);
    }
    return this;
  }

  private void key(String name) {
    if (sb.length() > 1) {
      sb.append(',');
    }
    quote(sb, name);
    sb.append(':');
  }

  @Override
  public String toString() {
    return sb + "}";
  }

  /** Appends {@code s} as a JSON string literal (RFC 8259: quote, backslash, controls escaped). */
  static void quote(StringBuilder out, String s) {
    out.append('"');
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      switch (c) {
        case '"':
          out.append("\\\"");
          break;
        case '\\':
          out.append("\\\\");
          break;
        case '\n':
          out.append("\\n");
          break;
        case '\r':
          out.append("\\r");
          break;
        case '\t':
          out.append("\\t");
          break;
        case '\b':
          out.append("\\b");
          break;
        case '\f':
          out.append("\\f");
          break;
        default:
          // U+2028/2029 are legal JSON but break JavaScript parsers that read JSON Lines as code.
          if (c < 0x20 || c == '\u2028' || c == '\u2029') {
            out.append(String.format("\\u%04x", (int) c));
          } else {
            out.append(c);
          }
      }
    }
    out.append('"');
  }

  /** {@code s} as a JSON string literal. */
  static String quote(String s) {
    StringBuilder sb = new StringBuilder(s.length() + 2);
    quote(sb, s);
    return sb.toString();
  }
}
