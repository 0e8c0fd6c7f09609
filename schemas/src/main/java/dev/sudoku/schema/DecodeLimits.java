package dev.sudoku.schema;

/**
 * Upper bounds an {@link AvroDeserializer} enforces before Avro allocates anything for a record:
 * the size of the whole value, and the length of each string, each {@code bytes} field and each
 * array or map (items, counted over all its blocks).
 *
 * <p>Why our own and not Avro's {@code org.apache.avro.limits.*} system properties: those are
 * JVM-wide, read once when Avro's {@code SystemLimitException} class initialises (so setting them
 * later has no effect), and default to about 2 GB. These are per deserializer, checked in the
 * allocation-free first pass over the bytes, so a consumer of untrusted input (the worker's
 * requests) can use tight ones while a consumer of dead letters keeps room for their raw bytes.
 * Avro's properties still apply on top when set.
 *
 * @param maxRecordBytes largest accepted value, header included
 * @param maxStringBytes longest accepted string, in UTF-8 bytes
 * @param maxBytesLength longest accepted {@code bytes} value
 * @param maxCollectionItems most items in one array or map
 */
public record DecodeLimits(
    int maxRecordBytes, int maxStringBytes, int maxBytesLength, int maxCollectionItems) {

  /** The default: 8 MiB per record, 1 MiB per string, 8 MiB per bytes field, 100,000 items. */
  public static final DecodeLimits DEFAULT = new DecodeLimits(8 << 20, 1 << 20, 8 << 20, 100_000);

  /**
   * @throws IllegalArgumentException if a bound is not positive
   */
  public DecodeLimits {
    if (maxRecordBytes < 1 || maxStringBytes < 1 || maxBytesLength < 1 || maxCollectionItems < 1) {
      throw new IllegalArgumentException(
          "decode limits must be positive, got record "
              + maxRecordBytes
              + ", string "
              + maxStringBytes
              + ", bytes "
              + maxBytesLength
              + ", items "
              + maxCollectionItems);
    }
  }

  /** Limits for values of at most {@code maxRecordBytes}: no field can be longer anyway. */
  public static DecodeLimits forRecordsOf(int maxRecordBytes) {
    return new DecodeLimits(maxRecordBytes, maxRecordBytes, maxRecordBytes, maxRecordBytes);
  }
}
