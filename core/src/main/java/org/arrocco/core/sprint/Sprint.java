package org.arrocco.core.sprint;

import org.arrocco.core.notation.sprint.SprintFen;
import org.arrocco.core.perft.PerftPosition;
import org.arrocco.core.variant.Variant;

/**
 * Scacchi Sprint, the club's teaching game ({@code shared/rules/sprint.md}): key {@code sprint}.
 * Its start FEN is the reference data's pocket form (hands only, decks empty); a real game deals
 * its decks from a seed ({@link Deal}, {@link SprintPosition#newGame}).
 */
public final class Sprint implements Variant {
  /** The one instance. */
  public static final Sprint INSTANCE = new Sprint();

  private Sprint() {}

  @Override
  public String key() {
    return "sprint";
  }

  @Override
  public String displayName() {
    return "Sprint";
  }

  @Override
  public String startFen() {
    return "4k3/4p3/8/8/8/8/4P3/4K3[Pp] w - - 0 1";
  }

  /** Reads a Sprint FEN or pocket FEN; perft counts with drawing off, as the reference data do. */
  @Override
  public PerftPosition perftPosition(String fen) {
    return new SprintPerft(SprintFen.read(fen));
  }
}
