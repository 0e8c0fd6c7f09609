package dev.sudoku.cli;

import dev.sudoku.grade.Grader;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Properties;
import picocli.CommandLine.IVersionProvider;

/**
 * {@code sudoku --version}: the build's version (from {@code version.properties}, which Maven fills
 * in) and the grader's, since ratings can change between grader versions.
 */
final class Version implements IVersionProvider {
  static final String RESOURCE = "/dev/sudoku/cli/version.properties";

  @Override
  public String[] getVersion() {
    return new String[] {
      "sudoku "
          + build()
          + " (grader version "
          + Grader.VERSION
          + ", default --max-nesting "
          + Grader.Options.DEFAULT_MAX_NESTING
          + ")"
    };
  }

  /** The Maven project version this jar was built from. */
  static String build() {
    try (InputStream in = Version.class.getResourceAsStream(RESOURCE)) {
      if (in == null) {
        throw new IllegalStateException("missing resource " + RESOURCE);
      }
      Properties p = new Properties();
      p.load(in);
      return p.getProperty("version");
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
