package dev.sudoku.kafka;

import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import java.util.Set;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.apache.kafka.clients.admin.AbortTransactionSpec;
import org.apache.kafka.clients.admin.Admin;
import org.apache.kafka.clients.admin.DescribeProducersResult;
import org.apache.kafka.clients.admin.DescribeProducersResult.PartitionProducerState;
import org.apache.kafka.clients.admin.ListTransactionsOptions;
import org.apache.kafka.clients.admin.ProducerState;
import org.apache.kafka.clients.admin.TransactionDescription;
import org.apache.kafka.clients.admin.TransactionListing;
import org.apache.kafka.common.TopicPartition;
import org.apache.kafka.common.errors.TopicAuthorizationException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The admin requests {@link HangingTransactions} makes, each bounded in time, and the abort with
 * its log lines: the four calls {@code kafka-transactions.sh find-hanging} and {@code abort} make,
 * with the same permissions (Describe on the topics for {@code describeProducers}, Describe on the
 * transactional ids for {@code listTransactions} and {@code describeTransactions}, Write on the
 * topics for {@code abortTransaction}: docs/kafka.md, Security). A request that fails or times out
 * is an {@link AdminFailed}, except an abort, which is logged with the command an operator must
 * run. Logs under {@link HangingTransactions}' logger.
 */
final class TransactionAdmin {

  private static final Logger LOG = LoggerFactory.getLogger(HangingTransactions.class);

  private static final long ADMIN_TIMEOUT_S = 15;

  private final Admin admin;

  TransactionAdmin(Admin admin) {
    this.admin = admin;
  }

  /**
   * The producers with state on {@code partitions} (open transactions among them). A partition
   * whose topic the worker may not read is left out and logged (describing producers needs {@code
   * READ}, which the worker's ACLs give on its progress topic only): the others are still checked.
   */
  Map<TopicPartition, PartitionProducerState> producers(Collection<TopicPartition> partitions) {
    DescribeProducersResult result = admin.describeProducers(partitions);
    Map<TopicPartition, PartitionProducerState> states = new HashMap<>();
    List<TopicPartition> refused = new ArrayList<>();
    for (TopicPartition tp : partitions) {
      try {
        states.put(tp, bounded(result.partitionResult(tp)));
      } catch (AdminFailed e) {
        if (!(e.getCause() instanceof ExecutionException ee
            && ee.getCause() instanceof TopicAuthorizationException)) {
          throw e;
        }
        refused.add(tp);
      }
    }
    if (!refused.isEmpty()) {
      LOG.warn(
          "cannot look for hanging transactions on {}: describing their producers needs READ on"
              + " the topic (docs/kafka.md, Security)",
          refused);
    }
    return states;
  }

  /** The coordinators' view of the transactional ids {@code ids}. */
  Map<String, TransactionDescription> describe(Set<String> ids) {
    if (ids.isEmpty()) {
      return Map.of();
    }
    return bounded(admin.describeTransactions(ids).all());
  }

  /** The transactional ids starting with {@code prefix} of the producer ids {@code producerIds}. */
  Map<Long, String> transactionalIds(Set<Long> producerIds, String prefix) {
    Map<Long, String> ids = new HashMap<>();
    for (TransactionListing l :
        bounded(
            admin
                .listTransactions(new ListTransactionsOptions().filterProducerIds(producerIds))
                .all())) {
      if (l.transactionalId().startsWith(prefix)) {
        ids.put(l.producerId(), l.transactionalId());
      }
    }
    return ids;
  }

  /** What aborting producer {@code p}'s transaction on {@code tp} takes. */
  static AbortTransactionSpec spec(TopicPartition tp, ProducerState p) {
    OptionalInt coordinatorEpoch = p.coordinatorEpoch();
    return new AbortTransactionSpec(
        tp, p.producerId(), (short) p.producerEpoch(), coordinatorEpoch.orElse(-1));
  }

  /**
   * Aborts each of {@code specs}; one that cannot be aborted is logged as an error with the {@code
   * kafka-transactions.sh abort} command that closes it.
   *
   * @param why how the transactions came to hang, for the log
   * @return the transactions aborted
   */
  List<AbortTransactionSpec> abort(List<AbortTransactionSpec> specs, String why) {
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

  private static <T> T bounded(Future<T> result) {
    try {
      return result.get(ADMIN_TIMEOUT_S, TimeUnit.SECONDS);
    } catch (ExecutionException | TimeoutException e) {
      throw new AdminFailed(e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new AdminFailed(e);
    }
  }

  /** An admin request failed or timed out; the check is skipped this time. */
  static final class AdminFailed extends RuntimeException {
    private static final long serialVersionUID = 1L;

    AdminFailed(Exception cause) {
      super(cause.toString(), cause);
    }
  }
}
