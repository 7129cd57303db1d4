package org.arrocco.core.archfixture;

import org.arrocco.tournament.dutch.DutchPairer;

/** A core class that needs more than the JDK: what ArchitectureTest must refuse (fixture). */
public final class NeedsTheTournament {
  DutchPairer pairer;
}
