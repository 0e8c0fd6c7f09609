package dev.sudoku.kafka;

import java.lang.reflect.InvocationTargetException;

/** Instantiates the {@link WorkerPlugins} named by {@code worker.plugins}. */
final class Plugins {

    /**
     * Default of {@code worker.plugins}. Until the Avro records (dev.sudoku.schema) and the
     * generator merge, this is the TEST-ONLY text stand-in, which exists only on the test
     * classpath (target/test-classes): a production jar without it fails fast with a one-line
     * error. MERGE: replace with the Avro + generator bundle class.
     */
    static final String DEFAULT = "dev.sudoku.kafka.TestOnlyTextPlugins";

    /** True for the test-only stand-in, so the local mode can say its output is not puzzles. */
    static boolean isTestStandIn(WorkerPlugins<?, ?> plugins) {
        return plugins.getClass().getName().equals(DEFAULT)
                && DEFAULT.endsWith("TestOnlyTextPlugins");
    }

    private Plugins() {
    }

    /** @throws IllegalArgumentException when the class is missing or not a WorkerPlugins */
    static WorkerPlugins<?, ?> load(WorkerConfig config) {
        String name = config.string(WorkerConfig.PLUGINS);
        try {
            Object o = Class.forName(name).getDeclaredConstructor().newInstance();
            if (!(o instanceof WorkerPlugins<?, ?> plugins)) {
                throw new IllegalArgumentException(WorkerConfig.PLUGINS + "=" + name
                        + " does not implement " + WorkerPlugins.class.getName());
            }
            return plugins;
        } catch (ClassNotFoundException e) {
            throw new IllegalArgumentException(WorkerConfig.PLUGINS + "=" + name
                    + ": class not found on the classpath");
        } catch (ReflectiveOperationException e) {
            Throwable cause = e instanceof InvocationTargetException ite ? ite.getCause() : e;
            throw new IllegalArgumentException(WorkerConfig.PLUGINS + "=" + name
                    + ": cannot instantiate (" + cause + ")");
        }
    }
}
