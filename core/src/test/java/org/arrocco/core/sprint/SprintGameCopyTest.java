package org.arrocco.core.sprint;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.reflect.Array;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.arrocco.core.chess.Move;
import org.arrocco.core.game.Termination;
import org.arrocco.core.notation.sprint.SprintFen;
import org.arrocco.core.notation.sprint.SprintPgn;
import org.arrocco.core.notation.sprint.SprintSan;
import org.junit.jupiter.api.Test;

/**
 * {@link SprintGame#copy}: a game to play on apart, as a PGN variation needs (docs/sprint.md, Moves
 * and records). The copy is the same game, goes on as the game would, and shares nothing that
 * changes: play on one leaves the other as it was.
 */
class SprintGameCopyTest {

  /** Everything a game shows, the secret parts included (decks' contents, hands, history). */
  private static List<Object> snapshot(SprintGame g) {
    List<Object> s = new ArrayList<>();
    s.add(SprintFen.write(g.position(), true));
    s.add(g.position().key());
    s.add(List.copyOf(g.moves()));
    s.add(List.copyOf(SprintPgn.sanMoves(g)));
    s.add(g.repetitions());
    s.add(g.outcome());
    s.add(g.deal());
    s.add(g.settings());
    s.add(SprintFen.write(g.startPosition(), true));
    s.add(g.position().drawing());
    s.add(g.isOver() ? "" : java.util.Arrays.toString(g.legalMoves()));
    return s;
  }

  /** Plays random actions (an occasional run-out hourglass among them) until the game is over. */
  private static void playOut(SprintGame g, Random random) {
    while (!g.isOver()) {
      if (g.moves().size() >= 300) {
        g.agreeDraw();
      } else if (random.nextInt(15) == 0) {
        g.hourglassOut();
      } else {
        int[] legal = g.legalMoves();
        g.play(legal[random.nextInt(legal.length)]);
      }
    }
  }

  @Test
  void playOnTheCopyLeavesTheOriginalAsItWasAndViceVersa() {
    for (long n = 1; n <= 20; n++) {
      int at = (int) (n * 7 % 40); // from the set-up to after the decks are empty
      SprintGame original = replayed(TestGames.play(n, at, g -> {}));
      List<Object> before = snapshot(original);
      SprintGame copy = original.copy();
      assertEquals(before, snapshot(copy), "game " + n + ": the copy is the same game");
      playOut(copy, new Random(n));
      assertEquals(before, snapshot(original), "game " + n + ": play on the copy");

      SprintGame other = original.copy();
      List<Object> otherBefore = snapshot(other);
      playOut(original, new Random(n + 100));
      assertEquals(otherBefore, snapshot(other), "game " + n + ": play on the original");
      assertEquals(snapshot(original), snapshot(original.copy()), "game " + n + ": over");
    }
  }

  /**
   * A game of {@link TestGames} with its actions replayed anew, without the draw it agrees at its
   * ply limit: a game still going on.
   */
  private static SprintGame replayed(SprintGame g) {
    SprintGame r = SprintGame.start(g.deal().orElseThrow(), g.settings());
    for (int m : g.moves()) {
      if (m == Move.NONE) {
        r.hourglassOut();
      } else {
        r.play(m);
      }
    }
    return r;
  }

  @Test
  void theCopyGoesOnAsTheGameWouldWithTheSameActions() {
    for (long n = 1; n <= 10; n++) {
      SprintGame original = replayed(TestGames.play(n, 30, g -> {}));
      SprintGame copy = original.copy();
      Random random = new Random(n);
      while (!original.isOver() && original.moves().size() < 200) {
        int[] legal = original.legalMoves();
        int m = legal[random.nextInt(legal.length)];
        original.play(m);
        copy.play(m);
        assertEquals(snapshot(original), snapshot(copy), "game " + n);
      }
    }
  }

  @Test
  void fivefoldRepetitionCountsThePositionsBeforeTheCopy() {
    // sprint.md, End of the game: fivefold repetition over the whole game, not from the copy on
    SprintGame g =
        SprintGame.fromPosition(
            SprintFen.read("4k3/8/8/8/8/8/8/R3K3[] w - - 0 30 0:0 Mm"), SprintSettings.DEFAULT);
    String[] cycle = {"Ra2", "Kd8", "Ra1", "Ke8"};
    for (int i = 0; i < 12; i++) {
      g.play(SprintSan.read(g.position(), cycle[i % 4]));
    }
    assertEquals(4, g.repetitions());
    SprintGame copy = g.copy();
    SprintGame fresh = SprintGame.fromPosition(g.position().copy(), g.settings());
    for (String san : cycle) {
      copy.play(SprintSan.read(copy.position(), san));
      fresh.play(SprintSan.read(fresh.position(), san));
    }
    assertEquals(Termination.FIVEFOLD_REPETITION, copy.outcome().get().termination());
    assertFalse(fresh.isOver(), "a game from the position alone has no history");
    assertFalse(g.isOver());
    assertEquals(12, g.moves().size());
    assertEquals(16, SprintPgn.sanMoves(copy).size());
  }

  /** Classes whose objects never change after they are made: sharing them is safe. */
  private static final Set<Class<?>> IMMUTABLE =
      Set.of(
          String.class,
          Long.class,
          Integer.class,
          Deal.class,
          Deck.class,
          SprintSettings.class,
          org.arrocco.core.game.Outcome.class);

  @Test
  void theCopySharesNoObjectThatCanChange() {
    SprintGame original = replayed(TestGames.play(4, 20, g -> {}));
    assertTrue(original.position().deckSize(0) > 0, "a deck still to draw from");
    requireNothingShared(original, original.copy(), "game");
  }

  /**
   * Walks the fields of {@code a} and its copy {@code b} (game, position, board, their arrays and
   * lists): every object met that is not of an immutable class is a different object in the copy.
   */
  private static void requireNothingShared(Object a, Object b, String path) {
    if (a == null || IMMUTABLE.contains(a.getClass()) || a.getClass().isEnum()) {
      return;
    }
    assertNotSame(a, b, path + " is shared");
    if (a.getClass().isArray()) {
      if (!a.getClass().getComponentType().isPrimitive()) {
        for (int i = 0; i < Array.getLength(a); i++) {
          requireNothingShared(Array.get(a, i), Array.get(b, i), path + "[" + i + "]");
        }
      }
      return;
    }
    if (a instanceof List<?> la) {
      for (int i = 0; i < la.size(); i++) {
        requireNothingShared(la.get(i), ((List<?>) b).get(i), path + "[" + i + "]");
      }
      return;
    }
    for (Class<?> c = a.getClass(); c != Object.class; c = c.getSuperclass()) {
      if (c.getName().startsWith("java.")) {
        return; // a list's inner array: the list itself was checked above
      }
      for (Field f : c.getDeclaredFields()) {
        if (Modifier.isStatic(f.getModifiers()) || f.getType().isPrimitive()) {
          continue;
        }
        f.setAccessible(true);
        try {
          requireNothingShared(f.get(a), f.get(b), path + "." + f.getName());
        } catch (IllegalAccessException e) {
          throw new AssertionError(e);
        }
      }
    }
  }
}
