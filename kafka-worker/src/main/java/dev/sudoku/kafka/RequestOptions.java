package dev.sudoku.kafka;

import dev.sudoku.schema.GenerationRequest;
import dev.sudoku.schema.Level;
import dev.sudoku.schema.Picture;
import dev.sudoku.schema.Symmetry;
import dev.sudoku.schema.Technique;
import dev.sudoku.schema.Topics;
import dev.sudoku.schema.TrustedClasses;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.function.Predicate;
import java.util.regex.Pattern;
import picocli.CommandLine;
import picocli.CommandLine.Option;

/**
 * The options of {@code kafka-worker/run request} ({@link RequestCommand}; picocli fills them)
 * turned into a {@link GenerationRequest}, checked as the worker would check it, so that a bad
 * option or an invalid request is one line before anything is sent. Values stay strings until here
 * so that each message names the option and the value as the user wrote them.
 */
final class RequestOptions {

  @Option(
      names = "--bootstrap",
      required = true,
      paramLabel = "HOST:PORT",
      description = "The broker (kafka-worker/run local prints it); required.")
  String bootstrap;

  @Option(
      names = "--count",
      paramLabel = "N",
      defaultValue = "5",
      description = "Puzzles, at least 1 (default: ${DEFAULT-VALUE}).")
  String count;

  @Option(
      names = "--level",
      paramLabel = "L",
      description = "EASY, MEDIUM, HARD, EXPERT or EXTREME (default: any).")
  String level;

  @Option(
      names = "--rating",
      paramLabel = "A..B",
      description = "SE rating range; either side may be empty: 4.0.. or ..2.3.")
  String rating;

  @Option(
      names = "--technique",
      paramLabel = "T",
      description = "A technique every puzzle needs, e.g. X_WING (repeatable).")
  List<String> techniques = new ArrayList<>();

  @Option(
      names = "--symmetry",
      paramLabel = "S",
      description =
          "NONE (default), ROTATE_180, ROTATE_90, MIRROR, FLIP, DIAGONAL, ANTI_DIAGONAL or"
              + " BOTH_DIAGONALS.")
  String symmetry;

  @Option(names = "--minimal", description = "Every clue necessary.")
  boolean minimal;

  @Option(
      names = "--svg",
      paramLabel = "P[,P]",
      description =
          "Pictures in each puzzle record: PUZZLE (the givens), SOLUTION (givens black, the"
              + " rest grey), or PUZZLE,SOLUTION.")
  String svg;

  @Option(
      names = "--clues",
      paramLabel = "A..B",
      description = "Clue bounds (default 17..81); either side may be empty.")
  String clues;

  @Option(
      names = "--seed",
      paramLabel = "S",
      description = "Seed (default: derived from the id, so a re-sent id gives the same puzzles).")
  String seed;

  @Option(names = "--id", paramLabel = "ID", description = "Request id (default: a random UUID).")
  String id;

  @Option(
      names = "--deadline-seconds",
      paramLabel = "S",
      description = "Stop after S seconds (default: none).")
  String deadlineSeconds;

  @Option(
      names = "--correlation",
      paramLabel = "C",
      description = "Correlation id copied to the summary.")
  String correlation;

  @Option(
      names = "--reply-to",
      paramLabel = "TOPIC",
      description = "Puzzles and summary on this (existing) topic instead of the defaults.")
  String replyTo;

  @Option(
      names = "--topic-prefix",
      paramLabel = "P",
      defaultValue = "",
      description = "Topics P + the default names (default: none).")
  String topicPrefix;

  @Option(names = "--no-follow", description = "Send and exit.")
  boolean noFollow;

  /** A parsed command line. */
  record Parsed(String bootstrap, String topicPrefix, boolean follow, GenerationRequest request) {}

  /**
   * Parses {@code args} as {@link RequestCommand} does (the tests' entry).
   *
   * @param now the clock reading for {@code requestedAt} and {@code --deadline-seconds}
   * @param defaultId the request id when {@code --id} is absent
   * @throws IllegalArgumentException with one line for a bad option or value
   */
  static Parsed parse(String[] args, Instant now, String defaultId) {
    RequestCommand command = new RequestCommand();
    try {
      new CommandLine(command).parseArgs(args);
    } catch (CommandLine.ParameterException e) {
      throw new IllegalArgumentException(e.getMessage(), e);
    }
    return command.options.parsed(now, defaultId);
  }

  /**
   * The request of the options, checked as the worker would check it.
   *
   * @param now the clock reading for {@code requestedAt} and {@code --deadline-seconds}
   * @param defaultId the request id when {@code --id} is absent
   * @throws IllegalArgumentException with one line for a bad value or a request the worker refuses
   */
  Parsed parsed(Instant now, String defaultId) {
    TrustedClasses.install(); // before building any record (Avro 1.12.2)
    GenerationRequest.Builder b =
        GenerationRequest.newBuilder().setCount(count(count)).setMinimal(minimal);
    if (level != null) {
      b.setLevel(symbol("--level", level, Level.values(), Level.UNKNOWN));
    }
    if (rating != null) {
      String[] r = range("--rating", rating);
      b.setMinRating(r[0] == null ? null : number("--rating", rating, r[0]))
          .setMaxRating(r[1] == null ? null : number("--rating", rating, r[1]));
    }
    List<Technique> required = new ArrayList<>();
    for (String t : techniques) {
      required.add(symbol("--technique", t, Technique.values(), Technique.UNKNOWN));
    }
    List<Picture> pictures = new ArrayList<>();
    if (svg != null) {
      for (String name : svg.split(",", -1)) {
        pictures.add(symbol("--svg", name, Picture.values(), Picture.UNKNOWN));
      }
    }
    if (symmetry != null) {
      b.setSymmetry(symbol("--symmetry", symmetry, Symmetry.values(), Symmetry.UNKNOWN));
    }
    if (clues != null) {
      String[] r = range("--clues", clues);
      b.setMinClues(r[0] == null ? null : whole("--clues", clues, r[0]))
          .setMaxClues(r[1] == null ? null : whole("--clues", clues, r[1]));
    }
    if (seed != null) {
      b.setSeed(longValue("--seed", seed));
    }
    if (deadlineSeconds != null) {
      b.setDeadline(now.plusSeconds(seconds("--deadline-seconds", deadlineSeconds)));
    }
    GenerationRequest request =
        b.setRequestId(id == null ? defaultId : id)
            .setCorrelationId(correlation)
            .setReplyTo(replyTo)
            .setRequiredTechniques(required)
            .setSvg(pictures)
            .setRequestedAt(now)
            .build();
    try {
      // The worker would dead-letter it and answer with an INVALID summary: say so here, with
      // the worker's own reason, before anything is sent.
      RequestSpec.of(request);
      if (replyTo != null) {
        replyTopics(topicPrefix, topic -> true).check(replyTo); // existence: RequestCommand
      }
    } catch (InvalidRequestException e) {
      throw new IllegalArgumentException("invalid request: " + e.getMessage(), e);
    }
    return new Parsed(bootstrap, topicPrefix, !noFollow, request);
  }

  /**
   * The worker's replyTo checks ({@link ReplyTopics}) that need no worker configuration: a legal
   * name, not one of the default topics under {@code prefix} nor a {@code __} topic, and {@code
   * exists}. Checked before sending because the worker answers a refused replyTo on its default
   * summaries topic, not on the topic the command would follow.
   */
  static ReplyTopics replyTopics(String prefix, Predicate<String> exists) {
    Set<String> own =
        Set.of(
            prefix + Topics.REQUESTS.name(),
            prefix + Topics.PUZZLES.name(),
            prefix + Topics.SUMMARIES.name(),
            prefix + Topics.DEAD_LETTERS.name(),
            prefix + WorkerConfig.DEFAULT_PROGRESS_TOPIC);
    return new ReplyTopics(Pattern.compile(".+"), Set.of(), own, exists);
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
    String digits = part.strip();
    try {
      return Integer.parseInt(digits);
    } catch (NumberFormatException e) {
      if (digits.matches("[+]?[0-9]+")) {
        throw new IllegalArgumentException(
            option + " must be at most " + Integer.MAX_VALUE + ", got '" + value + "'", e);
      }
      if (digits.matches("-[0-9]+")) {
        throw new IllegalArgumentException(option + " is out of range, got '" + value + "'", e);
      }
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
