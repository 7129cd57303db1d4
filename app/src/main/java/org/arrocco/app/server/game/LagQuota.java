package org.arrocco.app.server.game;

/**
 * The network-lag allowance of one player, after lichess's: each move's time is measured by the
 * server from when the move arrives, less the lag the client reports, but never more than the quota
 * holds. Each move adds {@link #GAIN_MILLIS} to the quota up to {@link #MAX_MILLIS}; what a move is
 * compensated is taken from it. So an honest client on a slow line gets its lag back, and a client
 * that lies about lag gains at most {@link #GAIN_MILLIS} per move on average.
 */
public final class LagQuota {
  /** What each move adds to the quota. */
  public static final long GAIN_MILLIS = 100;

  /** The most the quota holds, and the most one move is compensated. */
  public static final long MAX_MILLIS = 1000;

  private long quota = 500;

  /**
   * The compensation for a move whose client reports {@code claimedLag} ms of lag: at most the
   * quota, never negative; taken from the quota, which then gains its per-move share.
   */
  public long compensate(long claimedLag) {
    long c = Math.max(0, Math.min(claimedLag, quota));
    quota = Math.min(MAX_MILLIS, quota - c + GAIN_MILLIS);
    return c;
  }

  /** What the quota holds now. */
  public long quota() {
    return quota;
  }
}
