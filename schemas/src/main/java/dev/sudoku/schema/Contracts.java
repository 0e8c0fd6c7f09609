package dev.sudoku.schema;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.apache.avro.Schema;
import org.apache.avro.specific.SpecificRecord;

/**
 * The catalog of current top-level contracts: the records that travel on their own (on a topic or
 * as rows of a file). Nested types (enums, {@link TechniqueCount}) are reached through them.
 *
 * <p>Used to decide which generated classes Avro may instantiate ({@link TrustedClasses}) and by
 * tests that check every contract is documented and compatible with its previous versions.
 */
public final class Contracts {

  /** Top-level records, in the order docs/schemas.md lists them. */
  public static final List<Class<? extends SpecificRecord>> RECORDS =
      List.of(
          GenerationRequest.class,
          Puzzle.class,
          GradedPuzzle.class,
          GenerationSummary.class,
          DeadLetter.class);

  private Contracts() {}

  /**
   * Current schema of each top-level record, keyed by full name (e.g. dev.sudoku.schema.Puzzle).
   */
  public static Map<String, Schema> currentSchemas() {
    Map<String, Schema> byName = new LinkedHashMap<>();
    for (Class<? extends SpecificRecord> type : RECORDS) {
      Schema schema = schemaOf(type);
      byName.put(schema.getFullName(), schema);
    }
    return byName;
  }

  /**
   * Full names of every named type (record, enum, fixed) reachable from the top-level records:
   * exactly the classes the avro-maven-plugin generated for our .avsc files.
   */
  public static Set<String> namedTypes() {
    Set<String> names = new TreeSet<>();
    Deque<Schema> todo = new ArrayDeque<>(currentSchemas().values());
    while (!todo.isEmpty()) {
      Schema schema = todo.pop();
      switch (schema.getType()) {
        case RECORD:
          if (names.add(schema.getFullName())) {
            for (Schema.Field field : schema.getFields()) {
              todo.push(field.schema());
            }
          }
          break;
        case ENUM:
        case FIXED:
          names.add(schema.getFullName());
          break;
        case UNION:
          todo.addAll(schema.getTypes());
          break;
        case ARRAY:
          todo.push(schema.getElementType());
          break;
        case MAP:
          todo.push(schema.getValueType());
          break;
        default:
          break;
      }
    }
    return names;
  }

  /** The schema a generated class was built from (its static {@code SCHEMA$}). */
  static Schema schemaOf(Class<? extends SpecificRecord> type) {
    return org.apache.avro.specific.SpecificData.get().getSchema(type);
  }
}
