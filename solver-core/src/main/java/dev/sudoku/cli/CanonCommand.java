package dev.sudoku.cli;

import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;

/** {@code sudoku canon}: the minlex canonical form of every puzzle (docs/canonical.md). */
@Command(
    name = "canon",
    header = "Prints the canonical (minlex) form of each puzzle.",
    description = {
      "Prints the canonical (minlex) form of every puzzle: the smallest 81-character string"
          + " over all 3,359,232 arrangements (transposition, band, row, stack and column"
          + " permutations) and all digit relabellings. Two puzzles are the same puzzle in"
          + " disguise exactly when their canonical forms are equal. Complete grids are accepted;"
          + " uniqueness is not checked.",
      "",
      "Output (stdout), one record per puzzle, in input order:",
      "  line  the canonical form, or '# invalid: REASON'",
      "        (so the output stays aligned with the input)",
      "  grid  the canonical form drawn over nine lines, then a blank line",
      "  csv   source,line,puzzle,canonical,reason",
      "  json  {\"source\",\"line\",\"puzzle\",\"canonical\",\"reason\"}",
      "",
      "Stderr: one line 'FILE:LINE: REASON' per bad puzzle, then a summary.",
      ""
    },
    exitCodeListHeading = "%nExit status:%n",
    exitCodeList = {
      "0:every puzzle was read and canonicalized",
      "1:some puzzle could not be read or has a digit twice in a house"
          + "; or a bad file (see --on-bad-file), or no puzzle in any input",
      "2:usage error: bad option, missing file or a directory, a column no file has, --index beyond the input"
    },
    footerHeading = "%nExamples:%n",
    footer = {
      "  sudoku canon puzzles.txt > forms.txt",
      "  sudoku canon --format csv --threads 2 archive.csv.gz > forms.csv",
      "  sudoku canon a.txt b.txt | sort | uniq -d     # forms occurring twice"
    })
final class CanonCommand implements Callable<Integer> {
  @Mixin HelpOption help;
  @Mixin InputOptions input;
  @Mixin OutputOptions output;

  private final Io io;

  CanonCommand(Io io) {
    this.io = io;
  }

  @Override
  public Integer call() {
    return Runner.command(
        io, "canon", input, output, CanonWorker::new, report -> new Sink(report, output.format));
  }

  /** Formats and tallies results in input order. */
  private static final class Sink implements Tally<Canonical> {
    private final Report report;
    private final Format format;
    private long puzzles;
    private long done;
    private long invalid;

    Sink(Report report, Format format) {
      this.report = report;
      this.format = format;
      if (format == Format.csv) {
        report.out.println("source,line,puzzle,canonical,reason");
      }
    }

    @Override
    public void accept(Entry entry, Canonical c) {
      puzzles++;
      done++;
      switch (format) {
        case line:
          report.out.println(c.form().toLine());
          break;
        case grid:
          report.out.println(c.form().toPrettyString());
          break;
        default:
          print(entry, c.puzzle().toLine(), c.form().toLine(), null);
      }
    }

    @Override
    public void reject(Entry entry, String reason) {
      puzzles++;
      invalid++;
      report.problem(entry, reason);
      if (format == Format.line || format == Format.grid) {
        report.out.println("# invalid: " + reason + (format == Format.grid ? "\n" : ""));
      } else {
        print(entry, entry.text(), null, reason);
      }
    }

    @Override
    public long puzzles() {
      return puzzles;
    }

    @Override
    public String summary() {
      return Report.plural(puzzles, "puzzle")
          + ": "
          + done
          + " canonicalized, "
          + invalid
          + " invalid";
    }

    private void print(Entry e, String puzzle, String form, String reason) {
      if (format == Format.csv) {
        report.out.println(Csv.row(e.source(), e.line(), puzzle, form, reason));
      } else {
        report.out.println(
            new Json()
                .field("source", e.source())
                .field("line", e.line())
                .field("puzzle", puzzle)
                .field("canonical", form)
                .field("reason", reason));
      }
    }
  }
}
