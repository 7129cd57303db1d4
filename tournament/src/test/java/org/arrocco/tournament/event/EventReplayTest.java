package org.arrocco.tournament.event;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Random;
import org.arrocco.core.Reference;
import org.arrocco.tournament.tiebreak.ExpectedTiebreaks;
import org.arrocco.tournament.trf.PlayerRecord;
import org.arrocco.tournament.trf.Tournament;
import org.junit.jupiter.api.Test;

/**
 * The reference club evening ({@code swiss/dutch/club-blitz-20p6r-a}: 20 players, 6 rounds, a
 * forfeit, half-point byes, a zero-point bye, PABs) run through the event model round by round:
 * register, check in, requested byes, pair (recorded reference pairing), results. Every TRF handed
 * to the pairer must equal the reference input file, and the final tie-breaks the reference table.
 */
class EventReplayTest {
  static Event replay(ReferenceReplay ref) {
    EventSettings club = EventSettings.clubChess960Blitz(ref.name, "Vedano", "2025-04-03");
    int rounds = ref.finalState.totalRounds();
    EventSettings s =
        new EventSettings(
            club.name(),
            club.venue(),
            club.startDate(),
            club.endDate(),
            club.variant(),
            rounds,
            club.timeControl(),
            club.points(),
            club.tiebreaks(),
            club.rules(),
            ref.finalState.players().size(),
            club.unratedRating(),
            true,
            club.prizes(),
            0,
            "");
    Event event = Event.create(s);
    for (PlayerRecord p : ref.finalState.players()) {
      Player added = event.register(new Identity(p.name(), "", "", "", 0, p.rating(), "", 0));
      event.checkIn(added.id(), true);
    }
    event.initialColour(
        ref.finalState.initialColour() == org.arrocco.tournament.trf.Colour.BLACK ? "B" : "W");
    for (int r = 1; r <= rounds; r++) {
      for (PlayerRecord p : ref.finalState.players()) {
        ByeKind bye = ref.requestedBye(p.startRank(), r);
        if (bye != null) {
          event.requestBye(p.startRank(), r, bye);
        }
      }
      Round round = RoundDraw.pairNext(event, 100 + r, "arbiter", ref, new Random(r));
      assertEquals(100 + r, round.startPosition());
      for (Board b : round.boards()) {
        event.result(r, b.number(), ref.result(r, b.white(), b.black()));
      }
    }
    return event;
  }

  @Test
  void clubEveningReplaysExactly() throws Exception {
    ReferenceReplay ref = new ReferenceReplay("club-blitz-20p6r-a");
    Event event = replay(ref);
    assertEquals(List.of(), ref.differences);
    assertEquals(6, event.completeRounds());
    Tournament out = TrfExport.of(event);
    ref.compare("final export", ref.finalState, out);
    assertEquals(List.of(), ref.differences);
    EventStandings standings = EventStandings.of(event);
    ExpectedTiebreaks expected =
        new ExpectedTiebreaks(Reference.file("swiss/dutch/club-blitz-20p6r-a/tiebreaks.tsv"));
    assertEquals(List.of(), expected.mismatches(standings.table(), s2026()));
    // Prize list: 30/20/10 EUR to the first three (player 4 has 6.0, clear first).
    assertEquals(3, standings.prizes().size());
    assertEquals(4, standings.prizes().get(0).id());
    assertEquals(3000, standings.prizes().get(0).cents());
  }

  @Test
  void everyReferenceTournamentReplaysExactly() throws Exception {
    List<String> all = new java.util.ArrayList<>();
    int count = 0;
    try (java.util.stream.Stream<java.nio.file.Path> dirs =
        java.nio.file.Files.list(Reference.dir().resolve("swiss/dutch"))) {
      for (java.nio.file.Path dir : dirs.sorted().toList()) {
        ReferenceReplay ref = new ReferenceReplay(dir.getFileName().toString());
        Event event = replay(ref);
        ref.compare("final export", ref.finalState, TrfExport.of(event));
        ExpectedTiebreaks expected = new ExpectedTiebreaks(dir.resolve("tiebreaks.tsv"));
        for (org.arrocco.tournament.tiebreak.TiebreakRules rules :
            org.arrocco.tournament.tiebreak.TiebreakRules.values()) {
          event.updateSettings(withRules(event.settings(), rules));
          ref.differences.addAll(expected.mismatches(EventStandings.of(event).table(), rules));
        }
        ref.differences.forEach(d -> all.add(ref.name + ": " + d));
        count++;
      }
    }
    assertEquals(27, count);
    assertEquals(List.of(), all);
  }

  @Test
  void theDutchPairerPairsTheEventsTrfLikeTheReference() throws Exception {
    List<String> all = new java.util.ArrayList<>();
    try (java.util.stream.Stream<java.nio.file.Path> dirs =
        java.nio.file.Files.list(Reference.dir().resolve("swiss/dutch"))) {
      for (java.nio.file.Path dir : dirs.sorted().toList()) {
        ReferenceReplay ref =
            new ReferenceReplay(dir.getFileName().toString(), new DutchRoundPairer());
        replay(ref);
        ref.differences.forEach(d -> all.add(ref.name + ": " + d));
      }
    }
    assertEquals(List.of(), all);
  }

  private static EventSettings withRules(
      EventSettings s, org.arrocco.tournament.tiebreak.TiebreakRules rules) {
    return SettingsCopy.of(s, s.capacity(), s.unratedRating(), rules, s.acceleration());
  }

  private static org.arrocco.tournament.tiebreak.TiebreakRules s2026() {
    return org.arrocco.tournament.tiebreak.TiebreakRules.FIDE_2026;
  }

  @Test
  void eventFileRoundTripsAndImportKeepsEverything() throws Exception {
    ReferenceReplay ref = new ReferenceReplay("club-blitz-20p6r-a");
    Event event = replay(ref);
    String text = EventFile.text(event);
    Event back = EventFile.parse(text, "test");
    assertEquals(text, EventFile.text(back));
    // TRF out and in again: same rounds, same positions.
    Event imported = TrfImport.of(TrfExport.of(event), 1399);
    assertEquals(event.rounds(), imported.rounds());
    assertEquals(106, imported.round(6).startPosition());
    assertTrue(imported.settings().variant().equals("chess960"));
  }
}
