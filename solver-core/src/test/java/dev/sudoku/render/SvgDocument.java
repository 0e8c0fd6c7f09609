package dev.sudoku.render;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import javax.xml.parsers.DocumentBuilderFactory;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/**
 * Test support: an SVG read back with the JDK's XML parser (which fails on anything not
 * well-formed), and the grid it draws: line positions and digits by the cell their coordinates fall
 * in. Shared by the renderer's tests and the command tests.
 */
public record SvgDocument(Element root) {
  /** One drawn digit: the cell its coordinates fall in, its value and the group it belongs to. */
  public record Digit(int cell, int digit, String group, double x, double y, String dataCell) {}

  /** Parses {@code svg}, failing on XML that is not well-formed. */
  public static SvgDocument parse(String svg) {
    try {
      DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
      f.setNamespaceAware(true);
      f.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
      Document doc =
          f.newDocumentBuilder()
              .parse(new ByteArrayInputStream(svg.getBytes(StandardCharsets.UTF_8)));
      return new SvgDocument(doc.getDocumentElement());
    } catch (Exception e) {
      throw new AssertionError("not well-formed SVG: " + e.getMessage(), e);
    }
  }

  /** The elements named {@code tag}, in document order. */
  public List<Element> elements(String tag) {
    NodeList nodes = root.getElementsByTagNameNS("http://www.w3.org/2000/svg", tag);
    List<Element> out = new ArrayList<>();
    for (int i = 0; i < nodes.getLength(); i++) {
      out.add((Element) nodes.item(i));
    }
    return out;
  }

  /** The text of the first element named {@code tag}. */
  public String text(String tag) {
    return elements(tag).get(0).getTextContent();
  }

  /**
   * Every {@code <text>} element as a digit, its cell found from its coordinates on the document's
   * 100-unit cell grid.
   */
  public List<Digit> digits() {
    List<Digit> out = new ArrayList<>();
    for (Element t : elements("text")) {
      double x = Double.parseDouble(t.getAttribute("x"));
      double y = Double.parseDouble(t.getAttribute("y"));
      // the baseline sits below the centre; the cell is where the glyph's middle is
      int column = (int) Math.floor(x / 100);
      int row = (int) Math.floor((y - 10) / 100);
      String group = ((Element) t.getParentNode()).getAttribute("class");
      out.add(
          new Digit(
              row * 9 + column,
              Integer.parseInt(t.getTextContent()),
              group,
              x,
              y,
              t.getAttribute("data-cell")));
    }
    return out;
  }

  /** The digits of one group: givens, found or candidates. */
  public List<Digit> digits(String group) {
    return digits().stream().filter(d -> d.group().equals(group)).toList();
  }

  /** A numeric attribute. */
  public static double number(Element e, String attribute) {
    return Double.parseDouble(e.getAttribute(attribute));
  }
}
