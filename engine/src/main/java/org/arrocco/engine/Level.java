package org.arrocco.engine;

import java.util.SplittableRandom;

/**
 * A playing strength. {@link #FULL} plays as well as it can. A weaker level (UCI's {@code
 * UCI_LimitStrength} with {@code UCI_Elo}, or {@code Skill Level}) plays like a weaker person: it
 * looks at fewer positions (a node budget that halves every 100 Elo, so it misses deeper tactics)
 * and picks among its four best lines with a noise that grows as the level falls, so its mistakes
 * are plausible second and third choices, never a random move; the move it would lose most with is
 * still seen as bad. Levels are calibrated against Stockfish 15.1's {@code UCI_Elo} at 10+0.1: the
 * budget and the noise were fitted to matches of the levels against the same {@code UCI_Elo}
 * (docs/engine.md, "Levels").
 */
public final class Level {
  /** Full strength. */
  public static final Level FULL = new Level(Integer.MAX_VALUE);

  /** The weakest and strongest {@code UCI_Elo} a level may be given. */
  public static final int MIN_ELO = 800;

  public static final int MAX_ELO = 2800;

  /**
   * About the {@code UCI_Elo} of full strength on the scale of the levels, Stockfish 15.1's {@code
   * UCI_Elo} at 10+0.1 (against 2300 full strength scored 27.5 %, about 2130; docs/engine.md,
   * "Levels"). A level at or above it plays about as full strength does.
   */
  static final int TOP = 2100;

  /** Below this {@code UCI_Elo} the noise grows faster (level 1200 played like 1480 without it). */
  static final int LOW = 1500;

  private final int elo;
  private final SplittableRandom random;

  private Level(int elo) {
    this(elo, new SplittableRandom());
  }

  private Level(int elo, SplittableRandom random) {
    this.elo = elo;
    this.random = random;
  }

  /** The level of an Elo rating, clamped to {@link #MIN_ELO}..{@link #MAX_ELO}. */
  public static Level ofElo(int elo) {
    return new Level(Math.max(MIN_ELO, Math.min(MAX_ELO, elo)));
  }

  /** The level of a skill 0..20 (UCI's {@code Skill Level}); 20 is full strength. */
  public static Level ofSkill(int skill) {
    if (skill >= 20) {
      return FULL;
    }
    return ofElo(MIN_ELO + Math.max(0, skill) * (MAX_ELO - MIN_ELO) / 20);
  }

  /** The same level with its choices drawn from a seeded source (for tests and matches). */
  public Level seeded(long seed) {
    return isFull() ? this : new Level(elo, new SplittableRandom(seed));
  }

  /** Whether this is full strength (no limit, no chosen mistakes). */
  public boolean isFull() {
    return elo == Integer.MAX_VALUE;
  }

  /** The Elo this level stands for ({@code Integer.MAX_VALUE} at full strength). */
  public int elo() {
    return elo;
  }

  /**
   * The nodes this level searches per move at most: 250,000 (about what full strength searches a
   * move at 10+0.1) at {@link #TOP}, halving every 100 Elo below: 31 at {@link #MIN_ELO}.
   */
  long nodeBudget() {
    return Math.round(250_000 * Math.pow(2, (elo - TOP) / 100.0));
  }

  /**
   * The spread of the noise added to the scores of the lines it chooses among, in centipawns: a
   * tenth of a centipawn for each Elo below {@link #TOP}, and three tenths more for each below
   * {@link #LOW}, where a small search alone still plays too well for its number.
   */
  int noise() {
    return Math.max(0, (TOP - elo) / 10) + Math.max(0, (LOW - elo) * 3 / 10);
  }

  /** The limits a search at this level gets instead of {@code limits}. */
  SearchLimits limit(SearchLimits limits) {
    if (isFull()) {
      return limits;
    }
    long nodes = limits.nodes() > 0 ? Math.min(limits.nodes(), nodeBudget()) : nodeBudget();
    return new SearchLimits(
        limits.whiteTime(),
        limits.blackTime(),
        limits.whiteIncrement(),
        limits.blackIncrement(),
        limits.delay(),
        limits.movesToGo(),
        limits.moveTime(),
        limits.depth(),
        nodes,
        limits.mate(),
        limits.infinite(),
        limits.ponder(),
        limits.searchMoves(),
        limits.hourglass());
  }

  /** How many root lines this level needs searched to choose among. */
  int lines() {
    return isFull() ? 1 : 4;
  }

  /** How this level picks its move from the searched root moves ({@code null}: the best). */
  Search.MoveChooser chooser() {
    return isFull() ? null : this::choose;
  }

  /**
   * Picks among {@code n} moves sorted best first with their scores, as {@link #choose} does among
   * searched lines: the best at full strength; else a random amount up to {@link #noise} added to
   * each of the four best, never a move more than {@code max(60, noise)} worse than the best, and a
   * mate found is never thrown away.
   */
  int choose(int[] moves, int[] scores, int n) {
    int lines = Math.min(lines(), n);
    int top = scores[0];
    if (isFull() || Score.isMate(top) && top > 0 || lines <= 1) {
      return moves[0];
    }
    int spread = noise();
    int worst = Math.max(60, spread);
    int best = moves[0];
    double bestValue = Double.NEGATIVE_INFINITY;
    for (int i = 0; i < lines; i++) {
      int s = scores[i];
      if (s <= -Score.INFINITE || top - s > worst) {
        continue;
      }
      double value = s + random.nextDouble() * spread;
      if (value > bestValue) {
        bestValue = value;
        best = moves[i];
      }
    }
    return best;
  }

  /**
   * Picks among the searched lines: each line's score plus a random amount up to {@link #noise},
   * the highest wins. A mate found is never thrown away, and a line more than three pawns (less at
   * higher levels) worse than the best is not played.
   */
  private int choose(RootMoves root, int depth) {
    int lines = Math.min(lines(), root.size);
    int top = root.score[0];
    if (Score.isMate(top) && top > 0 || lines <= 1) {
      return root.move[0];
    }
    int spread = noise();
    int worst = Math.max(60, spread);
    int best = root.move[0];
    double bestValue = Double.NEGATIVE_INFINITY;
    for (int i = 0; i < lines; i++) {
      int s = root.score[i] > -Score.INFINITE ? root.score[i] : root.previousScore[i];
      if (s <= -Score.INFINITE || top - s > worst) {
        continue;
      }
      double value = s + random.nextDouble() * spread;
      if (value > bestValue) {
        bestValue = value;
        best = root.move[i];
      }
    }
    return best;
  }
}
