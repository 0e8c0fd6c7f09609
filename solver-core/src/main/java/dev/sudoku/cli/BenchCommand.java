package dev.sudoku.cli;

import java.util.concurrent.Callable;
import picocli.CommandLine.Command;

@Command(name = "bench")
final class BenchCommand implements Callable<Integer> {
  private final Io io;

  BenchCommand(Io io) {
    this.io = io;
  }

  @Override
  public Integer call() {
    io.err().println("todo");
    return 2;
  }
}
