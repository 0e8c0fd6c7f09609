package dev.sudoku.kafka;

import dev.sudoku.schema.DeadLetter;
import dev.sudoku.schema.GenerationRequest;
import java.time.Instant;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.common.KafkaException;

/**
 * Turns a polled request record into a {@link Job}: one to serve, one already done (restored
 * progress), or one to dead-letter with the reason, in this order of checks: the record's and key's
 * size ({@link RequestLimits}, before decoding), decoding, the id (present, within bound: otherwise
 * no summary can carry it), failures of earlier attempts ({@link RequestFailures}), the count, the
 * correlation id's size, the replyTo topic ({@link ReplyTopics}), then the request's own validation
 * ({@link RequestSpec}).
 */
final class RequestIntake {

  private final AvroRequests requests;
  private final RequestLimits limits;
  private final RequestFailures failures;
  private final ReplyTopics replyTopics;
  private final DeadLetters deadLetters;
  private final long maxCount;

  RequestIntake(
      AvroRequests requests,
      RequestLimits limits,
      RequestFailures failures,
      ReplyTopics replyTopics,
      DeadLetters deadLetters,
      long maxCount) {
    this.requests = requests;
    this.limits = limits;
    this.failures = failures;
    this.replyTopics = replyTopics;
    this.deadLetters = deadLetters;
    this.maxCount = maxCount;
  }

  /**
   * The job of record {@code r}; {@code before} is its restored progress, or null.
   *
   * @throws ReplyLookupFailed when the request's replyTo could not be looked up (transient)
   */
  Job job(ConsumerRecord<byte[], byte[]> r, Progress before) {
    long requestedAt = before != null ? before.requestedAtMs() : r.timestamp();
    byte[] value = r.value() == null ? new byte[0] : r.value();
    if (before != null && before.done()) {
      return job(r, value, requestedAt, null, null, "", 0, null);
    }
    GenerationRequest request;
    try {
      limits.checkRecord(r.key(), value);
      request = requests.decode(value);
    } catch (RuntimeException e) {
      return rejected(r, value, requestedAt, null, e, "", 0);
    }
    String id;
    long count;
    String replyTo = null;
    try {
      id = request.getRequestId();
      count = request.getCount();
      if (id == null || id.isEmpty()) {
        throw new InvalidRequestException("request id is empty");
      }
      limits.checkId(id);
    } catch (RuntimeException e) {
      // No id a summary could carry: the dead letter is the only answer.
      return rejected(r, value, requestedAt, request, e, "", 0);
    }
    String coordinates = RequestFailures.key(r.partition(), r.offset());
    try {
      if (failures.exhausted(coordinates)) {
        Throwable cause = failures.lastCause(coordinates);
        throw new RequestFailedException(
            "failed "
                + failures.count(coordinates)
                + " times, last: "
                + (cause == null ? "?" : cause.getClass().getName() + ": " + cause.getMessage()),
            cause);
      }
      if (count < 1 || count > maxCount) {
        throw new InvalidRequestException("count " + count + " is out of range 1.." + maxCount);
      }
      limits.checkCorrelationId(request.getCorrelationId());
      replyTo = checkReplyTo(request);
      requests.validate(request);
      Instant deadline = request.getDeadline();
      Job job = job(r, value, requestedAt, request, null, id, count, deadline);
      job.correlationId = request.getCorrelationId();
      job.replyTo = replyTo;
      return job;
    } catch (ReplyLookupFailed e) {
      throw e;
    } catch (RuntimeException e) {
      Job job = rejected(r, value, requestedAt, request, e, id, count);
      // A checked replyTo gets the INVALID summary; an unchecked one never gets anything.
      job.replyTo = replyTo;
      String correlationId = request.getCorrelationId();
      job.correlationId = limits.correlationIdFits(correlationId) ? correlationId : null;
      return job;
    }
  }

  /**
   * The request's replyTo, checked, or null when it has none.
   *
   * @throws InvalidRequestException when the topic may not be used (see {@link ReplyTopics})
   * @throws ReplyLookupFailed when the topic's existence could not be looked up
   */
  private String checkReplyTo(GenerationRequest request) {
    String topic = request.getReplyTo();
    if (topic == null) {
      return null;
    }
    try {
      return replyTopics.check(topic);
    } catch (KafkaException e) {
      throw new ReplyLookupFailed(e);
    }
  }

  private Job rejected(
      ConsumerRecord<byte[], byte[]> r,
      byte[] value,
      long requestedAt,
      GenerationRequest request,
      RuntimeException e,
      String id,
      long count) {
    String errorClass =
        e instanceof RequestFailedException && e.getCause() != null
            ? e.getCause().getClass().getName()
            : e.getClass().getName();
    DeadLetter dl =
        deadLetters.of(
            r.topic(),
            r.partition(),
            r.offset(),
            r.key(),
            value,
            r.timestamp(),
            errorClass,
            e.getMessage(),
            id);
    Job job = job(r, value, requestedAt, request, dl, id, count, null);
    job.message = dl.getErrorMessage();
    return job;
  }

  private static Job job(
      ConsumerRecord<byte[], byte[]> r,
      byte[] value,
      long requestedAt,
      GenerationRequest request,
      DeadLetter deadLetter,
      String id,
      long count,
      Instant deadline) {
    return new Job(
        r.partition(),
        r.offset(),
        r.key(),
        value,
        r.timestamp(),
        requestedAt,
        request,
        deadLetter,
        id,
        count,
        deadline);
  }

  /**
   * A replyTo topic could not be looked up (cluster unreachable): transient, not the request's
   * fault.
   */
  static final class ReplyLookupFailed extends RuntimeException {
    private static final long serialVersionUID = 1L;

    ReplyLookupFailed(KafkaException cause) {
      super(cause.getMessage(), cause);
    }
  }

  /** A request failed too often; the cause is the last failure. */
  private static final class RequestFailedException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    RequestFailedException(String message, Throwable cause) {
      super(message, cause);
    }
  }
}
