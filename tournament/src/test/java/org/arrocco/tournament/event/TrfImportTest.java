package org.arrocco.tournament.event;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.arrocco.core.Reference;
import org.arrocco.tournament.trf.Tournament;
import org.arrocco.tournament.trf.TrfDocument;
import org.arrocco.tournament.trf.TrfException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * TRF import then export of every reference tournament gives the same players, pairing numbers,
 * ratings, points and round blocks; and an imported event in progress pairs its next round like the
 * reference.
 */
class TrfImportTest {
  @Test
  void everyReferenceTournamentSurvivesImportAndExport() throws Exception {
    List<String> diffs = new ArrayList<>();
    List<Path> dirs;
    try (Stream<Path> s = Files.list(Reference.dir().resolve("swiss/dutch"))) {
      dirs = s.sorted().toList();
    }
    for (Path dir : dirs) {
      ReferenceReplay ref = new ReferenceReplay(dir.getFileName().toString());
      Event event = TrfImport.of(ref.finalState, 0);
      assertEquals(ref.finalState.totalRounds(), event.completeRounds());
      Event reread = EventFile.parse(EventFile.text(event), "memory");
      ref.compare("import/export", ref.finalState, TrfExport.of(reread));
      ref.differences.forEach(d -> diffs.add(ref.name + ": " + d));
    }
    assertEquals(27, dirs.size());
    assertEquals(List.of(), diffs);
  }

  @Test
  void importedEventPairsItsNextRoundLikeTheReference() throws Exception {
    // Before round 3 of the club evening player 20 has announced a half-point bye (an H entry
    // for round 3): imported, it is a bye request, and the event pairs round 3 like the reference.
    ReferenceReplay ref = new ReferenceReplay("club-blitz-20p6r-a", new DutchRoundPairer());
    Tournament before = ref.read("round-3.input.trf");
    Event event = TrfImport.of(before, 0);
    assertEquals(2, event.rounds().size());
    assertEquals(List.of(new ByeRequest(20, 3, ByeKind.HALF)), event.byeRequests());
    RoundDraw.pairNext(event, -1, "", ref, new java.util.Random(1));
    assertEquals(List.of(), ref.differences);
    assertEquals(ByeKind.HALF, event.round(3).byes().get(1).kind());
    assertEquals(20, event.round(3).byes().get(1).player());
  }

  @Test
  void mainHeaderFieldsAreRead() {
    Tournament t =
        Tournament.of(
            TrfDocument.parse(
                "012 Club Open\n022 Vedano\n042 2025/04/03\n122 8 min\nXXR 6\n152 B\n"
                    + "### arrocco round 1 chess960 518 random\n"
                    + "001    1      Rossi, Marco                      2012                             1.0    1     2 w 1\n"
                    + "001    2      Bianchi, Luca                                                      0.0    2     1 b 0\n"));
    Event e = TrfImport.of(t, 1399);
    assertEquals("Club Open", e.settings().name());
    assertEquals("Vedano", e.settings().venue());
    assertEquals("2025-04-03", e.settings().startDate());
    assertEquals("8 min", e.settings().timeControl());
    assertEquals(6, e.settings().rounds());
    assertEquals("B", e.initialColour());
    assertEquals("chess960", e.settings().variant());
    assertEquals(518, e.round(1).startPosition());
    assertTrue(e.player(2).unrated(e.settings()));
    assertEquals(GameResult.WHITE_WINS, e.round(1).board(1).result());
  }

  // What the event cannot hold was refused without naming the TRF line it came from.
  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "blank name         | 15 | '                   '|         | line 3 | player 1 needs a name",
        "impossible date    | 1  | 001         | 042 2024/05/00 | line 2, columns 5-14"
            + " | expected a date yyyy/mm/dd",
        "end before start   | 1  | 001         | 052 2024/05/01 | line 2"
            + " | end date 2024-05-01 is before the start date 2024-05-09",
        "too many rounds    | 1  | 001         | XXR 120 | line 2 | 1-99 rounds, not 120",
        "scored absences    | 1  | 001         | 162  Z 0.5 | line 2"
            + " | zero-point byes and forfeit losses as a loss (0.0), not 0.5 and 0.5",
        "PAB above a win    | 1  | 001         | 162  P 1.5 | line 2 | PAB <= win",
        "XXA, no rounds     | 1  | 001         | XXA    1  1.0 | line 2"
            + " | an accelerated event needs its number of rounds (XXR or 142)",
        "Baku, no rounds    | 1  | 001         | 192 FIDE_DUTCH_BAKU | line 2"
            + " | an accelerated event needs its number of rounds (XXR or 142)",
        "260 for some rounds| 1  | 001         | 260 002 005    1    2 | line 2"
            + " | forbids a pair for all its rounds (1-1), not for rounds 2-5 only",
        "260 round malformed| 1  | 001         | 260 0x1 005    1    2 | line 2, columns 5-7"
            + " | expected a first round",
        "260 unknown player | 1  | 001         | 260 001 005    1    9 | line 2, columns 18-21"
            + " | no player 9",
        "XXP unknown player | 1  | 001         | XXP 1 9 | line 2 | XXP: expected starting ranks",
        "full bye to come   | 1  | 001         | 240 F 001    1 | line 2"
            + " | does not keep full-point byes of rounds to come",
        "bye after the last | 1  | 001         | 240 H 002    1 | line 2"
            + " | does not keep byes of a round after its last one",
        "bye type unknown   | 1  | 001         | 240 X 001    1 | line 2, column 5"
            + " | expected a bye type F, H or Z",
        "bye round malformed| 1  | 001         | 240 H 0x1    1 | line 2, columns 7-9"
            + " | expected a round number",
        "abnormal points    | 1  | 001         | 299 W    1.0 001    1 | line 2"
            + " | abnormal point assignments (299)",
        "team event         | 1  | 001         | 310   1 Team | line 2 | team events (310)",
        "another system     | 1  | 001         | 192 FIDE_DUBOV | line 2, columns 5-14"
            + " | the FIDE Dutch system",
      })
  void valuesTheEventCannotHoldNameTheirLine(
      String what, int col, String text, String extra, String where, String problem) {
    String p1 =
        "001    1      Test0001 Player0001               2404                             0.0    1";
    String p2 =
        "001    2      Test0002 Player0002               2315                             0.0    2";
    p1 = p1.substring(0, col - 1) + text + p1.substring(col - 1 + text.length());
    String trf = "042 2024/05/09\n" + (extra == null ? "" : extra + "\n") + p1 + "\n" + p2 + "\n";
    if (extra == null) {
      trf = "012 Test\n" + trf;
    }
    Tournament t = Tournament.parse(trf);
    TrfException e = assertThrows(TrfException.class, () -> TrfImport.of(t, 0), what);
    assertEquals(where, e.where(), e.getMessage());
    assertTrue(e.problem().contains(problem), e.getMessage());
  }

  @Test
  void aGapInThePairingNumbersNamesTheLineAfterIt() {
    String trf =
        "012 Test\n"
            + "001    1      Test0001 Player0001               2404                             0.0"
            + "    1\n"
            + "001    3      Test0003 Player0003               2315                             0.0"
            + "    2\n";
    TrfException e = assertThrows(TrfException.class, () -> TrfImport.of(Tournament.parse(trf), 0));
    assertEquals("line 3", e.where(), e.getMessage());
    assertTrue(e.problem().contains("starting rank 3, but no player has 2"), e.getMessage());
  }

  @Test
  void aControlCharacterInTheHeaderNamesItsLine() {
    // A tab in the event's name was refused without saying where.
    String trf =
        "012 Blitz\tOpen\n"
            + "001    1      Test0001 Player0001               2404                             0.0"
            + "    1\n";
    TrfException e = assertThrows(TrfException.class, () -> TrfImport.of(Tournament.parse(trf), 0));
    assertEquals("line 1", e.where(), e.getMessage());
    assertTrue(e.problem().startsWith("control character in 'Blitz"), e.getMessage());
  }

  @Test
  void theRatingOfUnratedPlayersIsReadFromOurCommentAndAMalformedOneNamesItsLine() {
    String player =
        "001    1      Test0001 Player0001               2404                             0.0"
                .replace("2404", "    ")
            + "    1\n";
    String with = "012 Test\n### arrocco unrated-rating 1399\n" + player;
    assertEquals(1399, TrfImport.unratedRating(Tournament.parse(with)).getAsInt());
    assertEquals(1399, TrfImport.of(Tournament.parse(with)).settings().unratedRating());
    assertEquals(1500, TrfImport.of(Tournament.parse(with), 1500).settings().unratedRating());
    assertTrue(TrfImport.unratedRating(Tournament.parse("012 Test\n" + player)).isEmpty());
    assertEquals(
        0, TrfImport.of(Tournament.parse("012 Test\n" + player)).settings().unratedRating());
    for (String bad : new String[] {"0", "3501", "x", "", "1399 1400"}) {
      String trf = "012 Test\n### arrocco unrated-rating " + bad + "\n" + player;
      TrfException e =
          assertThrows(TrfException.class, () -> TrfImport.unratedRating(Tournament.parse(trf)));
      assertEquals("line 2", e.where(), bad);
    }
  }

  @Test
  void whatNoTrfRecordHoldsComesBackFromOurComments() {
    EventSettings club = EventSettings.clubChess960Blitz("Open", "Monza", "2026-11-25");
    EventSettings own =
        new EventSettings(
            club.name(),
            club.venue(),
            club.startDate(),
            club.endDate(),
            club.variant(),
            club.rounds(),
            club.timeControl(),
            club.points(),
            List.of(org.arrocco.tournament.tiebreak.Tiebreak.ARO),
            org.arrocco.tournament.tiebreak.TiebreakRules.FIDE_2024,
            40,
            1399,
            true,
            List.of(5000L, 2500L),
            1250L,
            "");
    Event event = Event.create(own);
    event.register(new Identity("Russo, Anna", "w", "", "ITA", 0, 2010, "IT 77", 1950));
    event.register(new Identity("Neri, Bruno", "", "", "ITA", 0, 0, "IT-88", 1650));
    event.register(new Identity("Bo, Carlo", "", "", "", 0, 0, "", 0));
    Event back = TrfImport.of(Tournament.parse(TrfExport.of(event).document().text()));
    EventSettings s = back.settings();
    assertEquals(
        List.of(
            "chess960",
            List.of(org.arrocco.tournament.tiebreak.Tiebreak.ARO),
            "FIDE_2024",
            40,
            true,
            List.of(5000L, 2500L),
            1250L),
        List.of(
            s.variant(),
            s.tiebreaks(),
            s.rules().name(),
            s.capacity(),
            s.nationalRatingAsFide(),
            s.prizes(),
            s.entryFee()));
    for (int id = 1; id <= 3; id++) {
      Player a = event.player(id);
      Player b = back.player(id);
      assertEquals(
          List.of(a.fideRating(), a.nationalRating(), a.nationalId()),
          List.of(b.fideRating(), b.nationalRating(), b.nationalId()),
          a.name());
    }
  }

  @Test
  void aMalformedOrStaleCommentOfOursNamesItsLine() {
    String player =
        "001    1      Test0001 Player0001               1650                             0.0"
            + "    1\n";
    String[][] cases = {
      {"### arrocco settings variant=chess960", "no tiebreaks="},
      {
        "### arrocco settings variant=chess tiebreaks=XX rules=2026 capacity=9 national-as-fide=no"
            + " prizes= entry-fee=0",
        "XX"
      },
      {
        "### arrocco settings variant=chess tiebreaks=BH rules=2026 capacity=9 national-as-fide=maybe"
            + " prizes= entry-fee=0",
        "national-as-fide must be yes or no"
      },
      {
        "### arrocco settings variant=chess tiebreaks=BH rules=2026 capacity=9 national-as-fide=no"
            + " prizes=12e entry-fee=0",
        "prizes must be euro cents"
      },
      {"### arrocco player 2 fide-rating=0 national-rating=1650 national-id=", "no player 2"},
      {
        "### arrocco player 1 fide-rating=0 national-rating=1700 national-id=",
        "count as 0, but the player's line has 1650"
      },
      {
        "### arrocco player 1 fide-rating=x national-rating=1650 national-id=",
        "fide-rating must be a whole number"
      },
    };
    for (String[] c : cases) {
      String trf = "012 Test\n" + c[0] + "\n" + player;
      TrfException e =
          assertThrows(TrfException.class, () -> TrfImport.of(Tournament.parse(trf), 0), c[0]);
      assertEquals("line 2", e.where(), c[0]);
      assertTrue(e.problem().contains(c[1]), e.getMessage());
    }
  }
}
