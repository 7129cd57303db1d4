package org.arrocco.tournament.archfixture;

import org.arrocco.core.notation.San;

/** A tournament class that reads game notation: what ArchitectureTest must refuse (fixture). */
public final class ReadsSan {
  San san;
}
