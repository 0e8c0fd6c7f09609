/**
 * PDF puzzle booklets: puzzle pages (1, 2, 4 or 6 grids a page, each numbered with its level and SE
 * rating), then answer-key pages of small solution grids under the same numbers, page numbers and a
 * running title, on A4, Letter or a book trim with mirrored inside and outside margins.
 *
 * <p>{@link dev.sudoku.book.Booklet#write} is the one entry point; {@link
 * dev.sudoku.book.BookPuzzle} and {@link dev.sudoku.book.BookOptions} are its inputs. Drawing uses
 * Apache PDFBox, an optional dependency of solver-core: callers of this package (the {@code sudoku
 * book} command, the Spark generate job) bring it onto their classpath; the rest of the library
 * does not need it. The grid looks like the SVG pictures of {@code dev.sudoku.render} (same {@link
 * dev.sudoku.render.GridProportions}). The only font is Liberation Sans, the OFL font PDFBox ships
 * inside its own jar, embedded as a subset: a booklet prints the same on any machine and never
 * depends on the fonts installed where it was made.
 */
package dev.sudoku.book;
