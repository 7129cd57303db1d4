package org.arrocco.tournament.event;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A refused request says why as a reason with the values it names, and in English as its message.
 */
class RefusalTest {
  private static Refusal refused(Runnable r) {
    return assertThrows(Refusal.class, r::run);
  }

  @Test
  void theReasonAndItsValuesAreTheOnesTheMessageNames() {
    Event e = EventTest.small(3);
    Refusal none = refused(() -> e.player(9));
    assertEquals(Refusal.Reason.NO_PLAYER_OF, none.reason());
    assertEquals(List.of(9, 3), none.values());
    assertEquals("no player 9 (players 1-3)", none.getMessage());
    Refusal back = refused(() -> e.cancelWithdrawal(2));
    assertEquals(Refusal.Reason.NOT_WITHDRAWN, back.reason());
    assertEquals("player 2 has not withdrawn", back.getMessage());
    Refusal result = refused(() -> GameResult.parse("2-0"));
    assertEquals(List.of("2-0"), result.values());
    Refusal noRound = refused(() -> e.round(1));
    assertEquals(Refusal.Reason.NO_ROUND_YET, noRound.reason());
    assertEquals(List.of(), noRound.values());
  }

  @Test
  void theEventIsUnchangedByARefusal() {
    Event e = EventTest.small(2);
    e.checkIn(1, true);
    e.checkIn(2, true);
    List<Player> before = e.players();
    refused(() -> e.requestBye(1, 99, ByeKind.HALF));
    assertEquals(before, e.players());
    assertEquals(List.of(), e.byeRequests());
  }
}
