package org.arrocco.core.variant;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.arrocco.core.notation.NotationException;
import org.arrocco.core.notation.PgnGame;
import org.arrocco.core.notation.PgnReader;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Issue 29, point 3: the Variant tags other programs write for our four games are read, whatever
 * their case and spacing, through the variant door and by each game's own reader; other names of a
 * variant are refused naming the tag.
 */
class PgnVariantNameTest {
  private static final String CHESS960_FEN =
      "[SetUp \"1\"]\n[FEN \"bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w HFhf - 0 1\"]\n";

  private static PgnGame one(String text) {
    return PgnReader.readAll(text).get(0);
  }

  @ParameterizedTest
  @CsvSource({
    // before, PgnReplay read only Standard/chess/orthodox/fromposition: "normal" (TCEC, pychess)
    // was sent to the orthodox reader by the door and refused there
    "normal, chess",
    "Normal, chess",
    "Standard, chess",
    "From Position, chess",
    "fromposition, chess",
    "Chess, chess",
    "standard_chess, chess",
    "Chess960, chess960",
    "Chess 960, chess960",
    "fischerandom, chess960",
    "Fischer Random, chess960",
    "FRC, chess960",
    "Freestyle Chess, chess960",
  })
  void chessNamesAreReadByTheDoorAndTheReader(String name, String key) {
    String setUp = key.equals("chess960") ? CHESS960_FEN : "";
    String move = key.equals("chess960") ? "1. Nd3 *" : "1. e4 e5 *";
    PgnGame pgn = one("[Variant \"" + name + "\"]\n" + setUp + "\n" + move);
    Variant variant = Variants.forPgn(pgn);
    assertEquals(key, variant.key());
    assertEquals(key.equals("chess960") ? 1 : 2, variant.replay(pgn).ply());
  }

  @ParameterizedTest
  @ValueSource(strings = {"Scacchi Sprint", "sprint-chess", "SPRINT"})
  void sprintNamesAreReadByTheSprintReader(String name) {
    // before, SprintPgn took only "Sprint": "Scacchi Sprint" went through the door and was refused
    PgnGame pgn = one("[Variant \"" + name + "\"]\n[Seed \"5\"]\n\n*");
    Variant variant = Variants.forPgn(pgn);
    assertEquals("sprint", variant.key());
    assertEquals(0, variant.replay(pgn).ply());
  }

  @ParameterizedTest
  @ValueSource(strings = {"Tamerlane Chess", "tamerlano", "Timur Chess"})
  void tamerlaneNamesAreReadByTheTamerlaneReader(String name) {
    PgnGame pgn = one("[Variant \"" + name + "\"]\n\n*");
    Variant variant = Variants.forPgn(pgn);
    assertEquals("tamerlane", variant.key());
    assertEquals(0, variant.replay(pgn).ply());
  }

  @ParameterizedTest
  @ValueSource(strings = {"Crazyhouse", "Atomic", "Chess960 Crazyhouse", "shogi"})
  void otherVariantsAreRefusedNamingTheTag(String name) {
    NotationException e =
        assertThrows(
            NotationException.class,
            () -> Variants.forPgn(one("[Variant \"" + name + "\"]\n\n1. e4 *")));
    assertEquals("tag Variant", e.where());
    assertTrue(e.problem().startsWith("unknown variant \"" + name + "\""), e.problem());
  }
}
