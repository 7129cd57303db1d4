package org.arrocco.core.notation;

import java.util.ArrayList;
import java.util.List;
import org.arrocco.core.chess.Attacks;
import org.arrocco.core.chess.Move;
import org.arrocco.core.chess.MoveGenerator;
import org.arrocco.core.chess.MoveList;
import org.arrocco.core.chess.Piece;
import org.arrocco.core.chess.Position;
import org.arrocco.core.chess.Square;

/**
 * Standard Algebraic Notation (PGN standard 8.2.3) for orthodox chess and Chess960. Writing is
 * strict: minimal disambiguation (file, else rank, else both), {@code x} for captures, {@code =Q}
 * promotions, {@code O-O}/{@code O-O-O} for castling in every geometry, {@code +} and {@code #}.
 * Reading is forgiving: {@code 0-0}, {@code e8Q}, {@code e8=Q}, {@code e8(Q)}, {@code e8/Q},
 * needless disambiguation ({@code Nbd2}, {@code Ng1f3}), long algebraic and UCI ({@code e2e4},
 * {@code e2-e4}, {@code e7e8q}, castling as king-takes-rook or king-to-destination), missing or
 * extra {@code +}, {@code #} and {@code x}, Unicode figurines ({@code \u2658f3}), a trailing {@code
 * e.p.} or {@code ep} after an en-passant capture ({@code exd6 e.p.}); it fails with a reason when
 * the move is illegal or ambiguous, or marked e.p. without being an en-passant capture. A pawn
 * capture must name the file the pawn leaves ({@code bxa4}, never {@code a4}; PGN 8.2.3.3), and
 * castling is {@code O-O} or a from-to king move, never {@code Kg1}: both are refused with the move
 * meant.
 */
public final class San {
  private San() {}

  /** The SAN of a legal move of {@code position}, English letters. */
  public static String write(Position position, int move) {
    return write(position, move, SanLetters.ENGLISH);
  }

  /**
   * The SAN of a legal move of {@code position} with the given piece letters. The position is used
   * for disambiguation and for the check mark; it is left as it was.
   */
  public static String write(Position position, int move, SanLetters letters) {
    MoveList legal = new MoveList();
    MoveGenerator.generate(position, legal);
    return write(position, move, legal, letters);
  }

  /**
   * As {@link #write(Position, int, SanLetters)}, with the legal moves of {@code position} already
   * generated into {@code legal} (left as it is): writing every legal move of a position then
   * generates them once instead of once per move.
   */
  public static String write(Position position, int move, MoveList legal, SanLetters letters) {
    if (!legal.contains(move)) {
      throw new IllegalArgumentException(Move.toString(move) + " is not legal here");
    }
    StringBuilder sb = new StringBuilder(8);
    int from = Move.from(move);
    int to = Move.to(move);
    int kind = Move.kind(move);
    if (kind == Move.CASTLING) {
      sb.append(to > from ? "O-O" : "O-O-O"); // rook beyond the king on the h side: short
    } else {
      int type = Piece.type(position.pieceAt(from));
      boolean capture = position.pieceAt(to) != 0 || kind == Move.EN_PASSANT;
      if (type == Piece.PAWN) {
        if (capture) {
          sb.append((char) ('a' + Square.file(from)));
        }
      } else {
        sb.append(letters.letter(type));
        disambiguate(sb, position, legal, move, type);
      }
      if (capture) {
        sb.append('x');
      }
      sb.append(Square.name(to));
      if (kind == Move.PROMOTION) {
        sb.append('=').append(letters.letter(Move.pieceType(move)));
      }
    }
    position.make(move);
    if (position.inCheck()) {
      sb.append(MoveGenerator.count(position) == 0 ? '#' : '+');
    }
    position.unmake();
    return sb.toString();
  }

  /** Adds the from-file, from-rank or both when another such piece can go to the same square. */
  private static void disambiguate(
      StringBuilder sb, Position position, MoveList legal, int move, int type) {
    int from = Move.from(move);
    int to = Move.to(move);
    boolean others = false;
    boolean sameFile = false;
    boolean sameRank = false;
    for (int i = 0; i < legal.size(); i++) {
      int m = legal.get(i);
      int f = Move.from(m);
      if (m == move
          || f == from
          || Move.to(m) != to
          || Move.kind(m) == Move.CASTLING
          || Piece.type(position.pieceAt(f)) != type) {
        continue;
      }
      others = true;
      sameFile |= Square.file(f) == Square.file(from);
      sameRank |= Square.rank(f) == Square.rank(from);
    }
    if (!others) {
      return;
    }
    if (!sameFile) {
      sb.append((char) ('a' + Square.file(from)));
    } else if (!sameRank) {
      sb.append((char) ('1' + Square.rank(from)));
    } else {
      sb.append(Square.name(from));
    }
  }

  /** Reads a move in SAN (or a sloppy form of it) with English letters. */
  public static int read(Position position, String text) {
    return read(position, text, SanLetters.ENGLISH);
  }

  /**
   * Reads a move written in SAN or one of the sloppy forms listed above, with the given piece
   * letters, and returns the legal move of {@code position} it names.
   *
   * @throws NotationException saying why the text is malformed, or the move illegal or ambiguous
   */
  public static int read(Position position, String text, SanLetters letters) {
    MoveList legal = new MoveList();
    MoveGenerator.generate(position, legal);
    return readAmong(position, legal, text, letters);
  }

  /**
   * Like {@link #read(Position, String, SanLetters)}, with the legal moves of {@code position}
   * already in {@code legal} as the generator lists them (a game keeps them: {@code
   * Game.legalMovesInto}).
   */
  public static int readAmong(Position position, MoveList legal, String text, SanLetters letters) {
    SanText t = SanText.parse(text, letters);
    int move = find(position, legal, text, letters, t);
    if (t.enPassant() && Move.kind(move) != Move.EN_PASSANT) {
      // orthodox-and-960.md, Notation: the sloppy 'e.p.' is read only where FIDE 3.7.3.1 applies
      throw new NotationException(
          "",
          "'"
              + text
              + "': 'e.p.' marks an en-passant capture, but "
              + write(position, move, letters)
              + " is not one");
    }
    return move;
  }

  /** The legal move {@code t} names. */
  private static int find(
      Position position, MoveList legal, String text, SanLetters letters, SanText t) {
    if (t.castling() != 0) {
      return castling(position, legal, text, t.castling() > 0);
    }
    if (t.fromSquare() != Square.NONE && t.type() == 0 && t.promotion() == 0) {
      int castling = castlingByKingMove(position, legal, t);
      if (castling != Move.NONE) {
        return castling;
      }
    }
    List<Integer> found = new ArrayList<>(2);
    boolean promotionMissing = false;
    for (int i = 0; i < legal.size(); i++) {
      int m = legal.get(i);
      int from = Move.from(m);
      int type = Piece.type(position.pieceAt(from));
      if (Move.kind(m) == Move.CASTLING || Move.to(m) != t.to()) {
        continue;
      }
      if (t.type() != 0 ? type != t.type() : t.fromSquare() == Square.NONE && type != Piece.PAWN) {
        continue;
      }
      if (fileless(t, type, from)) {
        continue; // PGN 8.2.3.3: a pawn capture names the file the pawn leaves
      }
      if ((t.fromFile() >= 0 && Square.file(from) != t.fromFile())
          || (t.fromRank() >= 0 && Square.rank(from) != t.fromRank())) {
        continue;
      }
      if (Move.pieceType(m) != t.promotion()) {
        promotionMissing |= t.promotion() == 0 && Move.kind(m) == Move.PROMOTION;
        continue;
      }
      found.add(m);
    }
    if (found.size() == 1) {
      return found.get(0);
    }
    if (found.size() > 1) {
      List<String> options = new ArrayList<>();
      for (int m : found) {
        options.add(write(position, m, letters));
      }
      throw new NotationException(
          "", "'" + text + "' is ambiguous: it could be " + String.join(" or ", options));
    }
    if (promotionMissing) {
      throw new NotationException(
          "", "'" + text + "': a pawn reaching the last rank must promote (e.g. =Q)");
    }
    throw new NotationException(
        "", "'" + text + "' is illegal: " + whyIllegal(position, legal, t, letters));
  }

  /** A pawn capture written without the file the pawn leaves ({@code a4} for {@code bxa4}). */
  private static boolean fileless(SanText t, int type, int from) {
    return type == Piece.PAWN
        && t.fromSquare() == Square.NONE
        && t.fromFile() < 0
        && Square.file(from) != Square.file(t.to());
  }

  private static int castling(Position position, MoveList legal, String text, boolean kingside) {
    for (int i = 0; i < legal.size(); i++) {
      int m = legal.get(i);
      if (Move.kind(m) == Move.CASTLING && (Move.to(m) > Move.from(m)) == kingside) {
        return m;
      }
    }
    int us = position.sideToMove();
    int king = position.kingSquare(us);
    long rights = position.castlingRooks() & position.pieces(us, Piece.ROOK);
    long side = kingside ? rights & ~0L << king : rights & ~(~0L << king);
    String why;
    if (side == 0) {
      why = colour(us) + " has no right to castle on that side any more (FIDE 3.8.2.1)";
    } else if (position.inCheck()) {
      why = "the king is in check (FIDE 3.8.2.2)";
    } else {
      int rook = kingside ? Long.numberOfTrailingZeros(side) : 63 - Long.numberOfLeadingZeros(side);
      why = castlingPrevented(position, us, Move.castling(king, rook));
    }
    throw new NotationException("", "'" + text + "' is illegal: " + why);
  }

  /**
   * Why {@code castling} is prevented for now, the king not being in check: a square the king or
   * rook crosses or lands on is occupied (orthodox-and-960.md, Castling by FIDE Guidelines II), or
   * one the king crosses or lands on is attacked (FIDE 3.8.2.2), or, in Chess960, the king would
   * stand in check once its rook has left the line of an attack (3.9).
   */
  private static String castlingPrevented(Position p, int us, int castling) {
    int king = Move.from(castling);
    int rook = Move.to(castling);
    int kingTo = Move.castlingKingTarget(castling);
    int rookTo = Move.castlingRookTarget(castling);
    long kingPath = Attacks.between(king, kingTo) | 1L << kingTo;
    long others = p.occupied() & ~(1L << king) & ~(1L << rook);
    long blocked = (kingPath | Attacks.between(rook, rookTo) | 1L << rookTo) & others;
    if (blocked != 0) {
      return Square.name(Long.numberOfTrailingZeros(blocked))
          + " is occupied: the squares the king and rook cross and land on must be empty"
          + " (FIDE 3.8.2.2)";
    }
    for (long path = kingPath; path != 0; path &= path - 1) {
      int square = Long.numberOfTrailingZeros(path);
      if (p.attackers(square, us ^ 1, p.occupied()) != 0) {
        return "the king would "
            + (square == kingTo ? "land on " : "pass through ")
            + Square.name(square)
            + ", attacked by "
            + colour(us ^ 1)
            + " (FIDE 3.8.2.2)";
      }
    }
    return "the king would be in check on "
        + Square.name(kingTo)
        + " once the rook has left "
        + Square.name(rook)
        + " (FIDE 3.9)";
  }

  /** A king move written as from-to that is castling: {@code e1g1} or {@code e1h1}. */
  private static int castlingByKingMove(Position position, MoveList legal, SanText t) {
    int from = t.fromSquare();
    if (Piece.type(position.pieceAt(from)) != Piece.KING) {
      return Move.NONE;
    }
    int step = Move.NONE;
    int castling = Move.NONE;
    for (int i = 0; i < legal.size(); i++) {
      int m = legal.get(i);
      if (Move.from(m) != from) {
        continue;
      }
      if (Move.kind(m) == Move.CASTLING) {
        if (Move.to(m) == t.to() || Move.castlingKingTarget(m) == t.to()) {
          castling = m;
        }
      } else if (Move.to(m) == t.to()) {
        step = m;
      }
    }
    return step != Move.NONE ? Move.NONE : castling; // a plain king step wins (UciMove agrees)
  }

  private static String whyIllegal(Position p, MoveList legal, SanText t, SanLetters letters) {
    int us = p.sideToMove();
    int type = t.type() == 0 ? Piece.PAWN : t.type();
    if (t.fromSquare() != Square.NONE && t.type() == 0) {
      int piece = p.pieceAt(t.fromSquare());
      if (piece == 0 || Piece.colour(piece) != us) {
        return "there is no " + colour(us) + " piece on " + Square.name(t.fromSquare());
      }
      type = Piece.type(piece);
    }
    String hint = writtenOtherwise(p, legal, t, type, letters);
    if (hint != null) {
      return hint;
    }
    String name = colour(us) + " " + NAMES[type];
    int target = p.pieceAt(t.to());
    if (target != 0 && Piece.colour(target) == us) {
      return Square.name(t.to()) + " holds a " + colour(us) + " piece";
    }
    if (p.pieces(us, type) == 0) {
      return colour(us) + " has no " + NAMES[type];
    }
    int lastRank = us == Piece.WHITE ? 7 : 0;
    boolean reached =
        type == Piece.PAWN
            ? (t.promotion() == 0 || Square.rank(t.to()) == lastRank) && pawnReachers(p, us, t) != 0
            : reachers(p, us, type, t) != 0;
    if (reached && type == Piece.KING) {
      return "the " + colour(us) + " king would be in check on " + Square.name(t.to());
    }
    if (reached) {
      if (p.inCheck()) {
        return "the "
            + colour(us)
            + " king is in check and "
            + name
            + " to "
            + Square.name(t.to())
            + " does not parry it";
      }
      // FIDE 3.7.3.1 with 3.9.2: an en-passant capture, like any move, may not expose the king
      return type == Piece.PAWN && t.to() == p.enPassantSquare()
          ? "the en-passant capture would expose its own king to check"
          : "the " + name + " is pinned: the move would expose its own king to check";
    }
    return "no " + name + " can move to " + Square.name(t.to());
  }

  /**
   * How a legal move the text seems to mean is written, when it is one: castling written as a king
   * move ({@code Kg1}, {@code Kxh1}; orthodox-and-960.md: SAN castling is {@code O-O}/{@code
   * O-O-O}), or a pawn capture without its file ({@code a4} for {@code bxa4}; PGN 8.2.3.3). Null
   * otherwise.
   */
  private static String writtenOtherwise(
      Position p, MoveList legal, SanText t, int type, SanLetters letters) {
    List<String> meant = new ArrayList<>(2);
    for (int i = 0; i < legal.size(); i++) {
      int m = legal.get(i);
      boolean castling =
          type == Piece.KING
              && Move.kind(m) == Move.CASTLING
              && (Move.to(m) == t.to() || Move.castlingKingTarget(m) == t.to());
      boolean capture =
          Move.to(m) == t.to()
              && Move.kind(m) != Move.CASTLING
              && Move.pieceType(m) == t.promotion()
              && fileless(t, Piece.type(p.pieceAt(Move.from(m))), Move.from(m));
      if (castling || (type == Piece.PAWN && t.type() == 0 && capture)) {
        meant.add(write(p, m, letters));
      }
    }
    if (meant.isEmpty()) {
      return null;
    }
    meant.sort(null);
    return type == Piece.KING
        ? "castling is written " + String.join(" or ", meant) + " (orthodox-and-960.md, Notation)"
        : "a pawn capture names the file the pawn leaves: "
            + String.join(" or ", meant)
            + " (PGN 8.2.3.3)";
  }

  /**
   * The pawns that reach the target by their move geometry, hints applied: a capture of an enemy
   * piece or en passant (FIDE 3.7.3, 3.7.3.1), else a step or a double step from the second rank
   * (FIDE 3.7.1, 3.7.2) over an empty square.
   */
  private static long pawnReachers(Position p, int us, SanText t) {
    int to = t.to();
    int target = p.pieceAt(to);
    long pawns = p.pieces(us, Piece.PAWN);
    long candidates;
    if (target != 0 || to == p.enPassantSquare()) {
      candidates = Attacks.pawn(us ^ 1, to) & pawns;
    } else {
      int step = us == Piece.WHITE ? -8 : 8;
      int one = to + step;
      candidates = 0;
      if (one >= 0 && one < 64) {
        if ((pawns & 1L << one) != 0) {
          candidates = 1L << one;
        } else if (p.pieceAt(one) == 0
            && Square.rank(to) == (us == Piece.WHITE ? 3 : 4)
            && (pawns & 1L << (one + step)) != 0) {
          candidates = 1L << (one + step);
        }
      }
    }
    return hinted(candidates, t);
  }

  /** The pieces of that type which reach the target by their move geometry, hints applied. */
  private static long reachers(Position p, int us, int type, SanText t) {
    long occ = p.occupied();
    int to = t.to();
    long attacks =
        switch (type) {
          case Piece.KNIGHT -> Attacks.knight(to);
          case Piece.BISHOP -> Attacks.bishop(to, occ);
          case Piece.ROOK -> Attacks.rook(to, occ);
          case Piece.QUEEN -> Attacks.queen(to, occ);
          default -> Attacks.king(to);
        };
    long candidates = attacks & p.pieces(us, type);
    return hinted(candidates, t);
  }

  /**
   * The squares of {@code candidates} on the from file and rank the move names, if it names any.
   */
  private static long hinted(long candidates, SanText t) {
    long result = 0;
    for (long b = candidates; b != 0; b &= b - 1) {
      int s = Long.numberOfTrailingZeros(b);
      if ((t.fromFile() < 0 || Square.file(s) == t.fromFile())
          && (t.fromRank() < 0 || Square.rank(s) == t.fromRank())) {
        result |= 1L << s;
      }
    }
    return result;
  }

  private static final String[] NAMES = {"", "pawn", "knight", "bishop", "rook", "queen", "king"};

  private static String colour(int c) {
    return c == Piece.WHITE ? "White" : "Black";
  }
}
