package org.arrocco.core.sprint;

import java.util.Random;

/**
 * The order of one side's face-down deck at the start of a game, top tile first. Immutable; a game
 * records it so that it replays exactly. A full deck is the 13 tiles of {@code
 * shared/rules/sprint.md} (Set-up 3): six pawns, Q, R, R, B, B, N, N.
 */
public final class Deck {
  /** The full deck before shuffling (Set-up 3: the 6 remaining pawns + Q, R, R, B, B, N, N). */
  public static final String FULL = "PPPPPPQRRBBNN";

  private final int[] tiles;

  private Deck(int[] tiles) {
    this.tiles = tiles;
  }

  /**
   * The full deck shuffled by {@code random} (Fisher-Yates from the last position down; {@link
   * Random} is specified bit for bit, so a seed gives the same deck on every Java).
   */
  public static Deck shuffled(Random random) {
    int[] t = parseTiles(FULL);
    for (int i = t.length - 1; i > 0; i--) {
      int j = random.nextInt(i + 1);
      int x = t[i];
      t[i] = t[j];
      t[j] = x;
    }
    return new Deck(t);
  }

  /**
   * A deck written as letters, top first, in either case ({@code PNBPRQPBNRPPP}).
   *
   * @param full when true the letters must be exactly the 13 tiles of a full deck
   * @throws IllegalArgumentException naming the bad letter or the wrong contents
   */
  public static Deck parse(String letters, boolean full) {
    int[] t = parseTiles(letters);
    if (full) {
      int[] want = count(parseTiles(FULL));
      int[] have = count(t);
      for (int k = 0; k < Tile.COUNT; k++) {
        if (want[k] != have[k]) {
          throw new IllegalArgumentException(
              "deck '"
                  + letters
                  + "' must hold exactly six pawns and Q, R, R, B, B, N, N (sprint.md, Set-up 3),"
                  + " but has "
                  + have[k]
                  + " "
                  + Tile.name(k)
                  + "(s)");
        }
      }
    }
    return new Deck(t);
  }

  private static int[] parseTiles(String letters) {
    int[] t = new int[letters.length()];
    for (int i = 0; i < t.length; i++) {
      int k = Tile.of(letters.charAt(i));
      if (k < 0) {
        throw new IllegalArgumentException(
            "deck letter '"
                + letters.charAt(i)
                + "' at position "
                + (i + 1)
                + " is not a tile (one of P N B R Q)");
      }
      t[i] = k;
    }
    return t;
  }

  private static int[] count(int[] tiles) {
    int[] c = new int[Tile.COUNT];
    for (int k : tiles) {
      c[k]++;
    }
    return c;
  }

  /** The number of tiles. */
  public int size() {
    return tiles.length;
  }

  /** The tile at a depth (0 = top, drawn first). */
  public int tile(int index) {
    return tiles[index];
  }

  /** A copy of the tiles, top first. */
  public int[] tiles() {
    return tiles.clone();
  }

  /** The tiles as a multiset. */
  public Hand contents() {
    return Hand.of(count(tiles));
  }

  /** The letters, top first, upper case. */
  public String letters() {
    StringBuilder sb = new StringBuilder(tiles.length);
    for (int k : tiles) {
      sb.append(Tile.letter(k));
    }
    return sb.toString();
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Deck && java.util.Arrays.equals(tiles, ((Deck) o).tiles);
  }

  @Override
  public int hashCode() {
    return java.util.Arrays.hashCode(tiles);
  }

  @Override
  public String toString() {
    return letters();
  }
}
