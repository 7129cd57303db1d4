package org.arrocco.tournament.event;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * The entry fee paid is a registration mark of the event: set and taken back as the organiser's
 * acts, each refused when it would change nothing or names a deleted registration, kept through a
 * correction, a deletion and the event file, and absent from the files of events without it.
 */
class EntryFeeTest {
  @Test
  void theFeeIsMarkedPaidAndTakenBackEachTimeChangingSomething() {
    Event e = EventTest.small(3);
    assertFalse(e.player(2).feePaid());
    e.feePaid(2, true);
    assertTrue(e.player(2).feePaid());
    Refusal twice = assertThrows(Refusal.class, () -> e.feePaid(2, true));
    assertEquals(Refusal.Reason.FEE_ALREADY_PAID, twice.reason());
    assertEquals("player 2 has paid the entry fee already", twice.getMessage());
    Refusal unpaid = assertThrows(Refusal.class, () -> e.feePaid(3, false));
    assertEquals(Refusal.Reason.FEE_NOT_PAID, unpaid.reason());
    assertEquals(
        Refusal.Reason.NO_PLAYER_OF,
        assertThrows(Refusal.class, () -> e.feePaid(9, true)).reason());
    e.correct(2, new Identity("Player Two", "", "", "", 0, 1990, "", 0));
    assertTrue(e.player(2).feePaid(), "a corrected name keeps the fee paid");
    e.feePaid(2, false);
    assertFalse(e.player(2).feePaid());
  }

  @Test
  void aDeletedRegistrationKeepsItsMarkAndTakesNoOther() {
    Event e = EventTest.small(2);
    e.feePaid(1, true);
    e.delete(1);
    assertTrue(e.player(1).feePaid(), "the money was received");
    Refusal r = assertThrows(Refusal.class, () -> e.feePaid(1, false));
    assertEquals(Refusal.Reason.DELETED, r.reason());
  }

  @Test
  void theEventFileKeepsTheMarkAndLeavesItOutWhenUnpaid() {
    Event e = EventTest.small(2);
    String unpaid = EventFile.text(e);
    assertFalse(unpaid.contains("feePaid"), "an event without the mark reads in earlier versions");
    e.feePaid(1, true);
    String text = EventFile.text(e);
    Event back = EventFile.parse(text, "event.json");
    assertTrue(back.player(1).feePaid());
    assertFalse(back.player(2).feePaid());
    assertEquals(text, EventFile.text(back));
  }
}
