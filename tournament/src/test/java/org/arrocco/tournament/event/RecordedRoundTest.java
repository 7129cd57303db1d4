package org.arrocco.tournament.event;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * A round paired and recorded (by the arbiter's desk, in its log) pairs again into the identical
 * event from the record alone, manual changes included; a record that the event would not give is
 * refused before anything changes.
 */
class RecordedRoundTest {
  private static Event event() {
    Event e = Event.create(EventSettings.clubChess960Blitz("Test", "", "2026-11-22"));
    for (int i = 1; i <= 7; i++) {
      e.register(new Identity("Player " + i, "", "", "", 0, 2000 - 10 * i, "", 0));
    }
    for (int i = 1; i <= 6; i++) {
      e.checkIn(i, true);
    }
    return e;
  }

  @Test
  void theRoundsOfAnEventReplayFromTheirRecordIntoTheSameEvent() {
    Event live = event();
    Event replayed = event();
    live.requestBye(3, 1, ByeKind.HALF);
    replayed.requestBye(3, 1, ByeKind.HALF);
    // round 1: the colour drawn by lot; a manual exchange after pairing
    Round first = RoundDraw.pairNext(live, 300, "random", new DutchRoundPairer(), new Random(7));
    live.exchange(first.boards().get(0).white(), first.boards().get(1).white());
    Round changed = live.round(1);
    Round again = RoundDraw.replay(replayed, changed, live.initialColour());
    assertEquals(changed, again);
    assertEquals(live.initialColour(), replayed.initialColour());
    for (Board b : changed.boards()) {
      live.result(1, b.number(), GameResult.DRAW);
      replayed.result(1, b.number(), GameResult.DRAW);
    }
    live.lateEntry(7, ByeKind.HALF);
    replayed.lateEntry(7, ByeKind.HALF);
    Round second = RoundDraw.pairNext(live, 12, "arbiter", new DutchRoundPairer(), new Random(1));
    assertEquals(second, RoundDraw.replay(replayed, second, live.initialColour()));
    assertEquals(EventFile.text(live), EventFile.text(replayed));
  }

  @Test
  void aRecordTheEventWouldNotGiveIsRefusedAndChangesNothing() {
    Event live = event();
    Round first = RoundDraw.pairNext(live, 300, "random", new DutchRoundPairer(), new Random(7));
    Event other = event();
    other.withdraw(6); // the record has 6 on a board: this event would not pair 6
    String before = EventFile.text(other);
    IllegalStateException e =
        assertThrows(
            IllegalStateException.class,
            () -> RoundDraw.replay(other, first, live.initialColour()));
    assertTrue(e.getMessage().contains("not an entrant"), e.getMessage());
    assertEquals(before, EventFile.text(other));
    // the same players, another PAB: the byes differ
    Event third = event();
    third.checkIn(6, false);
    third.checkIn(7, true);
    List<Board> boards = new ArrayList<>(first.boards());
    assertThrows(
        IllegalStateException.class,
        () ->
            RoundDraw.replay(
                third, new Round(1, 300, "random", boards, first.byes()), live.initialColour()));
    assertTrue(third.rounds().isEmpty());
  }

  @Test
  void aRoundsDateIsSetWithTheRoundsBeforeItLeftEmpty() {
    EventSettings s = EventSettings.clubChess960Blitz("Test", "", "2026-11-22");
    EventSettings dated = s.withRoundDate(3, "2026-12-06");
    assertEquals(List.of("", "", "2026-12-06"), dated.roundDates());
    assertEquals("2026-12-06", dated.roundDate(3));
    assertEquals("2026-11-22", dated.roundDate(2), "a one-day event's date for the others");
    assertEquals(
        List.of("2026-11-29", "", "2026-12-06"), dated.withRoundDate(1, "2026-11-29").roundDates());
  }
}
