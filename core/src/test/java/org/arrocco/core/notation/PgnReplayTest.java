package org.arrocco.core.notation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.arrocco.core.chess.CastlingMode;
import org.arrocco.core.chess.ChessGame;
import org.arrocco.core.game.Outcome;
import org.arrocco.core.game.Result;
import org.arrocco.core.game.Side;
import org.arrocco.core.game.Termination;
import org.junit.jupiter.api.Test;

class PgnReplayTest {
  /** Morphy v Duke Karl / Count Isouard, Paris 1858 (the "Opera game"). */
  static final String OPERA =
      String.join(
          "\n",
          "[Event \"Paris\"]",
          "[Site \"Paris FRA\"]",
          "[Date \"1858.??.??\"]",
          "[Round \"?\"]",
          "[White \"Morphy, Paul\"]",
          "[Black \"Duke Karl / Count Isouard\"]",
          "[Result \"1-0\"]",
          "",
          "1. e4 e5 2. Nf3 d6 3. d4 Bg4 4. dxe5 Bxf3 5. Qxf3 dxe5 6. Bc4 Nf6 7. Qb3 Qe7",
          "8. Nc3 c6 9. Bg5 b5 10. Nxb5 cxb5 11. Bxb5+ Nbd7 12. O-O-O Rd8 13. Rxd7 Rxd7",
          "14. Rd1 Qe6 15. Bxd7+ Nxd7 16. Qb8+ Nxb8 17. Rd8# 1-0",
          "");

  private static PgnGame one(String text) {
    return PgnReader.readAll(text).get(0);
  }

  /** The error replaying the first game of {@code text} ends with. */
  private static NotationException refused(String text) {
    return assertThrows(NotationException.class, () -> PgnReplay.replay(one(text)));
  }

  @Test
  void aNullMoveInAVariationPassesTheTurn() {
    // ChessBase writes a threat as a null move in a variation: -- or Z0.
    for (String pass : List.of("--", "Z0")) {
      String text =
          "1. e4 e5 2. Nf3 Nc6 3. Bc4 Nd4 (3... "
              + pass
              + " {threat} 4. Ng5 (4. Nxe5 Qg5) 4... d5 5. Nxf7 Qd6) 4. Nxe5 *";
      assertEquals(7, PgnReplay.replay(one(text)).moves().size());
    }
    NotationException e = refused("1. e4 e5 2. Nf3 Nc6 3. Bc4 Nd4 (3... -- 4. Ng5 d5 5. Qxf7) *");
    assertTrue(e.getMessage().contains("move 5. Qxf7"), e.getMessage());
  }

  @Test
  void aNullMoveInTheMainLineOrInCheckIsRefused() {
    assertTrue(refused("1. e4 -- 2. d4 *").getMessage().contains("null move"));
    NotationException e = refused("1. e4 f5 2. Qh5+ g6 (2... -- 3. Qxe8) *");
    assertTrue(
        e.getMessage().contains("move 2... --: a null move (a pass) is not possible"),
        e.getMessage());
  }

  @Test
  void replaysAGameToItsMate() {
    ChessGame g = PgnReplay.replay(one(OPERA));
    assertEquals(33, g.moves().size());
    assertEquals(new Outcome(Result.WHITE_WINS, Termination.CHECKMATE), g.outcome().get());
  }

  @Test
  void writesTheReplayedGameBackToTheSameMoveText() {
    PgnGame read = one(OPERA);
    ChessGame g = PgnReplay.replay(read);
    String written = PgnWriter.write(PgnExport.of(g, read.tags()));
    // the roster first, then the Termination tag the export adds
    assertEquals(
        OPERA.replace("[Result \"1-0\"]\n", "[Result \"1-0\"]\n[Termination \"normal\"]\n"),
        written);
  }

  @Test
  void readsSloppyMovesAndWritesThemStrictly() {
    PgnGame read = one("1. e2e4 e7-e5 2. Ng1f3 Nb8c6 3. Bf1b5 a6 4. 0-0 *");
    ChessGame g = PgnReplay.replay(read);
    assertTrue(
        PgnWriter.write(PgnExport.of(g, List.of()))
            .endsWith("1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. O-O *\n"));
  }

  @Test
  void chess960GameStartsFromItsFenAndCastles() {
    String text =
        "[Variant \"Chess960\"]\n[SetUp \"1\"]\n[FEN \"rknqnbbr/pppppppp/8/8/8/8/PPPPPPPP/RKNQNBBR w"
            + " HAha - 0 1\"]\n\n1. Nb3 Nb6 2. d3 d6 3. Qd2 Qd7 4. O-O-O O-O-O *";
    ChessGame g = PgnReplay.replay(one(text));
    assertEquals(CastlingMode.CHESS960, g.castlingMode());
    assertEquals(
        "2krnbbr/pppqpppp/1n1p4/8/8/1N1P4/PPPQPPPP/2KRNBBR w - - 4 5", Fen.write(g.position()));
    PgnGame back = PgnExport.of(g, List.of());
    assertEquals("Chess960", back.tag("Variant").get());
    assertEquals("1", back.tag("SetUp").get());
    assertEquals(PgnReplay.replay(back).moves(), g.moves());
  }

  @Test
  void setUpPositionsAreNumberedFromTheFen() {
    String text =
        "[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/8/R3K3 b Q - 0 30\"]\n\n30... Kd7 31. O-O-O+ *";
    ChessGame g = PgnReplay.replay(one(text));
    String out = PgnWriter.write(PgnExport.of(g, List.of()));
    assertTrue(out.endsWith("\n30... Kd7 31. O-O-O+ *\n"), out);
  }

  // --- bad input: each names the move, its number and the position ---

  @Test
  void illegalMoveIsReportedWithNumberPlaceAndPosition() {
    PgnMoveException e =
        assertThrows(
            PgnMoveException.class, () -> PgnReplay.replay(one("1. e4 e5\n2. Nf3 Nf6 3. Ke3 *")));
    assertEquals("line 2, column 15", e.where());
    assertEquals("3.", e.moveNumber());
    assertEquals("Ke3", e.san());
    assertEquals("rnbqkb1r/pppp1ppp/5n2/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3", e.fen());
    assertTrue(e.problem().contains("'Ke3' is illegal: no White king can move to e3"));
  }

  @Test
  void ambiguousMoveIsReported() {
    PgnMoveException e =
        assertThrows(
            PgnMoveException.class, () -> PgnReplay.replay(one("1. Nf3 e5 2. d4 e4 3. Nd2 *")));
    assertEquals("3.", e.moveNumber());
    assertTrue(e.problem().contains("ambiguous"), e.problem());
  }

  @Test
  void blackMoveNumberIsWrittenWithThreeDots() {
    PgnMoveException e =
        assertThrows(PgnMoveException.class, () -> PgnReplay.replay(one("1. e4 e5 2. d4 Ke6 *")));
    assertEquals("2...", e.moveNumber());
  }

  @Test
  void badMoveInAVariationIsReported() {
    PgnMoveException e =
        assertThrows(
            PgnMoveException.class, () -> PgnReplay.replay(one("1. e4 e5 (1... e4) 2. Nf3 *")));
    assertEquals("1...", e.moveNumber());
    assertEquals("e4", e.san());
    assertEquals("line 1, column 16", e.where());
  }

  @Test
  void movesAfterTheEndAreReported() {
    PgnMoveException e =
        assertThrows(
            PgnMoveException.class, () -> PgnReplay.replay(one("1. f3 e5 2. g4 Qh4# 3. a3 0-1")));
    assertTrue(e.problem().contains("the game had already ended: 0-1 (checkmate"), e.problem());
  }

  @Test
  void aVariationEndsWhereTheGameWould() {
    // FIDE 9.6.2: the 75th move without a pawn move or capture ends the game, in a variation too
    String text =
        "[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/P7/4K2R w - - 149 100\"]\n\n"
            + "100. a3 (100. Rh2) Kd7 *\n";
    assertEquals(2, PgnReplay.replay(one(text)).moves().size());
    PgnMoveException e =
        assertThrows(
            PgnMoveException.class,
            () -> PgnReplay.replay(one(text.replace("(100. Rh2)", "(100. Rh2 Kd7)"))));
    assertEquals("100...", e.moveNumber());
    assertTrue(e.problem().contains("the game had already ended"), e.problem());
  }

  @Test
  void aVariationCountsRepetitionsOfTheMainLineBeforeIt() {
    // FIDE 9.6.1: the fifth occurrence ends the game; three of the five are in the main line
    String shuffles = "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 5. Nf3 Nf6 6. Ng1 Ng8 ";
    String text = shuffles + "7. e4 (7. Nf3 Nf6 8. Ng1 Ng8) 7... e5 *";
    assertEquals(14, PgnReplay.replay(one(text)).moves().size());
    PgnMoveException e =
        assertThrows(
            PgnMoveException.class,
            () -> PgnReplay.replay(one(text.replace("Ng8)", "Ng8 9. e4)"))));
    assertEquals("9.", e.moveNumber());
    assertTrue(e.problem().contains("the game had already ended: 1/2-1/2 (fivefold"), e.problem());
  }

  @Test
  void resultsThatDisagreeAreReported() {
    NotationException e =
        assertThrows(
            NotationException.class, () -> PgnReplay.replay(one("1. f3 e5 2. g4 Qh4# 1-0")));
    assertEquals("result", e.where());
    NotationException tag =
        assertThrows(
            NotationException.class,
            () -> PgnReplay.replay(one("[Result \"1-0\"]\n1. e4 1/2-1/2")));
    assertEquals("tag Result", tag.where());
    assertEquals("the Result tag says 1-0 but the move text ends with 1/2-1/2", tag.problem());
  }

  @Test
  void badStartTagsAreReported() {
    assertEquals(
        "tag Variant",
        assertThrows(
                NotationException.class,
                () -> PgnReplay.replay(one("[Variant \"Crazyhouse\"]\n1. e4 *")))
            .where());
    assertEquals(
        "tag SetUp",
        assertThrows(NotationException.class, () -> PgnReplay.replay(one("[SetUp \"1\"]\n*")))
            .where());
    NotationException fen =
        assertThrows(
            NotationException.class,
            () -> PgnReplay.replay(one("[SetUp \"1\"]\n[FEN \"8/8/8 w - - 0 1\"]\n*")));
    assertTrue(fen.where().startsWith("tag FEN, FEN field 1"), fen.where());
    assertEquals(
        "tag FEN",
        assertThrows(
                NotationException.class,
                () -> PgnReplay.replay(one("[Variant \"Chess960\"]\n1. e4 *")))
            .where());
  }

  @Test
  void aWrittenResultEndsTheGameAsTheRecordImplies() {
    assertEquals(
        new Outcome(Result.WHITE_WINS, Termination.RESIGNATION),
        PgnReplay.replay(one("1. e4 e5 1-0")).outcome().get());
    assertEquals(
        new Outcome(Result.DRAW, Termination.AGREEMENT),
        PgnReplay.replay(one("1. e4 e5 1/2-1/2")).outcome().get());
    assertEquals(
        new Outcome(Result.DRAW, Termination.THREEFOLD_REPETITION),
        PgnReplay.replay(one("1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 1/2-1/2"))
            .outcome()
            .get());
    assertEquals(
        new Outcome(Result.BLACK_WINS, Termination.FLAG_FALL),
        PgnReplay.replay(one("[Termination \"time forfeit\"]\n1. e4 e5 0-1")).outcome().get());
    assertEquals(
        new Outcome(Result.DRAW, Termination.FLAG_FALL),
        PgnReplay.replay(
                one(
                    "[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/8/3QK3 w - - 0 1\"]\n"
                        + "[Termination \"time forfeit\"]\n1/2-1/2"))
            .outcome()
            .get());
  }

  @Test
  void aWinOnTimeAgainstABareKingIsReported() {
    NotationException e =
        refused(
            "[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/8/3QK3 w - - 0 1\"]\n"
                + "[Termination \"time forfeit\"]\n0-1");
    assertEquals("result", e.where());
    assertEquals(
        "the game ended 1/2-1/2 (flag fall, FIDE 6.9) but the result is written as 0-1",
        e.problem());
  }

  @Test
  void aDrawOnTimeIsReadWhenTheFlagOfThePlayerNotToMoveFell() {
    // FIDE 6.8/6.9: White's flag is seen down after White moved; Black, with a bare king, could
    // never mate, so the game is drawn although Black is to move and White could mate.
    ChessGame g =
        PgnReplay.replay(
            one(
                "[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/8/3QK3 b - - 0 1\"]\n"
                    + "[Termination \"time forfeit\"]\n1/2-1/2"));
    assertEquals(new Outcome(Result.DRAW, Termination.FLAG_FALL), g.outcome().get());
    // and a game that ended so, exported, is read back with the same end
    ChessGame flagged =
        ChessGame.fromPosition(
            Fen.read("4k3/8/8/8/8/8/8/3QK3 b - - 0 1", CastlingMode.ORTHODOX),
            CastlingMode.ORTHODOX);
    flagged.flagFell(Side.WHITE);
    String text = PgnWriter.write(PgnExport.of(flagged, List.of()));
    assertEquals(flagged.outcome(), PgnReplay.replay(one(text)).outcome());
    // when both players could mate, a flag fall is no draw, whichever flag fell (FIDE 6.9)
    refused(
        "[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/q7/3QK3 b - - 0 1\"]\n"
            + "[Termination \"time forfeit\"]\n1/2-1/2");
  }

  @Test
  void aLossOnTimeAfterTheMovesEndedTheGameIsReported() {
    // FIDE 6.9 excepts games ended by 5.1.1 checkmate: a mated game was not lost on time.
    NotationException e = refused("[Termination \"time forfeit\"]\n1. f3 e5 2. g4 Qh4# 0-1");
    assertEquals("tag Termination", e.where());
    assertEquals(
        "the Termination tag says time forfeit but the moves ended the game"
            + " 0-1 (checkmate, FIDE 5.1.1)",
        e.problem());
    // FIDE 5.2.1: nor was a stalemated one drawn on time
    refused(
        "[SetUp \"1\"]\n[FEN \"7k/8/6K1/8/8/8/8/5Q2 w - - 0 1\"]\n"
            + "[Termination \"time forfeit\"]\n1. Qf7 1/2-1/2");
  }

  @Test
  void aDecisionOffTheBoardStandsWhateverThePosition() {
    // PGN 9.8.1 values for an end decided off the board; FIDE 11.3.2.2 "The opponent shall win",
    // so a win stands even for a player with a bare king, as a resignation would not (5.1.2)
    String bareBlackKing = "[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/8/3QK3 w - - 0 1\"]\n";
    for (String how : List.of("abandoned", "Adjudication", " RULES INFRACTION ", "death")) {
      ChessGame g = PgnReplay.replay(one(bareBlackKing + "[Termination \"" + how + "\"]\n0-1"));
      assertEquals(
          new Outcome(Result.BLACK_WINS, Termination.ARBITER_DECISION), g.outcome().get(), how);
    }
    assertEquals(
        new Outcome(Result.DRAW, Termination.ARBITER_DECISION),
        PgnReplay.replay(one("[Termination \"emergency\"]\n1. e4 1/2-1/2")).outcome().get());
    // the same record without that tag reads as a resignation, which draws here
    assertEquals(
        "the game ended 1/2-1/2 (resignation, FIDE 5.1.2) but the result is written as 0-1",
        refused(bareBlackKing + "[Termination \"normal\"]\n0-1").problem());
    // a game still in progress stays so
    assertFalse(PgnReplay.replay(one("[Termination \"adjudication\"]\n1. e4 *")).isOver());
    // a checkmate ended the game before any decision: the result must be the mate's
    assertEquals(
        "result", refused("[Termination \"adjudication\"]\n1. f3 e5 2. g4 Qh4# 1-0").where());
  }

  @Test
  void aDecisionOffTheBoardIsWrittenAndReadBack() {
    ChessGame decided = PgnReplay.replay(one("1. e4 e5 *"));
    decided.arbiterDecides(Result.WHITE_WINS);
    // without a value to keep, PGN 9.8.1's "adjudication" (a third party's decision)
    PgnGame plain = PgnExport.of(decided, List.of());
    assertEquals("adjudication", plain.tag("Termination").orElseThrow());
    // the value the record named is kept
    PgnGame named = PgnExport.of(decided, List.of(new PgnTag("Termination", "Rules infraction")));
    assertEquals("Rules infraction", named.tag("Termination").orElseThrow());
    for (PgnGame written : List.of(plain, named)) {
      assertEquals(decided.outcome(), PgnReplay.replay(one(PgnWriter.write(written))).outcome());
    }
    // other ends keep their own values, whatever the given tags say
    ChessGame resigned = PgnReplay.replay(one("1. e4 e5 *"));
    resigned.resign(Side.BLACK);
    assertEquals(
        "normal",
        PgnExport.of(resigned, List.of(new PgnTag("Termination", "abandoned")))
            .tag("Termination")
            .orElseThrow());
  }

  @Test
  void aResignationAgainstABareKingIsReportedAsADraw() {
    // White has a bare king: Black resigning draws (FIDE 5.1.2), so 1-0 is wrong.
    NotationException e = refused("[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/q7/4K3 b - - 0 1\"]\n1-0");
    assertEquals("result", e.where());
    assertEquals(
        "the game ended 1/2-1/2 (resignation, FIDE 5.1.2) but the result is written as 1-0",
        e.problem());
  }

  @Test
  void aChess960FenWithoutTheVariantTagSaysWhatIsMissing() {
    NotationException e =
        refused(
            "[SetUp \"1\"]\n"
                + "[FEN \"rknqnbbr/pppppppp/8/8/8/8/PPPPPPPP/RKNQNBBR w HAha - 0 1\"]\n"
                + "1. Nb3 *");
    assertEquals("tag FEN, FEN field 3 (castling)", e.where());
    assertTrue(
        e.problem().endsWith("(a Chess960 position? the game then needs [Variant \"Chess960\"])"),
        e.problem());
    NotationException plain = refused("[SetUp \"1\"]\n[FEN \"8/8/8/8/8/8/8/8 w - - 0 1\"]\n*");
    assertFalse(plain.problem().contains("Chess960"), plain.problem());
  }

  @Test
  void exportSetsTheStartTagsFromTheGame() {
    ChessGame g = PgnReplay.replay(one("1. e4 *"));
    PgnGame out =
        PgnExport.of(
            g,
            List.of(
                new PgnTag("Event", "e"),
                new PgnTag("SetUp", "1"),
                new PgnTag("FEN", "4k3/8/8/8/8/8/8/4K3 w - - 0 1"),
                new PgnTag("Variant", "Chess960")));
    assertEquals(List.of(new PgnTag("Event", "e"), new PgnTag("Result", "*")), out.tags());
  }

  @Test
  void italianMoveTextForItalianInterfaces() {
    ChessGame g = PgnReplay.replay(one(OPERA));
    String italian = PgnWriter.write(PgnExport.of(g, List.of(), SanLetters.ITALIAN));
    assertTrue(italian.contains("2. Cf3 d6 3. d4 Ag4"), italian);
    assertTrue(italian.contains("12. O-O-O Td8"), italian);
    assertTrue(italian.contains("16. Db8+ Cxb8 17. Td8# 1-0"), italian);
    ChessGame back = PgnReplay.replay(one(italian), SanLetters.ITALIAN);
    assertEquals(g.moves(), back.moves());
    assertEquals(g.outcome(), back.outcome());
  }

  @Test
  void anUnfinishedGameIsNotOver() {
    ChessGame g = PgnReplay.replay(one("1. e4 e5 *"));
    assertFalse(g.isOver());
    assertEquals("*", PgnExport.of(g, List.of()).result());
  }

  @Test
  void aSloppyEnPassantMarkIsReadOnlyAfterAnEnPassantCapture() {
    // orthodox-and-960.md, Notation: sloppy input is read; 'e.p.' only where FIDE 3.7.3.1 applies
    String record =
        "[Result \"*\"]\n[SetUp \"1\"]\n[FEN \"4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1\"]\n\n1. MOVE Kd7 *\n";
    for (String written :
        new String[] {
          "exd6 e.p.",
          "exd6 e.p",
          "exd6 ep",
          "exd6e.p.",
          "exd6ep",
          "exd6 e.p.!",
          "exd6 e.p.+",
          "exd6 ep+",
          "exd6+ e.p."
        }) {
      ChessGame g = PgnReplay.replay(one(record.replace("MOVE", written)));
      assertEquals(2, g.moves().size(), written);
      assertEquals("8/3k4/3P4/8/8/8/8/4K3 w - - 1 2", Fen.write(g.position()), written);
    }
    PgnMoveException notEnPassant =
        assertThrows(
            PgnMoveException.class,
            () -> PgnReplay.replay(one(record.replace("MOVE", "Kd2 e.p."))));
    assertEquals("1.", notEnPassant.moveNumber());
    assertEquals("Kd2 e.p.", notEnPassant.san());
    assertTrue(
        notEnPassant.problem().contains("'e.p.' marks an en-passant capture, but Kd2 is not one"),
        notEnPassant.problem());
    for (String misplaced : new String[] {"e.p. exd6", "exd6 {x} e.p.", "exd6 ep ep"}) {
      NotationException e =
          assertThrows(
              NotationException.class, () -> PgnReader.readAll(record.replace("MOVE", misplaced)));
      assertTrue(e.problem().contains("must follow right after the capture"), e.getMessage());
      assertTrue(e.where().startsWith("line 5, column "), e.getMessage());
    }
  }

  @Test
  void italianLettersInAPgnFileAreRefusedSayingWhereTheyAreRead() {
    // issue 29, point 7: the README says SAN is read with Italian letters, and 'pgn check' refused
    // Cf3 without saying that those are read in typed moves only (PGN 8.2.3: English letters)
    NotationException e = refused("1. e4 e5 2. Cf3 Cc6 *");
    assertTrue(
        e.problem().contains("Italian piece letters R D T A C are read in typed moves"),
        e.problem());
    assertTrue(e.problem().contains("PGN 8.2.3"), e.problem());
    NotationException english = refused("1. e4 e5 2. Nf4 *");
    assertFalse(english.problem().contains("Italian"), english.problem());
    // R is a rook in English and a king (Re) in Italian: an ambiguous rook move is no Italian move
    NotationException rook =
        refused("[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/4K3/R6R w - - 0 1\"]\n1. Rd1 *");
    assertFalse(rook.problem().contains("Italian"), rook.problem());
    assertEquals(
        4,
        PgnReplay.replay(PgnReader.readAll("1. e4 e5 2. Cf3 Cc6 *").get(0), SanLetters.ITALIAN)
            .moves()
            .size());
  }
}
