package dev.sudoku.schema;

import java.util.Set;
import org.apache.avro.util.ClassSecurityValidator;
import org.apache.avro.util.ClassSecurityValidator.ClassSecurityPredicate;

/**
 * Tells Avro that it may load and instantiate the classes generated from our .avsc files.
 *
 * <p>Since 1.12.2 Avro only loads classes named by a schema (records, enums, {@code java-class}
 * properties) when a JVM-wide {@link ClassSecurityValidator} trusts them; by default it trusts a
 * few {@code java.lang}/{@code java.math} types plus what the system properties {@code
 * org.apache.avro.SERIALIZABLE_PACKAGES} and {@code org.apache.avro.SERIALIZABLE_CLASSES} list
 * (read once, when Avro's class initialises). Decoding into {@link Puzzle} without either fails
 * with a {@link SecurityException}.
 *
 * <p>We do not rely on a JVM flag every launcher (tests, Spark executors, the worker, a user's
 * consumer) would have to remember, nor trust the whole package (any class later placed in it would
 * be trusted too). {@link #install()} adds exactly the named types of {@link Contracts}, by class
 * name, to whatever predicate is global at that moment, so a policy the application set before us
 * (or the system properties) still applies. Installing is idempotent and thread-safe; {@link
 * AvroDeserializer} does it on construction.
 */
public final class TrustedClasses {

  private static final Object LOCK = new Object();

  private TrustedClasses() {}

  /**
   * Makes Avro trust the generated classes of this module, keeping everything the current global
   * predicate trusts. Calling it again is a no-op while our predicate is the global one.
   */
  public static void install() {
    synchronized (LOCK) {
      ClassSecurityPredicate current = ClassSecurityValidator.getGlobal();
      if (current instanceof Ours) {
        return;
      }
      ClassSecurityValidator.setGlobal(new Ours(Contracts.namedTypes(), current));
    }
  }

  /** Whether Avro currently trusts every generated class of this module. */
  public static boolean installed() {
    ClassSecurityPredicate global = ClassSecurityValidator.getGlobal();
    for (String name : Contracts.namedTypes()) {
      try {
        // initialize=false: the validator contract is to look at classes before they run any code.
        if (!global.isTrusted(Class.forName(name, false, TrustedClasses.class.getClassLoader()))) {
          return false;
        }
      } catch (ClassNotFoundException e) {
        return false;
      }
    }
    return true;
  }

  /** Trusts our class names, else defers to the predicate that was global before. */
  private static final class Ours implements ClassSecurityPredicate {
    private final Set<String> names;
    private final ClassSecurityPredicate previous;

    Ours(Set<String> names, ClassSecurityPredicate previous) {
      this.names = Set.copyOf(names);
      this.previous = previous;
    }

    @Override
    public boolean isTrusted(Class<?> type) {
      return names.contains(type.getName()) || previous.isTrusted(type);
    }

    @Override
    public void forbiddenClass(String className) {
      previous.forbiddenClass(className);
    }
  }
}
