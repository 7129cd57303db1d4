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
import org.arrocco.tournament.event.Round;
import org.arrocco.tournament.tiebreak.PrizeList;
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

  /** The boards of a round with the points before it, then its byes. */
  void pairings(Round round) {
    int before = round.number() - 1;
    TextTable t =
        new TextTable(
            lang.t(">Scacch.", ">Board"),
            ">N.",
            lang.t("Bianco", "White"),
            ">Pt",
            lang.t("Risultato", "Result"),
            ">N.",
            lang.t("Nero", "Black"),
            ">Pt");
    for (Board b : round.boards()) {
      t.row(
          Integer.toString(b.number()),
          Integer.toString(b.white()),
          event.player(b.white()).name(),
          Numbers.points(event.score(b.white(), before)),
          b.result() == null ? "" : b.result().text(),
          Integer.toString(b.black()),
          event.player(b.black()).name(),
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
      row.add(p.name());
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

  /** The prize list. */
  void prizes(EventStandings s) {
    List<PrizeList.Award> awards = s.prizes();
    if (awards.isEmpty()) {
      return;
    }
    out.println(lang.t("Premi", "Prizes"));
    TextTable t = new TextTable(">Pos", ">N.", lang.t("Nome", "Name"), ">EUR", "");
    for (PrizeList.Award a : awards) {
      t.row(
          Integer.toString(a.place()),
          Integer.toString(a.id()),
          event.player(a.id()).name(),
          Numbers.euros(a.cents()),
          a.shared() ? lang.t("(diviso tra i pari merito)", "(shared tie)") : "");
    }
    t.print(out);
    out.println(
        lang.t("Oggetto ricordo per tutti i partecipanti.", "A souvenir for every participant."));
  }

  /** The crosstable in standings order: opponent, colour and result per round. */
  void crosstable(EventStandings s) {
    List<String> headers =
        new ArrayList<>(List.of(">Pos", ">N.", lang.t("Nome", "Name"), lang.t(">Elo", ">Rtg")));
    for (int r = 1; r <= s.rounds(); r++) {
      headers.add(">" + r);
    }
    headers.add(">Pt");
    TextTable t = new TextTable(headers.toArray(new String[0]));
    for (Standings.Line line : s.standings().lines()) {
      Player p = event.player(line.values().id());
      List<String> row = new ArrayList<>();
      row.add(line.place() + (line.shared() ? "=" : ""));
      row.add(Integer.toString(p.id()));
      row.add(p.name());
      row.add(ratingCell(p));
      for (int r = 1; r <= s.rounds(); r++) {
        row.add(cell(event.round(r), p.id()));
      }
      row.add(Numbers.points(line.values().score()));
      t.row(row.toArray(new String[0]));
    }
    t.print(out);
    out.println(
        lang.t(
                "Legenda: avversario, colore (b/n), risultato; + - forfait; PAB bye assegnato"
                    + " dall'abbinamento; H bye da ½; Z assente",
                "Key: opponent, colour (w/b), result; + - forfeit; PAB pairing-allocated bye;"
                    + " H half-point bye; Z absent")
            + (anyUnrated() ? lang.t("; * senza Elo", "; * unrated") : ""));
  }

  /** Whether a player is unrated, so that the tables' {@code *} needs its footnote. */
  private boolean anyUnrated() {
    return event.players().stream().anyMatch(p -> p.unrated(event.settings()));
  }

  /** The rating that counts, marked {@code *} for an unrated player (the table's footnote). */
  private String ratingCell(Player p) {
    return p.rating(event.settings()) + (p.unrated(event.settings()) ? "*" : "");
  }

  private String cell(Round round, int id) {
    for (Board b : round.boards()) {
      if (b.has(id)) {
        boolean white = b.white() == id;
        int opp = white ? b.black() : b.white();
        GameResult g = b.result();
        int pts =
            white
                ? g.whitePoints(event.settings().points())
                : g.blackPoints(event.settings().points());
        String result =
            g.played()
                ? (pts == event.settings().points().win()
                    ? "1"
                    : pts == event.settings().points().draw() ? "½" : "0")
                : (pts == event.settings().points().win() && g != GameResult.DOUBLE_FORFEIT
                    ? "+"
                    : "-");
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
