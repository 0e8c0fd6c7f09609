package dev.sudoku.kafka;

import java.lang.reflect.InvocationTargetException;

/** Instantiates the {@link WorkerPlugins} named by {@code worker.plugins}. */
final class Plugins {

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
