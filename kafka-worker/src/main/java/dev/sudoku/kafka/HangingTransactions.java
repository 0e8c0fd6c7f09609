package dev.sudoku.kafka;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import java.util.Set;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.apache.kafka.clients.admin.AbortTransactionSpec;
import org.apache.kafka.clients.admin.Admin;
import org.apache.kafka.clients.admin.DescribeProducersResult.PartitionProducerState;
import org.apache.kafka.clients.admin.ListTransactionsOptions;
import org.apache.kafka.clients.admin.ProducerState;
import org.apache.kafka.clients.admin.TransactionDescription;
import org.apache.kafka.clients.admin.TransactionListing;
import org.apache.kafka.clients.admin.TransactionState;
import org.apache.kafka.common.TopicPartition;
import org.apache.kafka.common.errors.TransactionalIdNotFoundException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Finds and aborts <em>hanging</em> transactions of the worker's group: transactions still open on
 * a partition although their coordinator has aborted them, so that no marker will ever close them
 * there.
 *
 * <p>Why they happen: when a broker restarts, its transaction coordinator reloads the transaction
 * log and at once aborts the transactions that outlived their timeout during the outage. If a
 * partition of such a transaction has no leader in the broker's metadata yet (a single broker that
 * is still starting), the coordinator takes the partition for deleted and completes the abort
 * without writing its marker there (Kafka's {@code TransactionMarkerChannelManager}: "these
 * partitions are likely deleted already and hence can be skipped"). The partition then keeps the
 * transaction open forever, with two effects:
 *
 * <ul>
 *   <li>its last stable offset stops there: {@code read_committed} consumers see nothing newer
 *       (hidden puzzles, summaries without visible puzzles), and the worker cannot read its
 *       progress past it;
 *   <li>with transactions V2 a producer keeps its producer id across epochs, and a partition counts
 *       every later transactional record of that producer id into the open transaction: the next
 *       commit of the same producer there commits the aborted records too (duplicates).
 * </ul>
 *
 * <p>The rule, the same for the worker's own producer ({@link #abortOwn}, before it writes again
 * after a failed transaction) and for the other members of its group ({@link #abortAbandoned}, on
 * partitions whose last stable offset is stuck): a transaction of producer id P, epoch E, open on a
 * partition is aborted there only if P's coordinator aborted P's transaction of epoch E (its state
 * is an abort at E + 1: transactions V2 bump the epoch when a transaction ends; or, for the
 * worker's own id, it was {@code ONGOING} at E just before the worker initialised its producer
 * again, which aborts it). So the worker only ever writes the marker the coordinator meant to
 * write. A transaction whose outcome was a commit, or is unknown, is left alone and logged for an
 * operator ({@code kafka-transactions.sh find-hanging}); a committed one that hangs is closed by
 * its producer's next commit on that partition, which is then the right outcome.
 *
 * <p>Needs the permissions {@code kafka-transactions.sh} needs (describe the topics and the
 * transactional ids, write transaction markers); without them it logs what an operator must run.
 */
final class HangingTransactions {

  private static final Logger LOG = LoggerFactory.getLogger(HangingTransactions.class);

  /** Beyond its timeout, how long a transaction must have been silent to be called abandoned. */
  static final Duration SLACK = Duration.ofMinutes(1);

  private static final long ADMIN_TIMEOUT_S = 15;

  private final Admin admin;
  private final String transactionalId;
  private final String groupPrefix;
  private boolean ownUnknown;

  /**
   * @param transactionalId this worker's
   * @param groupPrefix the prefix of every transactional id of the worker's group
   */
  HangingTransactions(Admin admin, String transactionalId, String groupPrefix) {
    this.admin = admin;
    this.transactionalId = transactionalId;
    this.groupPrefix = groupPrefix;
  }

  /**
   * The coordinator's view of this worker's transactional id, or null when it has none (a new id)
   * or did not answer ({@link #ownUnknown()}).
   */
  TransactionDescription own() {
    ownUnknown = false;
    try {
      return describe(Set.of(transactionalId)).get(transactionalId);
    } catch (AdminFailed e) {
      if (!(e.getCause() instanceof ExecutionException ee
          && ee.getCause() instanceof TransactionalIdNotFoundException)) {
        ownUnknown = true;
        LOG.debug("transaction of {} not described: {}", transactionalId, e.getMessage());
      }
      return null;
    }
  }

  /** Whether the last {@link #own()} got no answer (rather than "no such transactional id"). */
  boolean ownUnknown() {
    return ownUnknown;
  }

  /**
   * The epoch of the records of this id's last transaction if that transaction ends aborted, judged
   * from {@code before}, the coordinator's view taken before the producer is initialised again (or
   * right after it aborted): {@code ONGOING} at E is aborted by the initialisation, {@code
   * PREPARE_ABORT} or {@code COMPLETE_ABORT} at E + 1 was aborted (transactions V2 bump the epoch
   * when a transaction ends). Anything else: none known.
   */
  static OptionalInt abortedEpoch(TransactionDescription before) {
    if (before == null) {
      return OptionalInt.empty();
    }
    if (before.state() == TransactionState.ONGOING) {
      return OptionalInt.of(before.producerEpoch());
    }
    return lastAborted(before) ? OptionalInt.of(before.producerEpoch() - 1) : OptionalInt.empty();
  }

  /**
   * Aborts, on {@code partitions}, the transaction of this worker's producer id that ended aborted
   * ({@link #abortedEpoch} of {@code before}) but is still open there. Call after the producer is
   * initialised (or has aborted) and before it writes again: until then no new record of it can
   * join such a transaction.
   *
   * @return the transactions aborted
   */
  List<AbortTransactionSpec> abortOwn(
      Collection<TopicPartition> partitions, TransactionDescription before) {
    OptionalInt epoch = abortedEpoch(before);
    if (epoch.isEmpty()) {
      return List.of();
    }
    try {
      List<AbortTransactionSpec> aborts = new ArrayList<>();
      for (Map.Entry<TopicPartition, PartitionProducerState> e : producers(partitions).entrySet()) {
        for (ProducerState p : e.getValue().activeProducers()) {
          if (p.producerId() == before.producerId()
              && p.currentTransactionStartOffset().isPresent()
              && p.producerEpoch() == epoch.getAsInt()) {
            aborts.add(spec(e.getKey(), p));
          }
        }
      }
      return abort(aborts, "aborted by its coordinator but left open there");
    } catch (AdminFailed e) {
      LOG.warn(
          "could not check for transactions left open by {} ({}); if read_committed consumers stall,"
              + " see kafka-transactions.sh find-hanging",
          transactionalId,
          e.getMessage());
      return List.of();
    }
  }

  /**
   * Aborts the abandoned transactions ({@link #abandoned}) of the group's producers on {@code
   * partitions}.
   *
   * @return the transactions aborted
   */
  List<AbortTransactionSpec> abortAbandoned(Collection<TopicPartition> partitions, long nowMs) {
    try {
      Map<TopicPartition, PartitionProducerState> states = producers(partitions);
      Set<Long> open = new HashSet<>();
      for (PartitionProducerState s : states.values()) {
        for (ProducerState p : s.activeProducers()) {
          if (p.currentTransactionStartOffset().isPresent()) {
            open.add(p.producerId());
          }
        }
      }
      if (open.isEmpty()) {
        return List.of();
      }
      Map<Long, String> ids = new HashMap<>();
      for (TransactionListing l :
          admin
              .listTransactions(new ListTransactionsOptions().filterProducerIds(open))
              .all()
              .get(ADMIN_TIMEOUT_S, TimeUnit.SECONDS)) {
        if (l.transactionalId().startsWith(groupPrefix)) {
          ids.put(l.producerId(), l.transactionalId());
        }
      }
      Map<String, TransactionDescription> coordinators = describe(new HashSet<>(ids.values()));
      List<AbortTransactionSpec> aborts = new ArrayList<>();
      for (Map.Entry<TopicPartition, PartitionProducerState> e : states.entrySet()) {
        for (ProducerState p : e.getValue().activeProducers()) {
          String id = ids.get(p.producerId());
          if (id != null && abandoned(e.getKey(), p, coordinators.get(id), nowMs)) {
            aborts.add(spec(e.getKey(), p));
          }
        }
      }
      return abort(aborts, "aborted by its coordinator but left open there");
    } catch (AdminFailed | ExecutionException | TimeoutException e) {
      LOG.warn("could not look for abandoned transactions on {}: {}", partitions, e.toString());
      return List.of();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return List.of();
    }
  }

  /** Whether the coordinator's last word on this transactional id is an abort. */
  static boolean lastAborted(TransactionDescription d) {
    return d.state() == TransactionState.COMPLETE_ABORT
        || d.state() == TransactionState.PREPARE_ABORT;
  }

  /**
   * Whether producer {@code p}'s transaction open on {@code tp} is abandoned: its coordinator
   * aborted it (its last transaction is an abort, at the epoch after {@code p}'s) and has no marker
   * left to write to {@code tp}, and {@code p} has been silent there for longer than the
   * transaction timeout plus {@link #SLACK} (so a marker in flight has long arrived).
   */
  static boolean abandoned(
      TopicPartition tp, ProducerState p, TransactionDescription coordinator, long nowMs) {
    if (p.currentTransactionStartOffset().isEmpty()
        || coordinator == null
        || coordinator.producerId() != p.producerId()
        || coordinator.producerEpoch() != p.producerEpoch() + 1
        || !lastAborted(coordinator)) {
      return false;
    }
    if (coordinator.state() == TransactionState.PREPARE_ABORT
        && coordinator.topicPartitions().contains(tp)) {
      return false;
    }
    return nowMs - p.lastTimestamp() >= coordinator.transactionTimeoutMs() + SLACK.toMillis();
  }

  private static AbortTransactionSpec spec(TopicPartition tp, ProducerState p) {
    OptionalInt coordinatorEpoch = p.coordinatorEpoch();
    return new AbortTransactionSpec(
        tp, p.producerId(), (short) p.producerEpoch(), coordinatorEpoch.orElse(-1));
  }

  private List<AbortTransactionSpec> abort(List<AbortTransactionSpec> specs, String why) {
    List<AbortTransactionSpec> done = new ArrayList<>();
    for (AbortTransactionSpec s : specs) {
      try {
        admin.abortTransaction(s).all().get(ADMIN_TIMEOUT_S, TimeUnit.SECONDS);
        LOG.warn(
            "aborted the transaction of producer {} (epoch {}) on {}, {}",
            s.producerId(),
            s.producerEpoch(),
            s.topicPartition(),
            why);
        done.add(s);
      } catch (ExecutionException | TimeoutException e) {
        LOG.error(
            "transaction of producer {} (epoch {}) on {} is {}, but could not be aborted ({});"
                + " read_committed consumers of that partition stay stuck until an operator runs"
                + " kafka-transactions.sh abort --topic {} --partition {} --producer-id {}"
                + " --producer-epoch {} --coordinator-epoch {}",
            s.producerId(),
            s.producerEpoch(),
            s.topicPartition(),
            why,
            e.toString(),
            s.topicPartition().topic(),
            s.topicPartition().partition(),
            s.producerId(),
            s.producerEpoch(),
            s.coordinatorEpoch());
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        break;
      }
    }
    return done;
  }

  private Map<TopicPartition, PartitionProducerState> producers(
      Collection<TopicPartition> partitions) {
    try {
      return admin.describeProducers(partitions).all().get(ADMIN_TIMEOUT_S, TimeUnit.SECONDS);
    } catch (ExecutionException | TimeoutException e) {
      throw new AdminFailed(e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new AdminFailed(e);
    }
  }

  private Map<String, TransactionDescription> describe(Set<String> ids) {
    if (ids.isEmpty()) {
      return Map.of();
    }
    try {
      return admin.describeTransactions(ids).all().get(ADMIN_TIMEOUT_S, TimeUnit.SECONDS);
    } catch (ExecutionException | TimeoutException e) {
      throw new AdminFailed(e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new AdminFailed(e);
    }
  }

  /** An admin request failed; the check is skipped this time. */
  private static final class AdminFailed extends RuntimeException {
    private static final long serialVersionUID = 1L;

    AdminFailed(Exception cause) {
      super(cause.toString(), cause);
    }
  }
}
