package org.arrocco.app.desk;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.arrocco.tournament.event.Event;
import org.arrocco.tournament.event.EventSettings;
import org.arrocco.tournament.event.EventStandings;
import org.arrocco.tournament.event.Player;
import org.arrocco.tournament.tiebreak.Standings;
import org.arrocco.tournament.tiebreak.Tiebreak;

/**
 * The players and the standings of an event as a CSV file for a spreadsheet (RFC 4180: a header
 * row, fields separated by commas, a field holding a comma, a quote or a line break in quotes with
 * its quotes doubled, lines ending CRLF; UTF-8 without a byte-order mark). One line per registered
 * player: the entrants in the order of the standings after the complete rounds (place, points,
 * tie-breaks), then the players not in the standings by registration number. Points and Buchholz
 * are written with a decimal point ({@code 3.5}), so that a comma never splits a number; the header
 * is in the arbiter's language. A name or club starting as a formula does ({@code =}, {@code +},
 * {@code -}, {@code @}) gets a leading apostrophe, so a spreadsheet shows it instead of running it.
 */
final class StandingsCsv {
  private StandingsCsv() {}

  private static final List<String> ITALIAN =
      List.of(
          "Pos",
          "N.",
          "N. abbinamento",
          "Titolo",
          "Nome",
          "Federazione",
          "ID FIDE",
          "Elo FIDE",
          "ID FSI",
          "Elo Italia",
          "Elo",
          "Circolo",
          "Nascita",
          "Categoria",
          "Stato",
          "Quota pagata",
          "Punti");
  private static final List<String> ENGLISH =
      List.of(
          "Place",
          "No.",
          "Pairing no.",
          "Title",
          "Name",
          "Federation",
          "FIDE ID",
          "FIDE rating",
          "National ID",
          "National rating",
          "Rating",
          "Club",
          "Birth",
          "Category",
          "Status",
          "Fee paid",
          "Points");

  /** The file's bytes (UTF-8). */
  static byte[] of(Event event, boolean italian) {
    EventStandings standings = EventStandings.of(event);
    List<Tiebreak> order = standings.standings().order();
    StringBuilder out = new StringBuilder();
    List<String> header = new ArrayList<>(italian ? ITALIAN : ENGLISH);
    order.forEach(t -> header.add(t.label()));
    line(out, header);
    var tpn = event.pairingNumbers();
    Set<Integer> written = new HashSet<>();
    int rounds = standings.rounds();
    for (Standings.Line l : standings.standings().lines()) {
      Player p = event.player(l.values().id());
      List<String> fields = new ArrayList<>();
      fields.add(Integer.toString(l.place()));
      fields.addAll(player(event, p, tpn.getOrDefault(p.id(), 0), italian));
      fields.add(tenths(l.values().score()));
      for (Tiebreak t : order) {
        var v = l.values().value(t);
        fields.add(
            v.isEmpty()
                ? ""
                : t.ratingBased() ? Integer.toString(v.getAsInt()) : tenths(v.getAsInt()));
      }
      line(out, fields);
      written.add(p.id());
    }
    for (Player p : event.players()) {
      if (p.deleted() || written.contains(p.id())) {
        continue;
      }
      List<String> fields = new ArrayList<>();
      fields.add("");
      fields.addAll(player(event, p, tpn.getOrDefault(p.id(), 0), italian));
      fields.add(rounds == 0 ? "" : tenths(event.score(p.id(), rounds)));
      order.forEach(t -> fields.add(""));
      line(out, fields);
    }
    return out.toString().getBytes(StandardCharsets.UTF_8);
  }

  private static List<String> player(Event event, Player p, int pairingNumber, boolean italian) {
    EventSettings s = event.settings();
    return List.of(
        Integer.toString(p.id()),
        pairingNumber == 0 ? "" : Integer.toString(pairingNumber),
        text(p.title()),
        text(p.name()),
        text(p.federation()),
        p.fideId() == 0 ? "" : Long.toString(p.fideId()),
        p.fideRating() == 0 ? "" : Integer.toString(p.fideRating()),
        text(p.nationalId()),
        p.nationalRating() == 0 ? "" : Integer.toString(p.nationalRating()),
        Integer.toString(p.rating(s)),
        text(p.club()),
        p.birthDate(),
        text(p.category()),
        status(p, italian),
        p.feePaid() ? (italian ? "sì" : "yes") : "no");
  }

  private static String status(Player p, boolean italian) {
    if (p.withdrawnFrom() > 0) {
      return (italian ? "ritirato dal turno " : "withdrawn from round ") + p.withdrawnFrom();
    }
    if (p.entryRound() > 0) {
      return (italian ? "in gara dal turno " : "playing from round ") + p.entryRound();
    }
    if (p.checkedIn()) {
      return italian ? "accreditato" : "checked in";
    }
    return italian ? "iscritto" : "registered";
  }

  /**
   * A text a person typed (on the public page too), kept from being read as a formula by a
   * spreadsheet: one starting with {@code = + - @} gets a leading apostrophe (OWASP, CSV
   * injection).
   */
  static String text(String s) {
    return !s.isEmpty() && "=+-@".indexOf(s.charAt(0)) >= 0 ? "'" + s : s;
  }

  /** Tenths of a point as {@code 3.5} (or {@code 3.0}). */
  private static String tenths(int tenths) {
    return (tenths / 10) + "." + Math.abs(tenths % 10);
  }

  private static void line(StringBuilder out, List<String> fields) {
    for (int i = 0; i < fields.size(); i++) {
      if (i > 0) {
        out.append(',');
      }
      out.append(field(fields.get(i)));
    }
    out.append("\r\n");
  }

  /** A field as RFC 4180 writes it: quoted when it holds a comma, a quote or a line break. */
  static String field(String text) {
    if (text.indexOf(',') < 0
        && text.indexOf('"') < 0
        && text.indexOf('\n') < 0
        && text.indexOf('\r') < 0) {
      return text;
    }
    return '"' + text.replace("\"", "\"\"") + '"';
  }
}
