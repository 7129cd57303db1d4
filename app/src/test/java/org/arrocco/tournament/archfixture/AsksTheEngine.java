package org.arrocco.tournament.archfixture;

import org.arrocco.engine.Engine;

/** A tournament class that knows the engine: what ArchitectureTest must refuse (fixture). */
public final class AsksTheEngine {
  Engine engine;
}
