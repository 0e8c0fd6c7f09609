package dev.sudoku.kafka;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Set;
import java.util.concurrent.TimeUnit;
import org.apache.kafka.clients.admin.Admin;
import org.apache.kafka.clients.admin.TopicDescription;
import org.junit.jupiter.api.Test;

class EmbeddedKafkaIT {

  @Test
  void createTopic_partitions_areCreatedOnLoopback() throws Exception {
    EmbeddedKafka kafka = KafkaTestSupport.broker();
    assertThat(kafka.bootstrapServers()).startsWith("127.0.0.1:");
    kafka.createTopic("embedded.check", 3);
    kafka.createTopic("embedded.check", 3); // exists: no error
    try (Admin admin = kafka.admin()) {
      TopicDescription d =
          admin
              .describeTopics(Set.of("embedded.check"))
              .allTopicNames()
              .get(30, TimeUnit.SECONDS)
              .get("embedded.check");
      assertThat(d.partitions()).hasSize(3);
    }
  }
}
