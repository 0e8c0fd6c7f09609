package dev.sudoku.schema;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.apache.avro.AvroRuntimeException;
import org.apache.avro.Schema;

/**
 * Earlier versions of our record schemas, which a reader must know to decode records their writers
 * produced before a schema change (single-object encoding names the writer schema only by its
 * fingerprint).
 *
 * <p>Layout on the classpath: a root folder holding {@code index.txt}, one path per line relative
 * to the root ({@code #} starts a comment), each path a complete standalone {@code .avsc} of one
 * record with every named type it uses defined inline, e.g. {@code v1/Puzzle.avsc}. An index file
 * rather than a folder listing, because folders inside jars cannot be listed portably.
 *
 * <p>{@link #bundled()} reads {@value #BUNDLED_ROOT}: version N of record X is {@code vN/X.avsc}, a
 * byte-for-byte copy of the published schema (the file under {@code dev/sudoku/schema/published/},
 * which the build keeps equal to the generated class) made before X changed. The files are
 * immutable once published; docs/schemas.md describes how to add a version.
 */
public final class SchemaHistory {

  /** Classpath root of the history shipped in this jar. */
  public static final String BUNDLED_ROOT = "dev/sudoku/schema/history";

  private static final SchemaHistory EMPTY = new SchemaHistory(Map.of());

  private final Map<String, List<Schema>> byFullName;

  private SchemaHistory(Map<String, List<Schema>> byFullName) {
    this.byFullName = byFullName;
  }

  /**
   * The history shipped with this jar: every published version of every record, including the
   * current one once it has been published (a record's current schema is its last version here, or
   * one after it).
   */
  public static SchemaHistory bundled() {
    return load(SchemaHistory.class.getClassLoader(), BUNDLED_ROOT);
  }

  /** No earlier versions: readers decode only what the current schemas wrote. */
  public static SchemaHistory empty() {
    return EMPTY;
  }

  /**
   * Reads the history under {@code root}; a root without {@code index.txt} is an empty history.
   *
   * @throws IllegalStateException if the index names a missing or unparsable schema
   */
  public static SchemaHistory load(ClassLoader loader, String root) {
    List<String> paths = readIndex(loader, root);
    Map<String, List<Schema>> byName = new TreeMap<>();
    for (String path : paths) {
      Schema schema = parse(loader, root + "/" + path);
      byName.computeIfAbsent(schema.getFullName(), k -> new ArrayList<>()).add(schema);
    }
    byName.replaceAll((name, list) -> List.copyOf(list));
    return new SchemaHistory(Map.copyOf(byName));
  }

  /** Earlier writer schemas of the record {@code fullName}, in index order; empty if none. */
  public List<Schema> versionsOf(String fullName) {
    return byFullName.getOrDefault(fullName, List.of());
  }

  /** Every earlier schema, keyed by record full name. */
  public Map<String, List<Schema>> all() {
    return byFullName;
  }

  private static List<String> readIndex(ClassLoader loader, String root) {
    List<String> paths = new ArrayList<>();
    try (InputStream in = loader.getResourceAsStream(root + "/index.txt")) {
      if (in == null) {
        return paths;
      }
      BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
      for (String line = reader.readLine(); line != null; line = reader.readLine()) {
        int hash = line.indexOf('#');
        String path = (hash >= 0 ? line.substring(0, hash) : line).strip();
        if (!path.isEmpty()) {
          paths.add(path);
        }
      }
      return paths;
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read " + root + "/index.txt", e);
    }
  }

  private static Schema parse(ClassLoader loader, String resource) {
    try (InputStream in = loader.getResourceAsStream(resource)) {
      if (in == null) {
        throw new IllegalStateException(
            resource + ": listed in the schema history index but missing");
      }
      // A fresh parser per file: each historic schema is standalone and may redefine named types
      // (an enum with fewer symbols) that another version defines differently.
      return new Schema.Parser().parse(in);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read " + resource, e);
    } catch (AvroRuntimeException e) {
      throw new IllegalStateException(resource + ": not a valid Avro schema: " + e.getMessage(), e);
    }
  }
}
