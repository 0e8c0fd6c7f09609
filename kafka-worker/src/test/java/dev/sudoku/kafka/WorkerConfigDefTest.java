package dev.sudoku.kafka;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * The configuration table of docs/kafka.md is the definition's: after changing a key, refresh it
 * with {@code mvn -B -pl kafka-worker -am test -Dtest=WorkerConfigDefTest
 * -Dsurefire.failIfNoSpecifiedTests=false -Dkafka.docs.update=true}.
 */
class WorkerConfigDefTest {

  /** Surefire runs in the module folder. */
  private static final Path DOC = Path.of("").toAbsolutePath().resolve("../docs/kafka.md");

  private static final String BEGIN =
      "<!-- worker-config:begin (WorkerConfigDef.markdownTable) -->\n";
  private static final String END = "<!-- worker-config:end -->";

  @Test
  void markdownTable_committedDocs_isTheDefinitionsTable() throws IOException {
    String doc = Files.readString(DOC, StandardCharsets.UTF_8);
    int from = doc.indexOf(BEGIN);
    int to = doc.indexOf(END);
    assertThat(from).as("begin marker in %s", DOC).isNotNegative();
    assertThat(to).as("end marker in %s", DOC).isGreaterThan(from);
    String committed = doc.substring(from + BEGIN.length(), to);
    String generated = WorkerConfigDef.markdownTable();
    if (Boolean.getBoolean("kafka.docs.update") && !committed.equals(generated)) {
      Files.writeString(
          DOC,
          doc.substring(0, from + BEGIN.length()) + generated + doc.substring(to),
          StandardCharsets.UTF_8);
      committed = generated;
    }
    assertThat(committed)
        .as("docs/kafka.md's configuration table; refresh it with -Dkafka.docs.update=true")
        .isEqualTo(generated);
  }

  @Test
  void markdownTable_everyKey_oneRowWithTypeDefaultAndDoc() {
    String table = WorkerConfigDef.markdownTable();
    assertThat(table.lines().count()).isEqualTo(2 + WorkerConfigDef.DEFINITION.names().size());
    assertThat(table)
        .contains(
            "| `worker.chunk.size` | long | `2000` | [1,...] | Puzzles per transaction, shared by"
                + " the active requests. Each transaction")
        .contains("| `worker.instance.id` | string | (none) |");
  }
}
