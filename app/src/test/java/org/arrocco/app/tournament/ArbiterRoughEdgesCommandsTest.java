package org.arrocco.app.tournament;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.arrocco.app.Cli;
import org.arrocco.tournament.event.Board;
import org.arrocco.tournament.event.CategoryPrize;
import org.arrocco.tournament.event.Event;
import org.arrocco.tournament.event.EventFile;
import org.arrocco.tournament.event.Round;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The arbiter's rough edges of issue 30 at the command line: prizes in one unambiguous form with a
 * warning for a lower place above a higher one (point 5), a correction that names the rounds paired
 * on the old result (7), player data, category prizes, withdrawn players and forfeits in the tables
 * (10), manual pairing changes, 0-0 and cutting rounds (12), the pairing lists and the check-in
 * reminder (13), the FIDE report and the verbale (14), the help and check/pair in Italian (15).
 */
class ArbiterRoughEdgesCommandsTest {
  @TempDir Path dir;

  private static Cli run(Path event, String sub, String... args) {
    Cli r = EventCli.run(event, sub, args);
    assertFalse(r.leaksAnException(), r.out() + r.err());
    return r;
  }

  private static Cli ok(Path event, String sub, String... args) {
    Cli r = run(event, sub, args);
    assertEquals(0, r.status(), r.out() + r.err());
    return r;
  }

  /** An event of four checked-in players, round 1 paired (seeded) with White first. */
  private Path fourPlayers() {
    Path e = dir.resolve("e.json");
    ok(e, "new", "--name", "Open", "--date", "2026-11-28", "--initial-colour", "W");
    ok(e, "register", "--name", "Alto, Aldo", "--fide-rating", "2100", "--title", "FM");
    ok(e, "register", "--name", "Bassi, Bruna", "--fide-rating", "2000", "--sex", "f");
    ok(e, "register", "--name", "Conti, Carla", "--national-rating", "1900", "--sex", "f");
    ok(e, "register", "--name", "Dini, Dario", "--fide-rating", "1800");
    ok(e, "checkin", "--all");
    return e;
  }

  @Test
  void prizesReadTheItalianDecimalCommaAndWarnOfALowerPlaceAboveAHigherOne() throws Exception {
    Path e = dir.resolve("p.json");
    Cli created =
        ok(
            e,
            "new",
            "--name",
            "Open",
            "--date",
            "2026-11-28",
            "--prize",
            "1=30",
            "--prize",
            "2=20,50");
    assertFalse(created.out().contains("Attenzione"), created.out());
    assertEquals(List.of(3000L, 2050L), EventFile.read(e).settings().prizes());
    Cli changed =
        ok(e, "settings", "--prize", "1=30;2=50", "--prize", "F:1=15", "--prize", "U16:1=10,5");
    assertTrue(
        changed
            .out()
            .contains(
                "Attenzione: il premio del 2° posto, 50.00 EUR, supera quello del 1°, 30.00 EUR."),
        changed.out());
    var s = EventFile.read(e).settings();
    assertEquals(List.of(3000L, 5000L), s.prizes());
    assertEquals(
        List.of(new CategoryPrize("F", 1, 1500), new CategoryPrize("U16", 1, 1050)),
        s.categoryPrizes());
    // the comma form that read 30,50 as two prizes is gone: said, nothing changed
    Cli old = run(e, "settings", "--prizes", "30,50");
    assertEquals(2, old.status());
    assertTrue(old.err().contains("--prize"), old.err());
    Cli gap = run(e, "settings", "--prize", "1=30", "--prize", "3=10");
    assertEquals(2, gap.status());
    assertTrue(gap.err().contains("manca il premio del posto 2"), gap.err());
    assertEquals(List.of(3000L, 5000L), EventFile.read(e).settings().prizes());
  }

  @Test
  void aCorrectionSaysAtOnceWhichLaterRoundWasPairedOnTheOldResult() {
    Path e = fourPlayers();
    ok(e, "round", "--seed", "1");
    ok(e, "result", "1", "1-0", "2", "1-0");
    ok(e, "round", "--seed", "2");
    Cli same = ok(e, "result", "--round", "1", "1", "1-0"); // the same result: nothing to say
    assertFalse(same.out().contains("Attenzione"), same.out());
    Cli corrected = ok(e, "result", "--round", "1", "1", "1/2");
    assertTrue(
        corrected
            .out()
            .contains(
                "Attenzione: il turno 2 è stato abbinato sul vecchio risultato; 'check' ora"
                    + " segnalerà differenze nel turno 2"),
        corrected.out());
    Cli english = ok(e, "result", "--round", "1", "1", "1-0", "--lang", "en");
    assertTrue(
        english
            .out()
            .contains(
                "Note: round 2 was paired on the old result; 'check' will now differ in round 2"),
        english.out());
  }

  @Test
  void playerDataCategoryPrizesWithdrawalsAndForfeitsInTheTables() throws Exception {
    Path e = dir.resolve("c.json");
    ok(
        e,
        "new",
        "--name",
        "Open",
        "--date",
        "2026-11-28",
        "--rounds",
        "2",
        "--initial-colour",
        "W",
        "--prize",
        "1=30",
        "--prize",
        "F:1=15");
    ok(e, "register", "--name", "Alto, Aldo", "--fide-rating", "2100", "--fide-id", "860001");
    ok(
        e,
        "register",
        "--name",
        "Bassi, Bruna",
        "--fide-rating",
        "2000",
        "--sex",
        "f",
        "--national-id",
        "12345",
        "--club",
        "CS Monza",
        "--birth",
        "2010-04-02",
        "--category",
        "2N");
    ok(e, "register", "--name", "Conti, Carla", "--fide-rating", "1900", "--sex", "f");
    ok(e, "register", "--name", "Dini, Dario", "--fide-rating", "1800");
    Cli players = ok(e, "players");
    String bassi = players.out().lines().filter(l -> l.contains("Bassi")).findFirst().orElseThrow();
    for (String s : new String[] {"f", "2010-04-02", "12345", "CS Monza", "2N"}) {
      assertTrue(bassi.contains(s), bassi);
    }
    assertTrue(players.out().lines().anyMatch(l -> l.contains("Alto") && l.contains("860001")));
    ok(e, "checkin", "--all");
    ok(e, "round", "--seed", "1");
    Round one = EventFile.read(e).round(1);
    // round 1: Alto (1) - Conti (3), Dini (4) - Bassi (2); Alto wins by forfeit
    Board alto = one.boards().stream().filter(b -> b.has(1)).findFirst().orElseThrow();
    Board other = one.boards().stream().filter(b -> !b.has(1)).findFirst().orElseThrow();
    ok(
        e,
        "result",
        Integer.toString(alto.number()),
        alto.white() == 1 ? "+-" : "-+",
        Integer.toString(other.number()),
        "1/2");
    ok(e, "withdraw", "Dini");
    ok(e, "round", "--seed", "2");
    Event event = EventFile.read(e);
    for (Board b : event.round(2).boards()) {
      ok(e, "result", Integer.toString(b.number()), "1-0");
    }
    ok(e, "register", "--name", "Zeta, Zeno"); // unrated, never entered: in no table
    Cli standings = ok(e, "standings", "--crosstable");
    String out = standings.out();
    assertFalse(out.contains("* senza Elo"), "every player of the tables is rated: " + out);
    assertTrue(out.contains("Dini, Dario (ritirato dal turno 2)"), out);
    // the crosstable numbers its lines by final place and names opponents by that number;
    // Alto's forfeit win shows + without a colour
    List<String> lines = out.lines().toList();
    int head =
        lines.indexOf(
            lines.stream().filter(l -> l.trim().startsWith("#")).findFirst().orElseThrow());
    String altoLine = "";
    int conti = -1;
    for (int i = head + 2; i < head + 6; i++) {
      String[] words = lines.get(i).trim().split("\\s+");
      assertEquals(Integer.toString(i - head - 1), words[0], "lines numbered 1, 2, ...: " + out);
      if (lines.get(i).contains("Conti, Carla")) {
        conti = i - head - 1;
      }
      if (lines.get(i).contains("Alto, Aldo")) {
        altoLine = lines.get(i);
      }
    }
    assertTrue(altoLine.contains(" " + conti + "+ "), altoLine + " / Conti on line " + conti);
    // the prize list: the first place, then the best woman without a prize
    assertTrue(out.contains("F 1"), out);
  }

  @Test
  void swapShowsTheChangedPairingAndTheCriteriaItBreaks() throws Exception {
    Path e = fourPlayers();
    ok(e, "round", "--seed", "1");
    Event event = EventFile.read(e);
    for (Board b : event.round(1).boards()) {
      ok(e, "result", Integer.toString(b.number()), "1-0");
    }
    ok(e, "round", "--seed", "2");
    event = EventFile.read(e);
    Board first = event.round(2).board(1);
    int opponentOfOne = first.white() == 1 ? first.black() : first.white();
    int metInRoundOne =
        event.round(1).boards().stream()
            .filter(b -> b.has(1))
            .map(b -> b.white() == 1 ? b.black() : b.white())
            .findFirst()
            .orElseThrow();
    Cli swap = ok(e, "swap", Integer.toString(opponentOfOne), Integer.toString(metInRoundOne));
    assertTrue(swap.out().contains("si sono già incontrati"), swap.out());
    assertTrue(swap.out().contains("(C.04.3 C1)"), swap.out());
    assertTrue(swap.out().contains("non è l'abbinamento del sistema olandese FIDE"), swap.out());
    Board changed = EventFile.read(e).round(2).board(1);
    assertTrue(changed.has(1) && changed.has(metInRoundOne), changed.toString());
    Cli back = ok(e, "swap", Integer.toString(opponentOfOne), Integer.toString(metInRoundOne));
    assertTrue(back.out().contains("rispetta i criteri"), back.out());
    Cli colours = ok(e, "swap", "--colours", "2", "--lang", "en");
    assertTrue(colours.out().contains("Round 2"), colours.out());
    Cli both = run(e, "swap", "1", "2", "--colours", "1");
    assertEquals(2, both.status());
    ok(e, "result", "1", "0-0");
    assertEquals(0, EventFile.read(e).score(1, 2) - EventFile.read(e).score(1, 1));
    Cli published = run(e, "swap", "1", "2");
    assertEquals(2, published.status());
    assertTrue(published.err().contains("un turno in corso"), published.err());
  }

  @Test
  void roundsCanBeCutAfterRoundOne() throws Exception {
    Path e = fourPlayers();
    ok(e, "round", "--seed", "1");
    ok(e, "bye", "Dini", "--round", "5");
    Cli cut = ok(e, "settings", "--rounds", "4");
    assertTrue(cut.out().contains("Numero di turni: 6 -> 4"), cut.out());
    assertTrue(
        cut.out().contains("Bye richiesto annullato (il turno 5 non si gioca più): 4 Dini, Dario"),
        cut.out());
    assertEquals(4, EventFile.read(e).settings().rounds());
    Cli points = run(e, "settings", "--pab", "0.5");
    assertEquals(2, points.status());
  }

  @Test
  void thePairingListHasTitlesRatingsAndAHeaderAndTheAlphabeticalListWhoPlaysWhere() {
    Path e = fourPlayers();
    ok(e, "register", "--name", "Esposito, Enzo"); // registered, never checked in
    Cli round = ok(e, "round", "--seed", "1", "--position", "518");
    String out = round.out();
    assertTrue(out.startsWith("Open, 2026-11-28 - turno 1 di 6"), out);
    assertTrue(
        out.lines()
            .anyMatch(l -> l.contains("FM") && l.contains("Alto, Aldo") && l.contains("2100")),
        out);
    assertTrue(out.contains("1900"), "Conti's Elo Italia counts: " + out);
    assertTrue(
        out.contains("Iscritti non accreditati, che non giocano questo turno: 5 Esposito, Enzo"),
        out);
    Cli alpha = ok(e, "pairings", "--alphabetical");
    List<String> rows =
        alpha.out().lines().filter(l -> l.matches("^(Alto|Bassi|Conti|Dini).*")).toList();
    assertEquals(4, rows.size(), alpha.out());
    assertTrue(
        rows.get(0).startsWith("Alto, Aldo") && rows.get(3).startsWith("Dini, Dario"), alpha.out());
    assertTrue(rows.get(0).contains("Bianco") || rows.get(0).contains("Nero"), rows.get(0));
    // the players list gives the TRF pairing number beside the registration number
    Cli players = ok(e, "players", "--lang", "en");
    assertTrue(players.out().lines().findFirst().orElseThrow().contains("TRF"), players.out());
  }

  @Test
  void theFideReportAndTheVerbale() throws Exception {
    Path e = fourPlayers();
    ok(
        e,
        "settings",
        "--chief-arbiter",
        "Rossi, Mario, 123456",
        "--deputy-arbiter",
        "Neri, Ugo",
        "--organiser",
        "CS Vedano");
    ok(e, "round", "--seed", "1");
    ok(e, "result", "1", "1-0", "2", "+-");
    Path trf = dir.resolve("fide.trf");
    Cli export = ok(e, "export", "--fide", "--trf", trf.toString());
    assertTrue(export.out().contains("rapporto FIDE"), export.out());
    List<String> lines = Files.readAllLines(trf);
    assertTrue(lines.contains("102 Rossi, Mario, 123456"), lines.toString());
    assertTrue(lines.contains("112 Neri, Ugo"), lines.toString());
    assertTrue(
        lines.stream().anyMatch(l -> l.startsWith("132") && l.contains("26/11/28")),
        lines.toString());
    String conti = lines.stream().filter(l -> l.contains("Conti, Carla")).findFirst().orElseThrow();
    assertEquals("    ", conti.substring(48, 52), "an Elo Italia is no FIDE rating: " + conti);
    Cli report = ok(e, "report");
    String v = report.out();
    for (String s :
        new String[] {
          "VERBALE DI GARA - Open",
          "Arbitro principale: Rossi, Mario, 123456",
          "Organizzazione: CS Vedano",
          "Dati da completare per i giocatori senza ID FSI:",
          "(forfait)",
          "Firma dell'arbitro principale"
        }) {
      assertTrue(v.contains(s), s + " in " + v);
    }
  }

  @Test
  void theHelpIsItalianByDefaultWithItsDefaults() {
    Cli it = Cli.run("tournament", "new", "--help");
    assertEquals(0, it.status());
    for (String s :
        new String[] {
          "Numero di turni (predefinito: 6)",
          "Posti disponibili (predefiniti: 20)",
          "predefinito: 1399)",
          "Uso:"
        }) {
      assertTrue(it.out().contains(s), s + " in " + it.out());
    }
    Cli en = Cli.run("tournament", "new", "--help", "--lang", "en");
    assertTrue(en.out().contains("Number of rounds (default: 6)"), en.out());
    assertTrue(en.out().contains("Places (default: 20)"), en.out());
    Cli check = Cli.run("check", "--help");
    assertTrue(check.out().contains("Nomina i giocatori"), check.out());
  }

  @Test
  void checkAndPairSpeakTheArbitersLanguageAndNameThePlayers() throws Exception {
    Path e = fourPlayers();
    ok(e, "round", "--seed", "1");
    ok(e, "result", "1", "1-0", "2", "0-1");
    Path trf = dir.resolve("e.trf");
    ok(e, "export", "--trf", trf.toString());
    Cli check = Cli.run("check", "--trf", trf.toString());
    assertEquals(0, check.status(), check.out() + check.err());
    assertTrue(check.out().contains("check: turni controllati 1, diversi 0"), check.out());
    Cli checkEn = Cli.run("check", "--trf", trf.toString(), "--lang", "en");
    assertTrue(checkEn.out().contains("check: 1 rounds checked, 0 differ"), checkEn.out());
    Cli pairs = Cli.run("pair", "--trf", trf.toString());
    assertEquals(0, pairs.status(), pairs.err());
    assertTrue(pairs.out().matches("2\\n\\d \\d\\n\\d \\d\\n"), pairs.out());
    Cli named = Cli.run("pair", "--trf", trf.toString(), "--names");
    assertEquals(0, named.status(), named.err());
    assertTrue(named.out().startsWith("Open - turno 2"), named.out());
    for (String name : new String[] {"Alto, Aldo", "Bassi, Bruna", "Conti, Carla", "Dini, Dario"}) {
      assertTrue(named.out().contains(name), named.out());
    }
    Cli english = Cli.run("pair", "--trf", trf.toString(), "--names", "--lang", "en");
    assertTrue(english.out().startsWith("Open - round 2"), english.out());
  }

  @Test
  void eachRoundGetsItsDateForTheFideReport() throws Exception {
    Path e = dir.resolve("d.json");
    ok(
        e,
        "new",
        "--name",
        "Weekly",
        "--date",
        "2026-11-05",
        "--end-date",
        "2026-12-10",
        "--initial-colour",
        "W",
        "--rounds",
        "3");
    for (String name : new String[] {"A", "B", "C", "D"}) {
      ok(e, "register", "--name", name);
    }
    ok(e, "checkin", "--all");
    ok(e, "round", "--seed", "1", "--date", "2026-11-05");
    ok(e, "result", "1", "1-0", "2", "1-0");
    ok(e, "round", "--seed", "2"); // no date given: today's
    var s = EventFile.read(e).settings();
    assertEquals("2026-11-05", s.roundDate(1));
    assertEquals(java.time.LocalDate.now().toString(), s.roundDate(2));
    assertEquals("", s.roundDate(3));
    Cli bad = run(e, "round", "--undo", "--date", "2026-11-12");
    assertEquals(2, bad.status());
  }
}
