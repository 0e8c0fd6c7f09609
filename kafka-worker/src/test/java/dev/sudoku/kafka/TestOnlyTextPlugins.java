package dev.sudoku.kafka;

import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.Base64;
import java.util.Optional;

/**
 * TEST-ONLY stand-in for the Avro records and the real generator ({@link AvroPlugins}), for engine
 * tests that need cheap, recognisable puzzles and injectable failures. Requests are UTF-8 text
 * {@code id,count,seed[,deadlineEpochMs[,replyTo]]} (deadline may be empty); the "puzzle" number
 * {@code i} is the text {@code id:i:hash} with {@code hash} a SplitMix64 mix of (seed, i),
 * deterministic in (request, index) like the real generator. Summaries and dead letters are {@code
 * |}-separated text. Not a format anyone should consume.
 */
public final class TestOnlyTextPlugins
    implements WorkerPlugins<TestOnlyTextPlugins.TextRequest, String> {

  /** A decoded test request. */
  public record TextRequest(String id, long count, long seed, Long deadlineMs, String replyTo) {
    public TextRequest(String id, long count, long seed, Long deadlineMs) {
      this(id, count, seed, deadlineMs, null);
    }
  }

  @Override
  public RequestCodec<TextRequest> requests() {
    return new RequestCodec<>() {
      @Override
      public TextRequest decode(byte[] bytes) {
        String s = new String(bytes, StandardCharsets.UTF_8);
        String[] f = s.split(",", -1);
        if (f.length < 3 || f.length > 5) {
          throw new IllegalArgumentException(
              "expected id,count,seed[,deadline[,replyTo]]," + " got '" + s + "'");
        }
        return new TextRequest(
            f[0],
            Long.parseLong(f[1]),
            Long.parseLong(f[2]),
            f.length >= 4 && !f[3].isEmpty() ? Long.valueOf(f[3]) : null,
            f.length == 5 ? f[4] : null);
      }

      @Override
      public String id(TextRequest r) {
        return r.id();
      }

      @Override
      public long count(TextRequest r) {
        return r.count();
      }

      @Override
      public Optional<Instant> deadline(TextRequest r) {
        return Optional.ofNullable(r.deadlineMs()).map(Instant::ofEpochMilli);
      }

      @Override
      public Optional<String> replyTo(TextRequest r) {
        return Optional.ofNullable(r.replyTo());
      }

      @Override
      public void validate(TextRequest r) {
        if (r.seed() < 0) {
          throw new InvalidRequestException("seed must be >= 0, got " + r.seed());
        }
      }
    };
  }

  @Override
  public PuzzleFactory<TextRequest, String> generator() {
    return (r, index) -> r.id() + ":" + index + ":" + Long.toHexString(mix(r.seed(), index));
  }

  @Override
  public OutputCodec<String> output() {
    return new OutputCodec<>() {
      @Override
      public byte[] puzzle(String puzzle) {
        return puzzle.getBytes(StandardCharsets.UTF_8);
      }

      @Override
      public byte[] summary(RequestOutcome o) {
        return (o.requestId() + "|" + o.requested() + "|" + o.produced() + "|" + o.reason())
            .getBytes(StandardCharsets.UTF_8);
      }

      @Override
      public byte[] deadLetter(DeadLetterEvent d) {
        return (d.topic()
                + "|"
                + d.partition()
                + "|"
                + d.offset()
                + "|"
                + d.errorClass()
                + "|"
                + d.message()
                + "|"
                + Base64.getEncoder().encodeToString(d.original().bytes()))
            .getBytes(StandardCharsets.UTF_8);
      }
    };
  }

  @Override
  public byte[] sampleRequest(String id, long count, long seed) {
    return (id + "," + count + "," + seed).getBytes(StandardCharsets.UTF_8);
  }

  @Override
  public String describePuzzle(byte[] value) {
    return new String(value, StandardCharsets.UTF_8);
  }

  /** SplitMix64 finaliser of (seed, index). */
  static long mix(long seed, long index) {
    long z = seed + (index + 1) * 0x9E3779B97F4A7C15L;
    z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
    z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
    return z ^ (z >>> 31);
  }
}
