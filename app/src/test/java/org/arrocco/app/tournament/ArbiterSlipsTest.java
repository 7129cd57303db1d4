package org.arrocco.app.tournament;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.arrocco.app.Cli;
import org.arrocco.tournament.event.ByeKind;
import org.arrocco.tournament.event.ByeRequest;
import org.arrocco.tournament.event.Event;
import org.arrocco.tournament.event.EventFile;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What a tired arbiter does on tournament night, and what the commands must then do: a bye asked by
 * a player who is not there at check-in, a withdrawn duplicate entry, a second registration of the
 * same person, an unfinished event moved through TRF, a mistyped option.
 */
class ArbiterSlipsTest {
  private static Cli run(Path event, String sub, String... args) {
    Cli r = EventCli.run(event, sub, args);
    assertFalse(r.leaksAnException(), r.out() + r.err());
    return r;
  }

  private static Path event(Path dir, int players) {
    Path e = dir.resolve("e.json");
    run(e, "new", "--name", "Open", "--rounds", "5", "--initial-colour", "W");
    for (int i = 1; i <= players; i++) {
      run(e, "register", "--name", "Player " + (char) ('A' + i - 1), "--fide-rating", "" + 2000);
    }
    return e;
  }

  @Test
  void aByeAskedForRoundOneEntersAPlayerWhoIsNotCheckedIn(@TempDir Path dir) throws Exception {
    Path e = event(dir, 5);
    run(e, "checkin", "1", "2", "3", "4");
    Cli bye = run(e, "bye", "5", "--round", "1", "--lang", "en");
    assertTrue(bye.out().contains("not checked in: the bye enters them in round 1"), bye.out());
    assertEquals(0, run(e, "round", "--position", "518").status());
    Event after = EventFile.read(e);
    assertEquals(1, after.player(5).entryRound());
    assertEquals(
        ByeKind.HALF,
        after.round(1).byes().stream().filter(b -> b.player() == 5).findFirst().get().kind());
    assertEquals(5, after.score(5, 1), "the half point granted counts");
  }

  @Test
  void byesOfPlayersWhoNeverEnteredAreDroppedAloudAndRefusedLater(@TempDir Path dir)
      throws Exception {
    Path e = event(dir, 5);
    run(e, "checkin", "1", "2", "3", "4");
    run(e, "bye", "5", "--round", "3");
    Cli round = run(e, "round", "--position", "518", "--lang", "en");
    assertTrue(
        round.out().contains("Bye of round 3 dropped: 5 Player E has not entered the event"),
        round.out());
    assertTrue(EventFile.read(e).byeRequests().isEmpty());
    Cli later = run(e, "bye", "5", "--round", "4");
    assertEquals(2, later.status());
    assertTrue(later.err().contains("il giocatore 5 non è in gara"), later.err());
  }

  @Test
  void checkInOfEveryoneLeavesAWithdrawnEntryOut(@TempDir Path dir) throws Exception {
    Path e = event(dir, 4);
    run(e, "withdraw", "4");
    Cli all = run(e, "checkin", "--all");
    assertEquals(0, all.status(), all.err());
    assertEquals("Accreditati: 3 di 4 (ritirati: 1)", all.out().trim());
    assertFalse(EventFile.read(e).player(4).checkedIn());
    assertEquals(2, run(e, "checkin", "4").status(), "named, a withdrawn player is refused");
  }

  @Test
  void cancellingAWithdrawalBeforeRoundOneSaysTheLateEntryIsStillNeeded(@TempDir Path dir)
      throws Exception {
    Path e = event(dir, 5);
    run(e, "withdraw", "5");
    run(e, "checkin", "--all");
    run(e, "round", "--position", "518");
    Cli cancel = run(e, "withdraw", "5", "--cancel", "--lang", "en");
    assertEquals(
        "Withdrawal cancelled: Player E registered again, not entered: a late entry enters them",
        cancel.out().trim());
    assertEquals(0, EventFile.read(e).player(5).entryRound());
  }

  @Test
  void aSecondRegistrationOfTheSamePersonIsRefusedOrPointedOut(@TempDir Path dir) throws Exception {
    Path e = event(dir, 0);
    run(e, "register", "--name", "Rossi, Marco", "--fide-id", "860001");
    Cli sameId = run(e, "register", "--name", "Rossi, M.", "--fide-id", "860001");
    assertEquals(2, sameId.status());
    assertTrue(sameId.err().contains("l'ID FIDE 860001 è già del giocatore 1"), sameId.err());
    run(e, "register", "--name", "Verdi, Anna", "--national-id", "IT123");
    Cli edit = run(e, "edit", "1", "--national-id", "IT123", "--lang", "en");
    assertEquals(2, edit.status());
    assertTrue(edit.err().contains("national id IT123 is already player 2's"), edit.err());
    Cli namesake = run(e, "register", "--name", "rossi,  marco", "--lang", "en");
    assertEquals(0, namesake.status(), "a homonym may be a different person");
    assertTrue(namesake.out().contains("Note: same name as no. 1"), namesake.out());
    assertEquals(3, EventFile.read(e).players().size());
  }

  @Test
  void settingsThatMoveNoRatingSayNothingOfPairingNumbers(@TempDir Path dir) throws Exception {
    Path e = event(dir, 4);
    run(e, "checkin", "--all");
    run(e, "round", "--position", "518");
    run(e, "edit", "4", "--fide-rating", "2500");
    assertFalse(run(e, "settings", "--venue", "Monza").out().contains("Numeri di abbinamento"));
    Cli unrated = run(e, "settings", "--national-as-fide", "false");
    assertFalse(unrated.out().contains("Numeri di abbinamento"), "no rating moved: " + unrated);
  }

  @Test
  void anUnfinishedEventKeepsItsWithdrawalsAndAskedByesThroughTrf(@TempDir Path dir)
      throws Exception {
    Path e = event(dir, 6);
    run(e, "checkin", "--all");
    run(e, "round", "--position", "518");
    run(e, "result", "1", "1-0", "2", "0-1", "3", "1/2");
    run(e, "withdraw", "6");
    run(e, "bye", "1", "--round", "2");
    run(e, "bye", "2", "--round", "4", "--points", "0");
    Path trf = dir.resolve("e.trf");
    assertEquals(0, run(e, "export", "--trf", trf.toString()).status());
    String text = Files.readString(trf);
    // other programs read who is not paired from TRF-2026 240 records (reference README)
    int one = EventFile.read(e).pairingNumbers().get(1);
    int two = EventFile.read(e).pairingNumbers().get(2);
    int six = EventFile.read(e).pairingNumbers().get(6);
    assertTrue(text.contains(String.format("\n240 H   2 %4d\n", one)), text);
    assertTrue(text.contains(String.format("\n240 Z   5 %4d\n", six)), text);
    assertTrue(
        text.contains(
                String.format("\n240 Z   4 %4d %4d\n", Math.min(two, six), Math.max(two, six)))
            || text.contains(String.format("\n240 Z   4 %4d\n", six)),
        text);
    Path copy = dir.resolve("copy.json");
    assertEquals(
        0, Cli.run("tournament", "import", "-e", copy.toString(), "--trf", "" + trf).status());
    Event imported = EventFile.read(copy);
    assertEquals(2, imported.player(six).withdrawnFrom());
    assertEquals(
        List.of(new ByeRequest(one, 2, ByeKind.HALF), new ByeRequest(two, 4, ByeKind.ZERO)),
        imported.byeRequests());
    // the import pairs round 2 as the exported file itself is paired, and as the event does
    Cli pair = Cli.run("pair", "--trf", trf.toString());
    assertEquals(0, pair.status(), pair.err());
    assertEquals(0, Cli.run("tournament", "round", "-e", "" + copy, "--seed", "1").status());
    assertEquals(0, run(e, "round", "--seed", "1").status());
    assertEquals(2, pair.out().lines().findFirst().map(Integer::parseInt).orElseThrow());
    assertEquals(
        EventFile.read(e).round(2).boards().size(), EventFile.read(copy).round(2).boards().size());
    assertTrue(
        EventFile.read(copy).round(2).byes().stream()
            .anyMatch(b -> b.player() == one && b.kind() == ByeKind.HALF));
  }

  @Test
  void aMistypedOptionIsNamedWithWhatItMayHaveMeant(@TempDir Path dir) throws Exception {
    Path e = event(dir, 2);
    Cli swapped = run(e, "checkin", "1", "--lnag", "en");
    assertTrue(swapped.err().contains("forse intendevi --lang?"), swapped.err());
    Cli missing = run(e, "register", "--nme", "X");
    assertTrue(missing.err().contains("parola non riconosciuta: '--nme'"), missing.err());
    assertTrue(missing.err().contains("forse intendevi --name?"), missing.err());
    Cli french = run(e, "players", "--lang", "fr");
    assertTrue(
        french.err().startsWith("arrocco: --lang deve essere it o en, non 'fr'"), french.err());
  }
}
