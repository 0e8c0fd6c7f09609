package dev.sudoku.kafka;

import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;
import java.time.Clock;

/** Instantiates the {@link WorkerPlugins} named by {@code worker.plugins}. */
final class Plugins {

  /** Default of {@code worker.plugins}: the Avro records and the real generator. */
  static final String DEFAULT = AvroPlugins.class.getName();

  private Plugins() {}

  /**
   * The configured plugins: through a public constructor taking a {@link Clock} when there is one
   * (so the worker's clock stamps the records), else the public no-argument constructor.
   *
   * @throws IllegalArgumentException when the class is missing or not a WorkerPlugins
   */
  static WorkerPlugins<?, ?> load(WorkerConfig config, Clock clock) {
    String name = config.string(WorkerConfig.PLUGINS);
    try {
      Class<?> type = Class.forName(name);
      Object o;
      Constructor<?> withClock = clockConstructor(type);
      o =
          withClock != null
              ? withClock.newInstance(clock)
              : type.getDeclaredConstructor().newInstance();
      if (!(o instanceof WorkerPlugins<?, ?> plugins)) {
        throw new IllegalArgumentException(
            WorkerConfig.PLUGINS
                + "="
                + name
                + " does not implement "
                + WorkerPlugins.class.getName());
      }
      return plugins;
    } catch (ClassNotFoundException e) {
      throw new IllegalArgumentException(
          WorkerConfig.PLUGINS + "=" + name + ": class not found on the classpath");
    } catch (ReflectiveOperationException e) {
      Throwable cause = e instanceof InvocationTargetException ite ? ite.getCause() : e;
      throw new IllegalArgumentException(
          WorkerConfig.PLUGINS + "=" + name + ": cannot instantiate (" + cause + ")");
    }
  }

  /** Same with the system UTC clock. */
  static WorkerPlugins<?, ?> load(WorkerConfig config) {
    return load(config, Clock.systemUTC());
  }

  private static Constructor<?> clockConstructor(Class<?> type) {
    try {
      return type.getConstructor(Clock.class);
    } catch (NoSuchMethodException e) {
      return null;
    }
  }
}
