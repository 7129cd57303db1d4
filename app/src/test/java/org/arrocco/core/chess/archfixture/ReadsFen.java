package org.arrocco.core.chess.archfixture;

import org.arrocco.core.notation.Fen;

/** A rule class that reads its own text: what ArchitectureTest must refuse (test fixture only). */
public final class ReadsFen {
  Fen text;
}
