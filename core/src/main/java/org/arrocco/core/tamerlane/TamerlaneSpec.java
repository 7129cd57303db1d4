package org.arrocco.core.tamerlane;

import java.util.ArrayList;
import java.util.List;
import org.arrocco.core.generic.BoardGeometry;
import org.arrocco.core.generic.GameSpec;
import org.arrocco.core.generic.Pattern;
import org.arrocco.core.generic.PieceKind;

/**
 * Tamerlane chess as data for the generic backend: the 11x10 board with the citadels {@code l2}
 * (White's) and {@code z9} (Black's), the eleven pieces, the royal pieces and the eleven pawns
 * (shared/rules/tamerlane.md, "Board and coordinates" and "Pieces"). What data cannot say lives in
 * {@link TamerlaneRules}.
 */
public final class TamerlaneSpec {
  /** Kind indices, in the order of {@link #SPEC}'s kinds. */
  public static final int KING = 0;

  public static final int PRINCE = 1;
  public static final int ADVENTITIOUS_KING = 2;
  public static final int GENERAL = 3;
  public static final int VIZIER = 4;
  public static final int GIRAFFE = 5;
  public static final int PICKET = 6;
  public static final int KNIGHT = 7;
  public static final int ROOK = 8;
  public static final int ELEPHANT = 9;
  public static final int CAMEL = 10;
  public static final int WAR_ENGINE = 11;

  /** The first pawn kind; pawn kinds follow in the order of {@link #PAWN_TYPES}. */
  public static final int FIRST_PAWN = 12;

  /** The pawn types (the letter after {@code P}), in kind order from {@link #FIRST_PAWN}. */
  public static final String PAWN_TYPES = "PWCEGKVZTNR";

  /** The pawn of pawns' kind. */
  public static final int PAWN_OF_PAWNS = FIRST_PAWN;

  /** Square indices of the citadels. */
  public static final int WHITE_CITADEL = 110;

  public static final int BLACK_CITADEL = 111;

  /** The compiled game, shared by all Tamerlane positions. */
  public static final GameSpec SPEC = build();

  private TamerlaneSpec() {}

  private static GameSpec build() {
    // shared/rules/tamerlane.md, "Board and coordinates": 11x10 plus two one-square citadels
    BoardGeometry g =
        new BoardGeometry(
            11,
            10,
            List.of(
                new BoardGeometry.ExtraSquare("l2", 0, List.of("k1", "k2", "k3")),
                new BoardGeometry.ExtraSquare("z9", 1, List.of("a8", "a9", "a10"))));
    List<PieceKind> kinds = new ArrayList<>();
    // shared/rules/tamerlane.md, "Pieces": the move and capture table
    kinds.add(PieceKind.piece("K", "king", true, royalStep()));
    kinds.add(PieceKind.piece("H", "prince", true, royalStep()));
    kinds.add(PieceKind.piece("A", "adventitious king", true, royalStep()));
    kinds.add(PieceKind.piece("G", "general", false, Pattern.leaper(1, 1, Pattern.BOTH)));
    kinds.add(PieceKind.piece("V", "vizier", false, Pattern.leaper(1, 0, Pattern.BOTH)));
    kinds.add(
        PieceKind.piece("Z", "giraffe", false, Pattern.diagonalThenOrthogonal(3, Pattern.BOTH)));
    kinds.add(
        PieceKind.piece(
            "T", "picket", false, Pattern.rider(1, 1, 2, Pattern.UNLIMITED, Pattern.BOTH)));
    kinds.add(PieceKind.piece("N", "knight", false, Pattern.leaper(1, 2, Pattern.BOTH)));
    kinds.add(
        PieceKind.piece(
            "R", "rook", false, Pattern.rider(1, 0, 1, Pattern.UNLIMITED, Pattern.BOTH)));
    kinds.add(PieceKind.piece("E", "elephant", false, Pattern.leaper(2, 2, Pattern.BOTH)));
    kinds.add(PieceKind.piece("C", "camel", false, Pattern.leaper(1, 3, Pattern.BOTH)));
    kinds.add(PieceKind.piece("W", "war engine", false, Pattern.leaper(2, 0, Pattern.BOTH)));
    // a pawn steps forward, captures one step diagonally forward; no double step, no e.p.
    List<Pattern> pawn =
        List.of(
            Pattern.leap(0, 1, Pattern.MOVE),
            Pattern.leap(1, 1, Pattern.CAPTURE),
            Pattern.leap(-1, 1, Pattern.CAPTURE));
    String pieceLetters = "KHAGVZTNRECW";
    for (char t : PAWN_TYPES.toCharArray()) {
      if (t == 'P') {
        // "Promotion": the pawn of pawns' three stages are decided by the hooks; it is
        // immune while it waits on the last rank
        kinds.add(new PieceKind("PP", "pawn of pawns", pawn, false, true, new int[0], true, true));
      } else {
        // "Promotion": a pawn of x becomes an x; the pawn of kings becomes a prince
        int target = t == 'K' ? PRINCE : pieceLetters.indexOf(t);
        kinds.add(
            new PieceKind(
                "P" + t,
                t == 'K' ? "pawn of kings" : "pawn of " + kinds.get(target).name() + "s",
                pawn,
                false,
                true,
                new int[] {target},
                false,
                false));
      }
    }
    return new GameSpec("Tamerlane", g, kinds, -1, false, null, true, new TamerlaneRules());
  }

  private static List<Pattern> royalStep() {
    List<Pattern> p = new ArrayList<>();
    p.addAll(Pattern.leaper(1, 0, Pattern.BOTH));
    p.addAll(Pattern.leaper(1, 1, Pattern.BOTH));
    p.add(Pattern.extraStep());
    return p;
  }
}
