package dev.sudoku.cli;

import dev.sudoku.render.SvgOptions;
import dev.sudoku.render.SvgRenderer;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code sudoku render}: SVG pictures of puzzles, their solutions or their candidates. */
@Command(
    name = "render",
    header = "Draws puzzles as print-ready SVG pictures.",
    description = {
      "Draws each puzzle of the input as a standalone SVG picture: thick box lines, thin cell"
          + " lines, the givens in a sans-serif face, with a title and a text description for"
          + " screen readers. --draw also (or instead) draws the unique solution (the digits"
          + " found in grey) or the candidates of every empty cell (the digits no given of its"
          + " row, column or box rules out) as small pencilmarks.",
      "",
      "Output: with -o DIR, one file per picture, DIR/puzzle-N.svg, DIR/solution-N.svg,"
          + " DIR/candidates-N.svg, N the puzzle's position in the input padded with zeros to six"
          + " digits (puzzle-000001.svg), so that listings sort in input order (DIR is created if"
          + " needed, files are replaced). Without -o the picture goes to standard output: the"
          + " input must then hold one puzzle (or pick one with --index) and --draw name one"
          + " picture.",
      "",
      "Stderr: one line 'FILE:LINE: REASON' per bad puzzle and per solution that could not be"
          + " drawn (no or several solutions), then a summary.",
      ""
    },
    exitCodeListHeading = "%nExit status:%n",
    exitCodeList = {
      "0:every picture asked for was drawn",
      "1:some puzzle was invalid or had no unique solution to draw, a bad file (see"
          + " --on-bad-file), or the input held none",
      "2:usage error: bad option, missing file or a directory, several puzzles without -o"
    },
    footerHeading = "%nExamples:%n",
    footer = {
      "  sudoku render --index 3 puzzles.txt > p3.svg",
      "  sudoku render --draw puzzle,solution -o pictures/ puzzles.txt",
      "  sudoku generate -n 1 --level HARD | sudoku render --draw candidates > c.svg",
      "  sudoku render --size 400px --margin 8px -o web/ puzzles.txt"
    })
final class RenderCommand implements Callable<Integer> {
  @Mixin HelpOption help;
  @Mixin InputOptions input;

  @Option(
      names = {"-o", "--output"},
      paramLabel = "DIR",
      description = "Directory for the SVG files (created if missing). Default: standard output.")
  String output;

  @Option(
      names = "--draw",
      paramLabel = "WHAT",
      split = ",",
      description =
          "puzzle, solution, candidates, or several separated by commas. Default: puzzle.")
  List<String> draw = new ArrayList<>(List.of("puzzle"));

  @Option(
      names = "--size",
      paramLabel = "LENGTH",
      defaultValue = "90mm",
      converter = Length.Converter.class,
      description =
          "Side of the grid, frame included, with its unit: mm, in, pt or px; from 1in"
              + " (25.4mm, 96px) to 40in (1016mm). Default: ${DEFAULT-VALUE}.")
  Length size;

  @Option(
      names = "--margin",
      paramLabel = "LENGTH",
      defaultValue = "2mm",
      converter = Length.Converter.class,
      description = "White space around the grid, at most the --size. Default: ${DEFAULT-VALUE}.")
  Length margin;

  @Option(
      names = {"-t", "--threads"},
      paramLabel = "N",
      description = "Worker threads (default: all cores).")
  Integer threads;

  /**
   * The smallest grid drawn: its givens are 5-point digits (cell 8 pt, {@code
   * GridProportions.DIGIT_SIZE}), about the smallest type still read in print or on screen.
   */
  static final Length MIN_SIDE = new Length(1, SvgOptions.Unit.IN);

  /** The largest grid drawn: about a metre, a poster; more is a typo (100000in). */
  static final Length MAX_SIDE = new Length(40, SvgOptions.Unit.IN);

  private final Io io;

  RenderCommand(Io io) {
    this.io = io;
  }

  @Override
  public Integer call() {
    EnumSet<RenderWorker.Picture> wanted = pictures();
    size.within("--size", MIN_SIDE, MAX_SIDE);
    margin.within("--margin", new Length(0, size.unit()), size);
    SvgRenderer renderer;
    try {
      renderer = new SvgRenderer(new SvgOptions(size.value(), margin.in(size.unit()), size.unit()));
    } catch (IllegalArgumentException e) {
      throw new UsageException("--size: " + e.getMessage());
    }
    Path dir = output == null ? null : directory(output);
    if (dir == null && wanted.size() > 1) {
      throw new UsageException(
          "--draw " + String.join(",", draw) + " makes several pictures: give -o DIR");
    }
    OutputOptions parallel = new OutputOptions();
    parallel.threads = threads;
    Report report = new Report(io, "render");
    Writer sink = new Writer(report, dir);
    int used =
        Runner.run(
            io,
            "render",
            input,
            parallel.threads(),
            () -> new RenderWorker(renderer, wanted),
            sink,
            report);
    sink.flush();
    if (sink.read == 0 && !report.stoppedAtBadFile()) {
      report.nothingRead(input.sources());
    }
    report.finish(
        Report.plural(sink.read, "puzzle")
            + ": "
            + Report.plural(sink.written, "picture")
            + (dir == null ? " on standard output" : " in " + output),
        sink.read,
        used);
    return report.status();
  }

  private EnumSet<RenderWorker.Picture> pictures() {
    EnumSet<RenderWorker.Picture> wanted = EnumSet.noneOf(RenderWorker.Picture.class);
    for (String d : draw) {
      try {
        wanted.add(RenderWorker.Picture.valueOf(d.strip().toUpperCase(Locale.ROOT)));
      } catch (IllegalArgumentException e) {
        throw new UsageException(
            "--draw: unknown picture '" + d + "' (one of puzzle, solution, candidates)");
      }
    }
    return wanted;
  }

  private static Path directory(String name) {
    Path p = Paths.get(name);
    if (Files.exists(p) && !Files.isDirectory(p)) {
      throw new UsageException("cannot write into " + name + ": it is a file, not a directory");
    }
    try {
      return Files.createDirectories(p);
    } catch (IOException e) {
      throw new UsageException("cannot create " + name + ": " + Io.reason(e));
    }
  }

  /**
   * The file of one picture: {@code puzzle-000042.svg}. The number is padded to {@value
   * #NUMBER_WIDTH} digits so that {@code ls} and file pickers list the pictures in input order; the
   * input is streamed, so its length is not known ahead, and a millionth puzzle just has a longer
   * name.
   */
  static String fileName(RenderWorker.Picture picture, long number) {
    return String.format(
        Locale.ROOT,
        "%s-%0" + NUMBER_WIDTH + "d.svg",
        picture.name().toLowerCase(Locale.ROOT),
        number);
  }

  private static final int NUMBER_WIDTH = 6;

  /**
   * Writes pictures in input order: into files, or the one picture to standard output. For standard
   * output the first picture is held back until the input is known to hold no second puzzle, so a
   * file of several puzzles gives a clear error instead of two documents run together.
   */
  private static final class Writer implements Pipeline.Sink<RenderWorker.Pictures> {
    private final Report report;
    private final Path dir;
    private String held;
    long read;
    long written;

    Writer(Report report, Path dir) {
      this.report = report;
      this.dir = dir;
    }

    @Override
    public void accept(Entry entry, RenderWorker.Pictures p) {
      read++;
      if (p.missing() != null) {
        report.problem(entry, p.missing());
      }
      for (RenderWorker.Drawn d : p.svgs()) {
        if (dir == null) {
          if (read > 1) {
            throw new UsageException(
                "the input holds more than one puzzle: give -o DIR, or pick one with --index");
          }
          held = d.svg();
          continue;
        }
        String name = fileName(d.picture(), entry.number());
        try {
          Files.writeString(dir.resolve(name), d.svg(), StandardCharsets.UTF_8);
        } catch (IOException e) {
          throw new UncheckedIOException(
              "cannot write " + dir.resolve(name) + ": " + Io.reason(e), e);
        }
        written++;
      }
    }

    @Override
    public void reject(Entry entry, String reason) {
      read++;
      report.problem(entry, reason);
    }

    /** Prints the held picture, once the whole input has been read. */
    void flush() {
      if (held != null) {
        report.out.print(held);
        written++;
      }
    }
  }
}
