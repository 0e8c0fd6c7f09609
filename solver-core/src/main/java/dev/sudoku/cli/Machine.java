package dev.sudoku.cli;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.List;

/**
 * Describes the machine and JVM a benchmark ran on, so that figures are never quoted without their
 * context: cores, OS, CPU model (from {@code /proc/cpuinfo} when readable), JVM version, vendor and
 * flags.
 */
final class Machine {
  private Machine() {}

  /** One line: cores, OS and CPU model. */
  static String describe() {
    return "machine: "
        + Runtime.getRuntime().availableProcessors()
        + " cores, "
        + System.getProperty("os.name")
        + " "
        + System.getProperty("os.version")
        + " ("
        + System.getProperty("os.arch")
        + "), CPU: "
        + cpuModel(Paths.get("/proc/cpuinfo"));
  }

  /** One line: JVM name, version, vendor and the flags it was started with. */
  static String jvm() {
    List<String> flags = ManagementFactory.getRuntimeMXBean().getInputArguments();
    return "jvm: "
        + System.getProperty("java.vm.name")
        + " "
        + System.getProperty("java.vm.version")
        + " ("
        + System.getProperty("java.vm.vendor")
        + "), flags: "
        + (flags.isEmpty() ? "(none)" : String.join(" ", flags));
  }

  /** The first {@code model name} of a cpuinfo file, or {@code unknown}. */
  static String cpuModel(Path cpuinfo) {
    try {
      for (String line : Files.readAllLines(cpuinfo, StandardCharsets.UTF_8)) {
        if (line.startsWith("model name")) {
          int colon = line.indexOf(':');
          if (colon >= 0) {
            return line.substring(colon + 1).strip();
          }
        }
      }
    } catch (IOException | SecurityException e) {
      // not Linux, or not readable: the model is simply unknown
    }
    return "unknown";
  }
}
