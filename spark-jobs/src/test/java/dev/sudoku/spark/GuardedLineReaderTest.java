package dev.sudoku.spark;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.zip.GZIPOutputStream;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.mapreduce.TaskAttemptContext;
import org.apache.hadoop.mapreduce.TaskAttemptID;
import org.apache.hadoop.mapreduce.lib.input.FileSplit;
import org.apache.hadoop.mapreduce.task.TaskAttemptContextImpl;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class GuardedLineReaderTest {
  @TempDir Path dir;

  /** Every record of the whole file: "offset text" lines, the fault as "FAULT reason". */
  private static List<String> read(Path file) throws IOException, InterruptedException {
    Configuration conf = new Configuration();
    TaskAttemptContext context = new TaskAttemptContextImpl(conf, new TaskAttemptID());
    FileSplit split =
        new FileSplit(
            new org.apache.hadoop.fs.Path(file.toUri()), 0, Files.size(file), new String[0]);
    List<String> records = new ArrayList<>();
    try (GuardedLineReader reader =
        (GuardedLineReader)
            new ArchiveReader.UnsplitCompressedTextInputFormat()
                .createRecordReader(split, context)) {
      reader.initialize(split, context);
      while (reader.nextKeyValue()) {
        long key = reader.getCurrentKey().get();
        records.add(
            (key == GuardedLineReader.FAULT ? "FAULT" : Long.toString(key))
                + " "
                + reader.getCurrentValue());
      }
    }
    return records;
  }

  private static byte[] gzip(String text) throws IOException {
    java.io.ByteArrayOutputStream bytes = new java.io.ByteArrayOutputStream();
    try (OutputStream out = new GZIPOutputStream(bytes)) {
      out.write(text.getBytes(StandardCharsets.US_ASCII));
    }
    return bytes.toByteArray();
  }

  @Test
  void read_wholeGzip_everyLineNoFault() throws Exception {
    Path gz = Files.write(dir.resolve("a.txt.gz"), gzip("one\ntwo\n"));

    assertThat(read(gz)).containsExactly("0 one", "4 two");
  }

  @Test
  void read_truncatedGzip_everyCompleteLineBeforeTheBreakThenOneFault() throws Exception {
    // Was: EOFException out of the reader, the task and the whole job failed.
    StringBuilder text = new StringBuilder();
    java.util.SplittableRandom random = new java.util.SplittableRandom(1);
    for (int i = 0; i < 3000; i++) {
      text.append(i).append(' ').append(Long.toHexString(random.nextLong())).append('\n');
    }
    byte[] whole = gzip(text.toString());
    Path gz =
        Files.write(dir.resolve("cut.txt.gz"), java.util.Arrays.copyOf(whole, whole.length / 2));

    List<String> records = read(gz);

    String fault = records.get(records.size() - 1);
    assertThat(fault).isEqualTo("FAULT gzip\ttrue\tUnexpected end of input stream");
    List<String> lines = records.subList(0, records.size() - 1);
    assertThat(lines).hasSizeBetween(1000, 2000);
    // In order and complete: line i starts with i, and the text lines up with the original.
    for (int i = 0; i < lines.size(); i++) {
      assertThat(lines.get(i).substring(lines.get(i).indexOf(' ') + 1)).startsWith(i + " ");
    }
    assertThat(text.toString())
        .startsWith(
            String.join("\n", lines.stream().map(l -> l.substring(l.indexOf(' ') + 1)).toList())
                + "\n");
  }

  @Test
  void read_notGzipAtAll_onlyTheFault() throws Exception {
    Path fake = Files.writeString(dir.resolve("fake.txt.gz"), "plain text\n");

    assertThat(read(fake)).singleElement().asString().startsWith("FAULT gzip\tfalse\t");
  }

  @Test
  void read_vanishedFile_faultNamingWhyWithoutCodecHint() throws Exception {
    Path gone = Files.writeString(dir.resolve("gone.txt"), "x\n");
    Configuration conf = new Configuration();
    TaskAttemptContext context = new TaskAttemptContextImpl(conf, new TaskAttemptID());
    FileSplit split =
        new FileSplit(new org.apache.hadoop.fs.Path(gone.toUri()), 0, 2, new String[0]);
    GuardedLineReader reader =
        (GuardedLineReader)
            new ArchiveReader.UnsplitCompressedTextInputFormat().createRecordReader(split, context);
    Files.delete(gone);

    reader.initialize(split, context);

    assertThat(reader.nextKeyValue()).isTrue();
    assertThat(reader.getCurrentKey().get()).isEqualTo(GuardedLineReader.FAULT);
    assertThat(GuardedLineReader.reason(reader.getCurrentValue().toString(), 0))
        .startsWith("read failed (")
        .contains("gone.txt");
    assertThat(reader.nextKeyValue()).isFalse();
    reader.close();
  }

  @Test
  void reason_wordedAsTheSudokuCommandWordsIt() {
    assertThat(GuardedLineReader.reason("gzip\ttrue\tUnexpected end of input stream", 799))
        .isEqualTo("gzip data ends early after line 799 (truncated file?)");
    assertThat(GuardedLineReader.reason("bzip2\tfalse\tbad block header", 3))
        .isEqualTo("bzip2 data broken after line 3 (bad block header)");
    assertThat(GuardedLineReader.reason("\tfalse\tInput/output error", 0))
        .isEqualTo("read failed (Input/output error)");
  }

  @Test
  void fault_noMessage_namesTheExceptionClass() {
    String fault = GuardedLineReader.fault(new ArrayIndexOutOfBoundsException(), "bzip2");

    assertThat(GuardedLineReader.reason(fault, 3))
        .isEqualTo("bzip2 data broken after line 3 (ArrayIndexOutOfBoundsException)");
  }
}
