package dev.sudoku.cli;

import dev.sudoku.core.Grid;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;

/**
 * The 128-bit key under which {@code sudoku dedup} remembers a canonical form: the first 16 bytes
 * of the SHA-256 digest of the form packed into 41 bytes.
 *
 * <pre>
 *   packed[i] = cell[2i] &lt;&lt; 4 | cell[2i+1]     (i = 0..39; cell values 0..9)
 *   packed[40] = cell[80] &lt;&lt; 4
 *   key = SHA-256(packed)[0..15] as two big-endian longs (hi, lo)
 * </pre>
 *
 * <p>Why a hash and not the 41 bytes: 16 bytes per class in a flat {@code long[]} (see {@link
 * FormSet}) instead of an object per form, so the set of 10 million classes takes about 320-640 MB.
 * Collision argument: SHA-256 is a cryptographic hash, so its 128-bit prefix behaves as a uniformly
 * random value for any inputs, including deliberately chosen ones; the probability that any two of
 * n distinct canonical forms share a key is at most n(n-1)/2^129, about 1.5e-21 for n = 10^9
 * puzzles. A collision would make dedup drop one puzzle as a duplicate of another; at that
 * probability it is far below the rate of hardware memory errors. The digest costs about a
 * microsecond, a tenth of a canonical form, and runs on the worker threads.
 *
 * <p>Not thread-safe (holds a {@link MessageDigest}): one per worker.
 */
final class FormKey {
  private final MessageDigest sha256;
  private final byte[] packed = new byte[41];
  private final byte[] cells = new byte[Grid.CELLS];

  FormKey() {
    try {
      sha256 = MessageDigest.getInstance("SHA-256");
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("every Java platform must provide SHA-256", e);
    }
  }

  /** The key of {@code form}: {@code out[0]} = high 64 bits, {@code out[1]} = low 64 bits. */
  void of(Grid form, long[] out) {
    form.copyTo(cells);
    for (int i = 0; i < 40; i++) {
      packed[i] = (byte) (cells[2 * i] << 4 | cells[2 * i + 1]);
    }
    packed[40] = (byte) (cells[80] << 4);
    byte[] digest = sha256.digest(packed);
    out[0] = bigEndian(digest, 0);
    out[1] = bigEndian(digest, 8);
  }

  private static long bigEndian(byte[] b, int from) {
    long v = 0;
    for (int i = 0; i < 8; i++) {
      v = v << 8 | (b[from + i] & 0xFF);
    }
    return v;
  }
}
