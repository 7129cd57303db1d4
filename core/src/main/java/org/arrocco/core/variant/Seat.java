package org.arrocco.core.variant;

import java.util.Optional;
import org.arrocco.core.game.Side;

/**
 * Who looks at a game: one of the two players, or a spectator. Each seat sees only what the rules
 * let it see ({@link Game#view}): in Scacchi Sprint the opponent's hand and every deck order stay
 * hidden from it.
 */
public enum Seat {
  WHITE,
  BLACK,
  SPECTATOR;

  /** The player's seat of {@code side}. */
  public static Seat of(Side side) {
    return side == Side.WHITE ? WHITE : BLACK;
  }

  /** The side this seat plays, empty for a spectator. */
  public Optional<Side> side() {
    return switch (this) {
      case WHITE -> Optional.of(Side.WHITE);
      case BLACK -> Optional.of(Side.BLACK);
      case SPECTATOR -> Optional.empty();
    };
  }
}
