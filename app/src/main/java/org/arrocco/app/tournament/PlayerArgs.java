package org.arrocco.app.tournament;

import java.text.Normalizer;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import org.arrocco.app.BadInputException;
import org.arrocco.app.Typo;
import org.arrocco.tournament.event.Event;
import org.arrocco.tournament.event.Player;
import org.arrocco.tournament.event.Refusal;

/**
 * Player references on the command line: a registration number, a whole name, or a part of it
 * ({@code Esposito} when one player's name holds it; case, accents and spacing aside). When no name
 * or several hold it, the refusal lists the players meant or the nearest names.
 */
final class PlayerArgs {
  /** How many players a refusal lists at most. */
  private static final int SHOWN = 5;

  private PlayerArgs() {}

  /** The registration number of {@code text}: a number, a whole name, or a part of one. */
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
    List<Player> players = event.players().stream().filter(p -> !p.deleted()).toList();
    String key = key(t);
    List<Player> whole = players.stream().filter(p -> key(p.name()).equals(key)).toList();
    if (whole.size() == 1) {
      return whole.get(0).id();
    }
    List<Player> holding =
        whole.isEmpty() ? players.stream().filter(p -> holds(key(p.name()), key)).toList() : whole;
    if (holding.size() == 1) {
      return holding.get(0).id();
    }
    if (holding.isEmpty()) {
      List<Player> near = nearest(players, key);
      throw new BadInputException(
          lang.t("nessun giocatore il cui nome contenga '", "no player whose name holds '")
              + t
              + "'"
              + (near.isEmpty()
                  ? ""
                  : lang.t("; forse ", "; did you mean ") + list(near, lang) + "?"));
    }
    throw new BadInputException(
        lang.t("il nome '", "the name '")
            + t
            + lang.t("' indica più giocatori: ", "' fits several players: ")
            + list(holding, lang)
            + lang.t(" (indica il numero)", " (give the number)"));
  }

  /** True when every word of {@code part} is in {@code name}. */
  private static boolean holds(String name, String part) {
    if (part.isEmpty()) {
      return false;
    }
    for (String word : part.split(" ")) {
      if (!name.contains(word)) {
        return false;
      }
    }
    return true;
  }

  /** The players whose name has a word within two typing slips of a word of {@code part}. */
  private static List<Player> nearest(List<Player> players, String part) {
    List<Player> near = new ArrayList<>();
    List<Integer> distance = new ArrayList<>();
    for (Player p : players) {
      int best = Integer.MAX_VALUE;
      for (String word : key(p.name()).split(" ")) {
        for (String typed : part.split(" ")) {
          best = Math.min(best, Typo.distance(typed, word));
        }
      }
      if (best <= 2) {
        near.add(p);
        distance.add(best);
      }
    }
    List<Integer> order = new ArrayList<>();
    for (int i = 0; i < near.size(); i++) {
      order.add(i);
    }
    order.sort(Comparator.comparingInt(distance::get));
    return order.stream().map(near::get).limit(SHOWN).toList();
  }

  /** {@code 3 Rossi, Marco; 8 Rossini, Luca} (and how many more). */
  private static String list(List<Player> players, Lang lang) {
    List<String> shown = new ArrayList<>();
    for (Player p : players.subList(0, Math.min(SHOWN, players.size()))) {
      shown.add(p.id() + " " + p.name());
    }
    int more = players.size() - shown.size();
    return String.join("; ", shown)
        + (more > 0 ? lang.t(" e altri " + more, " and " + more + " more") : "");
  }

  /**
   * A name as compared: lower case, no accents, no apostrophes ({@code D'Amico} is {@code damico}),
   * other punctuation as blanks, single blanks.
   */
  static String key(String name) {
    String plain =
        Normalizer.normalize(name, Normalizer.Form.NFD)
            .replaceAll("\\p{M}", "")
            .toLowerCase(Locale.ROOT)
            .replaceAll("['\u2019`]", "")
            .replaceAll("[^\\p{L}\\p{N}]+", " ");
    return plain.trim();
  }
}
