package dev.sudoku.cli;

import static dev.sudoku.cli.Puzzles.P1;
import static dev.sudoku.cli.Puzzles.P2;
import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.Grid;
import java.security.MessageDigest;
import org.junit.jupiter.api.Test;

class FormKeyTest {
  @Test
  void of_sameGrid_sameKeyAndDifferentGrids_differ() {
    FormKey key = new FormKey();
    long[] a = new long[2];
    long[] b = new long[2];
    long[] c = new long[2];
    key.of(Grid.parse(P1), a);
    key.of(Grid.parse(P1), b);
    key.of(Grid.parse(P2), c);
    assertThat(a).isEqualTo(b);
    assertThat(a).isNotEqualTo(c);
  }

  @Test
  void of_emptyGrid_isSha256OfFortyOneZeroBytes() throws Exception {
    long[] k = new long[2];
    new FormKey().of(Grid.empty(), k);
    byte[] d = MessageDigest.getInstance("SHA-256").digest(new byte[41]);
    long hi = 0;
    for (int i = 0; i < 8; i++) {
      hi = hi << 8 | (d[i] & 0xFF);
    }
    assertThat(k[0]).isEqualTo(hi);
  }

  @Test
  void of_lastCellOnly_packedInHighNibbleOfLastByte() throws Exception {
    long[] k = new long[2];
    new FormKey().of(Grid.parse(".".repeat(80) + "7"), k);
    byte[] packed = new byte[41];
    packed[40] = 0x70;
    byte[] d = MessageDigest.getInstance("SHA-256").digest(packed);
    long lo = 0;
    for (int i = 8; i < 16; i++) {
      lo = lo << 8 | (d[i] & 0xFF);
    }
    assertThat(k[1]).isEqualTo(lo);
  }
}
