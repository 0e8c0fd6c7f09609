package dev.sudoku.cli;

/**
 * The canonical form of a puzzle and its 128-bit {@link FormKey}, computed on the worker thread so
 * that the sink, which keeps the set on one thread, only looks the key up.
 */
final class DedupWorker implements Pipeline.Worker<DedupWorker.Keyed> {
  private final CanonWorker canon = new CanonWorker();
  private final FormKey key = new FormKey();
  private final long[] hash = new long[2];

  /**
   * @param canonical the puzzle and its canonical form
   * @param hi high 64 bits of the form's key
   * @param lo low 64 bits of the form's key
   */
  record Keyed(Canonical canonical, long hi, long lo) {}

  @Override
  public Keyed process(Entry entry) {
    Canonical c = canon.process(entry);
    key.of(c.form(), hash);
    return new Keyed(c, hash[0], hash[1]);
  }
}
