package dev.sudoku.archive;

import com.github.luben.zstd.ZstdInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.zip.GZIPInputStream;
import org.apache.commons.compress.compressors.bzip2.BZip2CompressorInputStream;
import org.tukaani.xz.XZInputStream;

/**
 * The compressions an archive may come in, recognised by their magic bytes (never by the file
 * name): gzip through the JDK, bzip2 through Apache Commons Compress, xz through the Tukaani
 * decoder (Commons Compress's own xz support wraps it), zstd through zstd-jni. Concatenated streams
 * ({@code cat a.gz b.gz}, {@code pbzip2} output) are read whole. A zip file is refused: it is a
 * container of files, not one stream.
 */
public enum Compression {
  NONE("text"),
  GZIP("gzip"),
  BZIP2("bzip2"),
  XZ("xz"),
  ZSTD("zstd");

  /** Bytes that {@link #detect} needs to see. */
  public static final int MAGIC = 6;

  private final String label;

  Compression(String label) {
    this.label = label;
  }

  /** How messages name it: {@code gzip}, {@code bzip2}, ... */
  public String label() {
    return label;
  }

  /**
   * The compression whose magic bytes {@code head} starts with.
   *
   * @param head the first bytes of the input (fewer at its end)
   * @param source the input's name, for the message
   * @throws ArchiveException for a zip file
   */
  public static Compression detect(byte[] head, String source) {
    if (starts(head, 0x1f, 0x8b)) {
      return GZIP;
    }
    if (starts(head, 'B', 'Z', 'h')) {
      return BZIP2;
    }
    if (starts(head, 0xfd, '7', 'z', 'X', 'Z', 0)) {
      return XZ;
    }
    if (starts(head, 0x28, 0xb5, 0x2f, 0xfd)) {
      return ZSTD;
    }
    if (starts(head, 'P', 'K', 3, 4)) {
      throw new ArchiveException(
          "cannot read "
              + source
              + ": it is a zip file; only gzip, bzip2, xz and zstd streams are decompressed"
              + " (try: unzip -p "
              + source
              + " | sudoku ...)");
    }
    return NONE;
  }

  private static boolean starts(byte[] head, int... magic) {
    if (head.length < magic.length) {
      return false;
    }
    for (int i = 0; i < magic.length; i++) {
      if ((head[i] & 0xff) != magic[i]) {
        return false;
      }
    }
    return true;
  }

  /** The decompressed stream; reads the stream header, so a broken one fails here. */
  public InputStream open(InputStream in, int buffer) throws IOException {
    switch (this) {
      case GZIP:
        return new GZIPInputStream(in, buffer);
      case BZIP2:
        return new BZip2CompressorInputStream(in, true);
      case XZ:
        return new XZInputStream(in); // reads concatenated streams
      case ZSTD:
        ZstdInputStream z = new ZstdInputStream(in);
        z.setContinuous(false);
        return z;
      default:
        return in;
    }
  }
}
