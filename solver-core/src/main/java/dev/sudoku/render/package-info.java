/**
 * Print-ready pictures of a Sudoku grid, with no dependency beyond the JDK.
 *
 * <p>{@link dev.sudoku.render.SvgRenderer} draws a puzzle (its givens), a solution (givens and the
 * digits found, told apart by colour) or a position with candidates (pencilmarks) as a standalone
 * SVG document, sized by {@link dev.sudoku.render.SvgOptions}. {@link
 * dev.sudoku.render.GridProportions} holds the look shared by every output (line weights, digit
 * sizes and their placement as fractions of a cell), so the PDF booklets of {@code dev.sudoku.book}
 * draw the same grid as the SVGs.
 */
package dev.sudoku.render;
