package dev.sudoku.schema;

import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.apache.avro.Schema;
import org.apache.avro.generic.GenericData;

/**
 * Random values of any schema as generic data, the way a writer holding only an .avsc (an older
 * version, or another language) would build them: timestamps as longs, enums as symbols.
 */
final class RandomGenericRecords {

  private RandomGenericRecords() {}

  static Object random(Schema schema, SplittableRandom random) {
    switch (schema.getType()) {
      case RECORD:
        GenericData.Record record = new GenericData.Record(schema);
        for (Schema.Field field : schema.getFields()) {
          record.put(field.pos(), random(field.schema(), random));
        }
        return record;
      case ENUM:
        List<String> symbols = schema.getEnumSymbols();
        return new GenericData.EnumSymbol(schema, symbols.get(random.nextInt(symbols.size())));
      case UNION:
        List<Schema> branches = schema.getTypes();
        return random(branches.get(random.nextInt(branches.size())), random);
      case ARRAY:
        List<Object> items = new ArrayList<>();
        for (int i = random.nextInt(4); i > 0; i--) {
          items.add(random(schema.getElementType(), random));
        }
        return new GenericData.Array<>(schema, items);
      case MAP:
        Map<String, Object> map = new HashMap<>();
        for (int i = random.nextInt(4); i > 0; i--) {
          map.put(text(random), random(schema.getValueType(), random));
        }
        return map;
      case STRING:
        return text(random);
      case BYTES:
        byte[] bytes = new byte[random.nextInt(16)];
        for (int i = 0; i < bytes.length; i++) {
          bytes[i] = (byte) random.nextInt(256);
        }
        return ByteBuffer.wrap(bytes);
      case INT:
        return random.nextInt();
      case LONG:
        // timestamp-millis: stay within years 1970..2100 like real data.
        return schema.getLogicalType() != null
            ? random.nextLong(0, 4_102_444_800_000L)
            : random.nextLong();
      case DOUBLE:
        return random.nextDouble(0, 12);
      case FLOAT:
        return (float) random.nextDouble(0, 12);
      case BOOLEAN:
        return random.nextBoolean();
      case NULL:
        return null;
      default:
        throw new IllegalArgumentException("no generator for " + schema.getType());
    }
  }

  private static String text(SplittableRandom random) {
    StringBuilder text = new StringBuilder();
    for (int i = random.nextInt(12); i > 0; i--) {
      text.append((char) random.nextInt(' ', '\u0250'));
    }
    return text.toString();
  }
}
