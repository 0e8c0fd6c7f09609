package dev.sudoku.kafka;

import dev.sudoku.schema.GenerationRequest;
import dev.sudoku.schema.GenerationSummary;
import dev.sudoku.schema.Puzzle;
import dev.sudoku.schema.Symmetry;
import dev.sudoku.schema.Topics;
import dev.sudoku.schema.TrustedClasses;
import java.time.Clock;
import java.util.Locale;
import java.util.Objects;
import org.apache.kafka.common.serialization.Deserializer;

/**
 * The production plugins (the default {@code worker.plugins}): {@link GenerationRequest} in, {@link
 * Puzzle} out, made by the real generator and graded; summaries and dead letters as {@code
 * GenerationSummary} and {@code DeadLetter}. All records are Avro single-object encoded with the
 * serdes of {@link Topics} (docs/schemas.md).
 *
 * <p>Construction installs {@link TrustedClasses}: since Avro 1.12.2 even the generated builders
 * refuse to instantiate classes Avro does not trust.
 */
public final class AvroPlugins implements WorkerPlugins<GenerationRequest, Puzzle> {

  private final AvroRequests requests = new AvroRequests();
  private final AvroGenerator generator;
  private final AvroOutput output = new AvroOutput();
  private final Deserializer<Puzzle> puzzleReader;
  private final Deserializer<GenerationSummary> summaryReader;

  /** Plugins stamping puzzles with the system UTC clock (what {@code worker.plugins} loads). */
  public AvroPlugins() {
    this(Clock.systemUTC());
  }

  /** Plugins stamping puzzles' {@code createdAt} with {@code clock}. */
  public AvroPlugins(Clock clock) {
    TrustedClasses.install();
    this.generator = new AvroGenerator(Objects.requireNonNull(clock, "clock"));
    this.puzzleReader = Topics.PUZZLES.valueSerde().deserializer();
    this.summaryReader = Topics.SUMMARIES.valueSerde().deserializer();
  }

  @Override
  public RequestCodec<GenerationRequest> requests() {
    return requests;
  }

  @Override
  public PuzzleFactory<GenerationRequest, Puzzle> generator() {
    return generator;
  }

  @Override
  public OutputCodec<Puzzle> output() {
    return output;
  }

  /** The codec of {@code worker.output.format} (Avro by default, or JSON). */
  @Override
  public OutputCodec<Puzzle> output(WorkerConfig config) {
    return OutputFormat.from(config).codec();
  }

  /**
   * The sample request of the local mode and the benchmark: {@code count} puzzles with 180°
   * rotational symmetry (the newspaper look), any difficulty, seeded.
   */
  @Override
  public byte[] sampleRequest(String id, long count, long seed) {
    return encode(sample(id, count, seed));
  }

  /** The sample request as a record (see {@link #sampleRequest}). */
  public static GenerationRequest sample(String id, long count, long seed) {
    return GenerationRequest.newBuilder()
        .setRequestId(id)
        .setCount(Math.toIntExact(count))
        .setSymmetry(Symmetry.ROTATE_180)
        .setSeed(seed)
        .build();
  }

  /** Value bytes of {@code request} as the worker reads them. */
  public static byte[] encode(GenerationRequest request) {
    TrustedClasses.install();
    return Topics.REQUESTS.valueSerde().serializer().serialize(Topics.REQUESTS.name(), request);
  }

  /** Three lines: index, clues, symmetry, rating fields; the puzzle; its solution. */
  @Override
  public String describePuzzle(byte[] value) {
    Puzzle p = puzzleReader.deserialize(Topics.PUZZLES.name(), value);
    return String.format(
        Locale.ROOT,
        "%s  %d clues  %s%s  ER %.1f EP %.1f ED %.1f %s%s  hardest %s%n  puzzle   %s%n"
            + "  solution %s",
        p.getId(),
        p.getClues(),
        p.getSymmetry(),
        p.getMinimal() ? " minimal" : "",
        p.getRating(),
        p.getEp(),
        p.getEd(),
        p.getLevel(),
        p.getGradeStatus() == dev.sudoku.schema.GradeStatus.LOWER_BOUND ? " (at least)" : "",
        p.getHardestTechnique(),
        p.getPuzzle(),
        p.getSolution());
  }

  /** One line: reason, produced of requested, message. */
  @Override
  public String describeSummary(byte[] value) {
    GenerationSummary s = summaryReader.deserialize(Topics.SUMMARIES.name(), value);
    return s.getReason()
        + ": "
        + s.getProduced()
        + " of "
        + s.getRequested()
        + " produced"
        + (s.getMessage() == null ? "" : " (" + s.getMessage() + ")")
        + (s.getCorrelationId() == null ? "" : ", correlationId " + s.getCorrelationId());
  }
}
