package dev.sudoku.kafka;

/**
 * Text for a summary or dead-letter message: one line, and bounded, because it may quote what a
 * request said (a topic name, an id) and a message must never be what makes a record too large.
 */
final class OneLine {

  /** Longest message kept, in characters; longer ones end with an ellipsis. */
  static final int MAX_CHARS = 1000;

  private OneLine() {}

  /** {@code s} on one line, at most {@link #MAX_CHARS} characters; {@code ""} for null. */
  static String of(String s) {
    if (s == null) {
      return "";
    }
    String line = s.replace('\n', ' ').replace('\r', ' ');
    return line.length() <= MAX_CHARS ? line : line.substring(0, MAX_CHARS - 1) + "…";
  }

  /**
   * The message of {@code e} on one line, with its cause's when {@code e} is a {@code
   * KafkaException} that has one: a Kafka client that refuses its settings says only "Failed to
   * construct kafka consumer" and keeps the reason (which key, which value) in the cause.
   */
  static String withCause(Throwable e) {
    String message = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
    Throwable cause = e.getCause();
    if (e instanceof org.apache.kafka.common.KafkaException
        && cause != null
        && cause.getMessage() != null
        && !cause.getMessage().equals(message)) {
      message = message + ": " + cause.getMessage();
    }
    return of(message);
  }
}
