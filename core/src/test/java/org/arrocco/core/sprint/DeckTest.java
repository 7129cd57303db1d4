package org.arrocco.core.sprint;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** sprint.md, Material and Set-up 3: two 13-tile decks, shuffled from a seed that replays. */
class DeckTest {

  @Test
  void eachDeckHoldsSixPawnsAndQRRBBNN() {
    Deal deal = Deal.fromSeed(42);
    for (Deck d : new Deck[] {deal.white(), deal.black()}) {
      assertEquals(13, d.size());
      Hand h = d.contents();
      assertEquals(6, h.count(Tile.PAWN));
      assertEquals(1, h.count(Tile.QUEEN), "the spare queen never enters the deck");
      assertEquals(2, h.count(Tile.ROOK));
      assertEquals(2, h.count(Tile.BISHOP));
      assertEquals(2, h.count(Tile.KNIGHT));
    }
  }

  @Test
  void theSameSeedDealsTheSameDecksAndOthersDiffer() {
    assertEquals(Deal.fromSeed(7), Deal.fromSeed(7));
    assertNotEquals(Deal.fromSeed(7).white(), Deal.fromSeed(8).white());
    Deal d = Deal.fromSeed(7);
    assertNotEquals(d.white(), d.black(), "each side has its own shuffle");
  }

  @Test
  void shuffleIsSpreadOverSeeds() {
    int n = 13_000;
    int[] pawnsAt = new int[13];
    for (int s = 0; s < n; s++) {
      Deck d = Deal.fromSeed(s).white();
      for (int i = 0; i < 13; i++) {
        if (d.tile(i) == Tile.PAWN) {
          pawnsAt[i]++;
        }
      }
    }
    // 6 of 13 tiles are pawns: each depth holds a pawn about 6000 times out of 13000.
    for (int i = 0; i < 13; i++) {
      assertTrue(Math.abs(pawnsAt[i] - 6000) < 400, "depth " + i + ": " + pawnsAt[i]);
    }
  }

  @Test
  void parseChecksLettersAndFullContents() {
    assertEquals("PNBPRQPBNRPPP", Deck.parse("pnbprqpbnrppp", true).letters());
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> Deck.parse("PNBPRQPBNRPPK", true));
    assertTrue(e.getMessage().contains("'K'"), e.getMessage());
    e = assertThrows(IllegalArgumentException.class, () -> Deck.parse("PNBPRQPBNRPPQ", true));
    assertTrue(e.getMessage().contains("Set-up 3"), e.getMessage());
    assertEquals(2, Deck.parse("QQ", false).size());
  }

  @Test
  void freshSeedsAreTheOnlyNameOfTheirDeal() {
    // java.util.Random keeps a seed's low 48 bits: a fresh seed stays below 2^48, so no two
    // fresh seeds name one deal, and a seed 2^48 higher deals the same decks.
    for (int i = 0; i < 1000; i++) {
      long seed = Deal.freshSeed();
      assertTrue(seed >= 0 && seed <= Deal.SEED_MASK, Long.toString(seed));
    }
    Deal a = Deal.fromSeed(42);
    Deal b = Deal.fromSeed(42 + (1L << 48));
    assertEquals(a.deck(0).toString() + a.deck(1), b.deck(0).toString() + b.deck(1));
  }
}
