package org.arrocco.app.tournament;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import org.arrocco.core.chess960.StartPosition;
import org.arrocco.tournament.event.Board;
import org.arrocco.tournament.event.Bye;
import org.arrocco.tournament.event.ByeKind;
import org.arrocco.tournament.event.Event;
import org.arrocco.tournament.event.EventStandings;
import org.arrocco.tournament.event.GameResult;
import org.arrocco.tournament.event.Player;
import org.arrocco.tournament.event.Prize;
import org.arrocco.tournament.event.Round;
import org.arrocco.tournament.tiebreak.Standings;
import org.arrocco.tournament.tiebreak.Tiebreak;
import org.arrocco.tournament.tiebreak.TiebreakValues;

/** The tables the arbiter reads: a round's position and pairings, standings, crosstable, prizes. */
final class EventTables {
  private final Event event;
  private final Lang lang;
  private final PrintWriter out;

  EventTables(Event event, Lang lang, PrintWriter out) {
    this.event = event;
    this.lang = lang;
    this.out = out;
  }

  /**
   * The round's heading: its number and, in a Chess960 event, its start position read out from left
   * to right in Italian and English.
   */
  void heading(Round round) {
    String date = event.settings().roundDate(round.number());
    out.println(
        event.settings().name()
            + (event.settings().venue().isEmpty() ? "" : ", " + event.settings().venue())
            + (date.isEmpty() ? "" : ", " + date)
            + lang.t(" - turno ", " - round ")
            + round.number()
            + lang.t(" di ", " of ")
            + event.settings().rounds());
    if (round.startPosition() < 0) {
      out.println(lang.t("Turno ", "Round ") + round.number());
      return;
    }
    StartPosition p = StartPosition.of(round.startPosition());
    out.println(
        lang.t("Turno ", "Round ")
            + round.number()
            + lang.t(" - posizione Scacchi960 n. ", " - Chess960 position no. ")
            + p.number()
            + " ("
            + (round.positionSource().equals("arbiter")
                ? lang.t("scelta dall'arbitro", "chosen by the arbiter")
                : lang.t("estratta a sorte", "drawn at random"))
            + ")");
    out.println(
        "  italiano: "
            + p.readOut(StartPosition.Language.ITALIAN)
            + "  ("
            + p.letters(StartPosition.Language.ITALIAN)
            + ")");
    out.println(
        "  English:  "
            + p.readOut(StartPosition.Language.ENGLISH)
            + "  ("
            + p.letters(StartPosition.Language.ENGLISH)
            + ")");
    out.println("  X-FEN:    " + p.xfen());
  }

  /**
   * The boards of a round: each player's registration number, title, name, rating that counts and
   * points before the round; then its byes.
   */
  void pairings(Round round) {
    int before = round.number() - 1;
    TextTable t =
        new TextTable(
            lang.t(">Scacch.", ">Board"),
            ">N.",
            lang.t("Tit", "Tit"),
            lang.t("Bianco", "White"),
            lang.t(">Elo", ">Rtg"),
            ">Pt",
            lang.t("Risultato", "Result"),
            ">N.",
            lang.t("Tit", "Tit"),
            lang.t("Nero", "Black"),
            lang.t(">Elo", ">Rtg"),
            ">Pt");
    for (Board b : round.boards()) {
      Player w = event.player(b.white());
      Player k = event.player(b.black());
      t.row(
          Integer.toString(b.number()),
          Integer.toString(b.white()),
          w.title(),
          w.name(),
          ratingCell(w),
          Numbers.points(event.score(b.white(), before)),
          b.result() == null ? "" : b.result().text(),
          Integer.toString(b.black()),
          k.title(),
          k.name(),
          ratingCell(k),
          Numbers.points(event.score(b.black(), before)));
    }
    t.print(out);
    for (Bye b : round.byes()) {
      out.println(
          "  "
              + byeLabel(b.kind())
              + ": "
              + b.player()
              + " "
              + event.player(b.player()).name()
              + " ("
              + Numbers.points(b.kind().points(event.settings().points()))
              + ")");
    }
  }

  /**
   * Who plays where, alphabetically (the list by the door): each player of the round, the board,
   * the colour and the opponent, or the bye.
   */
  void whoPlaysWhere(Round round) {
    java.text.Collator collator = java.text.Collator.getInstance(java.util.Locale.ITALIAN);
    collator.setStrength(java.text.Collator.SECONDARY);
    List<String[]> rows = new ArrayList<>();
    for (Board b : round.boards()) {
      rows.add(row(b.white(), b.number(), lang.t("Bianco", "White"), b.black()));
      rows.add(row(b.black(), b.number(), lang.t("Nero", "Black"), b.white()));
    }
    for (Bye b : round.byes()) {
      rows.add(
          new String[] {
            event.player(b.player()).name(),
            Integer.toString(b.player()),
            "",
            byeLabel(b.kind()),
            ""
          });
    }
    rows.sort((a, b) -> collator.compare(a[0], b[0]));
    TextTable t =
        new TextTable(
            lang.t("Nome", "Name"),
            ">N.",
            lang.t(">Scacch.", ">Board"),
            lang.t("Colore", "Colour"),
            lang.t("Avversario", "Opponent"));
    rows.forEach(t::row);
    t.print(out);
  }

  private String[] row(int id, int board, String colour, int opponent) {
    return new String[] {
      event.player(id).name(),
      Integer.toString(id),
      Integer.toString(board),
      colour,
      opponent + " " + event.player(opponent).name()
    };
  }

  private String byeLabel(ByeKind kind) {
    return switch (kind) {
      case PAIRING -> lang.t("Bye assegnato dall'abbinamento", "Pairing-allocated bye");
      case FULL -> lang.t("Bye da un punto", "Full-point bye");
      case HALF -> lang.t("Bye da mezzo punto", "Half-point bye");
      case ZERO -> lang.t("Assente", "Absent");
    };
  }

  /** The standings after the complete rounds, with the event's tie-break columns. */
  void standings(EventStandings s) {
    out.println(
        lang.t("Classifica dopo il turno ", "Standings after round ")
            + s.rounds()
            + lang.t(" di ", " of ")
            + event.settings().rounds()
            + " - "
            + event.settings().name());
    List<String> headers =
        new ArrayList<>(
            List.of(">Pos", ">N.", lang.t("Nome", "Name"), lang.t(">Elo", ">Rtg"), ">Pt"));
    for (Tiebreak tb : s.standings().order()) {
      headers.add(">" + tb.label());
    }
    TextTable t = new TextTable(headers.toArray(new String[0]));
    for (Standings.Line line : s.standings().lines()) {
      TiebreakValues v = line.values();
      Player p = event.player(v.id());
      List<String> row = new ArrayList<>();
      row.add(line.place() + (line.shared() ? "=" : ""));
      row.add(Integer.toString(p.id()));
      row.add(p.name() + withdrawal(p));
      row.add(ratingCell(p));
      row.add(Numbers.points(v.score()));
      for (Tiebreak tb : s.standings().order()) {
        row.add(
            tb.ratingBased()
                ? Numbers.optional(v.value(tb))
                : Numbers.points(v.value(tb).getAsInt()));
      }
      t.row(row.toArray(new String[0]));
    }
    t.print(out);
    if (anyUnrated()) {
      int counts = event.settings().unratedRating();
      out.println(
          counts > 0
              ? lang.t("* senza Elo: conta ", "* unrated: counts as ") + counts
              : lang.t("* senza Elo", "* unrated"));
    }
    if (s.table().aroRefusal().isPresent()) {
      out.println(
          lang.t(
              "ARO omesso: ci sono giocatori senza Elo e non è indicato quale Elo attribuire loro"
                  + " (FIDE C.07 art. 10)",
              "ARO left out: there are unrated players and no rating set for them (FIDE C.07"
                  + " Art. 10)"));
    }
  }

  /** {@code " (ritirato dal turno 4)"} for a withdrawn player, else nothing. */
  private String withdrawal(Player p) {
    return p.withdrawnFrom() == 0
        ? ""
        : " ("
            + lang.agreeing(p, "ritirat", "withdrawn")
            + lang.t(" dal turno ", " from round ")
            + p.withdrawnFrom()
            + ")";
  }

  /**
   * The prize list: the main prizes by place, then the category prizes ({@code F 1}: first woman),
   * one prize per player.
   */
  void prizes(EventStandings s) {
    List<Prize> awards = s.prizes();
    if (awards.isEmpty()) {
      return;
    }
    out.println(lang.t("Premi", "Prizes"));
    TextTable t = new TextTable(">Pos", ">N.", lang.t("Nome", "Name"), ">EUR", "");
    for (Prize a : awards) {
      t.row(
          (a.category().isEmpty() ? "" : a.category() + " ") + a.place(),
          Integer.toString(a.id()),
          event.player(a.id()).name(),
          Numbers.euros(a.cents()),
          a.shared() ? lang.t("(diviso tra i pari merito)", "(shared tie)") : "");
    }
    t.print(out);
    if (!event.settings().categoryPrizes().isEmpty()) {
      out.println(
          lang.t(
              "Premi non cumulabili: prima la classifica assoluta, poi le categorie nell'ordine"
                  + " dato (F donne, U16 età, U1800 Elo, S65 senior, UNRATED senza Elo).",
              "One prize per player: the main list first, then the categories in the order given"
                  + " (F women, U16 age, U1800 rating, S65 seniors, UNRATED without rating)."));
    }
    out.println(
        lang.t("Oggetto ricordo per tutti i partecipanti.", "A souvenir for every participant."));
  }

  /**
   * The crosstable in standings order: each line numbered ({@code #}), each round's opponent by
   * that number (the final place), colour and result; a game not played (forfeit) shows {@code +}
   * or {@code -} without colour.
   */
  void crosstable(EventStandings s) {
    List<String> headers =
        new ArrayList<>(
            List.of(">#", ">Pos", ">N.", lang.t("Nome", "Name"), lang.t(">Elo", ">Rtg")));
    for (int r = 1; r <= s.rounds(); r++) {
      headers.add(">" + r);
    }
    headers.add(">Pt");
    TextTable t = new TextTable(headers.toArray(new String[0]));
    java.util.Map<Integer, Integer> line = new java.util.HashMap<>();
    for (Standings.Line l : s.standings().lines()) {
      line.put(l.values().id(), line.size() + 1);
    }
    for (Standings.Line l : s.standings().lines()) {
      Player p = event.player(l.values().id());
      List<String> row = new ArrayList<>();
      row.add(Integer.toString(line.get(p.id())));
      row.add(l.place() + (l.shared() ? "=" : ""));
      row.add(Integer.toString(p.id()));
      row.add(p.name() + withdrawal(p));
      row.add(ratingCell(p));
      for (int r = 1; r <= s.rounds(); r++) {
        row.add(cell(event.round(r), p.id(), line));
      }
      row.add(Numbers.points(l.values().score()));
      t.row(row.toArray(new String[0]));
    }
    t.print(out);
    out.println(
        lang.t(
                "Legenda: avversario per numero di riga (#, il posto finale), colore (b/n),"
                    + " risultato; + vittoria a forfait, - sconfitta a forfait (non giocata, senza"
                    + " colore); PAB bye assegnato dall'abbinamento; F bye da 1; H bye da ½; Z"
                    + " assente",
                "Key: opponent by line number (#, the final place), colour (w/b), result; +"
                    + " forfeit win, - forfeit loss (not played, no colour); PAB pairing-allocated"
                    + " bye; F full-point bye; H half-point bye; Z absent")
            + (anyUnrated() ? lang.t("; * senza Elo", "; * unrated") : ""));
  }

  /**
   * Whether a player of the tables (an entrant: a registered player who never entered is in none of
   * them) is unrated, so that the tables' {@code *} needs its footnote.
   */
  private boolean anyUnrated() {
    return event.entrants().stream().anyMatch(p -> p.unrated(event.settings()));
  }

  /** The rating that counts, marked {@code *} for an unrated player (the table's footnote). */
  private String ratingCell(Player p) {
    return p.rating(event.settings()) + (p.unrated(event.settings()) ? "*" : "");
  }

  private String cell(Round round, int id, java.util.Map<Integer, Integer> line) {
    for (Board b : round.boards()) {
      if (b.has(id)) {
        boolean white = b.white() == id;
        int opp = line.get(white ? b.black() : b.white());
        GameResult g = b.result();
        int pts =
            white
                ? g.whitePoints(event.settings().points())
                : g.blackPoints(event.settings().points());
        if (!g.played()) {
          // TRF + and -: a forfeit is no game, so it has no colour
          return opp + (pts == event.settings().points().win() ? "+" : "-");
        }
        String result =
            pts == event.settings().points().win()
                ? "1"
                : pts == event.settings().points().draw() ? "½" : "0";
        return opp + (white ? lang.t("b", "w") : lang.t("n", "b")) + result;
      }
    }
    for (Bye b : round.byes()) {
      if (b.player() == id) {
        return switch (b.kind()) {
          case PAIRING -> "PAB";
          case FULL -> "F";
          case HALF -> "H";
          case ZERO -> "Z";
        };
      }
    }
    return "";
  }
}
