package dev.sudoku.spark;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;

class ReportJsonTest {
  @Test
  void json_everySectionByNameNullWhereNotComputed() throws Exception {
    String json = ReportJson.json(ReportFixture.report());
    JsonNode root = new ObjectMapper().readTree(json);

    assertThat(json).endsWith("}\n");
    assertThat(root.path("provenance").path("graderVersion").asText()).isEqualTo("se121-nesting-2");
    assertThat(root.path("provenance").path("command").get(1).asText()).isEqualTo("a <b>.csv");
    assertThat(root.path("provenance").path("started").asText()).isEqualTo("2026-11-26T12:00:00Z");
    assertThat(root.path("rows").asLong()).isEqualTo(10);
    assertThat(root.path("byStatus").path("INVALID").asLong()).isEqualTo(2);
    JsonNode er = root.path("ratings").path("er");
    assertThat(er.path("count").asLong()).isEqualTo(6);
    assertThat(er.path("median").asDouble()).isEqualTo(1.2);
    assertThat(er.path("bins").get(2).path("value").asDouble()).isEqualTo(3.4);
    assertThat(root.path("levels").get(0).path("label").asText()).isEqualTo("Easy");
    assertThat(root.path("techniques").get(0).path("label").asText())
        .isEqualTo("hidden single (box)");
    assertThat(root.path("comparison").path("se").path("exactShare").asDouble()).isEqualTo(0.8);
    assertThat(root.path("comparison").path("se").path("confusion").get(2).get(1).asLong())
        .isEqualTo(1);
    assertThat(root.has("archiveSolution")).isTrue();
    assertThat(root.path("archiveSolution").isNull()).isTrue();
    assertThat(root.path("duplicates").isNull()).isTrue();
    assertThat(root.path("throughput").path("rowsPerSecond").asDouble()).isEqualTo(5.0);
    // derived accessors are not fields
    assertThat(root.has("byLevel")).isFalse();
    assertThat(root.has("format")).isFalse();
  }
}
