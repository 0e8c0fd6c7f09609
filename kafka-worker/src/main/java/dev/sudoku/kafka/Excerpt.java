package dev.sudoku.kafka;

import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.Objects;

/**
 * The first bytes of an original record key or value, with the full length and the SHA-256 of the
 * whole: what a dead letter keeps of a record that may be far larger than a dead letter may be. The
 * size and hash let an operator match the dead letter to the original record (still in the requests
 * topic until retention) and see how much was cut.
 *
 * @param bytes the first {@code min(size, bound)} bytes
 * @param size length of the original, in bytes
 * @param sha256 SHA-256 of the original, 64 lowercase hex digits
 */
public record Excerpt(byte[] bytes, int size, String sha256) {

  public Excerpt {
    bytes = bytes.clone();
    Objects.requireNonNull(sha256, "sha256");
  }

  /** The first {@code bound} bytes of {@code original} (all of them when shorter). */
  public static Excerpt of(byte[] original, int bound) {
    return new Excerpt(
        Arrays.copyOf(original, Math.min(original.length, bound)),
        original.length,
        sha256(original));
  }

  /** All of {@code original}. */
  public static Excerpt whole(byte[] original) {
    return of(original, Integer.MAX_VALUE);
  }

  /** Whether bytes were cut off. */
  public boolean cut() {
    return bytes.length < size;
  }

  @Override
  public byte[] bytes() {
    return bytes.clone();
  }

  /** Hex SHA-256 of {@code b}. */
  static String sha256(byte[] b) {
    try {
      return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(b));
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("SHA-256 is required of every JVM", e);
    }
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Excerpt e
        && size == e.size
        && sha256.equals(e.sha256)
        && Arrays.equals(bytes, e.bytes);
  }

  @Override
  public int hashCode() {
    return 31 * Arrays.hashCode(bytes) + sha256.hashCode();
  }

  @Override
  public String toString() {
    return "Excerpt[" + bytes.length + " of " + size + " bytes, sha256 " + sha256 + "]";
  }
}
