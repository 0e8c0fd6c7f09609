package dev.sudoku.archive;

import java.io.BufferedInputStream;
import java.io.Closeable;
import java.io.EOFException;
import java.io.FileInputStream;
import java.io.FileNotFoundException;
import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.NoSuchElementException;

/**
 * Streams the records of several local inputs, one at a time, never holding a whole file nor a
 * whole line: the archive reader of the {@code sudoku} command (the Spark jobs read through Hadoop
 * and feed the same {@link RecordParser}).
 *
 * <p>Each input is a file or {@code -} for standard input. Its compression (gzip, bzip2, xz, zstd)
 * is recognised by its magic bytes; a zip file and a binary file (a NUL byte in the first 4 KB) are
 * refused with an {@link ArchiveException} naming the file. Lines are read with a bound ({@link
 * LineReader}).
 *
 * <p>A stream that breaks while it is read (a truncated download, corrupt compressed data) costs
 * only what follows the break: every record before it is returned, then one {@link Record#fault()}
 * record naming the input and the last line read, then the next input.
 *
 * <p>Built {@link #reportingBadInputs() reporting bad inputs}, a whole input that cannot be read as
 * puzzles is one fault record too, instead of an {@link ArchiveException} that ends the stream: one
 * that cannot be opened (binary, UTF-16, zip, compressed data that does not start right), one whose
 * first significant line decides a layout it cannot be read with (a CSV header without the puzzle
 * column, another CSV dialect, JSON), and one that holds no record at all (empty, only blank lines,
 * comments or a header). The caller decides whether such an input is skipped or stops the run; the
 * fault's {@link Record#error()} names the input, and {@link #reason} gives the reason alone.
 */
public final class RecordStream implements Iterator<Record>, Closeable {
  /** The name of standard input among the sources. */
  public static final String STDIN = "-";

  private static final int BUFFER = 1 << 16;

  private final Iterator<String> sources;
  private final InputStream stdin;
  private final String column;
  private final String solutionColumn;
  private boolean keepRaw;

  private long bytesRead; // raw bytes read from every source so far
  private long finishedBytes; // raw size of the sources already read
  private long sourceStart; // bytesRead when the current source was opened

  // The current source.
  private String source;
  private Compression compression;
  private InputStream input;
  private LineReader reader;
  private RecordParser parser;
  private long lineNo;
  private Record next;
  private Record pendingFault; // the current source broke: returned once its records are
  private boolean reportBadInputs;
  private long saidOfSource; // records (faults included) returned from the current source

  /**
   * @param sources file names, {@code -} for standard input; see {@link #checkReadable}
   * @param column the CSV puzzle column, or {@code null} to detect it
   * @param solutionColumn the CSV solution column, or {@code null} to detect it
   */
  public RecordStream(
      List<String> sources, InputStream stdin, String column, String solutionColumn) {
    this.sources = List.copyOf(sources).iterator();
    this.stdin = stdin;
    this.column = column;
    this.solutionColumn = solutionColumn;
  }

  /**
   * Makes a whole input that cannot be read as puzzles a {@link Record#fault()} record, as a stream
   * that breaks midway is, instead of an {@link ArchiveException}: see the class comment.
   *
   * @return this stream
   */
  public RecordStream reportingBadInputs() {
    this.reportBadInputs = true;
    return this;
  }

  /** The reason of a bad input that holds no record at all (the Spark jobs' words). */
  public static final String NO_PUZZLE =
      "no puzzle (empty, or only blank lines, comments or a header)";

  /**
   * A fault's message without the input's name it starts with, as the Spark jobs word a bad file's
   * reason: {@code cannot read FILE: why} becomes {@code why}, {@code FILE:1: why} becomes {@code
   * line 1: why} and {@code FILE: why} becomes {@code why}.
   */
  public static String reason(String source, String message) {
    String cannotRead = "cannot read " + source + ": ";
    if (message.startsWith(cannotRead)) {
      return message.substring(cannotRead.length());
    }
    if (!message.startsWith(source + ":")) {
      return message;
    }
    String rest = message.substring(source.length() + 1);
    int colon = rest.indexOf(": ");
    if (colon > 0 && rest.substring(0, colon).chars().allMatch(Character::isDigit)) {
      return "line " + rest;
    }
    return rest.strip();
  }

  /**
   * How a run that went past a bad input names it, in the words of both tools (the Spark jobs and
   * the {@code sudoku} command): {@code skipped NAME: REASON} when nothing of it was read, and
   * {@code stopped reading NAME at line L: REASON; its first N lines were read} when it broke after
   * its first lines were read and their records processed, so that nobody takes those records in
   * the output for none.
   *
   * @param reason the reason alone ({@link #reason}), without a {@code line L: } of its own
   * @param linesRead the lines read before the break, 0 for an input skipped whole
   */
  public static String badInput(String name, String reason, long linesRead) {
    if (linesRead <= 0) {
      return "skipped " + name + ": " + reason;
    }
    return "stopped reading "
        + name
        + " at line "
        + (linesRead + 1)
        + ": "
        + reason
        + "; its first "
        + (linesRead == 1 ? "line was" : linesRead + " lines were")
        + " read";
  }

  /**
   * This stream, with every puzzle also carrying its text as it stands in the input ({@link
   * Record#raw()}) and each CSV input its header line ({@link #headerText()}). Call before the
   * first record is read.
   */
  public RecordStream keepingRaw() {
    keepRaw = true;
    return this;
  }

  /**
   * The layout of the input the last record came from (or of the last input opened, once every
   * record is read), or {@code null} while none is known: no input opened yet, or the current one
   * had no significant line.
   */
  public Layout layout() {
    return parser == null ? null : parser.layout();
  }

  /**
   * The CSV header line of the input the last record came from, as it stands in the input ({@link
   * RecordParser#headerText()}), or {@code null} (an input of lines, or none known yet).
   */
  public String headerText() {
    return parser == null ? null : parser.headerText();
  }

  /**
   * Fails fast, before any output, when an input file is missing, a directory or unreadable.
   *
   * @throws ArchiveException naming the file
   */
  public static void checkReadable(List<String> sources) {
    for (String s : sources) {
      if (s.equals(STDIN)) {
        continue;
      }
      Path p = Paths.get(s);
      if (!Files.exists(p)) {
        throw new ArchiveException("cannot read " + s + ": no such file");
      }
      if (Files.isDirectory(p)) {
        throw new ArchiveException("cannot read " + s + ": it is a directory");
      }
      if (!Files.isReadable(p)) {
        throw new ArchiveException("cannot read " + s + ": permission denied");
      }
    }
  }

  /** Total size in bytes of the named files, or -1 when standard input is among them. */
  public static long totalBytes(List<String> sources) {
    long total = 0;
    for (String s : sources) {
      if (s.equals(STDIN)) {
        return -1;
      }
      try {
        total += Files.size(Paths.get(s));
      } catch (IOException e) {
        return -1;
      }
    }
    return total;
  }

  /** Bytes read so far from the underlying files (compressed bytes for compressed input). */
  public long bytesRead() {
    return bytesRead;
  }

  /**
   * How far into the whole input the records returned so far reach, in bytes of the files: exact
   * for plain text, the compressed bytes read so far for compressed input.
   */
  public long position() {
    if (reader == null) {
      return finishedBytes;
    }
    return finishedBytes
        + (compression == Compression.NONE ? reader.consumed() : bytesRead - sourceStart);
  }

  /**
   * {@inheritDoc}
   *
   * @throws ArchiveException when an input cannot be opened or read as an archive at all
   */
  @Override
  public boolean hasNext() {
    while (next == null) {
      if (parser != null && (next = parser.poll()) != null) {
        saidOfSource++;
        break;
      }
      if (pendingFault != null) {
        next = pendingFault;
        pendingFault = null;
        saidOfSource++;
        break;
      }
      if (reader == null) {
        if (reportBadInputs && parser != null && saidOfSource == 0) {
          pendingFault = Record.fault(source, lineNo, source + ": " + NO_PUZZLE);
          parser = null;
          continue;
        }
        parser = null;
        if (!openNextReporting()) {
          return false;
        }
        continue;
      }
      readLine();
    }
    return true;
  }

  @Override
  public Record next() {
    if (!hasNext()) {
      throw new NoSuchElementException();
    }
    Record r = next;
    next = null;
    return r;
  }

  /** Feeds the parser one more line of the current source, or ends the source. */
  private void readLine() {
    try {
      if (!reader.next()) {
        parser.finish();
        endOfSource();
        return;
      }
    } catch (IOException e) {
      parser.finish();
      String why = why(e);
      endOfSource();
      // returned after the records read before the break
      pendingFault = Record.fault(source, lineNo, "cannot read " + source + ": " + why);
      return;
    }
    lineNo++;
    try {
      if (reader.tooLong()) {
        parser.tooLong(lineNo, reader.text(), reader.length());
      } else {
        parser.accept(lineNo, reader.text());
      }
    } catch (ArchiveException e) {
      if (!reportBadInputs) {
        throw e;
      }
      // The layout is decided on the first significant line: no record came before it.
      endOfSource();
      pendingFault = Record.fault(source, lineNo, e.getMessage());
    }
  }

  /** {@link #openNext}, with an input that cannot be opened as puzzles made a fault if asked. */
  private boolean openNextReporting() {
    try {
      return openNext();
    } catch (ArchiveException e) {
      if (!reportBadInputs) {
        throw e;
      }
      closeInput();
      reader = null;
      finishedBytes += bytesRead - sourceStart;
      pendingFault = Record.fault(source, 0, e.getMessage());
      return true;
    }
  }

  /** What broke, for a person: the JDK's "Unexpected end of ZLIB input stream" says neither. */
  private String why(IOException e) {
    String kind = compression.label();
    String after = lineNo == 0 ? "" : " after line " + lineNo;
    if (compression != Compression.NONE && truncated(e)) {
      return kind + " data ends early" + after + " (truncated file?)";
    }
    return (compression == Compression.NONE ? "read failed" : kind + " data broken")
        + after
        + " ("
        + e.getMessage()
        + ")";
  }

  private static boolean truncated(IOException e) {
    String m = String.valueOf(e.getMessage()).toLowerCase(Locale.ROOT);
    return e instanceof EOFException
        || m.contains("end of")
        || m.contains("truncated")
        || m.contains("premature");
  }

  private boolean openNext() {
    if (!sources.hasNext()) {
      return false;
    }
    source = sources.next();
    lineNo = 0;
    saidOfSource = 0;
    sourceStart = bytesRead;
    try {
      InputStream raw;
      try {
        raw = source.equals(STDIN) ? stdin : open(Paths.get(source));
      } catch (NoSuchFileException | FileNotFoundException e) {
        throw new ArchiveException("cannot read " + source + ": no such file");
      }
      sourceStart = bytesRead;
      InputStream in = new BufferedInputStream(new Counting(raw, source.equals(STDIN)), BUFFER);
      input = in;
      try {
        compression = Compression.detect(peek(in, Compression.MAGIC), source);
      } catch (ArchiveException e) {
        closeInput();
        throw e;
      }
      parser = new RecordParser(source, column, solutionColumn);
      if (keepRaw) {
        parser.keepingRaw();
      }
      try {
        if (compression != Compression.NONE) {
          in = compression.open(in, BUFFER);
          input = in;
        }
        reader = new LineReader(in, BUFFER);
        refuseBinary(source, reader.head());
      } catch (ArchiveException e) {
        closeInput();
        throw e;
      } catch (IOException e) {
        if (compression == Compression.NONE || !truncated(e)) {
          closeInput();
          throw unreadable(e);
        }
        // Cut inside the first block (a bzip2 block holds up to 900 KB): nothing to return.
        String why = why(e);
        endOfSource();
        pendingFault = Record.fault(source, lineNo, "cannot read " + source + ": " + why);
      }
      return true;
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read " + source + ": " + e.getMessage(), e);
    }
  }

  /**
   * A file, or a pipe named as one ({@code <(zcat a.gz)}, {@code /dev/stdin}). The stream of {@link
   * Files#newInputStream} answers {@code available()} from the channel's size and position, which a
   * pipe does not have ("Illegal seek"), and {@code BufferedInputStream} asks it on every read;
   * {@code FileInputStream} asks the pipe how much it holds.
   */
  private static InputStream open(Path path) throws IOException {
    return Files.isRegularFile(path)
        ? Files.newInputStream(path)
        : new FileInputStream(path.toFile());
  }

  /** The {@code n} first bytes of a stream (fewer at its end), which is reset to its start. */
  private static byte[] peek(InputStream in, int n) throws IOException {
    in.mark(n);
    byte[] b = in.readNBytes(n);
    in.reset();
    return b;
  }

  private ArchiveException unreadable(IOException e) {
    return new ArchiveException(
        "cannot read "
            + source
            + ": not a readable "
            + compression.label()
            + " file ("
            + e.getMessage()
            + ")");
  }

  /**
   * A NUL byte in the first bytes available: not a text file (an image, a Parquet file, ...). One
   * read, which does not wait for more than is there, so puzzles typed on a terminal are still
   * answered line by line. Text saved as UTF-16 (Windows' "Unicode") has a NUL in every other byte;
   * it is named, with the conversion, rather than called binary. {@link Sniffer} applies the same
   * check, so the Spark jobs refuse the same files.
   */
  static void refuseBinary(String source, byte[] head) {
    for (int i = 0; i < Math.min(head.length, 4096); i++) {
      if (head[i] == 0) {
        String utf16 = utf16(head);
        throw new ArchiveException(
            "cannot read "
                + source
                + (utf16 != null
                    ? ": UTF-16 text ("
                        + utf16
                        + "); puzzles are read from UTF-8 or ASCII text: convert it with"
                        + " iconv -f UTF-16 -t UTF-8"
                    : ": not a text file (byte "
                        + (i + 1)
                        + " is NUL); puzzles are read from text, CSV or compressed text files"));
      }
    }
  }

  /** How {@code head} shows itself as UTF-16: its byte order mark, or NULs in every other byte. */
  private static String utf16(byte[] head) {
    if (head.length >= 2 && (head[0] & 0xff) == 0xff && (head[1] & 0xff) == 0xfe) {
      return "byte order mark FF FE";
    }
    if (head.length >= 2 && (head[0] & 0xff) == 0xfe && (head[1] & 0xff) == 0xff) {
      return "byte order mark FE FF";
    }
    if (head.length >= 4 && head[0] != 0 && head[1] == 0 && head[2] != 0 && head[3] == 0) {
      return "a NUL after every character";
    }
    if (head.length >= 4 && head[0] == 0 && head[1] != 0 && head[2] == 0 && head[3] != 0) {
      return "a NUL before every character";
    }
    return null;
  }

  private void endOfSource() {
    closeInput();
    reader = null;
    finishedBytes += bytesRead - sourceStart;
  }

  private void closeInput() {
    if (input != null) {
      try {
        input.close(); // standard input itself stays open: see Counting.close
      } catch (IOException e) {
        // the records are read; a failing close loses nothing
      }
      input = null;
    }
  }

  @Override
  public void close() {
    closeInput();
    reader = null;
  }

  /** Counts the bytes read from a source, for progress. */
  private final class Counting extends FilterInputStream {
    private final boolean keepOpen;

    Counting(InputStream in, boolean keepOpen) {
      super(in);
      this.keepOpen = keepOpen;
    }

    @Override
    public int read() throws IOException {
      int b = super.read();
      if (b >= 0) {
        bytesRead++;
      }
      return b;
    }

    @Override
    public int read(byte[] b, int off, int len) throws IOException {
      int n = super.read(b, off, len);
      if (n > 0) {
        bytesRead += n;
      }
      return n;
    }

    @Override
    public void close() throws IOException {
      // standard input is not ours to close
      if (!keepOpen) {
        super.close();
      }
    }
  }
}
