package org.arrocco.core.tamerlane;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;
import org.arrocco.core.generic.GenericPerft;
import org.arrocco.core.generic.GenericPosition;
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

  /**
   * Positions with the rare cases (checks and swaps, the pawn of pawns' stages and replacement,
   * promotions, citadel entries and exchanges, two royals) that seed the JIT before a deep count.
   */
  private static final List<String> SEEDS =
      List.of(
          "4r5k/11/11/11/3r1k5/4PN6/11/11/11/1N2K6 w -- - 00 0 1",
          "1PP9/2PK8/11/3t7/3r1k5/4PN6/11/11/11/A3K6 w -- - 10 0 1",
          "11/K1PZ8/11/11/11/5H5/11/6A4/2PP8/10k w -- - 20 0 1",
          "4r4rk/2PC8/11/11/4PR6/11/11/11/1pp9/3N2K4 b -- - 01:a3:a8 0 1",
          TamerlaneSetup.FEMININE.fen());

  @Override
  public PerftPosition perftPosition(String fen) {
    List<Supplier<GenericPosition>> seeds = new ArrayList<>();
    for (String s : SEEDS) {
      seeds.add(() -> TamerlaneFen.read(s));
    }
    return new GenericPerft(TamerlaneFen.read(fen), seeds);
  }
}
