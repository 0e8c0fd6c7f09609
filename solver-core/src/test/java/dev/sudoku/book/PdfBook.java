package dev.sudoku.book;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.cos.COSName;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.PDResources;
import org.apache.pdfbox.pdmodel.font.PDFont;
import org.apache.pdfbox.text.PDFTextStripper;
import org.apache.pdfbox.text.TextPosition;

/**
 * Test support: a booklet read back with PDFBox, as a reader of the PDF would see it: its pages,
 * the text of each page in drawing order, the fonts, and where text sits on a page. Shared by the
 * booklet's tests and the command tests.
 */
public final class PdfBook implements AutoCloseable {
  private static final Pattern NUMBERED = Pattern.compile("#(\\d+)([^#]*)");

  private final PDDocument doc;

  private PdfBook(PDDocument doc) {
    this.doc = doc;
  }

  /** Parses a PDF; fails the test when PDFBox cannot. */
  public static PdfBook read(byte[] pdf) {
    try {
      return new PdfBook(Loader.loadPDF(pdf));
    } catch (IOException e) {
      throw new AssertionError("not a readable PDF: " + e.getMessage(), e);
    }
  }

  public int pages() {
    return doc.getNumberOfPages();
  }

  public PDPage page(int n) {
    return doc.getPage(n - 1);
  }

  public String title() {
    return doc.getDocumentInformation().getTitle();
  }

  /** The text of pages {@code from..to} (1-based, inclusive) in the order it was drawn. */
  public String text(int from, int to) {
    try {
      PDFTextStripper s = new PDFTextStripper();
      s.setSortByPosition(false);
      s.setStartPage(from);
      s.setEndPage(to);
      return s.getText(doc);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /**
   * The numbered grids of pages {@code from..to}: number to what follows "#n" on its page up to the
   * next "#", whitespace removed (the caption and the grid's digits in reading order). The running
   * title and page number are drawn before the grids, so they are what precedes the first "#" of a
   * page.
   */
  public Map<Integer, String> numbered(int from, int to) {
    Map<Integer, String> out = new LinkedHashMap<>();
    for (int page = from; page <= to; page++) {
      Matcher m = NUMBERED.matcher(text(page, page));
      while (m.find()) {
        String previous = out.put(Integer.parseInt(m.group(1)), m.group(2).replaceAll("\\s", ""));
        if (previous != null) {
          throw new AssertionError("#" + m.group(1) + " appears twice");
        }
      }
    }
    return out;
  }

  /** Every font used by any page, with whether it is embedded. */
  public Map<String, Boolean> fonts() {
    Map<String, Boolean> out = new LinkedHashMap<>();
    try {
      for (PDPage p : doc.getPages()) {
        PDResources r = p.getResources();
        for (COSName name : r.getFontNames()) {
          PDFont f = r.getFont(name);
          out.merge(f.getName(), f.isEmbedded(), Boolean::logicalAnd);
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return out;
  }

  /** The leftmost and rightmost x (points from the page's left edge) of any glyph on page n. */
  public float[] horizontalExtent(int n) {
    float[] extent = {Float.MAX_VALUE, -Float.MAX_VALUE};
    try {
      PDFTextStripper s =
          new PDFTextStripper() {
            @Override
            protected void processTextPosition(TextPosition t) {
              extent[0] = Math.min(extent[0], t.getXDirAdj());
              extent[1] = Math.max(extent[1], t.getXDirAdj() + t.getWidthDirAdj());
            }
          };
      s.setStartPage(n);
      s.setEndPage(n);
      s.getText(doc);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return extent;
  }

  /** The x coordinate (points from the page's left edge) of every '#' drawn on page {@code n}. */
  public List<Float> hashPositions(int n) {
    List<Float> xs = new ArrayList<>();
    try {
      PDFTextStripper s =
          new PDFTextStripper() {
            @Override
            protected void processTextPosition(TextPosition t) {
              if (t.getUnicode().equals("#")) {
                xs.add(t.getXDirAdj());
              }
            }
          };
      s.setStartPage(n);
      s.setEndPage(n);
      s.getText(doc);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return xs;
  }

  @Override
  public void close() {
    try {
      doc.close();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
