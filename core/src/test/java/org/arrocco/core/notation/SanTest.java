package org.arrocco.core.notation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.arrocco.core.chess.CastlingMode;
import org.arrocco.core.chess.Position;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class SanTest {
  private static final String START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

  private static Position fen(String fen) {
    return Fen.read(fen, CastlingMode.ORTHODOX);
  }

  /** Reads {@code input} in the position and writes the move back strictly. */
  private static String normalise(String fen, String input) {
    Position p = fen(fen);
    return San.write(p, San.read(p, input));
  }

  @Test
  void writesPlainMovesCapturesAndPawnCaptures() {
    String fen = "4k3/8/8/3p4/4P3/5N2/8/4K3 w - - 0 1";
    assertEquals("exd5", normalise(fen, "exd5"));
    assertEquals("Nxd4", normalise("4k3/8/8/8/3p4/5N2/8/4K3 w - - 0 1", "Nxd4"));
    assertEquals("e5", normalise(fen, "e5"));
    assertEquals("Ng5", normalise(fen, "Ng5"));
  }

  @ParameterizedTest(name = "{1} -> {2}")
  @CsvSource({
    // knights on b1 and f3 both reach d2: the file decides
    "4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1, Nbd2, Nbd2",
    // rooks on a1 and a5 both reach a3: the file is shared, the rank decides
    "4k3/8/8/R7/8/8/8/R3K3 w - - 0 1, R1a3, R1a3",
    // queens on a1, a3 and c1 all reach b2: neither file nor rank alone decides for a1
    "4k3/8/8/8/8/Q7/8/Q1Q1K3 w - - 0 1, Qa1b2, Qa1b2",
    // a pinned knight does not count: no disambiguation
    "4k3/8/8/7b/8/5N2/8/1N1K4 w - - 0 1, Nd2, Nd2",
  })
  void disambiguatesMinimally(String fen, String input, String expected) {
    assertEquals(expected, normalise(fen, input));
  }

  @Test
  void writesChecksAndMates() {
    assertEquals("Qh5+", normalise("4k3/8/8/8/8/8/8/3QK3 w - - 0 1", "Qh5"));
    // the back-rank mate
    assertEquals("Ra8#", normalise("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1", "Ra8"));
    // Fool's mate
    Position p = fen("rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq - 0 2");
    assertEquals("Qh4#", San.write(p, San.read(p, "Qh4")));
  }

  @Test
  void writesPromotionsAndEnPassant() {
    assertEquals("e8=Q+", normalise("6k1/4P3/8/8/8/8/8/4K3 w - - 0 1", "e8=Q"));
    assertEquals("exf8=N", normalise("5r2/4P1k1/8/8/8/8/8/4K3 w - - 0 1", "exf8N"));
    assertEquals("exd6", normalise("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1", "exd6"));
  }

  @Test
  void writesCastlingInOrthodoxChessAndChess960() {
    String fen = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
    assertEquals("O-O", normalise(fen, "O-O"));
    assertEquals("O-O-O", normalise(fen, "0-0-0"));
    // Chess960: king b1, rooks a1 and h1; O-O-O is king to c1 and rook to d1.
    Position p = Fen.read("6k1/8/8/8/8/8/8/RK5R w HA - 0 1", CastlingMode.CHESS960);
    assertEquals("O-O-O", San.write(p, San.read(p, "O-O-O")));
    assertEquals("O-O", San.write(p, San.read(p, "O-O")));
    assertEquals("O-O", San.write(p, San.read(p, "b1h1"))); // king takes own rook
  }

  @Test
  void chess960KingStepToItsCastlingSquareIsTheStepNotCastling() {
    // King f1, rook h1: the king's step to g1 is a move of its own; castling is f1h1 or O-O.
    Position p = Fen.read("4k3/8/8/8/8/8/8/5K1R w H - 0 1", CastlingMode.CHESS960);
    assertEquals("Kg1", San.write(p, San.read(p, "f1g1")));
    assertEquals("O-O", San.write(p, San.read(p, "f1h1")));
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource({
    "0-0, O-O",
    "o-o, O-O",
    "O-O+, O-O",
    "e1g1, O-O",
    "e1h1, O-O",
  })
  void readsSloppyCastling(String input, String expected) {
    String fen = "r1bqkbnr/pppppppp/2n5/8/8/8/PPPPPPPP/RNBQK2R w KQkq - 2 3";
    assertEquals(expected, normalise(fen, input));
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource({
    "e2e4, e4",
    "e2-e4, e4",
    "Pe4, e4",
    "Ng1f3, Nf3",
    "Ng1-f3, Nf3",
    "g1f3, Nf3",
    "Nf3+, Nf3",
    "Nf3#, Nf3",
    "Nf3!?, Nf3",
    "Nxf3, Nf3",
    "  Nf3 , Nf3",
    "\u2658f3, Nf3",
    "\u265ef3, Nf3",
  })
  void readsSloppyForms(String input, String expected) {
    assertEquals(expected, normalise(START, input));
  }

  @Test
  void readsSloppyPawnCapturesAndPromotions() {
    assertEquals("exd6", normalise("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1", "exd6e.p."));
    // pgn-extract's enhanced long algebraic (-Welalg) writes the check after the mark
    String check = "8/8/8/8/2kpP3/8/3K4/8 b - e3 0 1";
    assertEquals("dxe3+", normalise(check, "d4e3ep+"));
    assertEquals("dxe3+", normalise(check, "dxe3e.p.+"));
    assertEquals("dxe3+", normalise(check, "dxe3+ e.p."));
    assertEquals("exd5", normalise("4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1", "e4d5"));
    assertEquals("exd5", normalise("4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1", "ed5"));
    assertEquals("e8=Q+", normalise("6k1/4P3/8/8/8/8/8/4K3 w - - 0 1", "e7e8q"));
    assertEquals("e8=R+", normalise("6k1/4P3/8/8/8/8/8/4K3 w - - 0 1", "e8R"));
    assertEquals("e8=Q+", normalise("6k1/4P3/8/8/8/8/8/4K3 w - - 0 1", "e8(Q)"));
    assertEquals("e8=N", normalise("6k1/4P3/8/8/8/8/8/4K3 w - - 0 1", "e8/N"));
  }

  @Test
  void writesAndReadsItalianFigurines() {
    Position p = fen(START);
    int move = San.read(p, "Cf3", SanLetters.ITALIAN);
    assertEquals("Nf3", San.write(p, move));
    assertEquals("Cf3", San.write(p, move, SanLetters.ITALIAN));
    Position q = fen("6k1/4P3/8/8/8/8/8/4K3 w - - 0 1");
    int promo = San.read(q, "e8=D", SanLetters.ITALIAN);
    assertEquals("e8=D+", San.write(q, promo, SanLetters.ITALIAN));
    assertEquals("e8=Q+", San.write(q, promo));
    Position k = fen("4k3/8/8/8/8/8/8/R3K3 w - - 0 1");
    assertEquals("Rd2", San.write(k, San.read(k, "Rd2", SanLetters.ITALIAN), SanLetters.ITALIAN));
    // Italian R is the king (Re); English R the rook.
    assertEquals("Kd2", San.write(k, San.read(k, "Rd2", SanLetters.ITALIAN)));
    assertEquals("Ta2", San.write(k, San.read(k, "Ra2"), SanLetters.ITALIAN));
  }

  // --- bad input: each says why ---

  private static String error(String fen, String input) {
    Position p = fen(fen);
    return assertThrows(NotationException.class, () -> San.read(p, input)).problem();
  }

  @Test
  void ambiguousMoveListsTheChoices() {
    assertEquals(
        "'Nd2' is ambiguous: it could be Nbd2 or Nfd2",
        error("4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1", "Nd2"));
  }

  @Test
  void illegalMovesSayWhy() {
    assertEquals("'Nf4' is illegal: no White knight can move to f4", error(START, "Nf4"));
    assertEquals("'Qd3' is illegal: no White queen can move to d3", error(START, "Qd3"));
    assertEquals("'Bb2' is illegal: b2 holds a White piece", error(START, "Bb2"));
    assertEquals(
        "'Qh5' is illegal: White has no queen", error("4k3/8/8/8/8/8/8/4K3 w - - 0 1", "Qh5"));
    assertEquals(
        "'Nb3' is illegal: the White knight is pinned: the move would expose its own king to check",
        error("4k3/8/8/8/1b6/8/3N4/4K3 w - - 0 1", "Nb3"));
    assertEquals(
        "'Nb3' is illegal: the White king is in check and White knight to b3 does not parry it",
        error("4k3/8/8/8/7b/8/3N4/4K3 w - - 0 1", "Nb3"));
    assertEquals(
        "'Kd2' is illegal: the White king would be in check on d2",
        error("3rk3/8/8/8/8/8/8/4K3 w - - 0 1", "Kd2"));
    assertEquals("'e2e5' is illegal: no White pawn can move to e5", error(START, "e2e5"));
    assertEquals("'e3e4' is illegal: there is no White piece on e3", error(START, "e3e4"));
  }

  @Test
  void illegalPawnMovesThatExposeTheKingSayWhy() {
    // the b5 and c5 pawns leave the fifth rank together: the rook on h5 would check the king
    assertEquals(
        "'bxc6' is illegal: the en-passant capture would expose its own king to check",
        error("8/8/8/KPp4r/8/8/8/6k1 w - c6 0 2", "bxc6"));
    assertEquals(
        "'d3' is illegal: the White pawn is pinned: the move would expose its own king to check",
        error("4k3/8/8/b7/8/8/3P4/4K3 w - - 0 1", "d3"));
    assertEquals(
        "'d4' is illegal: the White pawn is pinned: the move would expose its own king to check",
        error("4k3/8/8/b7/8/8/3P4/4K3 w - - 0 1", "d4"));
    assertEquals(
        "'d3' is illegal: the White king is in check and White pawn to d3 does not parry it",
        error("4k3/8/8/8/8/8/3P4/r3K3 w - - 0 1", "d3"));
    assertEquals("'e6' is illegal: no White pawn can move to e6", error(START, "e6"));
  }

  @Test
  void castlingWrittenAsAKingMoveSaysHowCastlingIsWritten() {
    // orthodox-and-960.md, Notation: SAN castling is O-O / O-O-O
    String italian = "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4";
    assertEquals(
        "'Kg1' is illegal: castling is written O-O (orthodox-and-960.md, Notation)",
        error(italian, "Kg1"));
    assertEquals(
        "'Kxh1' is illegal: castling is written O-O (orthodox-and-960.md, Notation)",
        error(italian, "Kxh1"));
    assertEquals(
        "'Kc1' is illegal: no White king can move to c1",
        error("4k3/8/8/8/8/8/8/R3K2R w - - 0 1", "Kc1"));
  }

  @Test
  void aPawnCaptureWithoutItsFileIsRefusedWithTheCapture() {
    // PGN 8.2.3.3: a pawn capture names the file of the pawn that captures
    assertEquals(
        "'a4' is illegal: a pawn capture names the file the pawn leaves: bxa4 (PGN 8.2.3.3)",
        error("4k3/8/8/8/p7/1P6/8/4K3 w - - 0 1", "a4"));
    assertEquals(
        "'c4' is illegal: a pawn capture names the file the pawn leaves: bxc4 or dxc4 (PGN"
            + " 8.2.3.3)",
        error("4k3/8/8/8/2p5/1P1P4/8/4K3 w - - 0 1", "c4"));
    assertEquals(
        "'a8=Q' is illegal: a pawn capture names the file the pawn leaves: bxa8=Q+ (PGN 8.2.3.3)",
        error("r3k3/1P6/8/8/8/8/8/4K3 w - - 0 1", "a8=Q"));
  }

  @Test
  void illegalCastlingSaysWhy() {
    assertEquals(
        "'O-O' is illegal: f1 is occupied: the squares the king and rook cross and land on must be"
            + " empty (FIDE 3.8.2.2)",
        error(START, "O-O"));
    assertEquals(
        "'O-O' is illegal: the king would pass through f1, attacked by Black (FIDE 3.8.2.2)",
        error("4k3/8/8/8/8/8/5r2/R3K2R w KQ - 0 1", "O-O"));
    assertEquals(
        "'O-O-O' is illegal: the king would land on c1, attacked by Black (FIDE 3.8.2.2)",
        error("4k3/8/8/8/8/8/2r5/R3K2R w KQ - 0 1", "O-O-O"));
    // Chess960: the rook on b1 shields c1 from the rook on a1 until it castles to d1 (FIDE 3.9)
    assertEquals(
        "'O-O-O' is illegal: the king would be in check on c1 once the rook has left b1 (FIDE 3.9)",
        assertThrows(
                NotationException.class,
                () ->
                    San.read(
                        Fen.read("4k3/8/8/8/8/8/8/rR1K4 w B - 0 1", CastlingMode.CHESS960),
                        "O-O-O"))
            .problem());
    assertEquals(
        "'O-O' is illegal: White has no right to castle on that side any more (FIDE 3.8.2.1)",
        error("4k3/8/8/8/8/8/8/R3K2R w Q - 0 1", "O-O"));
    assertEquals(
        "'O-O' is illegal: the king is in check (FIDE 3.8.2.2)",
        error("4k3/8/8/8/8/8/4r3/R3K2R w KQ - 0 1", "O-O"));
  }

  @Test
  void malformedTextSaysWhatWasExpected() {
    assertTrue(error(START, "Xf3").contains("'X' is not a piece letter (expected K Q R B N)"));
    assertTrue(error(START, "e9").startsWith("'e9' is not a move (expected SAN"));
    assertTrue(error(START, "").contains("empty"));
    assertTrue(error(START, "--").contains("null move"));
    assertTrue(
        error("6k1/4P3/8/8/8/8/8/4K3 w - - 0 1", "e8=K").contains("promotes to Q, R, B or N"));
    assertEquals(
        "'e8' : a pawn reaching the last rank must promote (e.g. =Q)".replace(" :", ":"),
        error("6k1/4P3/8/8/8/8/8/4K3 w - - 0 1", "e8"));
  }

  @org.junit.jupiter.api.Test
  void aMoveWithAControlCharacterIsRefusedInOneLine() {
    // found by fuzzing (bench ReaderFuzzTest, moves): the message quoted the text as typed, so a
    // carriage return in it broke the one-line error in two
    NotationException e =
        org.junit.jupiter.api.Assertions.assertThrows(
            NotationException.class,
            () ->
                San.read(
                    Fen.read(
                        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
                        org.arrocco.core.chess.CastlingMode.ORTHODOX),
                    "f\rep"));
    org.junit.jupiter.api.Assertions.assertEquals(
        "'f\\u000Dep' is not a move (expected SAN such as Nf3, exd5, e8=Q, O-O, or UCI such as"
            + " e2e4)",
        e.getMessage());
  }
}
