package org.arrocco.core.notation.archfixture;

import org.arrocco.core.variant.Variants;

/** Notation that reaches up to the variant door: what ArchitectureTest must refuse (fixture). */
public final class KnowsTheDoor {
  Variants door;
}
