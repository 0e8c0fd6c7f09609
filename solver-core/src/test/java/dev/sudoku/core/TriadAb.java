package dev.sudoku.core;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * In-process A/B of the {@link TriadSolver} prototype against {@link BitboardSolver}: checks counts
 * and solutions on every puzzle of each file, prints nodes, then alternates whole-file passes timed
 * in thread CPU time and prints the median per-round ratio (prototype / kept).
 *
 * <p>{@code java -cp solver-core/target/classes:solver-core/target/test-classes
 * dev.sudoku.core.TriadAb LIMIT ROUNDS FILE...}
 */
final class TriadAb {
  private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

  private TriadAb() {}

  public static void main(String[] args) throws IOException {
    int limit = Integer.parseInt(args[0]);
    int rounds = Integer.parseInt(args[1]);
    for (int f = 2; f < args.length; f++) {
      List<byte[]> puzzles = new ArrayList<>();
      for (String line : Files.readAllLines(Path.of(args[f]))) {
        if (line.length() >= Grid.CELLS) {
          byte[] p = new byte[Grid.CELLS];
          for (int i = 0; i < Grid.CELLS; i++) {
            char c = line.charAt(i);
            p[i] = (byte) (c >= '1' && c <= '9' ? c - '0' : 0);
          }
          puzzles.add(p);
        }
      }
      BitboardSolver kept = new BitboardSolver();
      TriadSolver proto = new TriadSolver();
      byte[] a = new byte[Grid.CELLS];
      byte[] b = new byte[Grid.CELLS];
      long keptGuesses = 0;
      long protoGuesses = 0;
      int mismatches = 0;
      for (byte[] p : puzzles) {
        int n = kept.count(p, limit, a);
        int m = proto.count(p, limit, b);
        keptGuesses += kept.guesses();
        protoGuesses += proto.guesses();
        boolean sameSolution = limit == 1 ? valid(p, b) : Arrays.equals(a, b);
        if (n != m || (n == 1 && !sameSolution)) {
          mismatches++;
        }
      }
      System.out.printf(
          "%s limit %d: %d puzzles, %d mismatches, guesses/puzzle kept %.2f prototype %.2f%n",
          Path.of(args[f]).getFileName(),
          limit,
          puzzles.size(),
          mismatches,
          keptGuesses / (double) puzzles.size(),
          protoGuesses / (double) puzzles.size());
      double[] ratios = new double[rounds];
      double[] keptUs = new double[rounds];
      double[] protoUs = new double[rounds];
      for (int r = 0; r < rounds; r++) {
        long tk;
        long tp;
        if (r % 2 == 0) {
          tk = pass(puzzles, limit, kept, null, a);
          tp = pass(puzzles, limit, null, proto, a);
        } else {
          tp = pass(puzzles, limit, null, proto, a);
          tk = pass(puzzles, limit, kept, null, a);
        }
        ratios[r] = tp / (double) tk;
        keptUs[r] = tk / 1e3 / puzzles.size();
        protoUs[r] = tp / 1e3 / puzzles.size();
      }
      Arrays.sort(ratios);
      Arrays.sort(keptUs);
      Arrays.sort(protoUs);
      System.out.printf(
          "  median us/puzzle kept %.2f prototype %.2f; per-round ratio prototype/kept median %.3f"
              + " (min %.3f max %.3f)%n",
          keptUs[rounds / 2],
          protoUs[rounds / 2],
          ratios[rounds / 2],
          ratios[0],
          ratios[rounds - 1]);
    }
  }

  /** Whether {@code s} is a solved grid that keeps the givens of {@code p}. */
  private static boolean valid(byte[] p, byte[] s) {
    for (int i = 0; i < Grid.CELLS; i++) {
      if (s[i] < 1 || s[i] > 9 || (p[i] != 0 && p[i] != s[i])) {
        return false;
      }
      for (int j = 0; j < Grid.CELLS; j++) {
        boolean peer =
            i / 9 == j / 9 || i % 9 == j % 9 || (i / 27 == j / 27 && i % 9 / 3 == j % 9 / 3);
        if (i != j && peer && s[i] == s[j]) {
          return false;
        }
      }
    }
    return true;
  }

  private static long pass(
      List<byte[]> puzzles, int limit, BitboardSolver kept, TriadSolver proto, byte[] out) {
    long start = THREADS.getCurrentThreadCpuTime();
    int sum = 0;
    for (byte[] p : puzzles) {
      sum += kept != null ? kept.count(p, limit, out) : proto.count(p, limit, out);
    }
    long t = THREADS.getCurrentThreadCpuTime() - start;
    if (sum < 0) {
      throw new AssertionError();
    }
    return t;
  }
}
