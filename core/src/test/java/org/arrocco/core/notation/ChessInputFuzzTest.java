package org.arrocco.core.notation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.arrocco.core.Reference;
import org.arrocco.core.chess.CastlingMode;
import org.arrocco.core.chess.ChessGame;
import org.arrocco.core.chess.Position;
import org.arrocco.core.generic.GenericChess;
import org.arrocco.core.perft.EpdFile;
import org.arrocco.core.perft.EpdLine;
import org.arrocco.core.perft.GenericPerft;
import org.junit.jupiter.api.Test;

/**
 * Bad input never crashes, for orthodox chess and Chess960 as for the other variants: mutated FENs
 * of the reference positions and mutated PGN records of seeded random games are either read or
 * refused with a {@link NotationException} that says something. A mutated FEN that is read is a
 * position both backends read alike: it writes back to itself, and the bitboard and the generic
 * backend count the same tree to depth 2 (a position neither the reference files nor random games
 * would give, so a check of the generators as well).
 */
class ChessInputFuzzTest {
  // the characters of FEN and X-FEN/Shredder castling, and of SAN, results and comments
  private static final String FEN_ALPHABET = "rnbqkpKQRBNP12345678/-wbAHahKQkq ";
  private static final String PGN_ALPHABET = "abcdefgh12345678NBRQKxO-+#=!?. []{}\"*/01";

  private static List<String> referenceFens() throws IOException {
    List<String> fens = new ArrayList<>();
    for (String file : new String[] {"perft/standard.epd", "perft/chess960.epd"}) {
      for (EpdLine line : EpdFile.read(Reference.file(file))) {
        fens.add(line.fen());
      }
    }
    return fens;
  }

  @Test
  void mutatedFensAreReadOrRefusedAndBothBackendsAgree() throws IOException {
    List<String> seeds = referenceFens();
    Random r = new Random(31);
    int read = 0;
    for (int i = 0; i < 12_000; i++) {
      String fen = TextMutation.mutate(seeds.get(r.nextInt(seeds.size())), r, FEN_ALPHABET);
      Position p;
      try {
        p = Fen.read(fen, CastlingMode.CHESS960);
      } catch (NotationException e) {
        assertTrue(!e.getMessage().isBlank(), fen);
        assertRefusedByTheGenericReader(fen);
        continue;
      } catch (RuntimeException e) {
        fail("'" + fen + "' crashed the FEN reader: " + e);
        return;
      }
      String written = Fen.writeShredder(p);
      assertEquals(written, Fen.writeShredder(Fen.read(written, CastlingMode.CHESS960)), fen);
      try {
        long bits = new org.arrocco.core.perft.ChessPerft(p, CastlingMode.CHESS960).perft(2);
        assertEquals(
            bits,
            new GenericPerft(
                    GenericChess.fromBitboard(
                        org.arrocco.core.notation.Fen.read(
                            fen, org.arrocco.core.chess.CastlingMode.CHESS960)))
                .perft(2),
            fen);
      } catch (NotationException e) {
        fail("'" + fen + "' is read by the bitboard reader but not the generic one: " + e);
      }
      read++;
    }
    assertTrue(read > 300, "some mutations are still positions: " + read);
  }

  private static void assertRefusedByTheGenericReader(String fen) {
    try {
      GenericChess.fromBitboard(
          org.arrocco.core.notation.Fen.read(fen, org.arrocco.core.chess.CastlingMode.CHESS960));
      fail("'" + fen + "' is refused by the bitboard reader but read by the generic one");
    } catch (NotationException expected) {
      assertTrue(!expected.getMessage().isBlank(), fen);
    } catch (RuntimeException e) {
      fail("'" + fen + "' crashed the generic reader: " + e);
    }
  }

  @Test
  void mutatedRecordsAreReadOrRefused() {
    Random random = new Random(32);
    List<String> records = new ArrayList<>();
    for (int i = 0; i < 6; i++) {
      ChessGame g = i % 2 == 0 ? ChessGame.standard() : ChessGame.chess960(random.nextInt(960));
      for (int ply = 0; ply < 120 && !g.isOver(); ply++) {
        List<Integer> legal = g.legalMoves();
        g.play(legal.get(random.nextInt(legal.size())));
      }
      records.add(PgnWriter.write(PgnExport.of(g, List.of(new PgnTag("Event", "fuzz")))));
    }
    int read = 0;
    for (int i = 0; i < 400; i++) {
      String text = TextMutation.mutate(records.get(i % records.size()), random, PGN_ALPHABET);
      try {
        for (PgnGame game : PgnReader.readAll(text)) {
          PgnReplay.replay(game);
        }
        read++;
      } catch (NotationException e) {
        assertTrue(!e.getMessage().isBlank(), text);
      } catch (RuntimeException e) {
        fail("a mutated record crashed: " + e + "\n" + text);
      }
    }
    assertTrue(read > 20, "some mutated records are still games: " + read);
  }
}
