package org.arrocco.core.notation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.SplittableRandom;
import org.arrocco.core.Reference;
import org.arrocco.core.chess.CastlingMode;
import org.arrocco.core.chess.Move;
import org.arrocco.core.chess.MoveGenerator;
import org.arrocco.core.chess.MoveList;
import org.arrocco.core.chess.Position;
import org.arrocco.core.chess960.StartPosition;
import org.arrocco.core.perft.EpdFile;
import org.arrocco.core.perft.EpdLine;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** FEN, X-FEN and Shredder-FEN: round trips and every kind of bad field. */
class FenTest {

  @Test
  void standardReferencePositionsRoundTrip() throws IOException {
    for (EpdLine line : EpdFile.read(Reference.file("perft/standard.epd"))) {
      Position p = Fen.read(line.fen(), CastlingMode.ORTHODOX);
      assertEquals(line.fen(), Fen.write(p));
      assertEquals(p.hash(), Fen.read(Fen.writeShredder(p), CastlingMode.CHESS960).hash());
    }
  }

  @Test
  void chess960ReferencePositionsRoundTripInShredderAndXFen() throws IOException {
    for (EpdLine line : EpdFile.read(Reference.file("perft/chess960.epd"))) {
      Position p = Fen.read(line.fen(), CastlingMode.CHESS960);
      assertEquals(line.fen(), Fen.writeShredder(p));
      String xfen = Fen.write(p);
      Position back = Fen.read(xfen, CastlingMode.CHESS960);
      assertEquals(line.fen(), Fen.writeShredder(back));
      assertEquals(p.hash(), back.hash());
    }
  }

  @Test
  void startPositionsInXFenUseKQkq() {
    for (int n = 0; n < 960; n++) {
      StartPosition s = StartPosition.of(n);
      Position p = Fen.read(s.shredderFen(), CastlingMode.CHESS960);
      assertEquals(s.xfen(), Fen.write(p));
      assertEquals(s.shredderFen(), Fen.writeShredder(Fen.read(s.xfen(), CastlingMode.CHESS960)));
    }
  }

  @Test
  void xFenWritesAFileLetterWhenAnotherRookStandsFurtherOut() {
    // White rooks on e1 and h1 beside the king on b1; the castling rook is e1, not the outermost.
    Position p = Fen.read("1k6/8/8/8/8/8/8/1K2R2R w E - 0 1", CastlingMode.CHESS960);
    assertEquals("1k6/8/8/8/8/8/8/1K2R2R w E - 0 1", Fen.write(p));
    assertEquals("1k6/8/8/8/8/8/8/1K2R2R w E - 0 1", Fen.writeShredder(p));
    assertEquals(
        "1k6/8/8/8/8/8/8/1K2R2R w H - 0 1",
        Fen.writeShredder(Fen.read("1k6/8/8/8/8/8/8/1K2R2R w K - 0 1", CastlingMode.CHESS960)));
    assertEquals(
        "1k6/8/8/8/8/8/8/1K2R2R w K - 0 1",
        Fen.write(Fen.read("1k6/8/8/8/8/8/8/1K2R2R w H - 0 1", CastlingMode.CHESS960)));
  }

  @Test
  void positionsOfRandomGamesRoundTripWithCastlingInAnyGeometry() {
    SplittableRandom random = new SplittableRandom(960);
    MoveList list = new MoveList();
    int positions = 0;
    int castlings = 0;
    for (int game = 0; game < 80; game++) {
      String start =
          game % 4 == 0
              ? "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
              : StartPosition.of(random.nextInt(960)).xfen();
      CastlingMode mode = game % 4 == 0 ? CastlingMode.ORTHODOX : CastlingMode.CHESS960;
      Position p = Fen.read(start, mode);
      for (int ply = 0; ply < 120 && MoveGenerator.generate(p, list) > 0; ply++) {
        String fen = Fen.write(p);
        String shredder = Fen.writeShredder(p);
        assertEquals(fen, Fen.write(Fen.read(fen, mode)));
        assertEquals(fen, Fen.write(Fen.read(shredder, CastlingMode.CHESS960)));
        assertEquals(shredder, Fen.writeShredder(Fen.read(fen, CastlingMode.CHESS960)));
        assertEquals(p.hash(), Fen.read(fen, mode).hash());
        int move = list.get(random.nextInt(list.size()));
        for (int i = 0; i < list.size(); i++) {
          if (Move.kind(list.get(i)) == Move.CASTLING && random.nextBoolean()) {
            move = list.get(i); // castle often, so castling in every geometry gets written
          }
        }
        castlings += Move.kind(move) == Move.CASTLING ? 1 : 0;
        p.make(move);
        positions++;
      }
    }
    assertTrue(positions > 3000, "positions: " + positions);
    assertTrue(castlings > 40, "castling moves made: " + castlings);
  }

  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      value = {
        "|FEN",
        "8/8/8/8/8/8/8/8 w|FEN",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 extra|FEN",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w KQkq - 0 1|FEN field 1 (piece placement)",
        "rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1|FEN field 1 (piece placement)",
        "rnbqkbnr/pppppppp/7/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1|FEN field 1 (piece placement)",
        "rnbqkbnr/ppppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1|FEN field 1 (piece placement)",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w KQkq - 0 1|FEN field 1 (piece placement)",
        "rnbq1bnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQ - 0 1|FEN field 1 (piece placement)",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKKBNR w kq - 0 1|FEN field 1 (piece placement)",
        "rnbqkbnp/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQq - 0 1|FEN field 1 (piece placement)",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1|FEN field 2 (side to move)",
        "4k3/8/8/8/8/8/8/4K2r b - - 0 1|FEN field 2 (side to move)",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkx - 0 1|FEN field 3 (castling)",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN1 w KQkq - 0 1|FEN field 3 (castling)",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KKkq - 0 1|FEN field 3 (castling)",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HKkq - 0 1|FEN field 3 (castling)",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w Gkq - 0 1|FEN field 3 (castling)",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPPK/RNBQ1BNR w - - 0 1|FEN field 1 (piece placement)",
        "4k3/8/8/8/8/8/4K3/R6R w K - 0 1|FEN field 3 (castling)",
        "k7/8/8/8/8/8/8/1K2R2R w EH - 0 1|FEN field 3 (castling)",
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e4 0 1|FEN field 4 (en passant)",
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e9 0 1|FEN field 4 (en passant)",
        "rnbqkbnr/pppppppp/8/8/8/4P3/PPPP1PPP/RNBQKBNR b KQkq e3 0 1|FEN field 4 (en passant)",
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e3 0 1|FEN field 4 (en passant)",
        "rnbqkbnr/pppppppp/8/8/4P3/4N3/PPPP1PPP/R1BQKBNR b KQkq e3 0 1|FEN field 4 (en passant)",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - x 1|FEN field 5 (halfmove clock)",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - -1 1|FEN field 5 (halfmove clock)",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 0|FEN field 6 (fullmove number)",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 one|FEN field 6 (fullmove number)",
      })
  void badFensNameTheirField(String fen, String where) {
    NotationException e =
        assertThrows(
            NotationException.class, () -> Fen.read(fen == null ? "" : fen, CastlingMode.CHESS960));
    assertEquals(where, e.where(), e.getMessage());
    assertTrue(e.problem().length() > 10, e.getMessage());
  }

  @Test
  void aCounterTooLargeSaysHowLargeOneMayBe() {
    NotationException e =
        assertThrows(
            NotationException.class,
            () -> Fen.read("4k3/8/8/8/8/8/8/4K3 w - - 2147483647 1", CastlingMode.ORTHODOX));
    assertEquals("FEN field 5 (halfmove clock)", e.where());
    assertEquals("expected a whole number from 0 to 999999, found '2147483647'", e.problem());
  }

  @Test
  void aDashAmongCastlingLettersIsNamedAsSuch() {
    NotationException e =
        assertThrows(
            NotationException.class,
            () -> Fen.read("r3k2r/8/8/8/8/8/8/R3K2R w K- - 0 1", CastlingMode.ORTHODOX));
    assertEquals("FEN field 3 (castling)", e.where());
    assertEquals("'-' (no castling) stands alone, found 'K-'", e.problem());
  }

  @Test
  void orthodoxModeRejectsCastlingOutsideTheCorners() {
    NotationException e =
        assertThrows(
            NotationException.class,
            () -> Fen.read("1k6/8/8/8/8/8/8/1K2R2R w E - 0 1", CastlingMode.ORTHODOX));
    assertEquals("FEN field 3 (castling)", e.where());
    Fen.read("1k6/8/8/8/8/8/8/1K2R2R w E - 0 1", CastlingMode.CHESS960);
  }

  @Test
  void clocksMayBeLeftOut() {
    Position p = Fen.read("4k3/8/8/8/8/8/8/4K3 w - -", CastlingMode.ORTHODOX);
    assertEquals("4k3/8/8/8/8/8/8/4K3 w - - 0 1", Fen.write(p));
  }
}
