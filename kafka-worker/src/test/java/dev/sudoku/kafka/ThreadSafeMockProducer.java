package dev.sudoku.kafka;

import org.apache.kafka.clients.producer.MockProducer;
import org.apache.kafka.common.Cluster;
import org.apache.kafka.common.serialization.ByteArraySerializer;

/**
 * A {@link MockProducer} a test thread can read while the worker's thread writes to it.
 *
 * <p>{@code MockProducer.history()} copies its list of sent records under the producer's lock, but
 * {@code commitTransaction()} appends the transaction's records to that list without taking it; a
 * test that polls {@code history()} while the worker commits can then see a half-copied list (a
 * {@code null} record). Committing and aborting under the same lock closes that race.
 */
class ThreadSafeMockProducer extends MockProducer<byte[], byte[]> {

  ThreadSafeMockProducer(Cluster cluster) {
    super(cluster, true, null, new ByteArraySerializer(), new ByteArraySerializer());
  }

  @Override
  public synchronized void commitTransaction() {
    super.commitTransaction();
  }

  @Override
  public synchronized void abortTransaction() {
    super.abortTransaction();
  }
}
