package org.arrocco.core.sprint;

import java.util.Arrays;
import java.util.SplittableRandom;
import org.arrocco.core.chess.Attacks;
import org.arrocco.core.chess.Move;
import org.arrocco.core.chess.MoveGenerator;
import org.arrocco.core.chess.MoveList;
import org.arrocco.core.chess.Piece;
import org.arrocco.core.chess.Position;

/**
 * A Scacchi Sprint position: the 8x8 board (a {@link Position}, composed, never subclassed) plus
 * both hands, both decks, each side's bishop memory and whether each king has moved ({@code
 * shared/rules/sprint.md}). The hand of the side to move already holds the tile it drew for this
 * move: {@link #make} draws for the side that receives the turn (also when it is in check), unless
 * drawing is switched off (perft, as the reference data count it).
 *
 * <p>Moves are {@link Move} ints: board moves as the backend generates them, placements as {@link
 * Move#drop}, and {@link Move#NONE} for a pass (only after a timeout). Hands are counts indexed
 * {@code colour << 3 | pieceType}; a deck is its tiles (piece types) top first, of which the last
 * {@link #deckSize} are still to draw, or {@code null} when its order is unknown. Not thread-safe.
 */
public final class SprintPosition {
  /** Placement zone of pieces per colour: own ranks 1-4 / 8-5 (sprint.md, A turn: place). */
  static final long[] PIECE_ZONE = {0x00000000FFFFFFFFL, 0xFFFFFFFF00000000L};

  /** Placement zone of pawns per colour: own ranks 2-4 / 7-5 (sprint.md, A turn: place). */
  static final long[] PAWN_ZONE = {0x00000000FFFFFF00L, 0x00FFFFFF00000000L};

  /** The first turn on which the queen may be placed (sprint.md, The Queen not before turn 8). */
  public static final int QUEEN_TURN = 8;

  private static final int E1 = 4;
  private static final int E8 = 60;
  private static final long[] HAND_KEY = new long[16 << 7];
  private static final long[] DECK_KEY = new long[2 * 65];
  private static final long[] KING_MOVED_KEY = new long[2];

  static {
    SplittableRandom r = new SplittableRandom(0x5B12_7A1EL);
    for (int i = 0; i < HAND_KEY.length; i++) {
      HAND_KEY[i] = r.nextLong();
    }
    for (int i = 0; i < DECK_KEY.length; i++) {
      DECK_KEY[i] = r.nextLong();
    }
    KING_MOVED_KEY[0] = r.nextLong();
    KING_MOVED_KEY[1] = r.nextLong();
  }

  final Position board;
  final int[] hand = new int[16];
  final int[][] deck = new int[2][];
  final int[] deckSize = new int[2];
  final int[] bishopMask = new int[2];
  int kingMoved;
  boolean drawing = true;
  long extraKey;

  private int ply;
  private int[] undoMove = new int[256];
  private int[] undoDrawn = new int[256];
  private int[] undoMemory = new int[256];
  private long[] undoKey = new long[256];

  /**
   * A position on the given board with empty hands and decks; fill it with {@link #setHand}, {@link
   * #setDeck}, {@link #setBishopMask}, {@link #setKingMoved}.
   */
  public SprintPosition(Position board) {
    this.board = board;
    recomputeKey();
  }

  /**
   * The start of a game (sprint.md, Set-up): kings e1/e8, pawns e2/e7, one pawn in each hand, the
   * dealt decks, and White's first draw already made.
   */
  public static SprintPosition newGame(Deal deal) {
    Position p = new Position();
    p.putPiece(Piece.WHITE, Piece.KING, E1);
    p.putPiece(Piece.WHITE, Piece.PAWN, 12);
    p.putPiece(Piece.BLACK, Piece.KING, E8);
    p.putPiece(Piece.BLACK, Piece.PAWN, 52);
    SprintPosition s = new SprintPosition(p);
    s.setHand(Piece.WHITE, Piece.PAWN, 1);
    s.setHand(Piece.BLACK, Piece.PAWN, 1);
    s.setDeck(Piece.WHITE, tilesAsTypes(deal.white()), deal.white().size());
    s.setDeck(Piece.BLACK, tilesAsTypes(deal.black()), deal.black().size());
    s.drawFor(Piece.WHITE); // sprint.md, A turn 2: White draws before its first move.
    s.ply = 0;
    return s;
  }

  private static int[] tilesAsTypes(Deck d) {
    int[] t = d.tiles();
    for (int i = 0; i < t.length; i++) {
      t[i] = pieceType(t[i]);
    }
    return t;
  }

  /** The backend piece type of a {@link Tile}. */
  public static int pieceType(int tile) {
    return tile + 1;
  }

  /** The {@link Tile} of a backend piece type (pawn to queen). */
  public static int tile(int pieceType) {
    return pieceType - 1;
  }

  // ------------------------------------------------------------------ set-up

  /** The most tiles of one kind a hand may hold when set up (draws may add up to a deck more). */
  public static final int MAX_HAND = 31;

  /** Sets how many tiles of a piece type (pawn to queen) a side holds (0 to {@link #MAX_HAND}). */
  public void setHand(int colour, int type, int count) {
    if (type < Piece.PAWN || type > Piece.QUEEN || count < 0 || count > MAX_HAND) {
      throw new IllegalArgumentException("bad hand entry: type " + type + ", count " + count);
    }
    hand[colour << 3 | type] = count;
    recomputeKey();
  }

  /**
   * Sets a side's deck: {@code tiles} top first (piece types) or {@code null} when only the size is
   * known.
   */
  public void setDeck(int colour, int[] tiles, int size) {
    if (tiles != null && tiles.length != size || size < 0 || size > 64) {
      throw new IllegalArgumentException("bad deck size " + size);
    }
    deck[colour] = tiles == null ? null : tiles.clone();
    deckSize[colour] = size;
    recomputeKey();
  }

  /** Sets a side's bishop memory ({@link SprintMaterial#LIGHT} / {@link SprintMaterial#DARK}). */
  public void setBishopMask(int colour, int mask) {
    bishopMask[colour] = mask & 3;
  }

  /** Records whether a side's king has ever moved. */
  public void setKingMoved(int colour, boolean moved) {
    kingMoved = moved ? kingMoved | 1 << colour : kingMoved & ~(1 << colour);
    recomputeKey();
  }

  /** Switches drawing at the start of each move on (a game) or off (perft, analysis). */
  public void setDrawing(boolean on) {
    drawing = on;
  }

  private void recomputeKey() {
    long k = 0;
    for (int c = 0; c < 2; c++) {
      for (int t = Piece.PAWN; t <= Piece.QUEEN; t++) {
        k ^= HAND_KEY[(c << 3 | t) << 7 | hand[c << 3 | t]];
      }
      k ^= DECK_KEY[c * 65 + deckSize[c]];
      if ((kingMoved & 1 << c) != 0) {
        k ^= KING_MOVED_KEY[c];
      }
    }
    extraKey = k;
  }

  // ------------------------------------------------------------------ queries

  /** The board (read it; change it only through this class). */
  public Position board() {
    return board;
  }

  public int sideToMove() {
    return board.sideToMove();
  }

  /** The turn number (= full-move number, sprint.md, A turn). */
  public int turn() {
    return board.fullmoveNumber();
  }

  /** How many tiles of a piece type a side holds. */
  public int handCount(int colour, int type) {
    return hand[colour << 3 | type];
  }

  /** A side's hand as a {@link Hand}. */
  public Hand hand(int colour) {
    int[] c = new int[Tile.COUNT];
    for (int t = 0; t < Tile.COUNT; t++) {
      c[t] = hand[colour << 3 | pieceType(t)];
    }
    return Hand.of(c);
  }

  /** The tiles a side has still to draw. */
  public int deckSize(int colour) {
    return deckSize[colour];
  }

  /** Whether the order of a side's remaining deck is known. */
  public boolean deckKnown(int colour) {
    return deck[colour] != null || deckSize[colour] == 0;
  }

  /** The remaining deck of a side, top first, as tiles; only when {@link #deckKnown}. */
  public int[] deckTiles(int colour) {
    int n = deckSize[colour];
    int[] out = new int[n];
    for (int i = 0; i < n; i++) {
      out[i] = tile(deck[colour][deck[colour].length - n + i]);
    }
    return out;
  }

  /** A side's bishop memory ({@link SprintMaterial#LIGHT} / {@link SprintMaterial#DARK} bits). */
  public int bishopMask(int colour) {
    return bishopMask[colour];
  }

  /** Whether a side's king has ever moved. */
  public boolean kingMoved(int colour) {
    return (kingMoved & 1 << colour) != 0;
  }

  public boolean drawing() {
    return drawing;
  }

  /**
   * The repetition key (sprint.md, End of the game, repetition): board, side, castling rights (with
   * each king's moved flag), a usable en-passant square, both hands and both deck sizes.
   */
  public long key() {
    return board.repetitionKey() ^ extraKey;
  }

  /** Moves made since set-up. */
  public int movesMade() {
    return ply;
  }

  /** The last move made ({@link Move#NONE} also for a pass), or NONE before any. */
  public int lastMove() {
    return ply == 0 ? Move.NONE : undoMove[ply - 1];
  }

  /** A deep copy without undo history. */
  public SprintPosition copy() {
    SprintPosition s = new SprintPosition(board.copy());
    System.arraycopy(hand, 0, s.hand, 0, 16);
    for (int c = 0; c < 2; c++) {
      s.deck[c] = deck[c] == null ? null : deck[c].clone();
    }
    System.arraycopy(deckSize, 0, s.deckSize, 0, 2);
    System.arraycopy(bishopMask, 0, s.bishopMask, 0, 2);
    s.kingMoved = kingMoved;
    s.drawing = drawing;
    s.extraKey = extraKey;
    return s;
  }

  // ------------------------------------------------------------------ placements

  /**
   * The squares where the side to move may place a tile of {@code type} now, given the check
   * situation in {@code checkers}: empty squares of the zone (sprint.md, A turn: place); only the
   * squares between king and a single sliding checker when in check, none in double check (King
   * safety); bishops off the colours already used (Bishops on opposite colours); no queen before
   * turn 8. Ignores whether the hand holds the tile.
   */
  public long dropTargets(int type, long checkers) {
    int us = board.sideToMove();
    long targets = ~board.occupied() & (type == Piece.PAWN ? PAWN_ZONE[us] : PIECE_ZONE[us]);
    if (checkers != 0) {
      if ((checkers & (checkers - 1)) != 0) {
        return 0;
      }
      targets &= Attacks.between(board.kingSquare(us), Long.numberOfTrailingZeros(checkers));
    }
    if (type == Piece.BISHOP) {
      int used = bishopMask[us];
      if ((used & SprintMaterial.LIGHT) != 0) {
        targets &= ~SprintMaterial.LIGHT_SQUARES;
      }
      if ((used & SprintMaterial.DARK) != 0) {
        targets &= SprintMaterial.LIGHT_SQUARES;
      }
    } else if (type == Piece.QUEEN && board.fullmoveNumber() < QUEEN_TURN) {
      return 0;
    }
    return targets;
  }

  /**
   * Clears {@code list} and fills it with every legal action of the side to move: board moves
   * (castling, en passant and the four promotions included), then placements. Returns the count.
   */
  public int generate(MoveList list) {
    MoveGenerator.generate(board, list);
    long checkers = board.checkers();
    int us = board.sideToMove();
    for (int type = Piece.PAWN; type <= Piece.QUEEN; type++) {
      if (hand[us << 3 | type] != 0) {
        for (long b = dropTargets(type, checkers); b != 0; b &= b - 1) {
          list.add(Move.drop(type, Long.numberOfTrailingZeros(b)));
        }
      }
    }
    return list.size();
  }

  // ------------------------------------------------------------------ make / unmake

  /**
   * Makes a legal action of the side to move (not checked): a board move, a placement, or {@link
   * Move#NONE} for a pass; then the side that receives the turn draws its top tile, when drawing is
   * on and its deck is not empty (sprint.md, A turn 2).
   *
   * @throws IllegalStateException when that draw would come from a deck of unknown order; the
   *     position is then left as it was
   */
  public void make(int move) {
    int us = board.sideToMove();
    if (drawing && deck[us ^ 1] == null && deckSize[us ^ 1] > 0) {
      // refuse before anything changes: a half-made action would leave board and hands apart
      throw new IllegalStateException(
          (us == Piece.WHITE ? "Black" : "White")
              + "'s deck order is unknown: cannot draw (docs/sprint.md, Sprint FEN: such a"
              + " position can be shown and analysed, not played on with drawing)");
    }
    push(move);
    if (move == Move.NONE) {
      board.makeNullMove(); // sprint.md, Timing: a lost move; e.p. lapses, the tile stays in hand
    } else if (Move.kind(move) == Move.DROP) {
      makeDrop(move, us);
    } else {
      if (Move.from(move) == board.kingSquare(us) && (kingMoved & 1 << us) == 0) {
        kingMoved |= 1 << us;
        extraKey ^= KING_MOVED_KEY[us];
      }
      board.make(move);
    }
    if (drawing) {
      drawFor(us ^ 1);
    }
  }

  private void makeDrop(int move, int us) {
    int type = Move.pieceType(move);
    int sq = Move.to(move);
    board.make(move);
    board.setHalfmoveClock(0); // sprint.md, 50/75 moves: a placement resets the counter
    int i = us << 3 | type;
    extraKey ^= HAND_KEY[i << 7 | hand[i]] ^ HAND_KEY[i << 7 | (hand[i] - 1)];
    hand[i]--;
    if (type == Piece.BISHOP) {
      bishopMask[us] |= SprintMaterial.colourBit(sq); // sprint.md, Bishops on opposite colours
    } else if (type == Piece.ROOK
        && (kingMoved & 1 << us) == 0
        && board.kingSquare(us) == (us == Piece.WHITE ? E1 : E8)
        && (sq == (us == Piece.WHITE ? 0 : 56) || sq == (us == Piece.WHITE ? 7 : 63))) {
      board.addCastlingRook(us, sq); // sprint.md, Castling: a rook placed on its corner
    }
  }

  /**
   * The side draws its top tile, if any. Its deck's order is known: {@link #make} refuses first
   * when it is not, and a new game's decks come from the deal.
   */
  private void drawFor(int colour) {
    int n = deckSize[colour];
    if (n == 0) {
      return;
    }
    int[] d = deck[colour];
    int type = d[d.length - n];
    deckSize[colour] = n - 1;
    int i = colour << 3 | type;
    extraKey ^= HAND_KEY[i << 7 | hand[i]] ^ HAND_KEY[i << 7 | (hand[i] + 1)];
    extraKey ^= DECK_KEY[colour * 65 + n] ^ DECK_KEY[colour * 65 + n - 1];
    hand[i]++;
    if (ply > 0) {
      undoDrawn[ply - 1] = i;
    }
  }

  /** Takes back the last {@link #make}, the draw that followed it included. */
  public void unmake() {
    int i = --ply;
    int move = undoMove[i];
    int drawn = undoDrawn[i];
    if (drawn != 0) {
      int colour = drawn >>> 3;
      hand[drawn]--;
      deckSize[colour]++;
    }
    int mem = undoMemory[i];
    bishopMask[0] = mem & 3;
    bishopMask[1] = mem >>> 2 & 3;
    kingMoved = mem >>> 4;
    extraKey = undoKey[i];
    if (move == Move.NONE) {
      board.unmakeNullMove();
    } else {
      board.unmake();
      if (Move.kind(move) == Move.DROP) {
        hand[board.sideToMove() << 3 | Move.pieceType(move)]++;
      }
    }
  }

  private void push(int move) {
    if (ply == undoMove.length) {
      int n = ply * 2;
      undoMove = Arrays.copyOf(undoMove, n);
      undoDrawn = Arrays.copyOf(undoDrawn, n);
      undoMemory = Arrays.copyOf(undoMemory, n);
      undoKey = Arrays.copyOf(undoKey, n);
    }
    int i = ply++;
    undoMove[i] = move;
    undoDrawn[i] = 0;
    undoMemory[i] = bishopMask[0] | bishopMask[1] << 2 | kingMoved << 4;
    undoKey[i] = extraKey;
  }

  /**
   * Whether neither side can ever mate, counting the tiles still in hands and decks ({@link
   * SprintMaterial}; sprint.md, insufficient material). A deck of unknown order counts by its size
   * as possibly anything, so the position is then not dead.
   */
  public boolean deadPosition() {
    long heavy = 0;
    for (int c = 0; c < 2; c++) {
      heavy |=
          board.pieces(c, Piece.PAWN) | board.pieces(c, Piece.ROOK) | board.pieces(c, Piece.QUEEN);
    }
    if (heavy != 0) {
      return false;
    }
    int[][] toCome = new int[2][Tile.COUNT];
    for (int c = 0; c < 2; c++) {
      if (!deckKnown(c)) {
        return false;
      }
      for (int t = 0; t < Tile.COUNT; t++) {
        toCome[c][t] = hand[c << 3 | pieceType(t)];
      }
      for (int t : deckTiles(c)) {
        toCome[c][t]++;
      }
    }
    int knights = Long.bitCount(board.pieces(0, Piece.KNIGHT) | board.pieces(1, Piece.KNIGHT));
    long bishops = board.pieces(0, Piece.BISHOP) | board.pieces(1, Piece.BISHOP);
    return SprintMaterial.dead(0, knights, bishops, toCome, bishopMask);
  }

  /** Whether the placement or move is legal here. */
  public boolean isLegal(int move, MoveList scratch) {
    if (move == Move.NONE) {
      return false;
    }
    generate(scratch);
    return scratch.contains(move);
  }
}
