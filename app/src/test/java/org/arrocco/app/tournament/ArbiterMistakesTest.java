package org.arrocco.app.tournament;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.arrocco.app.Cli;
import org.arrocco.tournament.event.Board;
import org.arrocco.tournament.event.Event;
import org.arrocco.tournament.event.EventFile;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The arbiter's mistakes the event must catch (issue 30, "The arbiter's mistakes the model must
 * catch", and point 11): a duplicate registration withdrawn or deleted frees its place; a TRF
 * exported before round 1 pairs elsewhere as round 1 pairs here; a player named by part of the
 * name.
 */
class ArbiterMistakesTest {
  @TempDir Path dir;

  private static Cli run(Path event, String sub, String... args) {
    Cli r = EventCli.run(event, sub, args);
    assertFalse(r.leaksAnException(), r.out() + r.err());
    return r;
  }

  private static void ok(Cli r) {
    assertEquals(0, r.status(), r.out() + r.err());
  }

  @Test
  void aWithdrawnOrDeletedDuplicateFreesItsPlace() throws Exception {
    Path e = dir.resolve("e.json");
    ok(run(e, "new", "--name", "Open", "--capacity", "3"));
    ok(run(e, "register", "--name", "Rossi, Marco"));
    Cli twice = run(e, "register", "--name", "rossi,  marco");
    ok(twice);
    assertTrue(
        twice
            .out()
            .contains("un'iscrizione doppia si cancella con delete: non occupa più un posto"),
        twice.out());
    ok(run(e, "withdraw", "2"));
    // capacity 3, two entries of the same person, one withdrawn: two places taken, not three
    ok(run(e, "register", "--name", "Bianchi, Luca"));
    ok(run(e, "register", "--name", "Verdi, Anna"));
    Cli full = run(e, "register", "--name", "Neri, Paolo");
    assertEquals(2, full.status());
    assertTrue(full.err().contains("il torneo è al completo (3 posti)"), full.err());
    // a deleted registration frees its place too, and its number stays unused
    Cli deleted = run(e, "delete", "Verdi");
    ok(deleted);
    assertTrue(
        deleted.out().contains("Iscrizione n. 4 (Verdi, Anna) cancellata: posti occupati 2 di 3"),
        deleted.out());
    Cli neri = run(e, "register", "--name", "Neri, Paolo");
    ok(neri);
    assertTrue(neri.out().startsWith("Iscrizione n. 5: Neri, Paolo"), neri.out());
    // a cancelled withdrawal needs a free place again
    Cli back = run(e, "withdraw", "2", "--cancel");
    assertEquals(2, back.status());
    assertTrue(back.err().contains("al completo"), back.err());
    // a deleted registration is out of check-in, lists and files, and cannot be acted on
    Cli checkin = run(e, "checkin", "4");
    assertEquals(2, checkin.status());
    assertTrue(checkin.err().contains("l'iscrizione n. 4 è stata cancellata"), checkin.err());
    ok(run(e, "checkin", "--all"));
    Event event = EventFile.read(e);
    assertFalse(event.player(4).checkedIn());
    assertTrue(event.player(4).deleted());
    assertTrue(run(e, "players").out().contains("iscrizione cancellata"));
    Path trf = dir.resolve("e.trf");
    ok(run(e, "export", "--trf", trf.toString()));
    assertFalse(Files.readString(trf).contains("Verdi"), Files.readString(trf));
    ok(run(e, "round", "--position", "518"));
    Cli late = run(e, "delete", "5", "--lang", "en");
    assertEquals(2, late.status());
    assertTrue(late.err().contains("round 1 is paired: player 5 leaves by withdrawal"), late.err());
  }

  @Test
  void aTrfExportedBeforeRoundOnePairsElsewhereAsRoundOnePairsHere() throws Exception {
    Path e = dir.resolve("e.json");
    ok(run(e, "new", "--name", "Open"));
    for (int i = 0; i < 7; i++) {
      ok(
          run(
              e,
              "register",
              "--name",
              "Player " + (char) ('A' + i),
              "--fide-rating",
              "" + (2000 - 10 * i)));
    }
    ok(run(e, "checkin", "--all"));
    Path trf = dir.resolve("before.trf");
    Cli export = run(e, "export", "--trf", trf.toString());
    ok(export);
    assertTrue(export.out().startsWith("Colore iniziale sorteggiato: "), export.out());
    String colour = EventFile.read(e).initialColour();
    assertTrue(colour.equals("W") || colour.equals("B"), "kept in the event: " + colour);
    assertTrue(
        Files.readString(trf)
            .contains("\nXXC " + (colour.equals("W") ? "white1" : "black1") + "\n"));
    Cli pair = Cli.run("pair", "--trf", trf.toString());
    ok(pair);
    ok(run(e, "round", "--position", "518"));
    Event event = EventFile.read(e);
    assertEquals(colour, event.initialColour(), "round 1 keeps the colour drawn");
    Map<Integer, Integer> tpn = event.pairingNumbers();
    List<String> boards = new ArrayList<>();
    boards.add(Integer.toString(event.round(1).boards().size() + 1)); // boards and the PAB
    for (Board b : event.round(1).boards()) {
      boards.add(tpn.get(b.white()) + " " + tpn.get(b.black()));
    }
    boards.add(tpn.get(event.round(1).byes().get(0).player()) + " 0");
    assertEquals(boards, pair.out().lines().toList());
  }

  @Test
  void aPlayerIsFoundByPartOfTheNameWithSuggestionsWhenNoneOrSeveralFit() throws Exception {
    Path e = dir.resolve("e.json");
    ok(run(e, "new", "--name", "Open"));
    for (String n :
        new String[] {"Esposito, Gennaro", "Rossi, Marco", "Rossini, Luca", "D'Amico, Nicolò"}) {
      ok(run(e, "register", "--name", n));
    }
    ok(run(e, "checkin", "Esposito", "damico nicolo", "rossi, marco"));
    Event event = EventFile.read(e);
    assertTrue(event.player(1).checkedIn());
    assertTrue(event.player(4).checkedIn(), "accents and punctuation aside");
    assertTrue(event.player(2).checkedIn(), "a whole name wins over the longer one holding it");
    assertFalse(event.player(3).checkedIn());
    Cli several = run(e, "checkin", "Ross");
    assertEquals(2, several.status());
    assertTrue(
        several
            .err()
            .contains(
                "il nome 'Ross' indica più giocatori: 2 Rossi, Marco; 3 Rossini, Luca (indica il"
                    + " numero)"),
        several.err());
    Cli none = run(e, "checkin", "Esposto", "--lang", "en");
    assertEquals(2, none.status());
    assertTrue(
        none.err()
            .contains("no player whose name holds 'Esposto'; did you mean 1 Esposito, Gennaro?"),
        none.err());
    Cli nothingNear = run(e, "withdraw", "Zzyzx");
    assertTrue(
        nothingNear.err().endsWith("nessun giocatore il cui nome contenga 'Zzyzx'\n"),
        nothingNear.err());
  }
}
