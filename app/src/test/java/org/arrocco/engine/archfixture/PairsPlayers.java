package org.arrocco.engine.archfixture;

import org.arrocco.tournament.dutch.DutchPairer;

/** An engine class that knows the tournament: what ArchitectureTest must refuse (fixture). */
public final class PairsPlayers {
  DutchPairer pairer;
}
