package dev.sudoku.kafka;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Map;
import org.junit.jupiter.api.Test;

class PluginsTest {

  @Test
  void load_testStandIn_instantiates() {
    WorkerConfig c =
        WorkerConfig.of(Map.of(WorkerConfig.PLUGINS, TestOnlyTextPlugins.class.getName()));
    assertThat(Plugins.load(c)).isInstanceOf(TestOnlyTextPlugins.class);
  }

  @Test
  void load_default_isTheAvroGeneratorBundleWithTheGivenClock() {
    WorkerConfig c = WorkerConfig.of(Map.of());
    assertThat(Plugins.load(c, java.time.Clock.systemUTC())).isInstanceOf(AvroPlugins.class);
  }

  @Test
  void load_unknownClass_oneLineError() {
    WorkerConfig c = WorkerConfig.of(Map.of(WorkerConfig.PLUGINS, "no.such.Plugins"));
    assertThatThrownBy(() -> Plugins.load(c))
        .hasMessage("worker.plugins=no.such.Plugins: class not found on the classpath");
  }

  @Test
  void load_notPlugins_oneLineError() {
    WorkerConfig c = WorkerConfig.of(Map.of(WorkerConfig.PLUGINS, "java.lang.Object"));
    assertThatThrownBy(() -> Plugins.load(c)).hasMessageContaining("does not implement");
  }
}
