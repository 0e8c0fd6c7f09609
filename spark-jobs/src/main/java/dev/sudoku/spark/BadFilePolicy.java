package dev.sudoku.spark;

import java.util.Locale;
import picocli.CommandLine.ITypeConverter;

/**
 * What the grade job does with an input file it cannot read, or not to its end ({@code
 * --on-bad-file}): a truncated or corrupt compressed file, a file that is not the Parquet its name
 * says, a CSV header or Parquet schema without the puzzle column. See {@link BadFile}.
 */
public enum BadFilePolicy {
  /**
   * Keep the rows read before the fault, add one {@code INVALID} row naming the file and the fault,
   * grade everything else; the run ends with exit status 3 and a line per such file. The default:
   * one truncated download among a thousand archives should not throw away hours of grading, and
   * the exit status still stops a script that only publishes clean runs.
   */
  SKIP,
  /** Stop at the first such file with one line naming it; nothing is written or replaced. */
  FAIL;

  /** Lower-case name, as on the command line. */
  @Override
  public String toString() {
    return name().toLowerCase(Locale.ROOT);
  }

  /** Reads {@code --on-bad-file} in any case; an unknown name lists the choices in lower case. */
  static final class Name implements ITypeConverter<BadFilePolicy> {
    @Override
    public BadFilePolicy convert(String value) {
      return LowerCaseNames.parse(BadFilePolicy.class, value);
    }
  }
}
