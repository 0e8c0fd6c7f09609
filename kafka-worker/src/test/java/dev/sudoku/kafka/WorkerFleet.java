package dev.sudoku.kafka;

import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * Worker instances of a fault test, each on its own thread of this JVM, with a supervisor that
 * starts a new instance (same instance id) whenever one stops by itself, as an orchestrator would,
 * and counts those restarts: a worker that must be restarted is a worker that went down.
 */
final class WorkerFleet implements AutoCloseable {

  private final Function<String, PuzzleWorker> factory;
  private final List<String> instances;
  private final List<PuzzleWorker> workers = new ArrayList<>();
  private final List<Thread> threads = new ArrayList<>();
  private final Thread supervisor;
  private volatile boolean closing;
  private int restarts;

  /**
   * @param factory builds the worker of an instance id
   */
  WorkerFleet(List<String> instances, Function<String, PuzzleWorker> factory) {
    this.factory = factory;
    this.instances = List.copyOf(instances);
    for (String id : instances) {
      workers.add(null);
      threads.add(null);
      launch(instances.indexOf(id));
    }
    supervisor = new Thread(this::supervise, "worker-supervisor");
    supervisor.setDaemon(true);
    supervisor.start();
  }

  /** A fleet of workers with configuration {@code config(instanceId)}. */
  static WorkerFleet of(
      List<String> instances,
      Function<String, Map<String, String>> config,
      PuzzleFactory generator) {
    return new WorkerFleet(
        instances,
        id -> PuzzleWorker.create(WorkerConfig.of(config.apply(id)), Clock.systemUTC(), generator));
  }

  private synchronized void launch(int i) {
    PuzzleWorker w = factory.apply(instances.get(i));
    Thread t = KafkaTestSupport.startThread(w, "worker-" + instances.get(i));
    workers.set(i, w);
    threads.set(i, t);
  }

  private void supervise() {
    while (!closing) {
      synchronized (this) {
        for (int i = 0; i < threads.size(); i++) {
          if (!closing && !threads.get(i).isAlive()) {
            restarts++;
            System.out.println(
                "FAULT-SUPERVISOR: worker " + instances.get(i) + " went down; restarting it");
            launch(i);
          }
        }
      }
      try {
        Thread.sleep(200);
      } catch (InterruptedException e) {
        return;
      }
    }
  }

  /** How many times a worker stopped by itself and was started again. */
  synchronized int restarts() {
    return restarts;
  }

  /** Puzzles committed by the current instances. */
  synchronized long produced() {
    long n = 0;
    for (PuzzleWorker w : workers) {
      n += w.produced();
    }
    return n;
  }

  /**
   * Stops every worker and checks each thread ended.
   *
   * @throws AssertionError naming a worker thread still running after its close
   */
  @Override
  public void close() {
    try {
      stopAll();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException(e);
    }
  }

  private void stopAll() throws InterruptedException {
    closing = true;
    supervisor.interrupt();
    supervisor.join(10_000);
    List<PuzzleWorker> ws;
    List<Thread> ts;
    synchronized (this) {
      ws = new ArrayList<>(workers);
      ts = new ArrayList<>(threads);
    }
    for (PuzzleWorker w : ws) {
      w.close();
    }
    for (Thread t : ts) {
      t.join(60_000);
      if (t.isAlive()) {
        throw new AssertionError(t.getName() + " still running after close");
      }
    }
  }
}
