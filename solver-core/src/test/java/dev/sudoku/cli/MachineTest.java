package dev.sudoku.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class MachineTest {
  @TempDir Path dir;

  @Test
  void cpuModel_cpuinfo_firstModelName() throws IOException {
    Path info = dir.resolve("cpuinfo");
    Files.writeString(info, "processor\t: 0\nmodel name\t: Test CPU 9000\nmodel name\t: other\n");
    assertThat(Machine.cpuModel(info)).isEqualTo("Test CPU 9000");
  }

  @Test
  void cpuModel_missingFile_unknown() {
    assertThat(Machine.cpuModel(dir.resolve("none"))).isEqualTo("unknown");
  }

  @Test
  void describe_namesCoresAndOs() {
    assertThat(Machine.describe())
        .startsWith(
            "machine: "
                + Runtime.getRuntime().availableProcessors()
                + " cores, "
                + System.getProperty("os.name"));
  }

  @Test
  void jvm_namesVersionAndFlags() {
    assertThat(Machine.jvm()).contains(System.getProperty("java.vm.version"), "flags: ");
  }
}
