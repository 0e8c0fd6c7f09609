package dev.sudoku.kafka;

import dev.sudoku.schema.DeadLetter;
import dev.sudoku.schema.GenerationSummary;
import dev.sudoku.schema.StopReason;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.List;
import org.apache.kafka.clients.producer.Producer;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.header.Header;
import org.apache.kafka.common.header.internals.RecordHeader;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The records one transaction writes: puzzles, summaries, dead letters and progress, each sent with
 * the callback that attributes a refusal to its request ({@link Sends}) and checked against the
 * producer's {@code max.request.size} first ({@link RecordSize}), so that no record the worker
 * builds can put the transaction into an error state by its size alone.
 */
final class Outbox {

  private static final Logger LOG = LoggerFactory.getLogger(Outbox.class);
  private static final byte[] PUZZLE_HEADER = "puzzle".getBytes(StandardCharsets.UTF_8);
  private static final byte[] SUMMARY_HEADER = "summary".getBytes(StandardCharsets.UTF_8);
  private static final String RECORD_HEADER = PuzzleWorker.RECORD_HEADER;

  private final ProducerSession session;
  private final AvroOutput output;
  private final Sends sends;
  private final RequestFailures failures;
  private final DeadLetters deadLetters;
  private final String requestTopic;
  private final String puzzleTopic;
  private final String summaryTopic;
  private final String deadLetterTopic;
  private final String progressTopic;
  private final int maxRecordBytes;

  /**
   * @param maxRecordBytes the producer's {@code max.request.size}
   */
  Outbox(
      ProducerSession session,
      AvroOutput output,
      Sends sends,
      RequestFailures failures,
      DeadLetters deadLetters,
      WorkerConfig config,
      int maxRecordBytes) {
    this.session = session;
    this.output = output;
    this.sends = sends;
    this.failures = failures;
    this.deadLetters = deadLetters;
    this.requestTopic = config.string(WorkerConfig.TOPIC_REQUESTS);
    this.puzzleTopic = config.string(WorkerConfig.TOPIC_PUZZLES);
    this.summaryTopic = config.string(WorkerConfig.TOPIC_SUMMARIES);
    this.deadLetterTopic = config.string(WorkerConfig.TOPIC_DEAD_LETTERS);
    this.progressTopic = config.string(WorkerConfig.TOPIC_PROGRESS);
    this.maxRecordBytes = maxRecordBytes;
  }

  /**
   * Sends one chunk of a job's puzzles, in index order, keyed by the request id; returns how many
   * (fewer than the chunk when the generator's budget ran out).
   */
  int puzzles(Job job, Chunk chunk) {
    byte[] key = job.id.getBytes(StandardCharsets.UTF_8);
    byte[][] values = chunk.await();
    int n = chunk.usable();
    org.apache.kafka.clients.producer.Callback callback = sends.forRequest(job.coordinates());
    Producer<byte[], byte[]> producer = session.producer();
    if (job.replyTo == null) {
      for (int i = 0; i < n; i++) {
        producer.send(new ProducerRecord<>(puzzleTopic, key, values[i]), callback);
      }
    } else {
      List<Header> headers = List.of(new RecordHeader(RECORD_HEADER, PUZZLE_HEADER));
      for (int i = 0; i < n; i++) {
        producer.send(new ProducerRecord<>(job.replyTo, null, key, values[i], headers), callback);
      }
    }
    return n;
  }

  /**
   * Why a record of {@code job}'s chunk would exceed the producer's {@code max.request.size}, or
   * null when all fit.
   */
  String oversized(Job job, Chunk chunk) {
    byte[] key = job.id.getBytes(StandardCharsets.UTF_8);
    List<Header> headers =
        job.replyTo == null ? null : List.of(new RecordHeader(RECORD_HEADER, PUZZLE_HEADER));
    byte[][] values = chunk.await();
    for (int i = 0; i < chunk.usable(); i++) {
      long size = RecordSize.upperBound(key, values[i], headers);
      if (size > maxRecordBytes) {
        return "puzzle "
            + (chunk.from + i)
            + " would be a record of up to "
            + size
            + " bytes, over the producer's max.request.size ("
            + maxRecordBytes
            + ")";
      }
    }
    return null;
  }

  /** A dead letter of {@code job}'s request record. */
  DeadLetter deadLetterOf(Job job, String errorClass, String message) {
    return deadLetters.of(
        requestTopic,
        job.partition,
        job.offset,
        job.key,
        job.value,
        job.timestamp,
        errorClass,
        message,
        job.id);
  }

  /**
   * Sends {@code job}'s dead letter and marks the job rejected. A dead letter refused before (a
   * broker limit below the producer's) is sent without the original bytes; refused again, the
   * worker gives up on it with an error in its log rather than retry forever.
   *
   * @return dead letters sent, 0 or 1
   */
  int deadLetter(Job job, DeadLetter event) {
    job.status = StopReason.INVALID;
    job.message = event.getErrorMessage();
    int refusals = failures.count(job.coordinates()) - failures.limit();
    if (refusals > 1) {
      LOG.error(
          "dead letter of the request at partition/offset {} refused {} times; dropping it: {}",
          job.coordinates(),
          refusals,
          DeadLetters.describe(event));
      job.summaryAllowed = false;
      return 0;
    }
    DeadLetter sent = refusals == 1 ? DeadLetters.withoutOriginal(event) : event;
    byte[] value = output.deadLetter(sent);
    if (RecordSize.upperBound(job.key, value, null) > maxRecordBytes) {
      value = output.deadLetter(DeadLetters.withoutOriginal(event));
    }
    session
        .producer()
        .send(
            new ProducerRecord<>(deadLetterTopic, keyOf(job, sent), value),
            sends.forRequest(job.coordinates()));
    job.summaryAllowed = refusals < 1;
    return 1;
  }

  /** The dead letter's key: the original key, unless the dead letter had to be cut. */
  private static byte[] keyOf(Job job, DeadLetter sent) {
    return job.key == null || sent.getKey() == null || DeadLetters.keyCut(sent) ? null : job.key;
  }

  /**
   * Sends {@code job}'s summary, unless it has no id a summary can carry or its dead letter was
   * refused; a summary that would exceed the producer's limit is logged, not sent.
   */
  void summary(Job job, Instant now) {
    if (job.id.isEmpty() || !job.summaryAllowed) {
      return;
    }
    GenerationSummary summary =
        GenerationSummary.newBuilder()
            .setRequestId(job.id)
            .setCorrelationId(job.correlationId)
            .setRequested(Math.toIntExact(job.count))
            .setProduced(Math.toIntExact(job.next))
            .setReason(job.status)
            .setMessage(job.message == null || job.message.isEmpty() ? null : job.message)
            .setStartedAt(job.startedAtMs == 0 ? null : Instant.ofEpochMilli(job.startedAtMs))
            .setFinishedAt(now)
            .build();
    byte[] key = job.id.getBytes(StandardCharsets.UTF_8);
    byte[] value = output.summary(summary);
    List<Header> headers =
        job.replyTo == null ? null : List.of(new RecordHeader(RECORD_HEADER, SUMMARY_HEADER));
    if (RecordSize.upperBound(key, value, headers) > maxRecordBytes) {
      LOG.error(
          "summary of request {} would exceed the producer's max.request.size ({}); not sent",
          job.coordinates(),
          maxRecordBytes);
      return;
    }
    org.apache.kafka.clients.producer.Callback callback = sends.forRequest(job.coordinates());
    if (job.replyTo == null) {
      session.producer().send(new ProducerRecord<>(summaryTopic, key, value), callback);
    } else {
      session
          .producer()
          .send(new ProducerRecord<>(job.replyTo, null, key, value, headers), callback);
    }
  }

  /**
   * Sends the progress record of request {@code offset} of request partition {@code partition} to
   * progress partition {@code partition}; a null value deletes it (tombstone).
   */
  void progress(int partition, long offset, byte[] value) {
    session
        .producer()
        .send(
            new ProducerRecord<>(
                progressTopic, partition, Progress.key(requestTopic, partition, offset), value),
            sends.untracked());
  }
}
