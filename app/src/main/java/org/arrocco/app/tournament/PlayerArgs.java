package org.arrocco.app.tournament;

import java.util.List;
import org.arrocco.app.BadInputException;
import org.arrocco.tournament.event.Event;
import org.arrocco.tournament.event.Player;
import org.arrocco.tournament.event.Refusal;

/** Player references on the command line: a registration number, or an exact name. */
final class PlayerArgs {
  private PlayerArgs() {}

  /** The registration number of {@code text}: a number, or a name matched without case. */
  static int id(Event event, String text, Lang lang) {
    String t = text.trim();
    if (t.matches("\\d+")) {
      try {
        return event.player(Integer.parseInt(t)).id();
      } catch (NumberFormatException e) { // beyond int: no such player either
        int n = event.players().size();
        throw n == 0
            ? new Refusal(Refusal.Reason.NO_PLAYER, t)
            : new Refusal(Refusal.Reason.NO_PLAYER_OF, t, n);
      }
    }
    List<Player> found =
        event.players().stream().filter(p -> p.name().equalsIgnoreCase(t)).toList();
    if (found.size() != 1) {
      throw new BadInputException(
          (found.isEmpty()
                  ? lang.t("nessun giocatore di nome '", "no player named '")
                  : lang.t("più di un giocatore di nome '", "more than one player named '"))
              + t
              + "'");
    }
    return found.get(0).id();
  }
}
