package dev.sudoku.book;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class PageSizeTest {
  @Test
  void printOnDemandMinimumPages_bookTrims_theLargerShopMinimum() {
    assertThat(PageSize.TRIM_6X9.printOnDemandMinimumPages()).isEqualTo(24);
    assertThat(PageSize.TRIM_8_5X11.printOnDemandMinimumPages())
        .isEqualTo(Math.max(PageSize.KDP_MINIMUM_PAGES, PageSize.INGRAMSPARK_MINIMUM_PAGES));
  }

  @Test
  void printOnDemandMinimumPages_officeSizes_none() {
    assertThat(PageSize.A4.printOnDemandMinimumPages()).isZero();
    assertThat(PageSize.LETTER.printOnDemandMinimumPages()).isZero();
  }
}
