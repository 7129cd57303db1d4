package org.arrocco.core.notation.tamerlane;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.arrocco.core.generic.GenericPosition;
import org.arrocco.core.generic.MoveGenerator;
import org.arrocco.core.notation.NotationException;
import org.arrocco.core.notation.PgnTag;
import org.arrocco.core.notation.TextMutation;
import org.arrocco.core.tamerlane.TamerlaneGame;
import org.arrocco.core.tamerlane.TamerlaneSetup;
import org.junit.jupiter.api.Test;

/**
 * Bad input never crashes (issue: "bad input gives a clear error"): mutated Tamerlane FENs, move
 * texts and PGN records, taken from seeded random games of all three set-ups, are either read or
 * refused with a {@link NotationException} that says something, never another exception. A FEN that
 * is read writes back to a FEN that reads to itself, and its position lists its moves.
 */
class TamerlaneInputFuzzTest {
  // the characters of the notation: pieces, pawns' types, citadels, digits, separators, marks
  private static final String ALPHABET = "kgvwzctnreprKGVWZCTNREP0123456789/-: wbl+#=xabcdefghijkz";

  private static String mutate(String s, Random r) {
    return TextMutation.mutate(s, r, ALPHABET);
  }

  /** Positions and moves sampled every few plies of seeded random games, and the games' PGN. */
  private record Samples(List<String> fens, List<String> moves, List<String> records) {}

  private static Samples samples() {
    List<String> fens = new ArrayList<>();
    List<String> moves = new ArrayList<>();
    List<String> records = new ArrayList<>();
    for (int seed = 1; seed <= 3; seed++) {
      Random random = new Random(seed);
      String start = TamerlaneSetup.values()[seed % 3].fen();
      TamerlaneGame game = new TamerlaneGame(TamerlaneFen.read(start));
      for (int ply = 0; ply < 300 && !game.isOver(); ply++) {
        int[] legal = game.legalMoves();
        if (legal.length == 0) {
          break;
        }
        int m = legal[random.nextInt(legal.length)];
        if (ply % 23 == 0) {
          fens.add(TamerlaneFen.write(game.position()));
          moves.add(TamerlaneMoveNotation.coordinate(game.position(), m));
          moves.add(TamerlaneMoveNotation.san(game.generator(), m));
        }
        game.play(m);
      }
      records.add(TamerlanePgn.write(game, start, List.of(new PgnTag("Event", "fuzz"))));
    }
    return new Samples(fens, moves, records);
  }

  @Test
  void mutatedFensAreReadOrRefused() {
    List<String> seeds = samples().fens();
    Random r = new Random(11);
    int read = 0;
    for (int i = 0; i < 6_000; i++) {
      String fen = mutate(seeds.get(i % seeds.size()), r);
      try {
        GenericPosition p = TamerlaneFen.read(fen);
        String written = TamerlaneFen.write(p);
        assertEquals(written, TamerlaneFen.write(TamerlaneFen.read(written)), fen);
        new MoveGenerator(p).legalMoves(new int[MoveGenerator.MAX_MOVES]);
        read++;
      } catch (NotationException e) {
        assertTrue(!e.getMessage().isBlank(), fen);
      } catch (RuntimeException e) {
        fail("'" + fen + "' crashed: " + e);
      }
    }
    assertTrue(read > 50, "some mutations are still valid: " + read);
  }

  @Test
  void mutatedMovesAreReadOrRefused() {
    Samples s = samples();
    List<MoveGenerator> positions = new ArrayList<>();
    for (String fen : s.fens()) {
      positions.add(new MoveGenerator(TamerlaneFen.read(fen)));
    }
    Random r = new Random(12);
    int read = 0;
    for (int i = 0; i < 3_000; i++) {
      String text = mutate(s.moves().get(i % s.moves().size()), r);
      MoveGenerator gen = positions.get(i % positions.size());
      try {
        TamerlaneMoveNotation.parse(gen, text);
        read++;
      } catch (NotationException e) {
        assertTrue(!e.getMessage().isBlank(), text);
      } catch (RuntimeException e) {
        fail("'" + text + "' in " + TamerlaneFen.write(gen.position()) + " crashed: " + e);
      }
    }
    assertTrue(read > 0, "some mutated moves still name a legal move");
  }

  @Test
  void mutatedRecordsAreReadOrRefused() {
    List<String> records = samples().records();
    Random r = new Random(13);
    int read = 0;
    for (int i = 0; i < 120; i++) {
      String text = mutate(records.get(i % records.size()), r);
      try {
        TamerlanePgn.read(text);
        read++;
      } catch (NotationException e) {
        assertTrue(!e.getMessage().isBlank());
      } catch (RuntimeException e) {
        fail("a mutated record crashed: " + e + "\n" + text);
      }
    }
    assertTrue(read > 0, "some mutated records are still valid");
  }
}
