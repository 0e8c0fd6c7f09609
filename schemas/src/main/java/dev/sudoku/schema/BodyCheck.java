package dev.sudoku.schema;

import java.io.EOFException;
import java.io.IOException;
import org.apache.avro.Schema;
import org.apache.avro.io.BinaryDecoder;

/**
 * The first pass of {@link AvroDeserializer}: walks an Avro binary body with the writer schema
 * without building any value, and checks it against {@link DecodeLimits}.
 *
 * <p>Design: the same walk as Avro's {@code GenericDatumReader.skip}, except that lengths and item
 * counts are read explicitly so they can be compared with the limits before anything is skipped
 * (Avro's {@code skipString} and {@code skipArray} read them internally). Arrays and maps are
 * walked block by block with {@code readArrayStart}/{@code arrayNext}, which return item counts
 * even for blocks written with a byte size, so the item limit holds for every encoding. The cost is
 * one pass over the bytes; nothing is allocated per field.
 */
final class BodyCheck {

  /** A bound of the {@link DecodeLimits} was exceeded; the message says which. */
  static final class LimitExceeded extends Exception {
    private static final long serialVersionUID = 1L;

    LimitExceeded(String message) {
      super(message);
    }
  }

  private final DecodeLimits limits;

  BodyCheck(DecodeLimits limits) {
    this.limits = limits;
  }

  /**
   * Walks one value of {@code schema}.
   *
   * @throws LimitExceeded when a string, bytes value or collection is over its limit
   * @throws IOException when the bytes end early
   * @throws RuntimeException (Avro's) when the bytes are not a value of {@code schema}
   */
  void walk(Schema schema, BinaryDecoder in) throws IOException, LimitExceeded {
    switch (schema.getType()) {
      case RECORD:
        for (Schema.Field field : schema.getFields()) {
          walk(field.schema(), in);
        }
        break;
      case ENUM:
        int symbol = in.readEnum();
        if (symbol < 0 || symbol >= schema.getEnumSymbols().size()) {
          throw new IOException("enum index " + symbol + " out of range for " + schema.getName());
        }
        break;
      case ARRAY:
        long items = 0;
        for (long n = in.readArrayStart(); n > 0; n = in.arrayNext()) {
          items = items(items, n, "array");
          for (long i = 0; i < n; i++) {
            walk(schema.getElementType(), in);
          }
        }
        break;
      case MAP:
        long entries = 0;
        for (long n = in.readMapStart(); n > 0; n = in.mapNext()) {
          entries = items(entries, n, "map");
          for (long i = 0; i < n; i++) {
            skip(in, limits.maxStringBytes(), "map key");
            walk(schema.getValueType(), in);
          }
        }
        break;
      case UNION:
        int branch = in.readIndex();
        if (branch < 0 || branch >= schema.getTypes().size()) {
          throw new IOException("union branch " + branch + " out of range");
        }
        walk(schema.getTypes().get(branch), in);
        break;
      case FIXED:
        in.skipFixed(schema.getFixedSize());
        break;
      case STRING:
        skip(in, limits.maxStringBytes(), "string");
        break;
      case BYTES:
        skip(in, limits.maxBytesLength(), "bytes value");
        break;
      case INT:
        in.readInt();
        break;
      case LONG:
        in.readLong();
        break;
      case FLOAT:
        in.readFloat();
        break;
      case DOUBLE:
        in.readDouble();
        break;
      case BOOLEAN:
        in.readBoolean();
        break;
      case NULL:
        in.readNull();
        break;
      default:
        throw new IOException("unsupported schema type " + schema.getType());
    }
  }

  private long items(long sofar, long more, String what) throws LimitExceeded {
    long total = sofar + more;
    if (total > limits.maxCollectionItems() || total < 0) {
      throw new LimitExceeded(
          what + " of more than " + limits.maxCollectionItems() + " items (the limit)");
    }
    return total;
  }

  /** Skips a length-prefixed string or bytes value after checking its length. */
  private static void skip(BinaryDecoder in, int max, String what)
      throws IOException, LimitExceeded {
    long length = in.readLong();
    if (length < 0) {
      throw new IOException("negative length " + length + " of a " + what);
    }
    if (length > max) {
      throw new LimitExceeded(
          what + " of " + length + " bytes, over the limit of " + max + " bytes");
    }
    try {
      in.skipFixed((int) length);
    } catch (EOFException e) {
      throw new EOFException("a " + what + " of " + length + " bytes runs past the end");
    }
  }
}
