package dev.sudoku.schema;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.lang.reflect.Method;
import java.net.URL;
import java.net.URLClassLoader;
import java.util.ArrayList;
import java.util.List;
import org.apache.avro.message.BinaryMessageDecoder;
import org.apache.avro.specific.SpecificData;
import org.apache.avro.util.ClassSecurityValidator;
import org.apache.avro.util.ClassSecurityValidator.ClassSecurityPredicate;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Avro 1.12.2's class policy is JVM-wide: each test starts from Avro's own default (trusts only a
 * few java.lang types and the system properties, which surefire does not set) and restores whatever
 * was global before, so test order does not matter.
 */
class TrustedClassesTest {

  private ClassSecurityPredicate saved;
  private Puzzle puzzle;
  private byte[] puzzleBytes;

  @BeforeEach
  void startFromAvroDefault() {
    saved = ClassSecurityValidator.getGlobal();
    // Fixtures need trust too (see newBuilder_unsetEnumWithDefault_needsTrustInAFreshJvm).
    TrustedClasses.install();
    puzzle = Samples.puzzle();
    puzzleBytes = new AvroSerializer<>(Puzzle.class).serialize("t", puzzle);
    ClassSecurityValidator.setGlobal(ClassSecurityValidator.DEFAULT);
  }

  @AfterEach
  void restore() {
    ClassSecurityValidator.setGlobal(saved);
  }

  /** A decoder built with Avro's API alone, as a consumer that skips our serde would. */
  private BinaryMessageDecoder<Puzzle> plainAvroDecoder() {
    return new BinaryMessageDecoder<>(new SpecificData(), Puzzle.getClassSchema());
  }

  @Test
  void decode_avroDefaultPolicy_refusesOurGeneratedClasses() {
    assertThat(TrustedClasses.installed()).isFalse();
    assertThatThrownBy(() -> plainAvroDecoder().decode(puzzleBytes))
        .isInstanceOf(SecurityException.class)
        .hasMessageContaining("dev.sudoku.schema.");
  }

  @Test
  void install_avroDefaultPolicy_trustsEveryGeneratedClass() throws Exception {
    TrustedClasses.install();
    assertThat(TrustedClasses.installed()).isTrue();
    assertThat(plainAvroDecoder().decode(puzzleBytes)).isEqualTo(puzzle);
  }

  @Test
  void install_calledTwice_keepsOnePredicate() {
    TrustedClasses.install();
    ClassSecurityPredicate once = ClassSecurityValidator.getGlobal();
    TrustedClasses.install();
    assertThat(ClassSecurityValidator.getGlobal()).isSameAs(once);
  }

  @Test
  void install_existingPolicy_stillTrustsWhatItTrustedAndNothingElse() {
    ClassSecurityValidator.setGlobal(
        ClassSecurityValidator.builder().add(java.util.UUID.class).build());
    TrustedClasses.install();
    ClassSecurityPredicate global = ClassSecurityValidator.getGlobal();
    assertThat(global.isTrusted(java.util.UUID.class)).isTrue();
    assertThat(global.isTrusted(Puzzle.class)).isTrue();
    assertThat(global.isTrusted(java.io.File.class)).isFalse();
    // Our own serde classes are code, not data types: Avro never needs to instantiate them.
    assertThat(global.isTrusted(AvroDeserializer.class)).isFalse();
  }

  @Test
  void newDeserializer_avroDefaultPolicy_installsTrustAndDecodes() {
    AvroDeserializer<Puzzle> deserializer =
        new AvroDeserializer<>(Puzzle.class, SchemaHistory.empty());
    assertThat(deserializer.deserialize("t", puzzleBytes)).isEqualTo(puzzle);
  }

  @Test
  void newBuilder_unsetEnumWithDefault_needsTrustInAFreshJvm() throws Exception {
    // Found while writing this module: Avro fills a field left unset with its default by decoding
    // the JSON default, which loads the enum class by name. So merely building a Puzzle without
    // setting variant fails under Avro's default policy, before any serialisation. Once a class is
    // resolved Avro caches it, so this shows only in a fresh JVM: here, a fresh class loader with
    // its own copy of Avro (its own global policy) and of our classes.
    try (URLClassLoader fresh = isolatedLoader()) {
      Method samplePuzzle = fresh.loadClass(Samples.class.getName()).getDeclaredMethod("puzzle");
      samplePuzzle.setAccessible(true);
      assertThatThrownBy(() -> samplePuzzle.invoke(null))
          .hasRootCauseInstanceOf(SecurityException.class)
          .hasStackTraceContaining("Forbidden dev.sudoku.schema.");

      fresh.loadClass(TrustedClasses.class.getName()).getMethod("install").invoke(null);
      Object built = samplePuzzle.invoke(null);
      assertThat(built.getClass().getMethod("getVariant").invoke(built)).hasToString("CLASSIC");
      assertThat(built.getClass().getClassLoader()).isSameAs(fresh);
    }
  }

  @Test
  void systemProperty_serializablePackages_trustsOurPackageWithoutInstall() throws Exception {
    // The alternative for code that cannot call install(): a JVM flag. Avro reads it once, when its
    // validator class initialises, so it is set before the fresh loader's copy of Avro initialises.
    String property = "org.apache.avro.SERIALIZABLE_PACKAGES";
    String before = System.getProperty(property);
    System.setProperty(property, "dev.sudoku.schema");
    try (URLClassLoader fresh = isolatedLoader()) {
      Method samplePuzzle = fresh.loadClass(Samples.class.getName()).getDeclaredMethod("puzzle");
      samplePuzzle.setAccessible(true);
      Object built = samplePuzzle.invoke(null);
      assertThat(built.getClass().getMethod("getVariant").invoke(built)).hasToString("CLASSIC");
    } finally {
      if (before == null) {
        System.clearProperty(property);
      } else {
        System.setProperty(property, before);
      }
    }
  }

  private static URLClassLoader isolatedLoader() throws Exception {
    List<URL> urls = new ArrayList<>();
    for (Class<?> type :
        List.of(
            Puzzle.class,
            TrustedClassesTest.class,
            org.apache.avro.Schema.class,
            com.fasterxml.jackson.databind.ObjectMapper.class,
            com.fasterxml.jackson.core.JsonFactory.class,
            com.fasterxml.jackson.annotation.JsonProperty.class,
            org.slf4j.LoggerFactory.class)) {
      URL location = type.getProtectionDomain().getCodeSource().getLocation();
      if (!urls.contains(location)) {
        urls.add(location);
      }
    }
    return new URLClassLoader(urls.toArray(URL[]::new), ClassLoader.getPlatformClassLoader());
  }
}
