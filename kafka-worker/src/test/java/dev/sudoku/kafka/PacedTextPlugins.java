package dev.sudoku.kafka;

import java.nio.charset.StandardCharsets;
import java.util.concurrent.locks.LockSupport;

/**
 * TEST-ONLY {@link TestOnlyTextPlugins} whose generator takes about a millisecond per puzzle
 * without using the CPU (it parks), so that transactions of a fault test stay open for a while, as
 * with the real generator, while the machine stays free for the brokers.
 */
public final class PacedTextPlugins
    implements WorkerPlugins<TestOnlyTextPlugins.TextRequest, String> {

  private static final long NANOS_PER_PUZZLE = 1_000_000;

  private final TestOnlyTextPlugins text = new TestOnlyTextPlugins();

  @Override
  public RequestCodec<TestOnlyTextPlugins.TextRequest> requests() {
    return text.requests();
  }

  @Override
  public PuzzleFactory<TestOnlyTextPlugins.TextRequest, String> generator() {
    PuzzleFactory<TestOnlyTextPlugins.TextRequest, String> g = text.generator();
    return (r, index) -> {
      LockSupport.parkNanos(NANOS_PER_PUZZLE);
      return g.create(r, index);
    };
  }

  @Override
  public OutputCodec<String> output() {
    return text.output();
  }

  @Override
  public byte[] sampleRequest(String id, long count, long seed) {
    return text.sampleRequest(id, count, seed);
  }

  @Override
  public String describePuzzle(byte[] value) {
    return text.describePuzzle(value);
  }

  /** The audit's view of a text puzzle {@code id:index:hash}. */
  static ExactlyOnceAudit.PuzzleKey puzzleKey(byte[] value) {
    String s = new String(value, StandardCharsets.UTF_8);
    String[] f = s.split(":");
    return new ExactlyOnceAudit.PuzzleKey(f[0], Long.parseLong(f[1]));
  }

  /** The audit's view of a text summary {@code id|requested|produced|reason}. */
  static ExactlyOnceAudit.Summary summary(byte[] value) {
    String[] f = new String(value, StandardCharsets.UTF_8).split("\\|");
    return new ExactlyOnceAudit.Summary(
        f[0],
        Long.parseLong(f[1]),
        Long.parseLong(f[2]),
        f[3].equals("REJECTED") ? "INVALID" : f[3]);
  }
}
