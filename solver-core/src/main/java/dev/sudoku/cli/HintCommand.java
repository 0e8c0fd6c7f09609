package dev.sudoku.cli;

import dev.sudoku.archive.ArchiveException;
import dev.sudoku.archive.Layout;
import dev.sudoku.archive.Record;
import dev.sudoku.archive.RecordParser;
import dev.sudoku.archive.RecordStream;
import dev.sudoku.core.Grid;
import dev.sudoku.grade.Grader;
import dev.sudoku.grade.NextSteps;
import dev.sudoku.grade.Position;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.regex.Pattern;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code sudoku hint}: the next step(s) Sudoku Explainer would take from a position. */
@Command(
    name = "hint",
    header = "Gives the next step(s) from a position part-way through solving.",
    description = {
      "Gives the next step Sudoku Explainer (SE 1.2.1.3) would take from each position of the"
          + " input, exactly as 'sudoku grade --steps' takes it on its own path: the easiest"
          + " technique that makes progress, its rating, the cells it uses and the candidates it"
          + " removes (r4c5<>7) or the digit it places (r4c5=7). --steps N gives the next N,"
          + " each applied before the next is sought.",
      "",
      "A position is read from each argument that is one (an 81-character line, a"
          + " 729-character candidate line, or a drawing in quotes), else from the files named,"
          + " else from standard input. Formats: everything 'sudoku grade' reads (81-character"
          + " lines, drawings, SadMan .sdk, Simple Sudoku .ss, CSV), where every digit is a"
          + " given and the candidates are what the digits allow; pencilmark grids (nine groups"
          + " of candidates per row, Simple Sudoku's or Hodoku's frames) and 729-character"
          + " candidate lines (nine characters per cell, the digit d at place d or '.'/'0'),"
          + " whose candidates are the position's: the hint starts from them, even where they"
          + " hold eliminations the grader would only make later. In those formats a cell with"
          + " one candidate is a placed digit. --givens names the puzzle's givens, so the other"
          + " digits count as placed: the solution is then worked out from the givens alone.",
      "",
      "A position is refused, with one line naming the cell, when digits clash, a cell has no"
          + " candidate or one a digit in its row, column or box rules out, a placed digit is"
          + " wrong, the candidates lack the solution's digit, or the givens have no or several"
          + " solutions.",
      "",
      "Output (stdout), per position:",
      "  line  one line per step as 'grade --steps' prints it (number, rating,",
      "        explanation), then '# solved', '# stuck: ...' (the technique needed",
      "        is beyond --max-nesting) or '# out of time ...' (--max-millis is",
      "        per position, for all its steps) naming the technique it was",
      "        trying, when fewer steps were found than asked; a blank line",
      "        between positions",
      "  json  one object per position: source, line, position, outcome (GIVEN,",
      "        SOLVED, STUCK, OUT_OF_TIME), needs and needsRating (what the next step",
      "        needs when stuck or out of time), steps (as 'grade -f json --steps'",
      "        writes them: technique, rating, cells, houses, placements,",
      "        eliminations, explanation)",
      "",
      "Stderr: one line 'SOURCE:LINE: REASON' per position refused, and one per bad file"
          + " (see --on-bad-file).",
      ""
    },
    exitCodeListHeading = "%nExit status:%n",
    exitCodeList = {
      "0:every position was read and hinted (solved and stuck positions included)",
      "1:some position was refused, a file was bad (--on-bad-file), or the input held none",
      "2:usage error: bad option, unreadable file, bad --givens"
    },
    footerHeading = "%nExamples:%n",
    footer = {
      "  sudoku generate -n 1 --level HARD | sudoku hint --steps 3",
      "  sudoku hint --steps 5 position.txt",
      "  sudoku hint -f json --givens PUZZLE marks.txt | jq '.steps[0].eliminations'",
      "  sudoku hint --max-nesting 2 --max-millis 60000 hardest.txt"
    })
final class HintCommand implements Callable<Integer> {
  /**
   * An argument meant as a position, not a file name (when it names no file): 17 or more digits and
   * dots. One of a wrong length is then refused for its length ("expected 81 characters, found 80")
   * rather than as a missing file.
   */
  private static final Pattern INLINE = Pattern.compile("[0-9.]{17,}");

  /** The source name of a position given as an argument. */
  static final String ARGUMENT = "argument";

  @Mixin HelpOption help;
  @Mixin GraderOptions grader;
  @Mixin BadFileOption badFile;

  @Parameters(
      paramLabel = "POSITION|FILE",
      arity = "0..*",
      description =
          "A position (81 or 729 characters, or a drawing over several lines), or a file of"
              + " positions (gzip, bzip2, xz or zstd allowed); none or '-' reads standard input.")
  List<String> inputs = new ArrayList<>();

  @Option(
      names = {"-n", "--steps"},
      paramLabel = "N",
      defaultValue = "1",
      description = "How many steps to give per position (default ${DEFAULT-VALUE}).")
  int steps;

  @Option(
      names = "--givens",
      paramLabel = "PUZZLE",
      description =
          "The puzzle's givens (81 characters): the position's other digits are placed ones."
              + " Every given must be in the position.")
  String givens;

  @Option(
      names = {"-f", "--format"},
      paramLabel = "FORMAT",
      defaultValue = "line",
      description = "line (one step per line) or json (one object per position).")
  Format format;

  private final Io io;

  HintCommand(Io io) {
    this.io = io;
  }

  @Override
  public Integer call() {
    if (steps < 1) {
      throw new UsageException("--steps must be at least 1, was " + steps);
    }
    if (format != Format.line && format != Format.json) {
      throw new UsageException("--format must be line or json for hint, was " + format);
    }
    Grid puzzle = givens();
    Grader g = grader.graders().get();
    List<String> files = new ArrayList<>();
    for (String in : inputs) {
      if (!isInline(in)) {
        files.add(in);
      }
    }
    try {
      RecordStream.checkReadable(files);
    } catch (ArchiveException e) {
      throw new UsageException(e.getMessage());
    }
    // Bad files are named in the words of the other commands (Report), never summed up here.
    Report badFiles = new Report(io, "hint", true);
    if (!badFile.skip()) {
      InputOptions named = new InputOptions();
      named.files = files;
      named.badFile = badFile;
      Entry bad = named.firstBadFile(io);
      if (bad != null) {
        badFiles.stopAtBadFile(bad.source(), bad.error());
        return ExitStatus.FAILED;
      }
    }
    PrintWriter out =
        new PrintWriter(new OutputStreamWriter(io.out(), StandardCharsets.UTF_8), false);
    Run run = new Run(g, puzzle, out, badFiles);
    try {
      if (inputs.isEmpty()) {
        run.stream(RecordStream.STDIN);
      }
      for (String in : inputs) {
        if (run.stopped) {
          break;
        }
        if (isInline(in)) {
          run.inline(in);
        } else {
          run.stream(in);
        }
        out.flush();
      }
    } finally {
      out.flush();
    }
    if (run.positions == 0 && run.refused == 0 && !run.stopped) {
      io.err().println("sudoku hint: the input held no position");
      return ExitStatus.FAILED;
    }
    if (io.outputLost("hint", out)) {
      return ExitStatus.FAILED;
    }
    return run.refused == 0 && badFiles.status() == ExitStatus.OK
        ? ExitStatus.OK
        : ExitStatus.FAILED;
  }

  /** True for an argument that is a position itself (and names no file). */
  private static boolean isInline(String in) {
    return in.indexOf('\n') >= 0 || (INLINE.matcher(in).matches() && !Files.exists(Paths.get(in)));
  }

  private Grid givens() {
    if (givens == null) {
      return null;
    }
    try {
      return Grid.parse(givens).requireConsistent();
    } catch (IllegalArgumentException e) {
      throw new UsageException("--givens: " + e.getMessage());
    }
  }

  /** The grader's limits as the options that set them, for the stuck and out-of-time lines. */
  private String limits() {
    return "--max-nesting "
        + grader.maxNesting
        + (grader.maxMillis > 0 ? ", --max-millis " + grader.maxMillis : "");
  }

  /** One run over the inputs: hints every position, reports every refused one. */
  private final class Run {
    private final Grader grader;
    private final Grid puzzle;
    private final PrintWriter out;
    private final HintPrinter printer;
    private final Report badFiles;
    long positions;
    long refused;
    boolean stopped; // at a bad file, under --on-bad-file fail

    Run(Grader grader, Grid puzzle, PrintWriter out, Report badFiles) {
      this.grader = grader;
      this.puzzle = puzzle;
      this.out = out;
      this.printer = new HintPrinter(out, format == Format.json, limits());
      this.badFiles = badFiles;
    }

    void inline(String text) {
      RecordParser parser = new RecordParser(ARGUMENT, Layout.lines());
      long lineNo = 1;
      for (String line : text.split("\n", -1)) {
        parser.accept(lineNo++, line);
        drain(parser);
      }
      parser.finish();
      drain(parser);
    }

    private void drain(RecordParser parser) {
      for (Record r = parser.poll(); r != null; r = parser.poll()) {
        accept(r);
      }
    }

    void stream(String source) {
      try (RecordStream records =
          new RecordStream(List.of(source), io.in(), null, null).reportingBadInputs()) {
        // A reader that went away (hint positions.txt | head) ends the run at once.
        long read = 0; // records of this source before a fault
        while (records.hasNext() && !io.readerGone()) {
          Record r = records.next();
          if (r.fault()) {
            badFile(r, read > 0 ? r.line() : 0);
            return;
          }
          read++;
          accept(r);
        }
      } catch (ArchiveException e) {
        throw new UsageException(e.getMessage());
      }
    }

    /**
     * A file that cannot be read as positions, from its start or from where it broke.
     *
     * @param linesRead the lines read before a break after which positions were hinted, else 0
     */
    private void badFile(Record r, long linesRead) {
      out.flush(); // the hints before the break are out before the line that names it
      if (badFile.skip()) {
        badFiles.skipped(r.source(), r.error(), linesRead);
      } else {
        badFiles.stopAtBadFile(r.source(), r.error());
        stopped = true;
      }
    }

    private void accept(Record r) {
      String where = r.source() + ":" + r.line();
      if (r.error() != null) {
        refuse(where, r.error());
        return;
      }
      Position p;
      NextSteps next;
      try {
        p = PositionInput.of(r, puzzle);
        next = grader.hint(p, steps);
      } catch (IllegalArgumentException e) {
        // a grid that does not parse, a given missing, or a PositionException
        refuse(where, e.getMessage());
        return;
      }
      positions++;
      printer.print(r.source(), r.line(), p, next);
    }

    private void refuse(String where, String reason) {
      refused++;
      io.err().println(where + ": " + reason);
    }
  }
}
