package org.arrocco.core.generic;

import java.util.List;

/**
 * A rectangular board of any size plus extra named squares (such as Tamerlane's citadels), each
 * touching some board squares.
 *
 * <p>Square indices: board square {@code rank * files + file} (both 0-based, file 0 = a, rank 0 =
 * White's first rank), then the extra squares in the order given, from {@code files * ranks} on.
 * Board squares are named file letter + rank number ({@code a1}); extra squares by their own name.
 */
public final class BoardGeometry {
  /**
   * An extra square.
   *
   * @param name its name in notation (for example {@code l2})
   * @param owner the colour that owns it (0 White, 1 Black), or -1
   * @param adjacent names of the board squares it touches
   */
  public record ExtraSquare(String name, int owner, List<String> adjacent) {}

  private final int files;
  private final int ranks;
  private final String[] extraNames;
  private final int[] extraOwner;
  private final int[][] extraAdjacent;

  public BoardGeometry(int files, int ranks, List<ExtraSquare> extras) {
    if (files < 1 || files > 26 || ranks < 1 || ranks > 99 || files * ranks + extras.size() > 250) {
      throw new IllegalArgumentException("board too large: " + files + "x" + ranks);
    }
    this.files = files;
    this.ranks = ranks;
    int n = extras.size();
    extraNames = new String[n];
    extraOwner = new int[n];
    extraAdjacent = new int[n][];
    for (int i = 0; i < n; i++) {
      extraNames[i] = extras.get(i).name();
    }
    for (int i = 0; i < n; i++) {
      ExtraSquare e = extras.get(i);
      extraOwner[i] = e.owner();
      extraAdjacent[i] = new int[e.adjacent().size()];
      for (int j = 0; j < extraAdjacent[i].length; j++) {
        int sq = parse(e.adjacent().get(j));
        if (sq < 0 || sq >= boardSize()) {
          throw new IllegalArgumentException("not a board square: " + e.adjacent().get(j));
        }
        extraAdjacent[i][j] = sq;
      }
    }
  }

  public int files() {
    return files;
  }

  public int ranks() {
    return ranks;
  }

  /** The number of board squares. */
  public int boardSize() {
    return files * ranks;
  }

  /** The number of squares, extra squares included. */
  public int size() {
    return files * ranks + extraNames.length;
  }

  public boolean isBoard(int sq) {
    return sq >= 0 && sq < boardSize();
  }

  public boolean isExtra(int sq) {
    return sq >= boardSize() && sq < size();
  }

  /** The board square at (file, rank), 0-based, or -1 when off the board. */
  public int square(int file, int rank) {
    return file < 0 || file >= files || rank < 0 || rank >= ranks ? -1 : rank * files + file;
  }

  public int file(int sq) {
    return sq % files;
  }

  public int rank(int sq) {
    return sq / files;
  }

  /** The board square {@code (df, dr)} away from board square {@code sq}, or -1. */
  public int offset(int sq, int df, int dr) {
    return square(file(sq) + df, rank(sq) + dr);
  }

  /** The owner of an extra square (0 White, 1 Black, -1 none). */
  public int extraOwner(int sq) {
    return extraOwner[sq - boardSize()];
  }

  /** The board squares an extra square touches. */
  public int[] extraAdjacent(int sq) {
    return extraAdjacent[sq - boardSize()].clone();
  }

  /** The extra squares, as square indices. */
  public int extraCount() {
    return extraNames.length;
  }

  /** The name of a square ({@code a1}, {@code k10}, or an extra square's name). */
  public String name(int sq) {
    if (isExtra(sq)) {
      return extraNames[sq - boardSize()];
    }
    return (char) ('a' + file(sq)) + Integer.toString(rank(sq) + 1);
  }

  /** The square with this name, or -1. */
  public int parse(String name) {
    for (int i = 0; i < extraNames.length; i++) {
      if (extraNames[i].equals(name)) {
        return boardSize() + i;
      }
    }
    if (name.length() < 2 || name.length() > 3) {
      return -1;
    }
    int f = name.charAt(0) - 'a';
    int r;
    try {
      r = Integer.parseInt(name.substring(1)) - 1;
    } catch (NumberFormatException e) {
      return -1;
    }
    if (name.charAt(1) == '0' || name.charAt(1) == '+' || name.charAt(1) == '-') {
      return -1;
    }
    return square(f, r);
  }
}
