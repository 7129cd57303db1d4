package org.arrocco.core.generic;

import java.util.List;

/**
 * A kind of piece as data: its symbol, how it moves, whether it is royal, and for a pawn what it
 * becomes on the last rank.
 *
 * @param symbol White's symbol in positions ({@code K}, {@code PN}); Black's is the lower case
 * @param name the English name
 * @param patterns how it moves and captures
 * @param royal whether it counts as a royal piece (check rules)
 * @param pawn whether it is a pawn (promotion zone, double step, en passant apply)
 * @param promotions for a pawn: the kind indices it may become on its last rank (one entry: no
 *     choice); empty for non-pawns and for a pawn whose arrival a {@link RuleHooks} decides
 * @param stagedArrival for a pawn: whether its arrival on the last rank is decided by the hooks
 * @param immuneOnLastRank whether it cannot be captured while standing on its own last rank
 */
public record PieceKind(
    String symbol,
    String name,
    List<Pattern> patterns,
    boolean royal,
    boolean pawn,
    int[] promotions,
    boolean stagedArrival,
    boolean immuneOnLastRank) {

  /** A non-pawn piece. */
  public static PieceKind piece(String symbol, String name, boolean royal, List<Pattern> patterns) {
    return new PieceKind(
        symbol, name, List.copyOf(patterns), royal, false, new int[0], false, false);
  }
}
