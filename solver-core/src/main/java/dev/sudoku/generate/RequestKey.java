package dev.sudoku.generate;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Optional;
import java.util.TreeSet;

/**
 * The canonical description of what a request asks of every puzzle, and the 64-bit key hashed from
 * it that separates the random streams of different requests (see {@link Generator}'s
 * reproducibility contract).
 *
 * <p>The description lists, in a fixed order, every option that decides which puzzle an index
 * gives, each in one canonical spelling:
 *
 * <pre>
 *   symmetry=ROTATE_180;minimal=false;clues=22..30;difficulty=rating 35..61;filters=
 *
 *   symmetry    the Symmetry constant's name
 *   minimal     true or false
 *   clues       min..max, inclusive
 *   difficulty  any                 no difficulty, Difficulty.any(), or a range holding every rating
 *               rating LO..HI       a level run or a rating range, in tenths, rounded inwards;
 *               rating LO..         HI empty when open above (EXTREME, ratingAtLeast)
 *               technique NAME      Difficulty.technique(NAME)
 *   filters     the filters made by Difficulty.asFilter(), each as its difficulty above, sorted
 *               and joined by ","; filters of any other kind are not described
 * </pre>
 *
 * Requests that select the same puzzles get the same description: {@code level(HARD)} and {@code
 * rating(3.5, 6.1)} are both {@code rating 35..61} (they admit the same grades and pick the same
 * removal strategy), no difficulty and {@code any()} are both {@code any} (grading does not change
 * the puzzles), and the order in which filters were combined does not matter. The per-index attempt
 * cap is left out: it only decides when an index is given up, so raising it keeps every puzzle
 * found before. Custom {@link PuzzleFilter}s cannot be described; requests that differ only in them
 * share their streams (give them different seeds to keep them apart).
 *
 * <p>The key is the first 8 bytes, big-endian, of the SHA-256 digest of the description's UTF-8
 * bytes: any language can recompute it, and different descriptions collide with probability
 * 2<sup>-64</sup>.
 */
final class RequestKey {
  private RequestKey() {}

  /** The canonical description of {@code options}; see the class comment. */
  static String describe(GeneratorOptions options) {
    TreeSet<String> filters = new TreeSet<>();
    collectFilters(options.filter(), filters);
    return "symmetry="
        + options.symmetry().name()
        + ";minimal="
        + options.minimal()
        + ";clues="
        + options.minClues()
        + ".."
        + options.maxClues()
        + ";difficulty="
        + describe(options.difficulty())
        + ";filters="
        + String.join(",", filters);
  }

  /** The 64-bit key of {@code options}: SHA-256 of the description, first 8 bytes big-endian. */
  static long of(GeneratorOptions options) {
    return hash(describe(options));
  }

  /** The first 8 bytes, big-endian, of the SHA-256 digest of {@code text}'s UTF-8 bytes. */
  static long hash(String text) {
    try {
      byte[] h = MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8));
      return ByteBuffer.wrap(h, 0, Long.BYTES).getLong();
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("SHA-256 is required of every JVM", e);
    }
  }

  private static String describe(Optional<Difficulty> difficulty) {
    return difficulty.map(RequestKey::describe).orElse("any");
  }

  /** One difficulty in its canonical spelling; see the class comment. */
  static String describe(Difficulty d) {
    if (d instanceof Difficulty.Uses) {
      return "technique " + ((Difficulty.Uses) d).technique().name();
    }
    int lo = Target.lowestTenths(d);
    int hi = d.capTenths(); // a range's upper end, OPEN for any()
    if (lo == 0 && hi == Target.OPEN) {
      return "any"; // admits every grade, as Difficulty.any() does
    }
    return "rating " + lo + ".." + (hi == Target.OPEN ? "" : Integer.toString(hi));
  }

  private static void collectFilters(PuzzleFilter f, TreeSet<String> out) {
    if (f instanceof BothFilters) {
      collectFilters(((BothFilters) f).first(), out);
      collectFilters(((BothFilters) f).second(), out);
    } else if (f instanceof GradingFilter) {
      out.add(describe(((GradingFilter) f).difficulty()));
    }
  }
}
