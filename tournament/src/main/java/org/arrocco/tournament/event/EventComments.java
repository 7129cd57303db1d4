package org.arrocco.tournament.event;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.arrocco.tournament.tiebreak.Tiebreak;
import org.arrocco.tournament.tiebreak.TiebreakRules;
import org.arrocco.tournament.trf.Tournament;
import org.arrocco.tournament.trf.TrfException;
import org.arrocco.tournament.trf.TrfLine;

/**
 * What an event holds and no TRF record does, kept in {@code ###} comment lines of its export so
 * our import gets it back (other programs skip comments): the settings TRF has no record for, and
 * each player's FIDE rating, national id and national rating where the {@code 001} line holds less
 * (its one rating column carries the rating that counts, rules/tournament.md "Ratings").
 *
 * <pre>
 * ### arrocco settings variant=chess960 tiebreaks=BH-C1,BH,ARO rules=2026 capacity=40
 *     national-as-fide=yes prizes=3000,2000,1000 entry-fee=1000      (one line; euro cents)
 * ### arrocco player 3 fide-rating=0 national-rating=1650 national-id=IT 123   (id: rest of line)
 * ### arrocco withdrawn 6 from 2      (pairing number, first round not paired in)
 * </pre>
 */
final class EventComments {
  static final String SETTINGS = "### arrocco settings ";
  static final String PLAYER = "### arrocco player ";

  /**
   * A withdrawal, by pairing number: other programs read it from the {@code 240 Z} records of the
   * rounds to come, our import from this.
   */
  static final String WITHDRAWN = "### arrocco withdrawn ";

  private EventComments() {}

  /** The settings comment of an event. */
  static String settings(EventSettings s) {
    return SETTINGS
        + "variant="
        + s.variant()
        + " tiebreaks="
        + String.join(",", s.tiebreaks().stream().map(Tiebreak::label).toList())
        + " rules="
        + (s.rules() == TiebreakRules.FIDE_2024 ? "2024" : "2026")
        + " capacity="
        + s.capacity()
        + " national-as-fide="
        + (s.nationalRatingAsFide() ? "yes" : "no")
        + " prizes="
        + String.join(",", s.prizes().stream().map(String::valueOf).toList())
        + " entry-fee="
        + s.entryFee()
        + (s.categoryPrizes().isEmpty()
            ? ""
            : " category-prizes="
                + String.join(
                    ",",
                    s.categoryPrizes().stream()
                        .map(c -> c.category() + ":" + c.place() + ":" + c.cents())
                        .toList()));
  }

  /**
   * The player comment for pairing number {@code tpn}, or null when the {@code 001} line says it
   * all (no national data, and the rating column is the FIDE rating).
   */
  static String player(Player p, int tpn) {
    if (p.nationalRating() == 0 && p.nationalId().isEmpty()) {
      return null;
    }
    return PLAYER
        + tpn
        + " fide-rating="
        + p.fideRating()
        + " national-rating="
        + p.nationalRating()
        + " national-id="
        + p.nationalId();
  }

  /** The withdrawal comment of pairing number {@code tpn}, not paired from round {@code from}. */
  static String withdrawn(int tpn, int from) {
    return WITHDRAWN + tpn + " from " + from;
  }

  /**
   * The withdrawals our export keeps ({@code ### arrocco withdrawn P from R}): pairing number to
   * the first round the player is not paired in (2 to the event's rounds); a malformed one names
   * its line.
   */
  static Map<Integer, Integer> withdrawals(Tournament t, int rounds) {
    Map<Integer, Integer> out = new HashMap<>();
    for (TrfLine line : t.document().lines()) {
      if (line.text().startsWith(WITHDRAWN)) {
        String[] f = line.text().substring(WITHDRAWN.length()).trim().split("\\s+");
        if (f.length != 3
            || !f[0].matches("\\d{1,4}")
            || !f[1].equals("from")
            || !f[2].matches("\\d{1,2}")
            || t.player(Integer.parseInt(f[0])) == null
            || Integer.parseInt(f[2]) < 2
            || Integer.parseInt(f[2]) > rounds + 1) {
          throw TrfException.atLine(
              line.number(),
              "expected '### arrocco withdrawn P from R' with P a player of the file and R 2-"
                  + (rounds + 1));
        }
        out.put(Integer.parseInt(f[0]), Integer.parseInt(f[2]));
      }
    }
    return out;
  }

  /** The settings with what the file's settings comment says, if it has one. */
  static EventSettings settings(Tournament t, EventSettings read) {
    for (TrfLine line : t.document().lines()) {
      if (!line.text().startsWith(SETTINGS)) {
        continue;
      }
      Map<String, String> f = fields(line, SETTINGS, false);
      try {
        return new EventSettings(
                read.name(),
                read.venue(),
                read.startDate(),
                read.endDate(),
                word(line, f, "variant"),
                read.rounds(),
                read.timeControl(),
                read.points(),
                list(line, f, "tiebreaks").stream().map(Tiebreak::parse).toList(),
                TiebreakRules.ofYear(word(line, f, "rules")),
                Math.max(number(line, f, "capacity"), read.capacity()), // never below the file's
                read.unratedRating(),
                yesNo(line, f, "national-as-fide"),
                list(line, f, "prizes").stream().map(v -> cents(line, "prizes", v)).toList(),
                cents(line, "entry-fee", word(line, f, "entry-fee")),
                read.acceleration())
            .withPrizes(
                list(line, f, "prizes").stream().map(v -> cents(line, "prizes", v)).toList(),
                categoryPrizes(line, f.getOrDefault("category-prizes", "")))
            .withOfficials(read.chiefArbiter(), read.deputyArbiters(), read.organiser())
            .withRoundDates(read.roundDates());
      } catch (IllegalArgumentException e) {
        throw TrfException.atLine(line.number(), "arrocco settings: " + e.getMessage());
      }
    }
    return read;
  }

  /**
   * The players with the FIDE rating, national id and national rating their comments give; the
   * rating that then counts must be the one in the player's {@code 001} line.
   */
  static List<Player> players(Tournament t, List<Player> read, EventSettings settings) {
    List<Player> out = new ArrayList<>(read);
    for (TrfLine line : t.document().lines()) {
      if (!line.text().startsWith(PLAYER)) {
        continue;
      }
      Map<String, String> f = fields(line, PLAYER, true);
      String number = f.get("");
      int tpn = number != null && number.matches("\\d{1,4}") ? Integer.parseInt(number) : 0;
      if (tpn < 1 || tpn > out.size()) {
        throw TrfException.atLine(line.number(), "arrocco player: no player " + number);
      }
      Player p = out.get(tpn - 1);
      Player changed;
      try {
        changed =
            p.withRatings(
                number(line, f, "fide-rating"),
                f.getOrDefault("national-id", ""),
                number(line, f, "national-rating"));
      } catch (IllegalArgumentException e) {
        throw TrfException.atLine(line.number(), "arrocco player: " + e.getMessage());
      }
      if (changed.officialRating(settings) != p.fideRating()) {
        throw TrfException.atLine(
            line.number(),
            "arrocco player "
                + tpn
                + ": these ratings count as "
                + changed.officialRating(settings)
                + ", but the player's line has "
                + p.fideRating()
                + " (one of the two was edited)");
      }
      out.set(tpn - 1, changed);
    }
    return out;
  }

  /**
   * The {@code key=value} fields after the prefix; with {@code numbered}, the first word is the
   * player's number (key "") and {@code national-id} takes the rest of the line.
   */
  private static Map<String, String> fields(TrfLine line, String prefix, boolean numbered) {
    String rest = line.text().substring(prefix.length()).trim();
    Map<String, String> out = new HashMap<>();
    if (numbered) {
      int space = rest.indexOf(' ');
      out.put("", space < 0 ? rest : rest.substring(0, space));
      rest = space < 0 ? "" : rest.substring(space + 1).trim();
      int id = rest.indexOf("national-id=");
      if (id >= 0) {
        out.put("national-id", rest.substring(id + "national-id=".length()).trim());
        rest = rest.substring(0, id).trim();
      }
    }
    for (String word : rest.isEmpty() ? new String[0] : rest.split("\\s+")) {
      int eq = word.indexOf('=');
      if (eq <= 0) {
        throw TrfException.atLine(
            line.number(), "expected key=value fields after '" + prefix.trim() + "'");
      }
      out.put(word.substring(0, eq), word.substring(eq + 1));
    }
    return out;
  }

  /** The category prizes of a settings comment: {@code CATEGORY:PLACE:CENTS}, comma-separated. */
  private static List<CategoryPrize> categoryPrizes(TrfLine line, String text) {
    List<CategoryPrize> out = new ArrayList<>();
    for (String item : text.isEmpty() ? new String[0] : text.split(",")) {
      String[] p = item.split(":");
      if (p.length != 3 || !p[1].matches("\\d{1,3}")) {
        throw TrfException.atLine(
            line.number(), "arrocco comment: category-prizes must be CATEGORY:PLACE:CENTS");
      }
      out.add(
          new CategoryPrize(p[0], Integer.parseInt(p[1]), cents(line, "category-prizes", p[2])));
    }
    return out;
  }

  private static String word(TrfLine line, Map<String, String> f, String key) {
    String v = f.get(key);
    if (v == null || v.isEmpty()) {
      throw TrfException.atLine(line.number(), "arrocco comment: no " + key + "=");
    }
    return v;
  }

  private static List<String> list(TrfLine line, Map<String, String> f, String key) {
    String v = f.get(key);
    if (v == null) {
      throw TrfException.atLine(line.number(), "arrocco comment: no " + key + "=");
    }
    return v.isEmpty() ? List.of() : List.of(v.split(","));
  }

  private static int number(TrfLine line, Map<String, String> f, String key) {
    String v = word(line, f, key);
    if (!v.matches("\\d{1,12}") || Long.parseLong(v) > Integer.MAX_VALUE) {
      throw TrfException.atLine(
          line.number(), "arrocco comment: " + key + " must be a whole number, not '" + v + "'");
    }
    return Integer.parseInt(v);
  }

  private static long cents(TrfLine line, String key, String v) {
    if (!v.matches("\\d{1,12}")) {
      throw TrfException.atLine(
          line.number(), "arrocco comment: " + key + " must be euro cents, not '" + v + "'");
    }
    return Long.parseLong(v);
  }

  private static boolean yesNo(TrfLine line, Map<String, String> f, String key) {
    String v = word(line, f, key);
    if (!v.equals("yes") && !v.equals("no")) {
      throw TrfException.atLine(
          line.number(), "arrocco comment: " + key + " must be yes or no, not '" + v + "'");
    }
    return v.equals("yes");
  }
}
