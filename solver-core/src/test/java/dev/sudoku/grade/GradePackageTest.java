package dev.sudoku.grade;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.spi.ToolProvider;
import org.junit.jupiter.api.Test;

/**
 * The package's shape: no two classes depend on each other, directly or through others. The nested
 * forcing chains once formed such a cycle (the nested searches called back into the class that runs
 * them, and the engine built that class), which made every one of them a prerequisite for reading
 * the others.
 */
class GradePackageTest {
  private static final Pattern EDGE =
      Pattern.compile(
          "^\\s+(dev\\.sudoku\\.grade\\.[\\w$]+)\\s+->\\s+(dev\\.sudoku\\.grade\\.[\\w$]+)");

  /** Top-level class -> the top-level classes of the package its bytecode uses (jdeps). */
  private static Map<String, Set<String>> dependencies() throws Exception {
    Path classes =
        Path.of(Grader.class.getProtectionDomain().getCodeSource().getLocation().toURI());
    ToolProvider jdeps = ToolProvider.findFirst("jdeps").orElseThrow();
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    int status =
        jdeps.run(
            new PrintWriter(out),
            new PrintWriter(err),
            "-verbose:class",
            "-filter:none",
            classes.toString());
    assertThat(status).as("jdeps: %s", err).isZero();
    Map<String, Set<String>> deps = new TreeMap<>();
    for (String line : out.toString().split("\n")) {
      Matcher m = EDGE.matcher(line);
      if (m.find()) {
        String from = topLevel(m.group(1));
        String to = topLevel(m.group(2));
        deps.computeIfAbsent(from, k -> new TreeSet<>());
        if (!from.equals(to)) {
          deps.get(from).add(to);
        }
      }
    }
    return deps;
  }

  private static String topLevel(String name) {
    String simple = name.substring("dev.sudoku.grade.".length());
    int nested = simple.indexOf('$');
    return nested < 0 ? simple : simple.substring(0, nested);
  }

  /** Strongly connected components of more than one class (Tarjan, iterative). */
  static List<Set<String>> cycles(Map<String, Set<String>> deps) {
    Map<String, Integer> index = new HashMap<>();
    Map<String, Integer> low = new HashMap<>();
    Deque<String> stack = new ArrayDeque<>();
    Set<String> onStack = new TreeSet<>();
    List<Set<String>> out = new ArrayList<>();
    int[] counter = {0};
    for (String root : deps.keySet()) {
      if (index.containsKey(root)) {
        continue;
      }
      Deque<Object[]> work = new ArrayDeque<>();
      work.push(new Object[] {root, new ArrayList<>(deps.getOrDefault(root, Set.of())), 0});
      index.put(root, counter[0]);
      low.put(root, counter[0]++);
      stack.push(root);
      onStack.add(root);
      while (!work.isEmpty()) {
        Object[] frame = work.peek();
        String v = (String) frame[0];
        @SuppressWarnings("unchecked")
        List<String> next = (List<String>) frame[1];
        int i = (Integer) frame[2];
        if (i < next.size()) {
          frame[2] = i + 1;
          String w = next.get(i);
          if (!index.containsKey(w)) {
            index.put(w, counter[0]);
            low.put(w, counter[0]++);
            stack.push(w);
            onStack.add(w);
            work.push(new Object[] {w, new ArrayList<>(deps.getOrDefault(w, Set.of())), 0});
          } else if (onStack.contains(w)) {
            low.put(v, Math.min(low.get(v), index.get(w)));
          }
          continue;
        }
        work.pop();
        if (!work.isEmpty()) {
          String parent = (String) work.peek()[0];
          low.put(parent, Math.min(low.get(parent), low.get(v)));
        }
        if (low.get(v).equals(index.get(v))) {
          Set<String> component = new TreeSet<>();
          String w;
          do {
            w = stack.pop();
            onStack.remove(w);
            component.add(w);
          } while (!w.equals(v));
          if (component.size() > 1) {
            out.add(component);
          }
        }
      }
    }
    return out;
  }

  @Test
  void classes_dependOnEachOtherWithoutCycles() throws Exception {
    Map<String, Set<String>> deps = dependencies();
    assertThat(deps).containsKeys("Grader", "Ladder", "NestedRules", "Propagation");
    assertThat(cycles(deps)).isEmpty();
  }

  @Test
  void cycles_twoClassesUsingEachOther_found() {
    Map<String, Set<String>> deps = new TreeMap<>();
    deps.put("A", Set.of("B"));
    deps.put("B", Set.of("C"));
    deps.put("C", Set.of("A", "D"));
    deps.put("D", Set.of());
    assertThat(cycles(deps)).containsExactly(Set.of("A", "B", "C"));
  }
}
