package org.arrocco.app.tournament;

import java.util.List;
import org.arrocco.tournament.event.Event;
import org.arrocco.tournament.event.Player;

/** Player references on the command line: a registration number, or an exact name. */
final class PlayerArgs {
  private PlayerArgs() {}

  /** The registration number of {@code text}: a number, or a name matched without case. */
  static int id(Event event, String text) {
    String t = text.trim();
    if (t.matches("\\d+")) {
      try {
        return event.player(Integer.parseInt(t)).id();
      } catch (NumberFormatException e) {
        int n = event.players().size();
        throw new IllegalArgumentException(
            "no player " + t + (n == 0 ? "" : " (players 1-" + n + ")"));
      }
    }
    List<Player> found =
        event.players().stream().filter(p -> p.name().equalsIgnoreCase(t)).toList();
    if (found.size() != 1) {
      throw new IllegalArgumentException(
          (found.isEmpty() ? "no player named '" : "more than one player named '") + t + "'");
    }
    return found.get(0).id();
  }
}
