package dev.sudoku.kafka;

/** A request that decodes but cannot be served (count out of range, impossible bounds …). */
public final class InvalidRequestException extends RuntimeException {

  private static final long serialVersionUID = 1L;

  /**
   * @param reason one line saying which field is wrong and why
   */
  public InvalidRequestException(String reason) {
    super(reason);
  }
}
