package org.arrocco.bench.fuzz;

import static org.junit.jupiter.api.Assertions.assertFalse;

import com.code_intelligence.jazzer.junit.FuzzTest;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import org.arrocco.core.chess.CastlingMode;
import org.arrocco.core.chess.Position;
import org.arrocco.core.generic.MoveGenerator;
import org.arrocco.core.notation.Fen;
import org.arrocco.core.notation.NotationException;
import org.arrocco.core.notation.PgnGame;
import org.arrocco.core.notation.PgnReader;
import org.arrocco.core.notation.San;
import org.arrocco.core.notation.SanLetters;
import org.arrocco.core.notation.UciMove;
import org.arrocco.core.notation.sprint.SprintFen;
import org.arrocco.core.notation.sprint.SprintSan;
import org.arrocco.core.notation.tamerlane.TamerlaneFen;
import org.arrocco.core.notation.tamerlane.TamerlaneMoveNotation;
import org.arrocco.core.perft.EpdFile;
import org.arrocco.core.perft.PerftSuite;
import org.arrocco.core.sprint.Deal;
import org.arrocco.core.sprint.SprintPosition;
import org.arrocco.core.tamerlane.TamerlaneSetup;
import org.arrocco.core.variant.Variant;
import org.arrocco.core.variant.Variants;
import org.arrocco.tournament.event.EventFile;
import org.arrocco.tournament.trf.Tournament;
import org.arrocco.tournament.trf.TrfDocument;
import org.arrocco.tournament.trf.TrfException;

/**
 * Coverage-guided fuzz targets (Jazzer) for every reader of outside text: FEN of the four variants,
 * SAN and UCI/coordinate moves, PGN (read and replayed by the variant its tag names), TRF, the
 * event file and perft EPD. A reader either reads the input or refuses it with its documented
 * exception and a one-line message; any other exception, a message of several lines or an empty
 * one, a hang or a stack overflow is a finding.
 *
 * <p>The default test run replays the inputs kept under {@code src/test/resources/.../
 * ReaderFuzzTestInputs/<target>/} (seeds, and every crashing input found, once fixed); {@code
 * bench/fuzz.sh} fuzzes each target in turn (profile {@code -Pfuzz}), see {@code bench/FUZZING.md}.
 */
class ReaderFuzzTest {
  /**
   * Positions the move targets read moves in: start, castling both ways, promotions, en passant.
   */
  private static final String[] CHESS =
      new String[] {
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1",
        "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
      };

  private static final String CHESS960 =
      "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9";

  private static String text(byte[] data) {
    return new String(data, StandardCharsets.UTF_8);
  }

  /** A refusal must be said in one non-empty line. */
  private static void oneLine(RuntimeException e) {
    String m = e.getMessage();
    assertFalse(m == null || m.isBlank(), "an empty message: " + e);
    assertFalse(m.indexOf('\n') >= 0 || m.indexOf('\r') >= 0, "a message of several lines: " + m);
  }

  @FuzzTest(maxDuration = "10m")
  void chessFen(byte[] data) {
    String fen = text(data);
    for (CastlingMode mode : CastlingMode.values()) {
      try {
        Position p = Fen.read(fen, mode);
        // what was read is written and read back the same
        String written = mode == CastlingMode.CHESS960 ? Fen.writeShredder(p) : Fen.write(p);
        Fen.read(written, mode);
      } catch (NotationException e) {
        oneLine(e);
      }
    }
  }

  @FuzzTest(maxDuration = "10m")
  void sprintFen(byte[] data) {
    try {
      SprintPosition p = SprintFen.read(text(data));
      SprintFen.read(SprintFen.write(p, true));
    } catch (NotationException e) {
      oneLine(e);
    }
  }

  @FuzzTest(maxDuration = "10m")
  void tamerlaneFen(byte[] data) {
    try {
      TamerlaneFen.read(TamerlaneFen.write(TamerlaneFen.read(text(data))));
    } catch (NotationException e) {
      oneLine(e);
    }
  }

  /** The first byte chooses a position, the rest is the move as typed or written. */
  @FuzzTest(maxDuration = "10m")
  void moves(byte[] data) {
    if (data.length == 0) {
      return;
    }
    int choice = data[0] & 0xff;
    String move = text(Arrays.copyOfRange(data, 1, data.length));
    try {
      switch (choice % 4) {
        case 0 -> {
          Position p = Fen.read(CHESS[(choice / 4) % CHESS.length], CastlingMode.ORTHODOX);
          San.read(p, move, (choice & 0x80) == 0 ? SanLetters.ENGLISH : SanLetters.ITALIAN);
        }
        case 1 -> {
          boolean chess960 = (choice & 0x80) != 0;
          CastlingMode mode = chess960 ? CastlingMode.CHESS960 : CastlingMode.ORTHODOX;
          String fen = chess960 ? CHESS960 : CHESS[(choice / 4) % CHESS.length];
          UciMove.read(move, Fen.read(fen, mode), mode);
        }
        case 2 -> SprintSan.read(SprintPosition.newGame(Deal.fromSeed(choice)), move);
        default ->
            TamerlaneMoveNotation.parse(
                new MoveGenerator(TamerlaneFen.read(TamerlaneSetup.DEFAULT.fen())), move);
      }
    } catch (NotationException e) {
      oneLine(e);
    }
  }

  @FuzzTest(maxDuration = "120m")
  void pgn(byte[] data) {
    PgnReader reader = new PgnReader(text(data));
    int games = 0;
    while (reader.hasNext() && games++ < 1000) {
      try {
        PgnGame game = reader.next();
        Variant variant = Variants.forPgn(game);
        variant.replay(game);
      } catch (NotationException e) {
        oneLine(e);
      }
    }
  }

  @FuzzTest(maxDuration = "10m")
  void trf(byte[] data) {
    try {
      Tournament.of(TrfDocument.read(data));
    } catch (TrfException e) {
      oneLine(e);
    }
  }

  @FuzzTest(maxDuration = "10m")
  void eventFile(byte[] data) {
    try {
      EventFile.parse(text(data), "fuzz.json");
    } catch (IllegalArgumentException e) {
      // the event file's refusals name the file first
      oneLine(e);
      assertFalse(!e.getMessage().startsWith("fuzz.json"), "the file is not named: " + e);
    }
  }

  @FuzzTest(maxDuration = "60m")
  void epd(byte[] data) {
    if (data.length == 0) {
      return;
    }
    Variant variant = Variants.all().get((data[0] & 0xff) % Variants.all().size());
    try {
      new PerftSuite(variant::perftPosition, 2, 10_000)
          .check(EpdFile.parse(text(Arrays.copyOfRange(data, 1, data.length))), m -> {});
    } catch (NotationException e) {
      oneLine(e);
    }
  }
}
