package org.arrocco.core.tamerlane;

import org.arrocco.core.generic.GenericPerft;
import org.arrocco.core.notation.tamerlane.TamerlaneFen;
import org.arrocco.core.perft.PerftPosition;
import org.arrocco.core.variant.Variant;

/** Tamerlane chess (shared/rules/tamerlane.md), played by the generic backend. */
public final class Tamerlane implements Variant {
  /** The one instance. */
  public static final Tamerlane INSTANCE = new Tamerlane();

  private Tamerlane() {}

  @Override
  public String key() {
    return "tamerlane";
  }

  @Override
  public String displayName() {
    return "Tamerlane";
  }

  @Override
  public String startFen() {
    return TamerlaneSetup.DEFAULT.fen();
  }

  @Override
  public PerftPosition perftPosition(String fen) {
    return new GenericPerft(TamerlaneFen.read(fen));
  }
}
