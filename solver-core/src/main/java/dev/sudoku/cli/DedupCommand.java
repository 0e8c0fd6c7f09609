package dev.sudoku.cli;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code sudoku dedup}: keeps the first puzzle of each equivalence class, in input order.
 *
 * <p>Streaming: the only state that grows is a {@link FormSet} of 128-bit keys of the canonical
 * forms seen (see {@link FormKey} for the collision argument), 32 to 64 bytes per distinct class;
 * puzzles are written as they are decided.
 */
@Command(
    name = "dedup",
    header = "Keeps the first puzzle of each equivalence class.",
    description = {
      "Keeps the first puzzle of each equivalence class, in input order: a puzzle is dropped"
          + " when an earlier one has the same canonical (minlex) form, i.e. is the same puzzle"
          + " up to transposition, band/row/stack/column permutations and digit relabelling.",
      "Memory grows with the number of distinct puzzles (32-64 bytes each: a 128-bit prefix of"
          + " the SHA-256 of the canonical form; chance of a false duplicate below 1e-20 for a"
          + " billion puzzles), not with the input.",
      "",
      "Output (stdout), one record per kept puzzle, in input order:",
      "  line  the puzzle: 81 characters, '.' for empty (even if read as '0')",
      "  grid  the puzzle drawn over nine lines",
      "  csv   source,line,puzzle,canonical",
      "  json  {\"source\",\"line\",\"puzzle\",\"canonical\"}",
      "  rows  each kept record as it stands in the input, a drop-in for it:",
      "        CSV: the header once, then the kept rows whole (every column);",
      "        text: the kept lines whole (a rating or comment after the puzzle",
      "        stays), a drawing's lines then a blank line. Not written: comment",
      "        and blank lines, bad records. Line ends become \\n (CRLF in, LF out),",
      "        a byte order mark is dropped, compressed input gives plain output.",
      "        Several inputs: all text, or all CSV with the same columns (checked",
      "        before any output; standard input and pipes when reached); the header",
      "        written is the first CSV's.",
      "",
      "--report FILE writes one line per dropped puzzle: 'line N duplicates line M' (with several"
          + " inputs 'FILE:N duplicates FILE:M'), N the duplicate's line, M the kept puzzle's.",
      "",
      "Stderr: one line 'FILE:LINE: REASON' per bad puzzle (skipped), then the summary: read,"
          + " kept, duplicates, invalid.",
      ""
    },
    exitCodeListHeading = "%nExit status:%n",
    exitCodeList = {
      "0:every puzzle was read (duplicates are not failures)",
      "1:some puzzle could not be read or has a digit twice in a house (skipped)"
          + "; or a bad file (see --on-bad-file), or no puzzle in any input",
      "2:usage error: bad option, missing file or a directory, a file named twice, a column no file has, --index"
          + " beyond the input, inputs of different kinds or headers with --format rows"
    },
    footerHeading = "%nExamples:%n",
    footer = {
      "  sudoku dedup puzzles.txt > distinct.txt",
      "  sudoku dedup --report dups.txt --threads 2 old.txt new.txt > distinct.txt",
      "  sudoku dedup --format csv archive.csv.gz > distinct.csv",
      "  sudoku dedup --format rows archive.csv.gz > distinct.csv   # every column kept"
    })
final class DedupCommand implements Callable<Integer> {
  @Mixin HelpOption help;
  @Mixin InputOptions input;
  @Mixin OutputOptions output;

  @Option(
      names = "--report",
      paramLabel = "FILE",
      description = "Write one line per duplicate: 'line N duplicates line M'.")
  String reportFile;

  private final Io io;

  DedupCommand(Io io) {
    this.io = io;
  }

  @Override
  public Integer call() {
    refuseRepeatedSource(input.sources());
    if (output.format == Format.rows) {
      input.rows = RowsInputs.check(input.sources(), input.column, input.solutionColumn);
    }
    RowsInputs rows = input.rows;
    PrintWriter duplicates = reportFile == null ? null : open(reportFile);
    int status;
    try {
      status =
          Runner.command(
              io,
              "dedup",
              input,
              output,
              DedupWorker::new,
              report -> new Sink(report, output.format, duplicates, input.sources(), rows));
    } finally {
      if (duplicates != null) {
        duplicates.close();
      }
    }
    if (duplicates != null && duplicates.checkError()) {
      throw new UsageException("cannot write " + reportFile);
    }
    return status;
  }

  /**
   * A file named twice would have every puzzle of its second reading reported as a duplicate of
   * itself ({@code F:1 duplicates F:1}); duplicates within one file are found in a single pass.
   */
  private static void refuseRepeatedSource(List<String> sources) {
    Set<Path> named = new HashSet<>();
    for (String source : sources) {
      Path p = Paths.get(source).toAbsolutePath().normalize();
      if (!named.add(p)) {
        throw new UsageException(
            source + " is named twice (duplicates within one file are found in one reading)");
      }
    }
  }

  private static PrintWriter open(String file) {
    try {
      BufferedWriter w = Files.newBufferedWriter(Paths.get(file), StandardCharsets.UTF_8);
      return new PrintWriter(w);
    } catch (IOException e) {
      throw new UsageException("cannot write " + file + ": " + Io.reason(e));
    } catch (RuntimeException e) {
      throw new UsageException("cannot write " + file + ": " + e.getMessage());
    }
  }

  /** Keeps the first of each class, in input order, on the delivering thread. */
  private static final class Sink implements Tally<DedupWorker.Keyed> {
    /** Bits of a location that hold the line; the source's index is above them. */
    private static final int LINE_BITS = 40;

    private final Report report;
    private final Format format;
    private final PrintWriter duplicates;
    private final List<String> sources;
    private final RowsInputs rows;
    private boolean headerWritten;
    private final Map<String, Integer> sourceIndex = new HashMap<>();
    private final FormSet seen = new FormSet(1 << 16);
    private long read;
    private long kept;
    private long dropped;
    private long invalid;

    Sink(
        Report report,
        Format format,
        PrintWriter duplicates,
        List<String> sources,
        RowsInputs rows) {
      this.report = report;
      this.format = format;
      this.duplicates = duplicates;
      this.sources = sources;
      this.rows = rows;
      for (int i = 0; i < sources.size(); i++) {
        sourceIndex.putIfAbsent(sources.get(i), i);
      }
      if (format == Format.csv) {
        report.out.println("source,line,puzzle,canonical");
      }
    }

    @Override
    public void accept(Entry entry, DedupWorker.Keyed k) {
      read++;
      writeHeader();
      long first = seen.addIfAbsent(k.hi(), k.lo(), location(entry));
      if (first >= 0) {
        dropped++;
        if (duplicates != null) {
          duplicates.println(
              where(entry.source(), entry.line())
                  + " duplicates "
                  + where(
                      sources.get((int) (first >>> LINE_BITS)), first & ((1L << LINE_BITS) - 1)));
        }
        return;
      }
      kept++;
      Canonical c = k.canonical();
      switch (format) {
        case line:
          report.out.println(c.puzzle().toLine());
          break;
        case grid:
          report.out.println(c.puzzle().toPrettyString());
          break;
        case csv:
          report.out.println(
              Csv.row(entry.source(), entry.line(), c.puzzle().toLine(), c.form().toLine()));
          break;
        case rows:
          String raw = entry.raw() == null ? entry.text() : entry.raw();
          report.out.println(raw);
          if (raw.indexOf('\n') >= 0) {
            report.out.println(); // grids end at a blank line, as the reader expects
          }
          break;
        default:
          report.out.println(
              new Json()
                  .field("source", entry.source())
                  .field("line", entry.line())
                  .field("puzzle", c.puzzle().toLine())
                  .field("canonical", c.form().toLine()));
      }
    }

    @Override
    public void reject(Entry entry, String reason) {
      read++;
      writeHeader();
      invalid++;
      report.problem(entry, reason);
    }

    /**
     * The CSV header of {@code --format rows}, once, before the first record: the reader has read
     * it by the time the first record of the input arrives, even from standard input.
     */
    private void writeHeader() {
      if (rows != null && !headerWritten) {
        headerWritten = true;
        if (rows.header() != null) {
          report.out.println(rows.header());
        }
      }
    }

    /** Where a puzzle starts, packed: source index above {@link #LINE_BITS}, line below. */
    private long location(Entry entry) {
      return (long) sourceIndex.getOrDefault(entry.source(), 0) << LINE_BITS | entry.line();
    }

    private String where(String source, long line) {
      return sources.size() == 1 ? "line " + line : source + ":" + line;
    }

    @Override
    public long puzzles() {
      return read;
    }

    @Override
    public String summary() {
      return read
          + " read, "
          + kept
          + " kept, "
          + dropped
          + " duplicate"
          + (dropped == 1 ? "" : "s")
          + ", "
          + invalid
          + " invalid";
    }
  }
}
