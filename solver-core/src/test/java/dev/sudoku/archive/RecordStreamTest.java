package dev.sudoku.archive;

import static dev.sudoku.archive.RecordParserTest.P1;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.github.luben.zstd.ZstdOutputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.zip.GZIPOutputStream;
import org.apache.commons.compress.compressors.bzip2.BZip2CompressorOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.tukaani.xz.LZMA2Options;
import org.tukaani.xz.XZOutputStream;

class RecordStreamTest {
  @TempDir Path dir;

  interface Compressor {
    OutputStream wrap(OutputStream out) throws IOException;
  }

  private static Compressor compressor(Compression c) {
    switch (c) {
      case GZIP:
        return GZIPOutputStream::new;
      case BZIP2:
        return out -> new BZip2CompressorOutputStream(out, 1); // 100 KB blocks
      case XZ:
        return out -> new XZOutputStream(out, new LZMA2Options(1));
      case ZSTD:
        return ZstdOutputStream::new;
      default:
        return out -> out;
    }
  }

  private static byte[] compress(Compression c, String text) throws IOException {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    try (OutputStream out = compressor(c).wrap(bytes)) {
      out.write(text.getBytes(StandardCharsets.UTF_8));
    }
    return bytes.toByteArray();
  }

  private static List<Record> read(Path... files) {
    List<String> names = new ArrayList<>();
    for (Path f : files) {
      names.add(f.toString());
    }
    List<Record> out = new ArrayList<>();
    try (RecordStream s = new RecordStream(names, InputStream.nullInputStream(), null, null)) {
      s.forEachRemaining(out::add);
    }
    return out;
  }

  private static String lines(int n) {
    return (P1 + "\n").repeat(n);
  }

  @ParameterizedTest
  @EnumSource(Compression.class)
  void next_eachCompression_readTransparently(Compression c) throws IOException {
    Path f = dir.resolve("p." + c);
    Files.write(f, compress(c, "# c\n" + lines(3)));
    assertThat(read(f)).extracting(Record::text).containsExactly(P1, P1, P1);
    assertThat(read(f)).extracting(Record::line).containsExactly(2L, 3L, 4L);
  }

  /** Cut in the middle: what was decoded comes back, then one fault naming the file. */
  @ParameterizedTest
  @EnumSource(
      value = Compression.class,
      names = {"NONE"},
      mode = EnumSource.Mode.EXCLUDE)
  void next_truncatedStream_recordsThenOneFault(Compression c) throws IOException {
    Path f = dir.resolve("cut." + c);
    java.util.SplittableRandom random = new java.util.SplittableRandom(7);
    StringBuilder text = new StringBuilder();
    for (int i = 0; i < 20_000; i++) {
      for (int k = 0; k < 81; k++) {
        text.append((char) ('1' + random.nextInt(9)));
      }
      text.append('\n');
    }
    byte[] all = compress(c, text.toString());
    Files.write(f, Arrays.copyOf(all, all.length / 2));
    List<Record> r = read(f);
    Record last = r.get(r.size() - 1);
    assertThat(last.fault()).isTrue();
    assertThat(last.error())
        .startsWith("cannot read " + f + ": " + c.label() + " data ")
        .contains("after line " + (r.size() - 1));
    assertThat(r.subList(0, r.size() - 1))
        .hasSizeGreaterThan(1000)
        .allSatisfy(x -> assertThat(x.error()).isNull());
  }

  @Test
  void next_faultThenNextFile_keepsReading() throws IOException {
    Path cut = dir.resolve("cut.gz");
    byte[] all = compress(Compression.GZIP, lines(5000));
    Files.write(cut, Arrays.copyOf(all, all.length - 10));
    Path ok = dir.resolve("ok.txt");
    Files.writeString(ok, lines(2));
    List<Record> r = read(cut, ok);
    assertThat(r.subList(r.size() - 3, r.size()))
        .extracting(Record::fault)
        .containsExactly(true, false, false);
  }

  private static List<Record> readReporting(Path... files) {
    List<String> names = new ArrayList<>();
    for (Path f : files) {
      names.add(f.toString());
    }
    List<Record> out = new ArrayList<>();
    try (RecordStream s =
        new RecordStream(names, InputStream.nullInputStream(), null, null).reportingBadInputs()) {
      s.forEachRemaining(out::add);
    }
    return out;
  }

  @Test
  void next_reportingBadInputs_binaryAndForeignHeaderAndEmptyAreOneFaultEach() throws IOException {
    Path bin = dir.resolve("a.bin");
    Files.write(bin, new byte[] {'a', 0, 'b', '\n'});
    Path semi = dir.resolve("b.csv");
    Files.writeString(semi, "puzzle;solution\n" + P1 + ";x\n");
    Path empty = dir.resolve("c.txt");
    Files.writeString(empty, "# nothing\n\n");
    Path ok = dir.resolve("d.txt");
    Files.writeString(ok, lines(1));

    List<Record> r = readReporting(bin, semi, empty, ok);

    assertThat(r).extracting(Record::fault).containsExactly(true, true, true, false);
    assertThat(r.get(0).error()).startsWith("cannot read " + bin + ": not a text file (byte 2");
    assertThat(r.get(1).error()).startsWith(semi + ":1: this looks like a CSV header");
    assertThat(r.get(2).error()).isEqualTo(empty + ": " + RecordStream.NO_PUZZLE);
    assertThat(r.get(3).text()).isEqualTo(P1);
  }

  @Test
  void next_reportingBadInputs_fileOfBadRecordsOnly_noNoPuzzleFault() throws IOException {
    Path f = dir.resolve("bad.txt");
    Files.writeString(f, "123\n");
    assertThat(readReporting(f)).singleElement().satisfies(x -> assertThat(x.fault()).isFalse());
  }

  @Test
  void badInput_nothingRead_skipped() {
    assertThat(RecordStream.badInput("a.gz", "gzip data ends early (truncated file?)", 0))
        .isEqualTo("skipped a.gz: gzip data ends early (truncated file?)");
  }

  @Test
  void badInput_brokeAfterSomeLines_saysWhereItStoppedAndWhatWasRead() {
    assertThat(RecordStream.badInput("a.gz", "why", 500))
        .isEqualTo("stopped reading a.gz at line 501: why; its first 500 lines were read");
    assertThat(RecordStream.badInput("a.gz", "why", 1))
        .isEqualTo("stopped reading a.gz at line 2: why; its first line was read");
  }

  @Test
  void reason_eachMessageShape_withoutTheInputName() {
    assertThat(RecordStream.reason("a.gz", "cannot read a.gz: gzip data ends early"))
        .isEqualTo("gzip data ends early");
    assertThat(RecordStream.reason("a.csv", "a.csv:1: this looks like a CSV header"))
        .isEqualTo("line 1: this looks like a CSV header");
    assertThat(RecordStream.reason("a.csv", "a.csv: unknown column 'x'"))
        .isEqualTo("unknown column 'x'");
    assertThat(RecordStream.reason("a.csv", "other")).isEqualTo("other");
  }

  @Test
  void next_zip_refusedWithAHint() throws IOException {
    Path zip = dir.resolve("a.zip");
    Files.write(zip, new byte[] {'P', 'K', 3, 4, 20, 0});
    assertThatThrownBy(() -> read(zip))
        .isInstanceOf(ArchiveException.class)
        .hasMessageContaining("only gzip, bzip2, xz and zstd streams are decompressed")
        .hasMessageContaining("unzip -p");
  }

  @Test
  void position_plainText_exactBytesOfTheLinesRead() throws IOException {
    Path f = dir.resolve("p.txt");
    Files.writeString(f, lines(3));
    try (RecordStream s = new RecordStream(List.of(f.toString()), null, null, null)) {
      s.next();
      assertThat(s.position()).isEqualTo(82);
    }
  }

  @Test
  void next_namedPipe_readLikeAFile() throws Exception {
    // Regression: 'sudoku solve <(zcat a.gz)' and '/dev/stdin' failed: "not a readable text
    // file (Illegal seek)".
    Path fifo = NamedPipe.feeding(dir, P1 + " 7.2\n" + P1 + "\n");
    List<Record> records = read(fifo);
    assertThat(records).extracting(Record::text).containsExactly(P1, P1);
    assertThat(records).extracting(Record::error).containsOnlyNulls();
  }
}
