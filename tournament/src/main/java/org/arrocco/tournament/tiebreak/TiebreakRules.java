package org.arrocco.tournament.tiebreak;

/**
 * Which edition of FIDE C.07 computes the dummy opponent of an unplayed round ({@code TIEBREAKS.md}
 * section 4): the March-2026 text caps its score, the 2023/Aug-2024 text does not.
 */
public enum TiebreakRules {
  /** C.07 as approved 29/07/2024 (same computation as the 2023 text): dummy = own score. */
  FIDE_2024(false),
  /** C.07 in force from 1 March 2026: the dummy's score is capped (16.4.1, 16.4.2). */
  FIDE_2026(true);

  private final boolean capsDummy;

  TiebreakRules(boolean capsDummy) {
    this.capsDummy = capsDummy;
  }

  /** True when the dummy opponent's score is capped (March-2026 rules). */
  public boolean capsDummy() {
    return capsDummy;
  }

  /** The rules named by a year, {@code 2024} (also {@code 2023}) or {@code 2026}. */
  public static TiebreakRules ofYear(String year) {
    switch (year.trim()) {
      case "2023":
      case "2024":
        return FIDE_2024;
      case "2026":
        return FIDE_2026;
      default:
        throw new IllegalArgumentException(
            "tie-break rules must be 2024 or 2026, not '" + year + "'");
    }
  }
}
