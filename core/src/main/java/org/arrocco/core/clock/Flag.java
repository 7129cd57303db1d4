package org.arrocco.core.clock;

import org.arrocco.core.game.Side;

/** A fallen flag: whose, which limit, and the exact clock time at which it fell. */
public record Flag(Side side, FlagKind kind, long atMillis) {}
