package org.arrocco.core.generic;

import java.util.List;

/**
 * Everything the generic backend needs to play a game: the board, the kinds of pieces, the pawn
 * rules that are data (double step, en passant), castling, and the hooks for what data cannot say.
 * Compiled once into tables ({@link #tables()}); a spec is immutable and shared by positions.
 *
 * <p>Piece codes on the board: 0 empty, else {@code 1 + 2 * kind + colour} (colour 0 White, 1
 * Black), so at most 31 kinds and codes below 64 (attack masks are {@code long} bit sets over
 * codes).
 */
public final class GameSpec {
  private final String name;
  private final BoardGeometry geometry;
  private final List<PieceKind> kinds;
  private final int doubleStepRankWhite;
  private final boolean enPassant;
  private final Castling castling;
  private final boolean extraSquaresImmune;
  private final RuleHooks hooks;
  private MoveTables moveTables;
  private AttackTables attackTables;

  /**
   * Castling as data: the files (0-based) where king and rook end, king side first. Which rooks may
   * castle is part of the position (Chess960 castling works from any array).
   */
  public record Castling(
      int kingSideKingFile, int kingSideRookFile, int queenSideKingFile, int queenSideRookFile) {}

  /**
   * @param doubleStepRankWhite the 0-based rank from which White's pawns may step two squares (the
   *     mirrored rank for Black), or -1
   * @param enPassant whether a pawn that stepped two squares may be taken en passant
   * @param castling castling, or null
   * @param extraSquaresImmune whether a piece on an extra square can never be captured
   */
  public GameSpec(
      String name,
      BoardGeometry geometry,
      List<PieceKind> kinds,
      int doubleStepRankWhite,
      boolean enPassant,
      Castling castling,
      boolean extraSquaresImmune,
      RuleHooks hooks) {
    if (kinds.size() > 31) {
      throw new IllegalArgumentException("at most 31 kinds of pieces");
    }
    this.name = name;
    this.geometry = geometry;
    this.kinds = List.copyOf(kinds);
    this.doubleStepRankWhite = doubleStepRankWhite;
    this.enPassant = enPassant;
    this.castling = castling;
    this.extraSquaresImmune = extraSquaresImmune;
    this.hooks = hooks;
  }

  public String name() {
    return name;
  }

  public BoardGeometry geometry() {
    return geometry;
  }

  public List<PieceKind> kinds() {
    return kinds;
  }

  public PieceKind kind(int index) {
    return kinds.get(index);
  }

  /** The index of the kind with this (White) symbol, or -1. */
  public int kindIndex(String symbol) {
    for (int i = 0; i < kinds.size(); i++) {
      if (kinds.get(i).symbol().equals(symbol)) {
        return i;
      }
    }
    return -1;
  }

  public int doubleStepRank(int color) {
    if (doubleStepRankWhite < 0) {
      return -1;
    }
    return color == 0 ? doubleStepRankWhite : geometry.ranks() - 1 - doubleStepRankWhite;
  }

  public boolean enPassant() {
    return enPassant;
  }

  public Castling castling() {
    return castling;
  }

  public boolean extraSquaresImmune() {
    return extraSquaresImmune;
  }

  public RuleHooks hooks() {
    return hooks;
  }

  /** A colour's last rank (0-based): where its pawns arrive. */
  public int lastRank(int color) {
    return color == 0 ? geometry.ranks() - 1 : 0;
  }

  /** The piece code of a kind and colour. */
  public static int code(int kind, int color) {
    return 1 + 2 * kind + color;
  }

  /** The colour of a non-zero piece code. */
  public static int colorOf(int code) {
    return (code - 1) & 1;
  }

  /** The kind of a non-zero piece code. */
  public static int kindOf(int code) {
    return (code - 1) >> 1;
  }

  /** The symbol of a piece code: upper case White, lower case Black. */
  public String symbol(int code) {
    String s = kinds.get(kindOf(code)).symbol();
    return colorOf(code) == 0 ? s : s.toLowerCase(java.util.Locale.ROOT);
  }

  /** The compiled move tables (built on first use). */
  public synchronized MoveTables moveTables() {
    if (moveTables == null) {
      moveTables = new MoveTables(this);
    }
    return moveTables;
  }

  /** The compiled attack tables (built on first use). */
  public synchronized AttackTables attackTables() {
    if (attackTables == null) {
      attackTables = new AttackTables(this);
    }
    return attackTables;
  }
}
