package dev.sudoku.kafka;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.apache.kafka.clients.consumer.Consumer;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.OffsetAndMetadata;
import org.apache.kafka.common.TopicPartition;

/**
 * The worker's requests by request partition, oldest first, and what follows from that order: flow
 * control (a partition with {@code maxInFlight} unfinished requests is paused) and the offset to
 * commit (the oldest unfinished request, so a request is read again until it is finished).
 *
 * <p>Only restored partitions are present ({@link #restored}); a record of any other partition is
 * ignored and read again from the committed offset once that partition is restored. Owned by the
 * polling thread, like the consumer it pauses and seeks.
 */
final class JobTable {

  private final Consumer<byte[], byte[]> consumer;
  private final String requestTopic;
  private final int maxInFlight;
  private final RequestIntake intake;
  private final Outbox outbox;

  /** Work by request partition, oldest request first; only restored partitions are present. */
  private final Map<Integer, ArrayDeque<Job>> work = new TreeMap<>();

  /** Next offset to read, by request partition: the commit point when nothing is pending. */
  private final Map<Integer, Long> nextOffset = new HashMap<>();

  private final Map<Integer, Map<Long, Progress>> restored = new HashMap<>();
  private final Set<Integer> paused = new HashSet<>();

  /** Partitions of the current poll whose remaining records flow control left for later. */
  private final Set<Integer> overflowed = new HashSet<>();

  JobTable(
      Consumer<byte[], byte[]> consumer,
      String requestTopic,
      int maxInFlight,
      RequestIntake intake,
      Outbox outbox) {
    this.consumer = consumer;
    this.requestTopic = requestTopic;
    this.maxInFlight = maxInFlight;
    this.intake = intake;
    this.outbox = outbox;
  }

  /** A new poll's records follow: no partition has overflowed yet. */
  void newPoll() {
    overflowed.clear();
  }

  /** Turns a polled record into a job, restoring its progress when it was seen before. */
  void accept(ConsumerRecord<byte[], byte[]> r) {
    ArrayDeque<Job> jobs = work.get(r.partition());
    if (jobs == null) {
      return; // revoked, or not restored yet (read again from the committed offset then)
    }
    if (overflowed.contains(r.partition())) {
      return; // read again after the seek below
    }
    if (full(jobs)) {
      // One poll can return hundreds of records of a partition (a backlog read again after a
      // restore): take no more than flow control allows, and read the rest later, or every
      // request's share of a transaction shrinks to one puzzle and none of them finishes.
      TopicPartition tp = new TopicPartition(requestTopic, r.partition());
      consumer.seek(tp, r.offset());
      overflowed.add(r.partition());
      if (paused.add(r.partition())) {
        consumer.pause(List.of(tp));
      }
      return;
    }
    nextOffset.put(r.partition(), r.offset() + 1);
    Progress before = restored.getOrDefault(r.partition(), Map.of()).get(r.offset());
    Job job = intake.job(r, before);
    if (before != null) {
      job.next = before.next();
      job.status = before.status();
      job.startedAtMs = before.startedAtMs();
      job.progressStored = true;
    }
    jobs.addLast(job);
  }

  /** Pauses partitions with {@code maxInFlight} unfinished requests, resumes the others. */
  void flowControl() {
    List<TopicPartition> toPause = new ArrayList<>();
    List<TopicPartition> toResume = new ArrayList<>();
    for (Map.Entry<Integer, ArrayDeque<Job>> e : work.entrySet()) {
      int p = e.getKey();
      boolean full = full(e.getValue());
      if (full && paused.add(p)) {
        toPause.add(new TopicPartition(requestTopic, p));
      } else if (!full && paused.remove(p)) {
        toResume.add(new TopicPartition(requestTopic, p));
      }
    }
    if (!toPause.isEmpty()) {
      consumer.pause(toPause);
    }
    if (!toResume.isEmpty()) {
      consumer.resume(toResume);
    }
  }

  /** Whether a partition has as many requests as flow control allows. */
  private boolean full(ArrayDeque<Job> jobs) {
    int active = 0;
    for (Job j : jobs) {
      if (!j.done()) {
        active++;
      }
    }
    return active >= maxInFlight || jobs.size() >= 4 * maxInFlight;
  }

  boolean hasActiveWork() {
    for (ArrayDeque<Job> jobs : work.values()) {
      for (Job j : jobs) {
        if (!j.done()) {
          return true;
        }
      }
    }
    return false;
  }

  /** Done jobs (restored as done) whose offsets are not committed yet. */
  boolean hasFinishedWork() {
    for (ArrayDeque<Job> jobs : work.values()) {
      if (!jobs.isEmpty() && jobs.peekFirst().done()) {
        return true;
      }
    }
    return false;
  }

  /** Requests held, finished or not. */
  int inFlight() {
    int n = 0;
    for (ArrayDeque<Job> jobs : work.values()) {
      n += jobs.size();
    }
    return n;
  }

  /** Unfinished requests, by partition, oldest first. */
  List<Job> activeJobs() {
    List<Job> active = new ArrayList<>();
    for (ArrayDeque<Job> jobs : work.values()) {
      for (Job j : jobs) {
        if (!j.done()) {
          active.add(j);
        }
      }
    }
    return active;
  }

  /**
   * Writes the progress of touched jobs, drops finished jobs from the head of each partition
   * (tombstoning their progress when they have any, and adding them to {@code dropped}) and returns
   * the offsets to commit: the oldest unfinished request of each partition, or the next offset to
   * read when none is left.
   */
  Map<TopicPartition, OffsetAndMetadata> advanceOffsets(Set<Job> touched, List<Job> dropped) {
    Map<TopicPartition, OffsetAndMetadata> offsets = new HashMap<>();
    Set<Integer> partitions = new HashSet<>();
    for (Job j : touched) {
      partitions.add(j.partition);
    }
    for (Map.Entry<Integer, ArrayDeque<Job>> e : work.entrySet()) {
      if (!e.getValue().isEmpty() && e.getValue().peekFirst().done()) {
        partitions.add(e.getKey());
      }
    }
    Set<Job> gone = Collections.newSetFromMap(new IdentityHashMap<>());
    for (int p : partitions) {
      ArrayDeque<Job> jobs = work.get(p);
      while (!jobs.isEmpty() && jobs.peekFirst().done()) {
        Job j = jobs.pollFirst();
        gone.add(j);
        dropped.add(j);
        if (j.progressStored) {
          outbox.progress(p, j.offset, null);
        }
      }
      long commit = jobs.isEmpty() ? nextOffset.get(p) : jobs.peekFirst().offset;
      offsets.put(new TopicPartition(requestTopic, p), new OffsetAndMetadata(commit));
    }
    for (Job j : touched) {
      if (!gone.contains(j)) {
        outbox.progress(j.partition, j.offset, j.progress().encode());
        j.progressStored = true;
      }
    }
    return offsets;
  }

  /**
   * Partition {@code p} was read back from its committed state: reading resumes at {@code offset},
   * and a request found with {@code progress} resumes where it stopped.
   */
  void restored(int p, long offset, Map<Long, Progress> progress) {
    nextOffset.put(p, offset);
    work.put(p, new ArrayDeque<>());
    restored.put(p, progress);
  }

  /** Next offset to read of a restored partition. */
  long nextOffset(int p) {
    return nextOffset.get(p);
  }

  /** Restored partitions. */
  Set<Integer> partitions() {
    return work.keySet();
  }

  /** Forgets partition {@code p}'s requests; it must be restored before it is served again. */
  void unrestore(int p) {
    work.remove(p);
    restored.remove(p);
    paused.remove(p);
  }

  /** Forgets partition {@code p} entirely: it is no longer owned. */
  void remove(int p) {
    unrestore(p);
    nextOffset.remove(p);
  }
}
