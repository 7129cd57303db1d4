package org.arrocco.tournament.event;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Taking back the last round's pairing before any result: what the round held goes back where it
 * came from, and pairing again gives the round the event would have paired.
 */
class TakeBackTest {
  private static Event event(int players) {
    Event e = Event.create(EventSettings.clubChess960Blitz("Test", "", "2026-11-22"));
    for (int i = 1; i <= players; i++) {
      e.register(new Identity("Player " + i, "", "", "", 0, 2000 - 10 * i, "", 0));
    }
    e.initialColour("W");
    return e;
  }

  private static Round pair(Event e) {
    return RoundDraw.pairNext(e, 518, "arbiter", new DutchRoundPairer(), new Random(1));
  }

  private static void finish(Event e, Round round) {
    for (Board b : round.boards()) {
      e.result(round.number(), b.number(), GameResult.WHITE_WINS);
    }
  }

  private static String error(Runnable r) {
    return assertThrows(IllegalArgumentException.class, r::run).getMessage();
  }

  @Test
  void roundOneGoesBackToCheckIn() {
    Event e = event(6);
    for (int i = 1; i <= 5; i++) {
      e.checkIn(i, true);
    }
    e.requestBye(2, 1, ByeKind.HALF);
    pair(e);
    e.lateEntry(6, ByeKind.ZERO); // arrives after the pairing
    e.withdraw(5); // leaves before the games start
    Round first = e.round(1);
    assertTrue(first.byes().contains(new Bye(6, ByeKind.ZERO)), "6's missed round, for now");
    Event.TakenBack back = e.takeBackLastRound();
    assertEquals(first, back.round());
    assertEquals(List.of(new ByeRequest(2, 1, ByeKind.HALF)), back.byeRequests());
    assertEquals(List.of(6), back.entering());
    assertEquals(List.of(5), back.withdrawn());
    assertTrue(e.rounds().isEmpty());
    assertEquals(List.of(new ByeRequest(2, 1, ByeKind.HALF)), e.byeRequests());
    assertEquals("W", e.initialColour());
    for (int id : new int[] {1, 2, 3, 4, 6}) {
      assertTrue(e.player(id).checkedIn() && e.player(id).entryRound() == 0, "player " + id);
    }
    assertEquals(1, e.player(5).withdrawnFrom());
    assertTrue(!e.player(5).checkedIn());
    // Paired again: 1, 3, 4, 6 play (6 in 5's place, who never enters), 2 keeps the half bye.
    Round again = pair(e);
    assertEquals(List.of(new Bye(2, ByeKind.HALF)), again.byes());
    assertEquals(0, e.player(5).entryRound());
    assertEquals(2, again.boards().size());
    assertEquals(e.rounds(), EventFile.parse(EventFile.text(e), "x.json").rounds());
  }

  @Test
  void aPlayerWhoEnteredRoundOneByAByeIsNotCheckedInWhenTheRoundGoesBack() {
    Event e = event(5);
    for (int i = 1; i <= 4; i++) {
      e.checkIn(i, true);
    }
    e.requestBye(5, 1, ByeKind.HALF); // absent that evening: the bye is the entry
    pair(e);
    assertEquals(1, e.player(5).entryRound());
    e.takeBackLastRound();
    assertTrue(!e.player(5).checkedIn(), "5 never checked in");
    assertEquals(List.of(new ByeRequest(5, 1, ByeKind.HALF)), e.byeRequests());
    // Without the bye, 5 does not enter round 1: 4 players on 2 boards, no bye.
    assertTrue(e.cancelBye(5, 1));
    Round again = pair(e);
    assertEquals(2, again.boards().size());
    assertTrue(again.byes().isEmpty(), again.byes().toString());
    assertEquals(0, e.player(5).entryRound());
  }

  @Test
  void aLaterRoundKeepsTheEarlierMissedRoundsOfALateEntrant() {
    Event e = event(8);
    for (int i = 1; i <= 7; i++) {
      e.checkIn(i, true);
    }
    finish(e, pair(e));
    e.withdraw(7); // before round 2: a zero-point bye of the withdrawal, not a request
    e.requestBye(3, 2, ByeKind.ZERO);
    finish(e, pair(e));
    e.requestBye(4, 3, ByeKind.HALF);
    pair(e);
    e.lateEntry(8, ByeKind.HALF);
    e.withdraw(6);
    Round third = e.round(3);
    Event.TakenBack back = e.takeBackLastRound();
    assertEquals(third, back.round());
    assertEquals(List.of(new ByeRequest(4, 3, ByeKind.HALF)), back.byeRequests());
    assertEquals(List.of(8), back.entering());
    assertEquals(List.of(6), back.withdrawn());
    assertEquals(3, e.player(8).entryRound());
    assertEquals(10, e.score(8, 2), "rounds 1 and 2 missed at half a point each");
    assertEquals(3, e.player(6).withdrawnFrom());
    assertEquals(2, e.player(7).withdrawnFrom(), "the earlier withdrawal stays");
    assertEquals(2, e.completeRounds());
    Round again = pair(e);
    assertTrue(again.boards().stream().anyMatch(b -> b.has(8)), "the late entrant plays round 3");
    assertTrue(again.byes().contains(new Bye(6, ByeKind.ZERO)));
    assertTrue(again.byes().contains(new Bye(4, ByeKind.HALF)));
  }

  @Test
  void pairingAgainWithNothingChangedGivesTheSameRoundAndFile() {
    Event e = event(9);
    for (int i = 1; i <= 9; i++) {
      e.checkIn(i, true);
    }
    finish(e, pair(e));
    e.requestBye(9, 2, ByeKind.HALF);
    String before = EventFile.text(e);
    Round second = pair(e);
    e.takeBackLastRound();
    assertEquals(before, EventFile.text(e));
    assertEquals(second, pair(e));
  }

  @Test
  void aRoundWithAResultOrNoRoundIsRefusedAndNothingChanges() {
    Event e = event(4);
    assertEquals("no round is paired yet", error(e::takeBackLastRound));
    for (int i = 1; i <= 4; i++) {
      e.checkIn(i, true);
    }
    pair(e);
    e.result(1, 2, GameResult.DRAW);
    String text = EventFile.text(e);
    assertEquals(
        "round 1 has results on boards [2]: a round being played stays",
        error(e::takeBackLastRound));
    assertEquals(text, EventFile.text(e));
  }
}
