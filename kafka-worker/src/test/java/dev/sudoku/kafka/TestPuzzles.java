package dev.sudoku.kafka;

import dev.sudoku.schema.DeadLetter;
import dev.sudoku.schema.GenerationRequest;
import dev.sudoku.schema.GenerationSummary;
import dev.sudoku.schema.Level;
import dev.sudoku.schema.Puzzle;
import dev.sudoku.schema.Symmetry;
import dev.sudoku.schema.Technique;
import dev.sudoku.schema.Topics;
import dev.sudoku.schema.TrustedClasses;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.Base64;
import java.util.concurrent.locks.LockSupport;
import org.apache.kafka.common.serialization.Deserializer;

/**
 * Cheap puzzles and short request notation for the engine's tests, on the real records: requests
 * are {@link GenerationRequest}s written {@code id,count,seed[,deadlineEpochMs[,replyTo]]} (the
 * deadline may be empty), and {@link #CHEAP} stands in for the generator with a fixed grid whose
 * {@code seed} field is a SplitMix64 mix of (request seed, index), deterministic in (request,
 * index) like the real one. {@link #text} shows published records back in the same short form, so a
 * test reads {@code "r:0:1f3a…"} for a puzzle and {@code "r|2|2|COMPLETED"} for a summary.
 */
final class TestPuzzles {

  /** A valid grid and its solution: the cheap puzzles all share them. */
  static final String GRID =
      "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

  static final String SOLUTION =
      "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

  /** Puzzle {@code index} of a request, made at once. */
  static final PuzzleFactory CHEAP = TestPuzzles::cheap;

  private static final Deserializer<Puzzle> PUZZLES;
  private static final Deserializer<GenerationSummary> SUMMARIES;
  private static final Deserializer<DeadLetter> DEAD_LETTERS;

  static {
    TrustedClasses.install();
    PUZZLES = Topics.PUZZLES.valueSerde().deserializer();
    SUMMARIES = Topics.SUMMARIES.valueSerde().deserializer();
    DEAD_LETTERS = Topics.DEAD_LETTERS.valueSerde().deserializer();
  }

  private TestPuzzles() {}

  /** The request written {@code id,count,seed[,deadlineEpochMs[,replyTo]]}. */
  static GenerationRequest request(String notation) {
    String[] f = notation.split(",", -1);
    if (f.length < 3 || f.length > 5) {
      throw new IllegalArgumentException(
          "expected id,count,seed[,deadline[,replyTo]]: " + notation);
    }
    TrustedClasses.install();
    return GenerationRequest.newBuilder()
        .setRequestId(f[0])
        .setCount(Integer.parseInt(f[1]))
        .setSeed(Long.parseLong(f[2]))
        .setDeadline(
            f.length >= 4 && !f[3].isEmpty() ? Instant.ofEpochMilli(Long.parseLong(f[3])) : null)
        .setReplyTo(f.length == 5 ? f[4] : null)
        .build();
  }

  /** Value bytes of the request written {@code notation}, as a requester sends them. */
  static byte[] value(String notation) {
    return AvroRequests.encode(request(notation));
  }

  /** Puzzle {@code index} of {@code request}: the fixed grid, stamped with the request's ids. */
  static Puzzle cheap(GenerationRequest request, long index) {
    long seed = request.getSeed() == null ? 0 : request.getSeed();
    return Puzzle.newBuilder()
        .setId(request.getRequestId() + "/" + index)
        .setPuzzle(GRID)
        .setSolution(SOLUTION)
        .setClues(30)
        .setRating(1.5)
        .setEp(1.2)
        .setEd(1.2)
        .setLevel(Level.EASY)
        .setHardestTechnique(Technique.NAKED_SINGLE)
        .setSymmetry(Symmetry.NONE)
        .setMinimal(false)
        .setSeed(mix(seed, index))
        .setRequestId(request.getRequestId())
        .setRequestIndex(Math.toIntExact(index))
        .setGraderVersion("test")
        .setGeneratorVersion("test")
        .setCreatedAt(Instant.EPOCH)
        .build();
  }

  /**
   * {@link #CHEAP} taking about a millisecond per puzzle without using the CPU (it parks), so that
   * transactions of a fault test stay open for a while, as with the real generator, while the
   * machine stays free for the brokers.
   */
  static Puzzle paced(GenerationRequest request, long index) {
    LockSupport.parkNanos(1_000_000);
    return cheap(request, index);
  }

  /** SplitMix64 finaliser of (seed, index). */
  static long mix(long seed, long index) {
    long z = seed + (index + 1) * 0x9E3779B97F4A7C15L;
    z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
    z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
    return z ^ (z >>> 31);
  }

  static Puzzle puzzle(byte[] value) {
    return PUZZLES.deserialize(Topics.PUZZLES.name(), value);
  }

  static GenerationSummary summary(byte[] value) {
    return SUMMARIES.deserialize(Topics.SUMMARIES.name(), value);
  }

  static DeadLetter deadLetter(byte[] value) {
    return DEAD_LETTERS.deserialize(Topics.DEAD_LETTERS.name(), value);
  }

  /**
   * A published value in short form: a puzzle {@code requestId:index:mixHex}, a summary {@code
   * requestId|requested|produced|REASON}, a dead letter {@code
   * topic|partition|offset|errorClass|message|base64(value)}, told apart by their schema (the
   * single-object header's fingerprint); other bytes as UTF-8, a null value stays null.
   */
  static String text(byte[] value) {
    if (value == null) {
      return null;
    }
    try {
      Puzzle p = puzzle(value);
      return p.getRequestId() + ":" + p.getRequestIndex() + ":" + Long.toHexString(p.getSeed());
    } catch (RuntimeException notAPuzzle) {
      // try the next schema
    }
    try {
      GenerationSummary s = summary(value);
      return s.getRequestId()
          + "|"
          + s.getRequested()
          + "|"
          + s.getProduced()
          + "|"
          + s.getReason();
    } catch (RuntimeException notASummary) {
      // try the next schema
    }
    DeadLetter d;
    try {
      d = deadLetter(value);
    } catch (RuntimeException notADeadLetter) {
      return utf8(value); // a progress record or a test's raw bytes
    }
    ByteBuffer original = d.getValue() == null ? ByteBuffer.allocate(0) : d.getValue().duplicate();
    byte[] bytes = new byte[original.remaining()];
    original.get(bytes);
    return d.getTopic()
        + "|"
        + d.getPartition()
        + "|"
        + d.getOffset()
        + "|"
        + d.getErrorClass()
        + "|"
        + d.getErrorMessage()
        + "|"
        + Base64.getEncoder().encodeToString(bytes);
  }

  /** A progress value as text, for tests on the progress topic (UTF-8, see {@link Progress}). */
  static String utf8(byte[] value) {
    return value == null ? null : new String(value, StandardCharsets.UTF_8);
  }
}
