package dev.sudoku.spark;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.FilterFileSystem;
import org.apache.hadoop.fs.LocalFileSystem;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class StagedOutputTest {
  @TempDir Path tmp;

  private Path out() {
    return tmp.resolve("out");
  }

  private static FileSystem local() throws IOException {
    return FileSystem.getLocal(new Configuration()).getRawFileSystem();
  }

  private StagedOutput stage(FileSystem fs, boolean overwrite, String id) throws IOException {
    return new StagedOutput(fs, new org.apache.hadoop.fs.Path(out().toString()), overwrite, id);
  }

  /** A dataset and its two reports, each file saying which run wrote it. */
  private static void writeOutput(Path dir, String run) throws IOException {
    Files.createDirectories(dir.resolve("puzzles"));
    Files.writeString(dir.resolve("puzzles/part-0"), run);
    Files.writeString(dir.resolve("report.json"), run);
    Files.writeString(dir.resolve("report.html"), run);
  }

  private static void writeStaged(StagedOutput staged, String run) throws IOException {
    writeOutput(Path.of(staged.dataset().getParent().toUri().getPath()), run);
  }

  /** Which run wrote each of dataset, report.json and report.html, "-" where absent. */
  private String published() throws IOException {
    StringBuilder b = new StringBuilder();
    for (String f : List.of("puzzles/part-0", "report.json", "report.html")) {
      Path p = out().resolve(f);
      b.append(b.length() == 0 ? "" : " ").append(Files.exists(p) ? Files.readString(p) : "-");
    }
    return b.toString();
  }

  private List<String> names() throws IOException {
    try (Stream<Path> s = Files.list(out())) {
      return s.map(p -> p.getFileName().toString()).sorted().toList();
    }
  }

  @Test
  void publish_noPreviousOutput_datasetAndReportsInPlaceNothingElseLeft() throws IOException {
    try (StagedOutput staged = stage(local(), false, "a")) {
      writeStaged(staged, "new");
      staged.publish();
    }

    assertThat(published()).isEqualTo("new new new");
    assertThat(names()).containsExactly("puzzles", "report.html", "report.json");
  }

  @Test
  void publish_overwrite_replacesDatasetAndReportsTogether() throws IOException {
    writeOutput(out(), "old");

    try (StagedOutput staged = stage(local(), true, "a")) {
      writeStaged(staged, "new");
      assertThat(published()).isEqualTo("old old old");
      staged.publish();
    }

    assertThat(published()).isEqualTo("new new new");
    assertThat(names()).containsExactly("puzzles", "report.html", "report.json");
  }

  @Test
  void create_existingDatasetWithoutOverwrite_refusedBeforeAnyWork() throws IOException {
    writeOutput(out(), "old");

    assertThatThrownBy(() -> stage(local(), false, "a"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageEndingWith("out/puzzles already exists; pass --overwrite to replace it");
    assertThat(names()).containsExactly("puzzles", "report.html", "report.json");
  }

  @Test
  void publish_datasetAppearedMeanwhileWithoutOverwrite_refusedAndKept() throws IOException {
    try (StagedOutput staged = stage(local(), false, "a")) {
      writeStaged(staged, "new");
      writeOutput(out(), "other");

      assertThatThrownBy(staged::publish).isInstanceOf(IllegalArgumentException.class);
    }

    assertThat(published()).isEqualTo("other other other");
    assertThat(names()).containsExactly("puzzles", "report.html", "report.json");
  }

  @Test
  void close_withoutPublish_previousOutputUntouchedStagingGone() throws IOException {
    writeOutput(out(), "old");

    try (StagedOutput staged = stage(local(), true, "a")) {
      writeStaged(staged, "new");
    }

    assertThat(published()).isEqualTo("old old old");
    assertThat(names()).containsExactly("puzzles", "report.html", "report.json");
  }

  @Test
  void close_withoutPublishOutputCreatedByTheRun_noTraceLeft() throws IOException {
    try (StagedOutput staged = stage(local(), false, "a")) {
      writeStaged(staged, "new");
    }

    assertThat(out()).doesNotExist();
  }

  @Test
  void publish_previousOutputWithoutReports_newReportsArrive() throws IOException {
    Files.createDirectories(out().resolve("puzzles"));
    Files.writeString(out().resolve("puzzles/part-0"), "old");

    try (StagedOutput staged = stage(local(), true, "a")) {
      writeStaged(staged, "new");
      staged.publish();
    }

    assertThat(published()).isEqualTo("new new new");
  }

  @Test
  void publish_previousBookletsAndARunWithout_previousBookletsLeaveWithTheirDataset()
      throws IOException {
    writeOutput(out(), "old");
    Files.createDirectories(out().resolve("booklets"));
    Files.writeString(out().resolve("booklets/level-EASY.pdf"), "old");

    try (StagedOutput staged = stage(local(), true, "a")) {
      writeStaged(staged, "new");
      staged.publish();
    }

    assertThat(published()).isEqualTo("new new new");
    assertThat(names()).containsExactly("puzzles", "report.html", "report.json");
  }

  @Test
  void publish_stagedBooklets_arriveWithTheDataset() throws IOException {
    writeOutput(out(), "old");
    Files.createDirectories(out().resolve("booklets"));
    Files.writeString(out().resolve("booklets/puzzles-00001-00100.pdf"), "old");

    try (StagedOutput staged = stage(local(), true, "a")) {
      writeStaged(staged, "new");
      Path booklets = Path.of(staged.report("booklets").toUri().getPath());
      Files.createDirectories(booklets);
      Files.writeString(booklets.resolve("puzzles-00001-00004.pdf"), "new");
      staged.publish();
    }

    try (Stream<Path> s = Files.list(out().resolve("booklets"))) {
      assertThat(s.map(p -> p.getFileName().toString())).containsExactly("puzzles-00001-00004.pdf");
    }
  }

  @Test
  void staged_output_writesIntoTheStagingDirectoryNeverOverwriting() throws IOException {
    try (StagedOutput staged = stage(local(), false, "a")) {
      Output o = staged.staged(new Output("ignored", OutputFormat.CSV, true, true, true, false));

      assertThat(o)
          .isEqualTo(
              new Output(
                  staged.dataset().getParent().toString(),
                  OutputFormat.CSV,
                  true,
                  false,
                  true,
                  false));
    }
  }

  /** The raw local file system whose {@code failAt}-th rename (1-based) throws. */
  private static final class FailingRename extends FilterFileSystem {
    private final int failAt;
    private int renames;

    FailingRename(int failAt) throws IOException {
      super(local());
      this.failAt = failAt;
    }

    @Override
    public boolean rename(org.apache.hadoop.fs.Path src, org.apache.hadoop.fs.Path dst)
        throws IOException {
      if (++renames == failAt) {
        throw new IOException("disk unplugged");
      }
      return super.rename(src, dst);
    }
  }

  @ParameterizedTest
  @ValueSource(ints = {1, 2, 3, 4, 5, 6})
  void publish_moveFailsAtAnyStep_previousOutputBackInPlace(int failAt) throws IOException {
    // Moves: report.json out, report.html out, puzzles out, puzzles in, report.json in, .html in
    // (no booklets on either side).
    writeOutput(out(), "old");

    try (StagedOutput staged = stage(new FailingRename(failAt), true, "a")) {
      writeStaged(staged, "new");
      assertThatThrownBy(staged::publish)
          .isInstanceOf(IOException.class)
          .hasMessage("disk unplugged");
    }

    assertThat(published()).isEqualTo("old old old");
    assertThat(names()).containsExactly("puzzles", "report.html", "report.json");
  }

  @Test
  void publish_moveBackFailsToo_previousOutputKeptAndNamed() throws IOException {
    writeOutput(out(), "old");
    // The 4th rename (new dataset in) fails, and so does the first move back (old dataset back).
    FileSystem fs =
        new FilterFileSystem(local()) {
          private int renames;

          @Override
          public boolean rename(org.apache.hadoop.fs.Path src, org.apache.hadoop.fs.Path dst)
              throws IOException {
            renames++;
            if (renames == 4 || renames == 5) {
              throw new IOException("disk unplugged " + renames);
            }
            return super.rename(src, dst);
          }
        };

    try (StagedOutput staged = stage(fs, true, "a")) {
      writeStaged(staged, "new");
      assertThatThrownBy(staged::publish)
          .isInstanceOf(IOException.class)
          .hasMessageContaining("the previous output could not be moved back: it is in ")
          .hasMessageEndingWith("out/.replaced-a");
    }

    assertThat(out().resolve(".replaced-a/puzzles/part-0")).content().isEqualTo("old");
  }

  @Test
  void leftovers_stagingAndReplacedOfKilledRuns_namedAtTheNextStart() throws IOException {
    Files.createDirectories(out().resolve(".staging-dead/puzzles"));
    Files.createDirectories(out().resolve(".replaced-dead"));
    Files.createDirectories(out().resolve(".other"));

    try (StagedOutput staged = stage(local(), false, "a")) {
      assertThat(staged.leftovers())
          .extracting(s -> s.substring(s.lastIndexOf('/') + 1))
          .containsExactlyInAnyOrder(".staging-dead", ".replaced-dead");
    }
  }

  @Test
  void create_onChecksummedLocalFileSystem_crcCompanionsMoveWithTheirFiles() throws IOException {
    // A fresh instance: the cached one is shared, and its checksum setting with it.
    LocalFileSystem fs = new LocalFileSystem();
    fs.initialize(java.net.URI.create("file:///"), new Configuration());
    writeOutput(out(), "old");

    try (StagedOutput staged = stage(fs, true, "a")) {
      try (var o = fs.create(staged.dataset().suffix("/part-0"))) {
        o.write("new".getBytes(java.nio.charset.StandardCharsets.UTF_8));
      }
      staged.publish();
    }

    assertThat(out().resolve("puzzles/part-0")).content().isEqualTo("new");
    assertThat(out().resolve("puzzles/.part-0.crc")).exists();
    assertThat(names()).containsExactly("puzzles");
  }
}
