package dev.sudoku.schema;

import java.nio.ByteBuffer;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Builders;

/** jqwik generators of every contract record, covering nulls, empty lists and every enum symbol. */
final class RecordArbitraries {

  private RecordArbitraries() {}

  static Arbitrary<String> grids() {
    return Arbitraries.strings().withChars("123456789.").ofLength(81);
  }

  /**
   * Any well-formed Unicode text, including the empty string, control characters and characters
   * outside the BMP. Lone surrogates are left out: Avro strings are UTF-8, which cannot carry them
   * (the encoder writes '?'), so they are not a round-trip case but invalid input.
   */
  static Arbitrary<String> texts() {
    Arbitrary<String> bmp =
        Arbitraries.strings().withCharRange('\u0000', '\ud7ff').withCharRange('\ue000', '\uffff');
    Arbitrary<String> astral =
        Arbitraries.integers().between(0x10000, 0x10FFFF).map(Character::toString);
    return Arbitraries.oneOf(bmp, astral).list().ofMaxSize(20).map(parts -> String.join("", parts));
  }

  static Arbitrary<Instant> instants() {
    // Millisecond precision: timestamp-millis keeps no more.
    return Arbitraries.longs()
        .between(-62_135_596_800_000L, 253_402_300_799_999L)
        .map(Instant::ofEpochMilli);
  }

  static Arbitrary<Double> ratings() {
    return Arbitraries.doubles().between(0.0, 12.0);
  }

  static Arbitrary<List<TechniqueCount>> techniqueCounts() {
    return Arbitraries.of(Technique.class)
        .set()
        .ofMaxSize(8)
        .flatMap(
            techniques ->
                Arbitraries.integers()
                    .between(1, 81)
                    .list()
                    .ofSize(techniques.size())
                    .map(
                        counts -> {
                          List<TechniqueCount> list = new ArrayList<>();
                          int i = 0;
                          for (Technique technique : techniques) {
                            list.add(new TechniqueCount(technique, counts.get(i++)));
                          }
                          return list;
                        }));
  }

  static Arbitrary<GenerationRequest> requests() {
    return Builders.withBuilder(GenerationRequest::newBuilder)
        .use(texts())
        .in((b, v) -> b.setRequestId(v))
        .use(Arbitraries.integers())
        .in((b, v) -> b.setCount(v))
        .use(Arbitraries.of(Variant.class))
        .in((b, v) -> b.setVariant(v))
        .use(Arbitraries.of(Level.class).injectNull(0.3))
        .in((b, v) -> b.setLevel(v))
        .use(ratings().injectNull(0.3))
        .in((b, v) -> b.setMinRating(v))
        .use(ratings().injectNull(0.3))
        .in((b, v) -> b.setMaxRating(v))
        .use(Arbitraries.of(Technique.class).list().ofMaxSize(4))
        .in((b, v) -> b.setRequiredTechniques(v))
        .use(Arbitraries.of(Symmetry.class).injectNull(0.3))
        .in((b, v) -> b.setSymmetry(v))
        .use(Arbitraries.of(true, false))
        .in((b, v) -> b.setMinimal(v))
        .use(Arbitraries.integers().between(17, 81).injectNull(0.3))
        .in((b, v) -> b.setMinClues(v))
        .use(Arbitraries.integers().between(17, 81).injectNull(0.3))
        .in((b, v) -> b.setMaxClues(v))
        .use(Arbitraries.longs().injectNull(0.3))
        .in((b, v) -> b.setSeed(v))
        .use(instants().injectNull(0.3))
        .in((b, v) -> b.setDeadline(v))
        .use(texts().injectNull(0.3))
        .in((b, v) -> b.setReplyTo(v))
        .use(texts().injectNull(0.3))
        .in((b, v) -> b.setCorrelationId(v))
        .use(instants().injectNull(0.3))
        .in((b, v) -> b.setRequestedAt(v))
        .build(GenerationRequest.Builder::build);
  }

  static Arbitrary<Puzzle> puzzles() {
    return Builders.withBuilder(Puzzle::newBuilder)
        .use(texts())
        .in((b, v) -> b.setId(v))
        .use(Arbitraries.of(Variant.class))
        .in((b, v) -> b.setVariant(v))
        .use(grids())
        .in((b, v) -> b.setPuzzle(v))
        .use(grids())
        .in((b, v) -> b.setSolution(v))
        .use(Arbitraries.integers().between(17, 80))
        .in((b, v) -> b.setClues(v))
        .use(ratings())
        .in((b, v) -> b.setRating(v))
        .use(ratings())
        .in((b, v) -> b.setEp(v))
        .use(ratings())
        .in((b, v) -> b.setEd(v))
        .use(Arbitraries.of(GradeStatus.class))
        .in((b, v) -> b.setGradeStatus(v))
        .use(Arbitraries.of(Level.class))
        .in((b, v) -> b.setLevel(v))
        .use(Arbitraries.of(Technique.class))
        .in((b, v) -> b.setHardestTechnique(v))
        .use(techniqueCounts())
        .in((b, v) -> b.setTechniqueCounts(v))
        .use(Arbitraries.of(Symmetry.class))
        .in((b, v) -> b.setSymmetry(v))
        .use(Arbitraries.of(true, false))
        .in((b, v) -> b.setMinimal(v))
        .use(grids().injectNull(0.3))
        .in((b, v) -> b.setCanonicalForm(v))
        .use(Arbitraries.longs())
        .in((b, v) -> b.setSeed(v))
        .use(texts().injectNull(0.3))
        .in((b, v) -> b.setRequestId(v))
        .use(Arbitraries.integers().greaterOrEqual(0).injectNull(0.3))
        .in((b, v) -> b.setRequestIndex(v))
        .use(texts())
        .in((b, v) -> b.setGraderVersion(v))
        .use(texts())
        .in((b, v) -> b.setGeneratorVersion(v))
        .use(instants())
        .in((b, v) -> b.setCreatedAt(v))
        .use(texts().list().ofMaxSize(5).injectNull(0.5))
        .in((b, v) -> b.setSteps(v))
        .build(Puzzle.Builder::build);
  }

  static Arbitrary<GradedPuzzle> gradedPuzzles() {
    return Builders.withBuilder(GradedPuzzle::newBuilder)
        .use(texts())
        .in((b, v) -> b.setSource(v))
        .use(Arbitraries.longs().greaterOrEqual(1))
        .in((b, v) -> b.setIndex(v))
        .use(Arbitraries.of(Variant.class))
        .in((b, v) -> b.setVariant(v))
        .use(Arbitraries.oneOf(grids(), texts()))
        .in((b, v) -> b.setPuzzle(v))
        .use(Arbitraries.of(Status.class))
        .in((b, v) -> b.setStatus(v))
        .use(texts().injectNull(0.5))
        .in((b, v) -> b.setReason(v))
        .use(Arbitraries.integers().between(0, 2))
        .in((b, v) -> b.setSolutionCount(v))
        .use(grids().injectNull(0.3))
        .in((b, v) -> b.setSolution(v))
        .use(Arbitraries.integers().between(0, 81).injectNull(0.2))
        .in((b, v) -> b.setClues(v))
        .use(ratings().injectNull(0.3))
        .in((b, v) -> b.setRating(v))
        .use(ratings().injectNull(0.3))
        .in((b, v) -> b.setEp(v))
        .use(ratings().injectNull(0.3))
        .in((b, v) -> b.setEd(v))
        .use(Arbitraries.of(GradeStatus.class).injectNull(0.3))
        .in((b, v) -> b.setGradeStatus(v))
        .use(Arbitraries.of(Level.class).injectNull(0.3))
        .in((b, v) -> b.setLevel(v))
        .use(Arbitraries.of(Technique.class).injectNull(0.3))
        .in((b, v) -> b.setHardestTechnique(v))
        .use(techniqueCounts())
        .in((b, v) -> b.setTechniqueCounts(v))
        .use(grids().injectNull(0.5))
        .in((b, v) -> b.setCanonicalForm(v))
        .use(Arbitraries.longs().greaterOrEqual(0).injectNull(0.5))
        .in((b, v) -> b.setDuplicates(v))
        .use(Arbitraries.of(true, false).injectNull(0.3))
        .in((b, v) -> b.setArchiveSolutionMatched(v))
        .use(texts().injectNull(0.3))
        .in((b, v) -> b.setGraderVersion(v))
        .use(instants().injectNull(0.3))
        .in((b, v) -> b.setGradedAt(v))
        .build(GradedPuzzle.Builder::build);
  }

  static Arbitrary<GenerationSummary> summaries() {
    return Builders.withBuilder(GenerationSummary::newBuilder)
        .use(texts())
        .in((b, v) -> b.setRequestId(v))
        .use(texts().injectNull(0.3))
        .in((b, v) -> b.setCorrelationId(v))
        .use(Arbitraries.integers())
        .in((b, v) -> b.setRequested(v))
        .use(Arbitraries.integers().greaterOrEqual(0))
        .in((b, v) -> b.setProduced(v))
        .use(Arbitraries.of(StopReason.class))
        .in((b, v) -> b.setReason(v))
        .use(texts().injectNull(0.3))
        .in((b, v) -> b.setMessage(v))
        .use(instants().injectNull(0.3))
        .in((b, v) -> b.setStartedAt(v))
        .use(instants())
        .in((b, v) -> b.setFinishedAt(v))
        .build(GenerationSummary.Builder::build);
  }

  static Arbitrary<DeadLetter> deadLetters() {
    Arbitrary<ByteBuffer> bytes =
        Arbitraries.bytes().array(byte[].class).ofMaxSize(64).map(ByteBuffer::wrap);
    return Builders.withBuilder(DeadLetter::newBuilder)
        .use(texts())
        .in((b, v) -> b.setTopic(v))
        .use(Arbitraries.integers().greaterOrEqual(0))
        .in((b, v) -> b.setPartition(v))
        .use(Arbitraries.longs().greaterOrEqual(0))
        .in((b, v) -> b.setOffset(v))
        .use(bytes.injectNull(0.3))
        .in((b, v) -> b.setKey(v))
        .use(bytes.injectNull(0.1))
        .in((b, v) -> b.setValue(v))
        .use(instants().injectNull(0.3))
        .in((b, v) -> b.setRecordTimestamp(v))
        .use(texts())
        .in((b, v) -> b.setErrorClass(v))
        .use(texts())
        .in((b, v) -> b.setErrorMessage(v))
        .use(texts().injectNull(0.5))
        .in((b, v) -> b.setRequestId(v))
        .use(instants())
        .in((b, v) -> b.setFailedAt(v))
        .use(texts().injectNull(0.5))
        .in((b, v) -> b.setWorker(v))
        .build(DeadLetter.Builder::build);
  }
}
