package dev.sudoku.spark;

import static dev.sudoku.cli.Puzzles.CONFLICT;
import static dev.sudoku.cli.Puzzles.MULTI;
import static dev.sudoku.cli.Puzzles.NONE;
import static dev.sudoku.cli.Puzzles.P1;
import static dev.sudoku.cli.Puzzles.P2;
import static dev.sudoku.cli.Puzzles.S1;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.sudoku.archive.GridTexts;
import dev.sudoku.cli.Io;
import dev.sudoku.cli.SudokuCommand;
import dev.sudoku.core.Grid;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.zip.GZIPOutputStream;
import org.apache.commons.compress.compressors.bzip2.BZip2CompressorOutputStream;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Acceptance of the one archive reader: {@code sudoku grade} (through the factory {@code ./sudoku}
 * itself calls) and the Spark grade job read one mixed set of files, every format and every kind of
 * bad record, and must agree line by line on each record's status and reason, and on where a
 * truncated gzip file breaks: the command prints every record before the break and names the break
 * on stderr, the job keeps the same records and writes the break as one {@code INVALID} row.
 *
 * <p>The files are large enough for Spark to cut the plain line file into several splits (so line
 * numbers come from {@link SplitLines}), and the drawing file must be read unsplit to agree.
 */
class ArchiveAgreementIT {
  /**
   * The command's line for an input that broke after its first lines were read: file, then where
   * and what broke and how much was read.
   */
  private static final Pattern CLI_BREAK =
      Pattern.compile("grade: stopped reading (\\S+) (at line [0-9]+: .*)");

  /**
   * A file read up to a break in the job's report: file, then (the same words as the command's) the
   * line of its {@code INVALID} row, what broke, how much was read.
   */
  private static final Pattern SPARK_BREAK =
      Pattern.compile("stopped reading (\\S+) (at line ([0-9]+): (.*)(; its first [0-9]+ .*))");

  static SparkSession spark;

  @TempDir Path dir;

  @BeforeAll
  static void start() {
    spark = LocalSpark.start();
  }

  /** One-line records of every kind, and bad lines, cycling: over 256 KB for several splits. */
  private String lines() {
    String[] kinds = {
      P1,
      P1 + ":1:" + S1,
      MULTI + " 2",
      NONE,
      CONFLICT,
      "not a puzzle",
      P1.substring(0, 80),
      P1.replace('4', 'x'),
      "00015097c6c3 " + P2.replace('.', '0') + "  7.2",
      String.join(" ", P1.replace('.', '0').split("(?<=\\G.{9})")) + " 4.5",
      String.join("\t", MULTI.split("(?<=\\G.{9})")),
      "",
      "# a comment",
    };
    StringBuilder b = new StringBuilder();
    for (int i = 0; i < 4000; i++) {
      b.append(i == 7 || i == 2501 ? "1".repeat(70_000) : kinds[i % kinds.length]).append('\n');
    }
    return b.toString();
  }

  /** Drawings, good and broken in every way, with one-line puzzles between them. */
  private String drawings() {
    StringBuilder b = new StringBuilder();
    for (int i = 0; i < 1400; i++) {
      String[] rows = Grid.parse(i % 2 == 0 ? P1 : MULTI).toPrettyString().split("\n");
      List<String> d = new ArrayList<>(List.of(rows));
      switch (i % 8) {
        case 1:
          d.remove(5); // a missing row
          break;
        case 3:
          d.add(2, d.get(2)); // an extra row
          break;
        case 5:
          d.set(8, d.get(8).replaceFirst("\\.", "x")); // a bad character
          break;
        case 6:
          d.set(1, d.get(1).substring(0, d.get(1).length() - 2)); // a cell short
          break;
        case 7:
          b.append(NONE).append('\n'); // a one-line puzzle between drawings
          break;
        default:
          break;
      }
      b.append(String.join("\n", d)).append("\n\n");
    }
    b.append(GridTexts.plain(P1), 0, 30); // unfinished at the end
    return b.toString();
  }

  /**
   * A CSV file of 2.6 MB whose rows have a quoted note, every third one over several lines (RFC
   * 4180) after the first megabyte the file is classified from: the split scan must find them, or a
   * split boundary (about every 1.7 MB here) falls inside such a row.
   */
  private static String notes() {
    StringBuilder b = new StringBuilder("id,puzzle,note\n");
    String[] puzzles = {P1, MULTI, NONE, CONFLICT, P1.substring(1)};
    for (int i = 1; b.length() < 2_600_000; i++) {
      String note = "\"note " + i + ", \"\"quoted\"\"\"";
      if (b.length() > 1_100_000 && i % 3 == 0) {
        note = "\"line one of " + i + "\n\n# line three, not a comment\r\nend\"";
      }
      b.append(i).append(',').append(puzzles[i % puzzles.length]).append(',').append(note);
      b.append('\n');
    }
    return b.toString();
  }

  private static void write(Path file, String text, boolean gzip, boolean bzip2)
      throws IOException {
    try (OutputStream raw = Files.newOutputStream(file);
        OutputStream out =
            gzip ? new GZIPOutputStream(raw) : bzip2 ? new BZip2CompressorOutputStream(raw) : raw) {
      out.write(text.getBytes(StandardCharsets.UTF_8));
    }
  }

  /** {@code text} gzipped and cut to two thirds of its bytes: a download that stopped early. */
  private static void writeTruncatedGzip(Path file, String text) throws IOException {
    write(file, text, true, false);
    byte[] whole = Files.readAllBytes(file);
    Files.write(file, Arrays.copyOf(whole, whole.length * 2 / 3));
  }

  private List<Path> files() throws IOException {
    List<Path> files = new ArrayList<>();
    Path lines = dir.resolve("lines.txt");
    write(lines, lines(), false, false);
    files.add(lines);
    Path drawings = dir.resolve("drawings.txt");
    write(drawings, drawings(), false, false);
    files.add(drawings);
    Path sdk = dir.resolve("puzzle.sdk");
    write(
        sdk,
        "#ARuud\n#DA puzzle\n[Puzzle]\n" + GridTexts.plain(P1) + "[State]\n" + GridTexts.plain(S1),
        false,
        false);
    files.add(sdk);
    Path ss = dir.resolve("puzzle.ss");
    write(ss, GridTexts.simpleSudoku(P2), false, false);
    files.add(ss);
    Path pm = dir.resolve("pencilmarks.txt");
    write(
        pm,
        "# candidates\n" + GridTexts.pencilmarks(P1) + "\n" + GridTexts.pencilmarks(MULTI),
        false,
        false);
    files.add(pm);
    Path kaggle = dir.resolve("kaggle.csv");
    write(
        kaggle,
        "\uFEFFquizzes,solutions\n"
            + P1
            + ","
            + S1
            + "\n"
            + P1
            + ","
            + S1.replace('8', '7')
            + "\n"
            + "\n# a comment row\n"
            + P1
            + "\n"
            + ","
            + S1
            + "\n"
            + MULTI
            + ",\n"
            + CONFLICT
            + ","
            + S1
            + "\n"
            // last: a quote never closed runs to the end of the file
            + "\""
            + P1
            + ","
            + S1
            + "\n",
        false,
        false);
    files.add(kaggle);
    Path se = dir.resolve("se.csv");
    write(
        se,
        "puzzle,source,se_er\n" + P1 + ",a,2.6\n" + P2 + ",b,2.3\n" + NONE + ",c,\n",
        false,
        false);
    files.add(se);
    Path gz = dir.resolve("rows.csv.gz");
    write(gz, "puzzle,solution\n" + P2 + ",\n" + "x,y\n" + MULTI + ",\n", true, false);
    files.add(gz);
    Path bz = dir.resolve("drawn.txt.bz2");
    write(
        bz,
        GridTexts.plain(P1)
            + "\n"
            + GridTexts.plain(P2)
            + "\n"
            + GridTexts.plain(P1).substring(0, 40),
        false,
        true);
    files.add(bz);
    Path notes = dir.resolve("notes.csv");
    write(notes, notes(), false, false);
    files.add(notes);
    Path early = dir.resolve("early-notes.csv");
    write(
        early,
        "id,puzzle,note\n0," + P1 + ",\"first\nrow\"\n" + notes().substring(15, 200_000),
        false,
        false);
    files.add(early);
    Path cut = dir.resolve("cut.txt.gz");
    String some = lines();
    writeTruncatedGzip(cut, some.substring(0, some.indexOf('\n', 150_000) + 1));
    files.add(cut);
    return files;
  }

  /**
   * "file:line" to "STATUS|reason|er", as the CLI reports it; a file that broke while it was read
   * adds "file:break" to "BREAK|reason|", from the command's error line.
   */
  private static Map<String, String> cli(List<Path> files) throws IOException {
    List<String> args = new ArrayList<>(List.of("grade", "-f", "json", "-t", "2"));
    for (Path f : files) {
      args.add(f.toString());
    }
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    try (PrintStream o = new PrintStream(out, true, StandardCharsets.UTF_8);
        PrintStream e = new PrintStream(err, true, StandardCharsets.UTF_8)) {
      Io io = new Io(InputStream.nullInputStream(), o, e, false);
      int status = SudokuCommand.commandLine(io).execute(args.toArray(new String[0]));
      assertThat(status).as(err.toString(StandardCharsets.UTF_8)).isEqualTo(1);
    }
    ObjectMapper json = new ObjectMapper();
    Map<String, String> records = new TreeMap<>();
    for (String line : err.toString(StandardCharsets.UTF_8).split("\n")) {
      Matcher m = CLI_BREAK.matcher(line);
      if (m.matches()) {
        records.put(name(m.group(1)) + ":break", "BREAK|" + m.group(2) + "|");
      }
    }
    for (String line : out.toString(StandardCharsets.UTF_8).split("\n")) {
      JsonNode n = json.readTree(line);
      String status = n.get("status").asText();
      String reason = n.hasNonNull("reason") ? n.get("reason").asText() : "";
      String er = n.hasNonNull("er") ? tenths(n.get("er").asDouble()) : "";
      if (reason.startsWith("mismatch: ")) {
        reason = "mismatch"; // Spark records it as archiveSolutionMatched = false
      }
      if (reason.equals("no solution") || reason.equals("multiple solutions")) {
        reason = ""; // the command's reason only restates the status; Spark's row leaves it empty
      }
      String key = name(n.get("source").asText()) + ":" + n.get("line").asLong();
      assertThat(records.put(key, status + "|" + reason + "|" + er)).as(key).isNull();
    }
    return records;
  }

  /**
   * The same map from the Spark job's dataset; the {@code INVALID} row where a bad file (from the
   * job's report) broke becomes "file:break".
   */
  private Map<String, String> spark(List<Path> files) throws IOException {
    List<String> inputs = new ArrayList<>();
    for (Path f : files) {
      inputs.add(f.toString());
    }
    String out = dir.resolve("spark-out").toString();
    GradeReport report = GradeJob.run(spark, GradeConfig.of(inputs, out), null);
    Map<String, String> records = new TreeMap<>();
    for (Row r : spark.read().parquet(out + "/" + GradeJob.DATASET_DIR).collectAsList()) {
      long line = r.getLong(r.fieldIndex("index"));
      String status = r.getString(r.fieldIndex("status"));
      String reason = r.isNullAt(r.fieldIndex("reason")) ? "" : r.getString(r.fieldIndex("reason"));
      String prefix = "line " + line + ": ";
      if (reason.startsWith(prefix)) {
        reason = reason.substring(prefix.length());
      }
      if ("UNIQUE".equals(status)) {
        status = r.getString(r.fieldIndex("gradeStatus"));
        int matched = r.fieldIndex("archiveSolutionMatched");
        if (!r.isNullAt(matched) && !r.getBoolean(matched)) {
          reason = "mismatch";
        }
      }
      String er =
          r.isNullAt(r.fieldIndex("rating")) ? "" : tenths(r.getDouble(r.fieldIndex("rating")));
      String key = name(r.getString(r.fieldIndex("source"))) + ":" + line;
      assertThat(records.put(key, status + "|" + reason + "|" + er)).as(key).isNull();
    }
    for (String bad : report.badFiles()) {
      Matcher m = SPARK_BREAK.matcher(bad);
      assertThat(m.matches()).as(bad).isTrue();
      String name = name(m.group(1));
      String row = records.remove(name + ":" + m.group(3));
      assertThat(row).as(bad).isEqualTo("INVALID|" + m.group(4) + "|");
      records.put(name + ":break", "BREAK|" + m.group(2) + "|");
    }
    return records;
  }

  /** "key: cli=... spark=..." for every record the two do not agree on. */
  private static List<String> differences(Map<String, String> cli, Map<String, String> spark) {
    Map<String, String> all = new TreeMap<>(cli);
    spark.forEach(all::putIfAbsent);
    List<String> diff = new ArrayList<>();
    for (String key : all.keySet()) {
      String a = cli.get(key);
      String b = spark.get(key);
      if (a == null ? b != null : !a.equals(b)) {
        diff.add(key + ": cli=" + a + " spark=" + b);
      }
    }
    return diff;
  }

  private static String name(String source) {
    return source.substring(source.lastIndexOf('/') + 1);
  }

  private static String tenths(double rating) {
    return String.format(Locale.ROOT, "%.1f", rating);
  }

  @Test
  void gradeCliAndSpark_mixedFiles_sameStatusAndReasonOnEveryLine() throws IOException {
    List<Path> files = files();

    Map<String, String> cli = cli(files);
    Map<String, String> spark = spark(files);

    assertThat(differences(cli, spark)).isEmpty();
    // The set really holds every kind: formats read, statuses, and each bad-record reason.
    assertThat(cli.keySet())
        .anyMatch(k -> k.startsWith("puzzle.sdk:"))
        .anyMatch(k -> k.startsWith("puzzle.ss:"))
        .anyMatch(k -> k.startsWith("pencilmarks.txt:"))
        .anyMatch(k -> k.startsWith("drawn.txt.bz2:"))
        .anyMatch(k -> k.startsWith("rows.csv.gz:"))
        .contains("cut.txt.gz:break");
    assertThat(cli.get("cut.txt.gz:break"))
        .matches(
            "BREAK\\|at line ([0-9]+): gzip data ends early after line [0-9]+ \\(truncated"
                + " file\\?\\); its first [0-9]+ lines were read\\|");
    // Records before the break are kept (the cut file has about 1,100 lines, one of 70,000 bytes).
    assertThat(cli.keySet().stream().filter(k -> k.startsWith("cut.txt.gz:")).count())
        .isGreaterThan(100L);
    assertThat(String.join("\n", cli.values()))
        .contains(
            "RATED||",
            "MULTIPLE_SOLUTIONS||",
            "NO_SOLUTION||",
            "RATED|mismatch|",
            "INVALID|digit 5 appears twice in row 1: r1c1 and r1c2|",
            "INVALID|expected 81 characters, found 80|",
            "INVALID|bad character 'x' at position",
            "INVALID|line of 70000 bytes, longer than the 65536 read|",
            "INVALID|grid drawing band 2 has 2 rows, expected 3",
            "INVALID|grid drawing band 1 has 4 rows, expected 3",
            "INVALID|bad character 'x' at line",
            "INVALID|grid drawing row 2 (line",
            "INVALID|unfinished grid drawing: 4 of 9 rows|",
            "INVALID|CSV row has 1 field, the header needs 2|",
            "INVALID|CSV row has an unclosed quote (\") at character 1: the input ends before a closing quote|",
            "INVALID|expected 81 characters, found 0|");
    // Rows spanning lines are numbered by their first line; the last rows agree too.
    assertThat(cli.keySet())
        .anyMatch(k -> k.startsWith("notes.csv:"))
        .contains("early-notes.csv:2");
    assertThat(Files.size(dir.resolve("notes.csv"))).isGreaterThan(1 << 20);
    assertThat(cli.keySet().stream().filter(k -> k.startsWith("lines.txt:")).count())
        .isGreaterThan(3000L);
    assertThat(cli.get("puzzle.sdk:4")).startsWith("RATED|");
    assertThat(cli).hasSizeGreaterThan(4500);
    // Both text files span several input splits: lines.txt is read in pieces, drawings.txt must
    // not be (a piece starting inside a drawing would read it differently).
    assertThat(Files.size(dir.resolve("lines.txt"))).isGreaterThan(256 * 1024);
    assertThat(Files.size(dir.resolve("drawings.txt"))).isGreaterThan(256 * 1024);
  }
}
