package dev.sudoku.schema;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.apache.avro.JsonProperties;
import org.apache.avro.Schema;
import org.apache.avro.SchemaFormatter;
import org.apache.avro.SchemaNormalization;
import org.junit.jupiter.api.Test;

/**
 * House rules of the contracts (docs/schemas.md, "Rules for every schema") and the documents
 * derived from them, checked so they cannot drift: the published standalone schemas and the field
 * tables and fingerprints of docs/schemas.md.
 *
 * <p>After changing a schema, refresh the published files with {@code mvn -B -pl schemas -am verify
 * -Dtest=ContractsTest -Dsurefire.failIfNoSpecifiedTests=false -Dschemas.update=true}.
 */
class ContractsTest {

  /** Surefire runs in the module folder. */
  private static final Path MODULE = Path.of("").toAbsolutePath();

  private static final Path AVRO_SOURCES = MODULE.resolve("src/main/avro");
  private static final Path PUBLISHED =
      MODULE.resolve("src/main/resources/dev/sudoku/schema/published");
  private static final Path DOC = MODULE.resolve("../docs/schemas.md");

  private static List<Schema> namedSchemas() {
    Map<String, Schema> found = new java.util.TreeMap<>();
    for (Schema record : Contracts.currentSchemas().values()) {
      collect(record, found);
    }
    return new ArrayList<>(found.values());
  }

  private static void collect(Schema schema, Map<String, Schema> found) {
    switch (schema.getType()) {
      case RECORD:
        if (found.putIfAbsent(schema.getFullName(), schema) == null) {
          schema.getFields().forEach(f -> collect(f.schema(), found));
        }
        break;
      case ENUM:
        found.putIfAbsent(schema.getFullName(), schema);
        break;
      case UNION:
        schema.getTypes().forEach(t -> collect(t, found));
        break;
      case ARRAY:
        collect(schema.getElementType(), found);
        break;
      default:
        break;
    }
  }

  @Test
  void namedTypes_current_areTheGeneratedClasses() throws ClassNotFoundException {
    assertThat(Contracts.namedTypes()).hasSize(14);
    for (String name : Contracts.namedTypes()) {
      assertThat(Class.forName(name).getPackageName()).isEqualTo("dev.sudoku.schema");
    }
  }

  @Test
  void avscFiles_everyOne_liesInTheFolderOfItsNamespaceAndIsNamedAfterItsType() throws IOException {
    try (Stream<Path> files = Files.walk(AVRO_SOURCES)) {
      List<Path> avsc = files.filter(p -> p.toString().endsWith(".avsc")).toList();
      assertThat(avsc).hasSize(Contracts.namedTypes().size());
      for (Path file : avsc) {
        // Read as plain JSON: a file alone may reference types defined in the others.
        JsonNode json = new ObjectMapper().readTree(file.toFile());
        String expected =
            json.get("namespace").asText().replace('.', '/')
                + "/"
                + json.get("name").asText()
                + ".avsc";
        assertThat(AVRO_SOURCES.relativize(file).toString().replace('\\', '/')).isEqualTo(expected);
      }
    }
  }

  @Test
  void everyNamedTypeAndField_hasADocString() {
    for (Schema schema : namedSchemas()) {
      assertThat(schema.getDoc()).as(schema.getFullName()).isNotBlank();
      if (schema.getType() == Schema.Type.RECORD) {
        for (Schema.Field field : schema.getFields()) {
          assertThat(field.doc()).as(schema.getName() + "." + field.name()).isNotBlank();
        }
      }
    }
  }

  @Test
  void everyEnum_hasUnknownAsFirstSymbolAndAsDefault() {
    for (Schema schema : namedSchemas()) {
      if (schema.getType() == Schema.Type.ENUM) {
        assertThat(schema.getEnumSymbols().get(0)).as(schema.getName()).isEqualTo("UNKNOWN");
        assertThat(schema.getEnumDefault()).as(schema.getName()).isEqualTo("UNKNOWN");
      }
    }
  }

  @Test
  void everyUnion_isNullFirstWithNullDefault() {
    for (Schema schema : namedSchemas()) {
      if (schema.getType() != Schema.Type.RECORD) {
        continue;
      }
      for (Schema.Field field : schema.getFields()) {
        if (field.schema().getType() == Schema.Type.UNION) {
          String where = schema.getName() + "." + field.name();
          assertThat(field.schema().getTypes()).as(where).hasSize(2);
          assertThat(field.schema().getTypes().get(0).getType())
              .as(where)
              .isEqualTo(Schema.Type.NULL);
          assertThat(field.defaultVal()).as(where).isEqualTo(JsonProperties.NULL_VALUE);
        }
      }
    }
  }

  @Test
  void publishedSchemas_matchTheGeneratedClasses() throws IOException {
    boolean update = Boolean.getBoolean("schemas.update");
    for (Map.Entry<String, Schema> entry : Contracts.currentSchemas().entrySet()) {
      Path file = PUBLISHED.resolve(entry.getValue().getName() + ".avsc");
      String expected = SchemaFormatter.format("json/pretty", entry.getValue()) + "\n";
      if (update) {
        Files.createDirectories(PUBLISHED);
        Files.writeString(file, expected, StandardCharsets.UTF_8);
      }
      assertThat(file)
          .as("%s is stale: rerun with -Dschemas.update=true (see class comment)", file)
          .exists();
      assertThat(Files.readString(file, StandardCharsets.UTF_8))
          .as("%s is stale: rerun with -Dschemas.update=true", file)
          .isEqualTo(expected);
    }
  }

  @Test
  void docs_listEveryFieldOfEveryRecordInItsSection() throws IOException {
    String doc = Files.readString(DOC, StandardCharsets.UTF_8);
    for (Schema schema : namedSchemas()) {
      if (schema.getType() != Schema.Type.RECORD) {
        assertThat(doc)
            .as("docs/schemas.md row for enum " + schema.getName())
            .contains("| `" + schema.getName() + "` |");
        for (String symbol : schema.getEnumSymbols()) {
          assertThat(doc).as(schema.getName() + " symbol " + symbol).contains(symbol);
        }
        continue;
      }
      String heading = "\n### " + schema.getName() + "\n";
      int start = doc.indexOf(heading);
      assertThat(start)
          .as("docs/schemas.md section for " + schema.getName())
          .isGreaterThanOrEqualTo(0);
      int end = doc.indexOf("\n### ", start + heading.length());
      String section = end < 0 ? doc.substring(start) : doc.substring(start, end);
      for (Schema.Field field : schema.getFields()) {
        assertThat(section)
            .as("docs/schemas.md row for " + schema.getName() + "." + field.name())
            .contains("| `" + field.name() + "` |");
      }
    }
  }

  @Test
  void docs_listTheCurrentFingerprintOfEveryRecord() throws IOException {
    String doc = Files.readString(DOC, StandardCharsets.UTF_8);
    for (Schema schema : Contracts.currentSchemas().values()) {
      assertThat(doc)
          .as("fingerprint row of " + schema.getName())
          .contains("| `" + schema.getName() + "` | `" + headerHex(schema) + "` |");
    }
  }

  /** The 10 header bytes a record of this schema starts with, as hex pairs. */
  static String headerHex(Schema schema) {
    long fingerprint = SchemaNormalization.parsingFingerprint64(schema);
    StringBuilder hex = new StringBuilder("C3 01");
    for (int i = 0; i < 8; i++) {
      hex.append(String.format(" %02X", (fingerprint >>> (8 * i)) & 0xFF));
    }
    return hex.toString();
  }
}
