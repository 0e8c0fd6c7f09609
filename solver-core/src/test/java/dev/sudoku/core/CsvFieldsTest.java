package dev.sudoku.core;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.Chars;
import net.jqwik.api.constraints.Size;
import net.jqwik.api.constraints.StringLength;
import org.junit.jupiter.api.Test;

class CsvFieldsTest {
  @Test
  void split_plainFields_splitsOnCommas() {
    assertThat(CsvFields.split("a,b,,c")).containsExactly("a", "b", "", "c");
  }

  @Test
  void split_emptyLine_oneEmptyField() {
    assertThat(CsvFields.split("")).containsExactly("");
  }

  @Test
  void split_trailingComma_emptyLastField() {
    assertThat(CsvFields.split("a,")).containsExactly("a", "");
  }

  @Test
  void split_quotedField_keepsCommasAndDoubledQuotes() {
    assertThat(CsvFields.split("\"x,y\",\"say \"\"hi\"\"\",z"))
        .containsExactly("x,y", "say \"hi\"", "z");
  }

  @Test
  void split_spacesAndCarriageReturn_keptAsText() {
    assertThat(CsvFields.split(" a , b\r")).containsExactly(" a ", " b\r");
  }

  @Test
  void split_quoteInsideUnquotedField_opensSection() {
    assertThat(CsvFields.split("ab\"c,d\"e,f")).containsExactly("abc,de", "f");
  }

  @Test
  void split_unclosedQuote_runsToEndOfLine() {
    assertThat(CsvFields.split("a,\"b,c")).containsExactly("a", "b,c");
  }

  @Test
  void unclosedQuote_closedSections_minusOne() {
    assertThat(CsvFields.unclosedQuote("a,\"b,c\",\"\"\"\"")).isEqualTo(-1);
    assertThat(CsvFields.unclosedQuote("plain,line")).isEqualTo(-1);
  }

  @Test
  void unclosedQuote_openSection_indexOfOpeningQuote() {
    assertThat(CsvFields.unclosedQuote("a,\"b,c")).isEqualTo(2);
    assertThat(CsvFields.unclosedQuote("\"x\",\"say \"\"hi")).isEqualTo(4);
  }

  @Test
  void quote_plainField_unchanged() {
    assertThat(CsvFields.quote("abc")).isEqualTo("abc");
  }

  @Test
  void quote_null_emptyField() {
    assertThat(CsvFields.quote(null)).isEmpty();
  }

  @Test
  void quote_commaQuoteOrNewline_quotesAndDoubles() {
    assertThat(CsvFields.quote("a,b")).isEqualTo("\"a,b\"");
    assertThat(CsvFields.quote("a\"b")).isEqualTo("\"a\"\"b\"");
    assertThat(CsvFields.quote("a\nb")).isEqualTo("\"a\nb\"");
  }

  /** Any fields without line breaks, quoted and joined, split back to themselves. */
  @Property
  void quoteThenSplit_anyFields_roundTrips(
      @ForAll @Size(min = 1, max = 5)
          List<@StringLength(max = 8) @Chars({'a', ',', '"', ' ', '1', '.'}) String> fields) {
    StringBuilder line = new StringBuilder();
    for (int i = 0; i < fields.size(); i++) {
      line.append(i == 0 ? "" : ",").append(CsvFields.quote(fields.get(i)));
    }
    assertThat(CsvFields.unclosedQuote(line.toString())).isEqualTo(-1);
    assertThat(CsvFields.split(line.toString())).isEqualTo(fields);
  }

  @Test
  void split_unquotedLines_sameFieldsAsTheGeneralPath() {
    for (String line :
        new String[] {
          "", ",", "a", "a,b", ",a,", "a,,b", " a , b ,\r", "1".repeat(81) + "," + "2".repeat(81)
        }) {
      assertThat(CsvFields.split(line)).as(line).isEqualTo(CsvFields.splitQuoted(line));
    }
  }

  /** The fast path for lines without quotes cuts exactly where the general path does. */
  @Property
  void split_anyLine_sameFieldsAsTheGeneralPath(
      @ForAll @StringLength(max = 12) @Chars({'a', '1', '.', ',', '"', ' ', '\r'}) String line) {
    assertThat(CsvFields.split(line)).isEqualTo(CsvFields.splitQuoted(line));
  }

  /** Jumping from quote to quote finds the same unclosed section as reading every character. */
  @Property
  void unclosedQuote_anyLine_sameAsCharByCharScan(
      @ForAll @StringLength(max = 16) @Chars({'a', ',', '"', ' '}) String line) {
    int open = -1;
    for (int i = 0; i < line.length(); i++) {
      if (line.charAt(i) != '"') {
        continue;
      }
      if (open < 0) {
        open = i;
      } else if (i + 1 < line.length() && line.charAt(i + 1) == '"') {
        i++;
      } else {
        open = -1;
      }
    }
    assertThat(CsvFields.unclosedQuote(line)).isEqualTo(open);
  }
}
