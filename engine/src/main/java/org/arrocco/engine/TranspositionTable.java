package org.arrocco.engine;

/**
 * The transposition table shared by every search thread: entries of two longs (the key XOR the
 * data, and the data) in buckets of four, sized by the {@code Hash} option. Threads read and write
 * without locks: a torn entry (key of one write, data of another) fails the XOR check and is read
 * as a miss, which is why the key is stored XORed with its data.
 *
 * <p>Data layout, from the lowest bit: bits 0-17 the best move (see {@code core.chess.Move}), 18-33
 * the score, 34-49 the static evaluation (both as 16-bit two's complement), 50-57 the depth plus
 * one, 58-59 the bound ({@link #LOWER}, {@link #UPPER}, {@link #EXACT}), 60-63 the generation (the
 * search that wrote it, modulo 16). Replacement prefers, within a bucket, the same key, then an
 * entry of an older search, then the shallowest.
 */
public final class TranspositionTable {
  public static final int UPPER = 1;
  public static final int LOWER = 2;
  public static final int EXACT = 3;

  private static final int BUCKET = 4;

  private long[] table;
  private int bucketMask;
  private int generation;

  /** A table of {@code megabytes} (at least 1, rounded down to a power of two of buckets). */
  public TranspositionTable(int megabytes) {
    resize(megabytes);
  }

  /** Gives the table a new size; its contents are lost. */
  public void resize(int megabytes) {
    long bytes = Math.max(1, megabytes) * (1L << 20);
    long buckets = Long.highestOneBit(bytes / (16L * BUCKET));
    buckets = Math.min(buckets, 1L << 26);
    table = new long[(int) (buckets * BUCKET * 2)];
    bucketMask = (int) buckets - 1;
    generation = 0;
  }

  /** Forgets every entry (for a new game). */
  public void clear() {
    java.util.Arrays.fill(table, 0);
    generation = 0;
  }

  /** Starts a new search: entries of older searches become the first to be replaced. */
  public void newSearch() {
    generation = (generation + 1) & 15;
  }

  /**
   * The data of the entry for {@code key}, or 0 when there is none (a stored entry's data is never
   * 0: its depth field is at least 1).
   */
  public long probe(long key) {
    long[] t = table;
    int i = ((int) key & bucketMask) * (BUCKET * 2);
    for (int k = 0; k < BUCKET * 2; k += 2) {
      long data = t[i + k + 1];
      if ((t[i + k] ^ data) == key) {
        return data;
      }
    }
    return 0;
  }

  /** Stores a search result; {@code score} already adjusted with {@link Score#toTable}. */
  public void store(long key, int move, int score, int eval, int depth, int bound) {
    long[] t = table;
    int i = ((int) key & bucketMask) * (BUCKET * 2);
    int victim = i;
    int worst = Integer.MAX_VALUE;
    for (int k = i; k < i + BUCKET * 2; k += 2) {
      long data = t[k + 1];
      if ((t[k] ^ data) == key || data == 0) {
        if (move == 0 && data != 0) {
          move = move(data); // keep the best move found before
        }
        if (data != 0
            && bound != EXACT
            && depth(data) > depth + 2
            && generation(data) == generation) {
          return; // a much deeper result of this search stays
        }
        victim = k;
        break;
      }
      int age = (generation - generation(data)) & 15;
      int worth = depth(data) - 8 * age;
      if (worth < worst) {
        worst = worth;
        victim = k;
      }
    }
    long data =
        (move & 0x3FFFFL)
            | (score & 0xFFFFL) << 18
            | (eval & 0xFFFFL) << 34
            | (long) (Math.max(0, Math.min(255, depth + 1))) << 50
            | (long) bound << 58
            | (long) generation << 60;
    t[victim] = key ^ data;
    t[victim + 1] = data;
  }

  public static int move(long data) {
    return (int) (data & 0x3FFFF);
  }

  public static int score(long data) {
    return (short) (data >>> 18);
  }

  public static int eval(long data) {
    return (short) (data >>> 34);
  }

  public static int depth(long data) {
    return (int) (data >>> 50 & 0xFF) - 1;
  }

  public static int bound(long data) {
    return (int) (data >>> 58 & 3);
  }

  private static int generation(long data) {
    return (int) (data >>> 60);
  }

  /** Permille of the first thousand entries written by the current search (UCI's hashfull). */
  public int hashfull() {
    int used = 0;
    int n = Math.min(1000, table.length / 2);
    for (int e = 0; e < n; e++) {
      long data = table[2 * e + 1];
      if (data != 0 && generation(data) == generation) {
        used++;
      }
    }
    return used * 1000 / Math.max(1, n);
  }
}
