package org.arrocco.bench.match;

/**
 * The Elo difference a match result stands for, with its 95 % confidence interval from the
 * trinomial spread of the game scores (wins, draws, losses of the first player).
 */
public record EloEstimate(int wins, int draws, int losses) {
  public int games() {
    return wins + draws + losses;
  }

  /** The first player's score, 0..1. */
  public double score() {
    return games() == 0 ? 0.5 : (wins + 0.5 * draws) / games();
  }

  /** The Elo difference of a score (clipped away from 0 and 1). */
  static double elo(double score) {
    double s = Math.max(1e-4, Math.min(1 - 1e-4, score));
    return -400 * Math.log10(1 / s - 1);
  }

  public double elo() {
    return elo(score());
  }

  /** Half the width of the 95 % interval, in Elo (around the estimate). */
  public double errorMargin() {
    int n = games();
    if (n == 0) {
      return Double.NaN;
    }
    double p = score();
    double variance =
        (wins * Math.pow(1 - p, 2) + draws * Math.pow(0.5 - p, 2) + losses * Math.pow(p, 2)) / n;
    double sigma = Math.sqrt(variance / n);
    double high = elo(p + 1.959964 * sigma);
    double low = elo(p - 1.959964 * sigma);
    return (high - low) / 2;
  }

  @Override
  public String toString() {
    return String.format(
        java.util.Locale.ROOT,
        "+%d =%d -%d (%.1f %%): %+.0f ± %.0f Elo",
        wins,
        draws,
        losses,
        100 * score(),
        elo(),
        errorMargin());
  }
}
