package org.arrocco.core.sprint;

import java.util.Arrays;

/**
 * An immutable multiset of tiles: how many of each {@link Tile} kind. Used for a hand, for the
 * tiles of a side not yet on the board, and in views; the hot path keeps plain counts instead.
 * Written as letters in the fixed order {@code QRBNP} (for example {@code RPP}).
 */
public final class Hand {
  private static final Hand EMPTY = new Hand(new int[Tile.COUNT]);
  private final int[] counts;

  private Hand(int[] counts) {
    this.counts = counts;
  }

  /** The empty hand. */
  public static Hand empty() {
    return EMPTY;
  }

  /** A hand with {@code counts[t]} tiles of kind t; counts are copied and must not be negative. */
  public static Hand of(int[] counts) {
    if (counts.length != Tile.COUNT) {
      throw new IllegalArgumentException("a hand has " + Tile.COUNT + " counts");
    }
    for (int c : counts) {
      if (c < 0) {
        throw new IllegalArgumentException("negative tile count");
      }
    }
    return new Hand(counts.clone());
  }

  /** The number of tiles of one kind. */
  public int count(int tile) {
    return counts[tile];
  }

  /** The number of tiles in all. */
  public int size() {
    int n = 0;
    for (int c : counts) {
      n += c;
    }
    return n;
  }

  /** This hand plus another. */
  public Hand plus(Hand other) {
    int[] sum = counts.clone();
    for (int t = 0; t < Tile.COUNT; t++) {
      sum[t] += other.counts[t];
    }
    return new Hand(sum);
  }

  /** The letters, strongest first, upper case ({@code QRRBNPP}); empty for an empty hand. */
  public String letters() {
    StringBuilder sb = new StringBuilder();
    for (int t = Tile.QUEEN; t >= Tile.PAWN; t--) {
      for (int i = 0; i < counts[t]; i++) {
        sb.append(Tile.letter(t));
      }
    }
    return sb.toString();
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Hand && Arrays.equals(counts, ((Hand) o).counts);
  }

  @Override
  public int hashCode() {
    return Arrays.hashCode(counts);
  }

  @Override
  public String toString() {
    return letters();
  }
}
