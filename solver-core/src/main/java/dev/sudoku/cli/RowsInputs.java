package dev.sudoku.cli;

import dev.sudoku.archive.ArchiveException;
import dev.sudoku.archive.Layout;
import dev.sudoku.archive.RecordStream;
import java.io.InputStream;
import java.util.List;

/**
 * The inputs of {@code dedup --format rows}, which writes the kept records as they stand in the
 * input: all of them must be of one kind, puzzle lines or CSV, and every CSV must have the same
 * columns, so that the output is one file of that kind under one header.
 *
 * <p>Regular files are checked before any output ({@link #check}): each is read up to its first
 * record, which decides its kind and holds its header; a file that cannot be read as puzzles is
 * left to {@code --on-bad-file}. Standard input and pipes ({@code <(zcat a.gz)}, {@code
 * /dev/stdin}) cannot be read twice, so they are checked when the reader reaches them ({@link
 * #see}). An input without a single significant line (empty, only comments) has no kind and goes
 * with any.
 */
final class RowsInputs {
  private String firstSource;
  private Layout first;
  private String header;

  /**
   * Checks every named file before any work: the kind and header of each against the first.
   *
   * @throws UsageException naming the file that differs and how, or an unreadable file
   */
  static RowsInputs check(List<String> sources, String column, String solutionColumn) {
    PuzzleReader.checkReadable(sources);
    RowsInputs rows = new RowsInputs();
    for (String source : sources) {
      if (!PuzzleReader.readableTwice(source)) {
        continue; // read once only: checked when reached
      }
      try (RecordStream head =
          new RecordStream(List.of(source), InputStream.nullInputStream(), column, solutionColumn)
              .keepingRaw()
              .reportingBadInputs()) {
        // reads up to the first record: the header and the kind are known; a bad file has
        // neither, and --on-bad-file decides what becomes of it when the run reaches it
        if (head.hasNext() && !head.next().fault()) {
          rows.see(source, head.layout(), head.headerText());
        }
      } catch (ArchiveException e) {
        throw new UsageException(e.getMessage());
      }
    }
    return rows;
  }

  /**
   * Notes the kind and header of one input.
   *
   * @param layout its layout, or {@code null} when it has no significant line
   * @param headerText its CSV header line as it stands, or {@code null}
   * @throws UsageException when it differs from the first input with a kind
   */
  void see(String source, Layout layout, String headerText) {
    if (layout == null) {
      return;
    }
    if (first == null) {
      firstSource = source;
      first = layout;
      header = headerText;
      return;
    }
    if (layout.kind() != first.kind()) {
      throw new UsageException(
          "--format rows writes one kind of input: "
              + name(source)
              + " is "
              + kind(layout)
              + ", "
              + name(firstSource)
              + " is "
              + kind(first)
              + " (dedup them separately, or use --format csv)");
    }
    String how = columnsDiffer(first.header(), firstSource, layout.header(), source);
    if (how != null) {
      throw new UsageException(
          "--format rows writes one CSV header: "
              + how
              + " (dedup them separately, or use --format csv)");
    }
  }

  /** The header line to write first: the first CSV input's as it stands; null for puzzle lines. */
  String header() {
    return header;
  }

  /** How two headers differ, in words, or {@code null} when they name the same columns. */
  static String columnsDiffer(List<String> a, String aSource, List<String> b, String bSource) {
    for (int i = 0; i < Math.min(a.size(), b.size()); i++) {
      if (!a.get(i).equals(b.get(i))) {
        return "column "
            + (i + 1)
            + " is '"
            + b.get(i)
            + "' in "
            + name(bSource)
            + ", '"
            + a.get(i)
            + "' in "
            + name(aSource);
      }
    }
    if (a.size() == b.size()) {
      return null;
    }
    boolean longer = b.size() > a.size();
    List<String> more = longer ? b : a;
    return name(bSource)
        + " has "
        + b.size()
        + " columns, "
        + name(aSource)
        + " "
        + a.size()
        + " ('"
        + more.get(Math.min(a.size(), b.size()))
        + "' is only in "
        + name(longer ? bSource : aSource)
        + ")";
  }

  private static String kind(Layout layout) {
    return layout.kind() == Layout.Kind.CSV ? "a CSV" : "puzzle lines";
  }

  private static String name(String source) {
    return source.equals(PuzzleReader.STDIN) ? "standard input" : source;
  }
}
