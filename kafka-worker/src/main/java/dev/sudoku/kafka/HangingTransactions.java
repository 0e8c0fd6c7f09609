package dev.sudoku.kafka;

import dev.sudoku.kafka.TransactionAdmin.AdminFailed;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import java.util.Set;
import java.util.concurrent.ExecutionException;
import org.apache.kafka.clients.admin.AbortTransactionSpec;
import org.apache.kafka.clients.admin.Admin;
import org.apache.kafka.clients.admin.DescribeProducersResult.PartitionProducerState;
import org.apache.kafka.clients.admin.ProducerState;
import org.apache.kafka.clients.admin.TransactionDescription;
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
 * <p>The rule ({@link AbortRule}), the same for the worker's own producer ({@link #abortOwn},
 * before it writes again after a failed transaction) and for the other members of its group ({@link
 * #abortAbandoned}, on partitions whose last stable offset is stuck): a transaction open on a
 * partition is aborted there only if its coordinator aborted it, so the worker only ever writes the
 * marker the coordinator meant to write. A transaction whose outcome was a commit, or is unknown,
 * is left alone and logged for an operator ({@code kafka-transactions.sh find-hanging}); a
 * committed one that hangs is closed by its producer's next commit on that partition, which is then
 * the right outcome. This class looks and decides; {@link TransactionAdmin} makes the requests.
 *
 * <p>Needs the permissions {@code kafka-transactions.sh} needs ({@link TransactionAdmin}); without
 * them it logs what an operator must run.
 */
final class HangingTransactions {

  private static final Logger LOG = LoggerFactory.getLogger(HangingTransactions.class);

  private static final String WHY = "aborted by its coordinator but left open there";

  private final TransactionAdmin admin;
  private final String transactionalId;
  private final String groupPrefix;
  private boolean ownUnknown;

  /**
   * @param transactionalId this worker's
   * @param groupPrefix the prefix of every transactional id of the worker's group
   */
  HangingTransactions(Admin admin, String transactionalId, String groupPrefix) {
    this.admin = new TransactionAdmin(admin);
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
      return admin.describe(Set.of(transactionalId)).get(transactionalId);
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
   * Aborts, on {@code partitions}, the transaction of this worker's producer id that ended aborted
   * ({@link AbortRule#abortedEpoch} of {@code before}) but is still open there. Call after the
   * producer is initialised (or has aborted) and before it writes again: until then no new record
   * of it can join such a transaction.
   *
   * @return the transactions aborted
   */
  List<AbortTransactionSpec> abortOwn(
      Collection<TopicPartition> partitions, TransactionDescription before) {
    OptionalInt epoch = AbortRule.abortedEpoch(before);
    if (epoch.isEmpty()) {
      return List.of();
    }
    try {
      List<AbortTransactionSpec> aborts = new ArrayList<>();
      for (Map.Entry<TopicPartition, PartitionProducerState> e :
          admin.producers(partitions).entrySet()) {
        for (ProducerState p : e.getValue().activeProducers()) {
          if (p.producerId() == before.producerId()
              && p.currentTransactionStartOffset().isPresent()
              && p.producerEpoch() == epoch.getAsInt()) {
            aborts.add(TransactionAdmin.spec(e.getKey(), p));
          }
        }
      }
      return admin.abort(aborts, WHY);
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
   * Aborts the abandoned transactions ({@link AbortRule#abandoned}) of the group's producers on
   * {@code partitions}.
   *
   * @return the transactions aborted
   */
  List<AbortTransactionSpec> abortAbandoned(Collection<TopicPartition> partitions, long nowMs) {
    try {
      Map<TopicPartition, PartitionProducerState> states = admin.producers(partitions);
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
      Map<Long, String> ids = admin.transactionalIds(open, groupPrefix);
      Map<String, TransactionDescription> coordinators =
          admin.describe(new HashSet<>(ids.values()));
      List<AbortTransactionSpec> aborts = new ArrayList<>();
      for (Map.Entry<TopicPartition, PartitionProducerState> e : states.entrySet()) {
        for (ProducerState p : e.getValue().activeProducers()) {
          String id = ids.get(p.producerId());
          if (id != null && AbortRule.abandoned(e.getKey(), p, coordinators.get(id), nowMs)) {
            aborts.add(TransactionAdmin.spec(e.getKey(), p));
          }
        }
      }
      return admin.abort(aborts, WHY);
    } catch (AdminFailed e) {
      LOG.warn("could not look for abandoned transactions on {}: {}", partitions, e.getMessage());
      return List.of();
    }
  }
}
