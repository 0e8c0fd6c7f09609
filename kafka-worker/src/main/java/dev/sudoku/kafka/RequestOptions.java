package dev.sudoku.kafka;

import dev.sudoku.schema.GenerationRequest;
import dev.sudoku.schema.Level;
import dev.sudoku.schema.Picture;
import dev.sudoku.schema.Symmetry;
import dev.sudoku.schema.Technique;
import dev.sudoku.schema.TrustedClasses;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The command line of {@code kafka-worker/run request} ({@link RequestCommand}) turned into a
 * {@link GenerationRequest}, checked as the worker would check it, so that a bad option or an
 * invalid request is one line before anything is sent.
 */
final class RequestOptions {

  private RequestOptions() {}

  /**
   * The options, for {@code --help} (the class comment of {@link RequestCommand} says the same).
   */
  static final String USAGE =
      String.join(
          "\n",
          "usage: kafka-worker/run request --bootstrap HOST:PORT [options]",
          "Sends one GenerationRequest and prints its puzzles and summary as they are committed.",
          "  --bootstrap HOST:PORT  the broker (kafka-worker/run local prints it); required",
          "  --count N              puzzles, at least 1 (default 5)",
          "  --level L              EASY | MEDIUM | HARD | EXPERT | EXTREME",
          "  --rating A..B          SE rating range (either side may be empty: 4.0.. or ..2.3)",
          "  --technique T          required technique (repeatable), e.g. X_WING",
          "  --symmetry S           NONE (default) | ROTATE_180 | ROTATE_90 | MIRROR | FLIP"
              + " | DIAGONAL | ANTI_DIAGONAL | BOTH_DIAGONALS",
          "  --minimal              every clue necessary",
          "  --svg P[,P]            pictures in each puzzle record: PUZZLE (the givens),"
              + " SOLUTION (givens black, the rest grey), or PUZZLE,SOLUTION",
          "  --clues A..B           clue bounds (default 17..81)",
          "  --seed S               seed (default: derived from the id, so a re-sent id gives"
              + " the same puzzles)",
          "  --id ID                request id (default: a random UUID)",
          "  --deadline-seconds S   stop after S seconds (default: none)",
          "  --correlation C        correlation id copied to the summary",
          "  --reply-to TOPIC       puzzles and summary on this (existing) topic instead of the"
              + " defaults",
          "  --topic-prefix P       topics P + the default names (default none)",
          "  --no-follow            send and exit",
          "Exit status: 0 every puzzle published (summary COMPLETED; with --no-follow: sent),",
          "  1 fewer (summary INVALID, DEADLINE or BUDGET_EXHAUSTED), no broker, or no summary"
              + " in time, 2 bad option or invalid request.");

  /** A parsed command line. */
  record Parsed(String bootstrap, String topicPrefix, boolean follow, GenerationRequest request) {}

  /**
   * Parses the options (see the class comment).
   *
   * @param now the clock reading for {@code requestedAt} and {@code --deadline-seconds}
   * @param defaultId the request id when {@code --id} is absent
   * @throws IllegalArgumentException with one line for a bad option or value
   */
  static Parsed parse(String[] args, Instant now, String defaultId) {
    TrustedClasses.install(); // before building any record (Avro 1.12.2)
    String bootstrap = null;
    String prefix = "";
    boolean follow = true;
    String id = defaultId;
    GenerationRequest.Builder b = GenerationRequest.newBuilder().setCount(5);
    List<Technique> techniques = new ArrayList<>();
    List<Picture> pictures = new ArrayList<>();
    for (int i = 0; i < args.length; i++) {
      String a = args[i];
      switch (a) {
        case "--minimal" -> b.setMinimal(true);
        case "--no-follow" -> follow = false;
        default -> {
          if (i + 1 >= args.length) {
            throw new IllegalArgumentException("unknown option or missing value: " + a);
          }
          String v = args[++i];
          switch (a) {
            case "--bootstrap" -> bootstrap = v;
            case "--count" -> b.setCount(count(v));
            case "--level" -> b.setLevel(symbol(a, v, Level.values(), Level.UNKNOWN));
            case "--rating" -> {
              String[] r = range(a, v);
              b.setMinRating(r[0] == null ? null : number(a, v, r[0]))
                  .setMaxRating(r[1] == null ? null : number(a, v, r[1]));
            }
            case "--technique" ->
                techniques.add(symbol(a, v, Technique.values(), Technique.UNKNOWN));
            case "--svg" -> {
              for (String name : v.split(",", -1)) {
                pictures.add(symbol(a, name, Picture.values(), Picture.UNKNOWN));
              }
            }
            case "--symmetry" -> b.setSymmetry(symbol(a, v, Symmetry.values(), Symmetry.UNKNOWN));
            case "--clues" -> {
              String[] r = range(a, v);
              b.setMinClues(r[0] == null ? null : whole(a, v, r[0]))
                  .setMaxClues(r[1] == null ? null : whole(a, v, r[1]));
            }
            case "--seed" -> b.setSeed(longValue(a, v));
            case "--id" -> id = v;
            case "--deadline-seconds" -> b.setDeadline(now.plusSeconds(seconds(a, v)));
            case "--correlation" -> b.setCorrelationId(v);
            case "--reply-to" -> b.setReplyTo(v);
            case "--topic-prefix" -> prefix = v;
            default -> throw new IllegalArgumentException("unknown option " + a);
          }
        }
      }
    }
    if (bootstrap == null) {
      throw new IllegalArgumentException(
          "--bootstrap HOST:PORT is required (the local mode" + " prints it)");
    }
    GenerationRequest request =
        b.setRequestId(id)
            .setRequiredTechniques(techniques)
            .setSvg(pictures)
            .setRequestedAt(now)
            .build();
    try {
      // The worker would dead-letter it and answer with an INVALID summary: say so here, with
      // the worker's own reason, before anything is sent.
      RequestSpec.of(request);
    } catch (InvalidRequestException e) {
      throw new IllegalArgumentException("invalid request: " + e.getMessage(), e);
    }
    return new Parsed(bootstrap, prefix, follow, request);
  }

  private static int count(String v) {
    int n = whole("--count", v, v);
    if (n < 1) {
      throw new IllegalArgumentException("--count must be at least 1, was " + n);
    }
    return n;
  }

  private static long seconds(String option, String v) {
    long s = longValue(option, v);
    if (s < 1) {
      throw new IllegalArgumentException(option + " must be at least 1, was " + s);
    }
    return s;
  }

  private static int whole(String option, String value, String part) {
    try {
      return Integer.parseInt(part.strip());
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException(option + " expects whole numbers, got '" + value + "'", e);
    }
  }

  private static long longValue(String option, String v) {
    try {
      return Long.parseLong(v.strip());
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException(option + " expects a whole number, got '" + v + "'", e);
    }
  }

  private static Double number(String option, String value, String part) {
    try {
      return Double.valueOf(part);
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException(
          option + " expects numbers like 4.0..5.5, got '" + value + "'", e);
    }
  }

  /** An Avro enum symbol, case and {@code -} / {@code _} ignored; UNKNOWN is not for users. */
  static <E extends Enum<E>> E symbol(String option, String v, E[] values, E unknown) {
    String wanted = v.strip().toUpperCase(Locale.ROOT).replace('-', '_');
    List<String> names = new ArrayList<>();
    for (E e : values) {
      if (e == unknown) {
        continue;
      }
      if (e.name().equals(wanted)) {
        return e;
      }
      names.add(e.name());
    }
    throw new IllegalArgumentException(
        option + ": unknown value '" + v + "' (one of " + String.join(", ", names) + ")");
  }

  /** {@code A..B}, either side may be empty (null). */
  private static String[] range(String option, String v) {
    int dots = v.indexOf("..");
    if (dots < 0) {
      throw new IllegalArgumentException(option + " expects a range A..B, got '" + v + "'");
    }
    String lo = v.substring(0, dots).trim();
    String hi = v.substring(dots + 2).trim();
    return new String[] {lo.isEmpty() ? null : lo, hi.isEmpty() ? null : hi};
  }
}
