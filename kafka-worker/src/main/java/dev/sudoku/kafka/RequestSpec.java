package dev.sudoku.kafka;

import dev.sudoku.generate.Difficulty;
import dev.sudoku.generate.GeneratorOptions;
import dev.sudoku.generate.PuzzleFilter;
import dev.sudoku.schema.GenerationRequest;
import dev.sudoku.schema.Level;
import dev.sudoku.schema.Technique;
import dev.sudoku.schema.Variant;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.LinkedHashSet;
import java.util.Locale;
import java.util.Objects;
import java.util.Set;

/**
 * What a {@link GenerationRequest} asks of the generator: the seed and the {@link
 * GeneratorOptions}, validated. Built once per request (and per worker thread, see {@link
 * AvroGenerator}); building it is the request's validation.
 *
 * <h2>Mapping</h2>
 *
 * <pre>
 *   seed            request seed, or seedOf(requestId) when absent (below)
 *   symmetry        request symmetry, NONE when absent
 *   minimal         as is
 *   minClues..maxClues   request bounds, 17..81 when absent; checked by GeneratorOptions
 *   level, minRating, maxRating, requiredTechniques   one Difficulty (AND of all):
 *       nothing          Difficulty.any()  (the puzzle is still graded: Puzzle needs its rating)
 *       level only       Difficulty.level(L)
 *       rating only      Difficulty.rating(min or 0, max or +inf)
 *       level and rating Difficulty.rating(intersection of L's band and the range), refused if empty
 *       techniques only  Difficulty.technique(first) (it picks the removal strategy)
 *       each further technique (or every technique when a level/rating is set): a filter
 * </pre>
 *
 * <h2>Derived seed</h2>
 *
 * Without a seed, {@code seedOf(requestId)} = the first 8 bytes, big-endian, of SHA-256 of the
 * request id's UTF-8 bytes. A retried or re-sent request with the same id therefore gets the same
 * puzzles, and any language can recompute it.
 *
 * <p>Invalid requests (symbol {@code UNKNOWN} anywhere, more {@code requiredTechniques} than there
 * are techniques, a variant other than CLASSIC, impossible clue bounds or ratings, minClues above
 * 80, a level and a rating range that do not overlap, a technique this build's grader lacks) raise
 * {@link InvalidRequestException} with one line; clue-bound and rating messages are the generator's
 * own. {@code replyTo} is not the generator's business: the worker checks it ({@link ReplyTopics}).
 * {@code svg} names the pictures drawn of each puzzle ({@link PuzzlePictures}); {@code UNKNOWN}
 * there is invalid too.
 *
 * @param seed the request's seed (given or derived)
 * @param options generator options, with the difficulty set
 * @param description one line for budget messages, e.g. {@code "level HARD, symmetry ROTATE_180"}
 * @param pictures the SVG pictures to draw of each puzzle
 */
record RequestSpec(
    long seed, GeneratorOptions options, String description, PuzzlePictures pictures) {

  RequestSpec {
    Objects.requireNonNull(options, "options");
    Objects.requireNonNull(description, "description");
    Objects.requireNonNull(pictures, "pictures");
  }

  /**
   * @throws InvalidRequestException with one line when the request cannot be served
   */
  static RequestSpec of(GenerationRequest r) {
    if (r.getRequiredTechniques().size() > Technique.values().length) {
      // Each technique counts once, so a longer list can only be repetition (or an attack).
      throw new InvalidRequestException(
          "requiredTechniques has "
              + r.getRequiredTechniques().size()
              + " entries, more than the "
              + Technique.values().length
              + " techniques there are");
    }
    if (r.getVariant() != Variant.CLASSIC) {
      throw new InvalidRequestException(
          "variant " + r.getVariant() + " is not supported (only CLASSIC)");
    }
    PuzzlePictures pictures = PuzzlePictures.of(r.getSvg());
    GeneratorOptions o = GeneratorOptions.defaults();
    StringBuilder d = new StringBuilder();
    try {
      if (r.getSymmetry() != null) {
        o = o.withSymmetry(symmetry(r.getSymmetry()));
      }
      o = o.withMinimal(r.getMinimal());
      int min = r.getMinClues() == null ? GeneratorOptions.MIN_UNIQUE_CLUES : r.getMinClues();
      if (min > 80) {
        // The generator would return the solved grid itself, which is not a puzzle.
        throw new InvalidRequestException("minClues " + min + ": a puzzle has at most 80 clues");
      }
      int max = r.getMaxClues() == null ? 81 : r.getMaxClues();
      o = o.withClues(min, max);
      Difficulty difficulty = difficulty(r, o);
      o = o.withDifficulty(difficulty);
      d.append("difficulty ").append(difficulty);
      Set<dev.sudoku.grade.Technique> extra = extraTechniques(r);
      for (dev.sudoku.grade.Technique t : extra) {
        PuzzleFilter f = Difficulty.technique(t).asFilter();
        o = o.withFilter(o.filter() == PuzzleFilter.ACCEPT_ALL ? f : o.filter().and(f));
      }
      if (!extra.isEmpty()) {
        d.append(" and techniques ").append(extra);
      }
    } catch (IllegalArgumentException e) {
      throw new InvalidRequestException(e.getMessage());
    }
    d.append(", symmetry ")
        .append(o.symmetry())
        .append(", clues ")
        .append(o.minClues())
        .append("..")
        .append(o.maxClues())
        .append(o.minimal() ? ", minimal" : "");
    long seed = r.getSeed() != null ? r.getSeed() : seedOf(r.getRequestId());
    return new RequestSpec(seed, o, d.toString(), pictures);
  }

  /** The seed of a request without one: see the class comment. */
  static long seedOf(String requestId) {
    try {
      byte[] h =
          MessageDigest.getInstance("SHA-256").digest(requestId.getBytes(StandardCharsets.UTF_8));
      return ByteBuffer.wrap(h, 0, Long.BYTES).getLong();
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("SHA-256 is required of every JVM", e);
    }
  }

  private static dev.sudoku.generate.Symmetry symmetry(dev.sudoku.schema.Symmetry s) {
    if (s == dev.sudoku.schema.Symmetry.UNKNOWN) {
      throw new InvalidRequestException(
          "symmetry UNKNOWN: a symmetry this worker does not" + " know");
    }
    return dev.sudoku.generate.Symmetry.valueOf(s.name());
  }

  private static dev.sudoku.grade.Technique technique(Technique t) {
    if (t == Technique.UNKNOWN) {
      throw new InvalidRequestException(
          "requiredTechniques contains UNKNOWN: a technique" + " this worker does not know");
    }
    dev.sudoku.grade.Technique g = SchemaTechniques.toGrader(t);
    if (g == null) {
      // The schema may name a technique before this build's grader has it.
      throw new InvalidRequestException(
          "requiredTechniques contains "
              + t
              + ": a"
              + " technique this worker's grader ("
              + dev.sudoku.grade.Grader.VERSION
              + ") does not have");
    }
    return g;
  }

  /** The Difficulty that also picks the removal strategy; see the class comment. */
  private static Difficulty difficulty(GenerationRequest r, GeneratorOptions o) {
    Level level = r.getLevel();
    if (level == Level.UNKNOWN) {
      throw new InvalidRequestException("level UNKNOWN: a level this worker does not know");
    }
    Double minRating = r.getMinRating();
    Double maxRating = r.getMaxRating();
    boolean rating = minRating != null || maxRating != null;
    if (rating) {
      // Validates the range alone first, with the generator's message.
      Difficulty.rating(
          minRating == null ? 0 : minRating,
          maxRating == null ? Double.POSITIVE_INFINITY : maxRating);
    }
    if (level != null && rating) {
      dev.sudoku.grade.Level l = dev.sudoku.grade.Level.valueOf(level.name());
      int lo = Math.max(lowTenths(l), minRating == null ? 0 : ceilTenths(minRating));
      int hi =
          Math.min(highTenths(l), maxRating == null ? Integer.MAX_VALUE : floorTenths(maxRating));
      if (lo > hi) {
        throw new InvalidRequestException(
            "level "
                + level
                + " and rating range "
                + range(minRating, maxRating)
                + " do not overlap");
      }
      return Difficulty.rating(
          lo / 10.0, hi == Integer.MAX_VALUE ? Double.POSITIVE_INFINITY : hi / 10.0);
    }
    if (level != null) {
      return Difficulty.level(dev.sudoku.grade.Level.valueOf(level.name()));
    }
    if (rating) {
      return Difficulty.rating(
          minRating == null ? 0 : minRating,
          maxRating == null ? Double.POSITIVE_INFINITY : maxRating);
    }
    if (!r.getRequiredTechniques().isEmpty()) {
      return Difficulty.technique(technique(r.getRequiredTechniques().get(0)));
    }
    return Difficulty.any();
  }

  /** Techniques checked by filters: all when a level/rating leads, else all but the first. */
  private static Set<dev.sudoku.grade.Technique> extraTechniques(GenerationRequest r) {
    Set<dev.sudoku.grade.Technique> all = new LinkedHashSet<>();
    for (Technique t : r.getRequiredTechniques()) {
      all.add(technique(t));
    }
    boolean led = r.getLevel() != null || r.getMinRating() != null || r.getMaxRating() != null;
    if (!led && !all.isEmpty()) {
      all.remove(all.iterator().next());
    }
    return all;
  }

  private static String range(Double min, Double max) {
    return (min == null ? "0" : String.format(Locale.ROOT, "%s", min))
        + ".."
        + (max == null ? "" : String.format(Locale.ROOT, "%s", max));
  }

  /** Lowest rating of a band, in tenths (the grader's bands, {@code Level.of}). */
  private static int lowTenths(dev.sudoku.grade.Level l) {
    int t = 0;
    while (dev.sudoku.grade.Level.of(t / 10.0).compareTo(l) < 0) {
      t++;
    }
    return t;
  }

  /** Highest rating of a band in tenths; {@code Integer.MAX_VALUE} for the open EXTREME. */
  private static int highTenths(dev.sudoku.grade.Level l) {
    if (l == dev.sudoku.grade.Level.EXTREME) {
      return Integer.MAX_VALUE;
    }
    int t = lowTenths(l);
    while (dev.sudoku.grade.Level.of((t + 1) / 10.0) == l) {
      t++;
    }
    return t;
  }

  private static int ceilTenths(double r) {
    return (int) Math.ceil(r * 10 - 1e-9);
  }

  private static int floorTenths(double r) {
    return r >= Integer.MAX_VALUE / 10.0 ? Integer.MAX_VALUE : (int) Math.floor(r * 10 + 1e-9);
  }
}
