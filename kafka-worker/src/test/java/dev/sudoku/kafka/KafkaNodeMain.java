package dev.sudoku.kafka;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Properties;
import kafka.server.KafkaConfig;
import kafka.server.KafkaRaftServer;
import org.apache.kafka.common.utils.Time;

/**
 * One Kafka node (combined broker + controller) as the main class of its own JVM, so a test can
 * kill it with SIGKILL and start it again on the same ports and log directory ({@link
 * KafkaCluster}). Formats the directory on the first start only; prints {@link #READY} once the
 * server has started.
 *
 * <p>Arguments: {@code nodeId logDir brokerPort controllerPort voters nodes clusterId [key=value
 * ...]}; the properties are {@link EmbeddedKafka#nodeProperties}, then the overrides.
 */
public final class KafkaNodeMain {

  static final String READY = "KAFKA NODE READY";

  private KafkaNodeMain() {}

  public static void main(String[] args) throws Exception {
    int nodeId = Integer.parseInt(args[0]);
    Path logDir = Path.of(args[1]);
    Properties props =
        EmbeddedKafka.nodeProperties(
            nodeId,
            logDir,
            Integer.parseInt(args[2]),
            Integer.parseInt(args[3]),
            args[4],
            Integer.parseInt(args[5]));
    for (int i = 7; i < args.length; i++) {
      int eq = args[i].indexOf('=');
      props.put(args[i].substring(0, eq), args[i].substring(eq + 1));
    }
    KafkaConfig config = KafkaConfig.fromProps(props, false);
    if (!Files.exists(logDir.resolve("meta.properties"))) {
      EmbeddedKafka.format(config, args[6], nodeId);
    }
    KafkaRaftServer server = new KafkaRaftServer(config, Time.SYSTEM);
    server.startup();
    System.out.println(READY);
    System.out.flush();
    server.awaitShutdown();
  }
}
