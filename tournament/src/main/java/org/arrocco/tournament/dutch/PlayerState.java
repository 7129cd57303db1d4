package org.arrocco.tournament.dutch;

import org.arrocco.tournament.pairing.Colour;

/**
 * A player as the pairing sees him before a round (1.2, 1.6, 1.7 of C.04.3): score in tenths,
 * effective pairing number among the players still in the event, colour history statistics and the
 * per-round records needed for floats. Built by {@link PairingInput}; read-only afterwards.
 */
final class PlayerState {
  /** Starting rank minus one. */
  final int id;

  /** 0-based effective pairing number (rank among players still in the event). */
  int rankIndex = -1;

  /**
   * Pairing score in tenths: the points of the rounds already played plus the fictitious points of
   * an accelerated round (C.04.5). Brackets, floats and ranks (1.2) use it.
   */
  int score;

  /** Points in tenths of the rounds already played, without fictitious points: the board order. */
  int standingScore;

  /** Per round (0-based, up to the round being paired): fictitious points in tenths. */
  int[] fictitious;

  /** Per round (0-based): opponent id or -1. */
  int[] opponent;

  /** Per round: points scored in tenths. */
  int[] points;

  /** Per round: the game was played over the board. */
  boolean[] played;

  /** Per round: paired or given the pairing-allocated bye. */
  boolean[] participated;

  /** Per round: colour (forfeits keep their scheduled colour). */
  Colour[] colour;

  /** Games played over the board. */
  int playedGames;

  /** |games with White - games with Black| (1.6 colour difference, absolute value). */
  int colourImbalance;

  /** 1.7 colour preference (NONE when the player has none). */
  Colour colourPreference = Colour.NONE;

  /** Colour of the last two played games when they were the same, else NONE. */
  Colour repeatedColour = Colour.NONE;

  /** 1.7 strong preference (colour difference of one, not absolute). */
  boolean strongPreference;

  /** C2: may receive the pairing-allocated bye (never had a PAB, full-point bye or forfeit win). */
  boolean eligibleForBye;

  /** The player is to be paired in this round. */
  boolean toBePaired;

  /** The player was paired (or got the PAB) in some round of the file. */
  boolean participatedBefore;

  /** The player counts for effective pairing numbers. */
  boolean valid;

  PlayerState(int id) {
    this.id = id;
  }

  /** 1.7 absolute preference by colour imbalance (difference above one). */
  boolean absoluteImbalance() {
    return colourImbalance > 1;
  }

  /** 1.7 absolute colour preference. */
  boolean absolutePreference() {
    return colourImbalance > 1 || repeatedColour != Colour.NONE;
  }

  /** Pairing score {@code roundsBack} rounds ago (0 = now), in tenths. */
  int scoreBefore(int playedRounds, int roundsBack) {
    int s = standingScore;
    for (int r = playedRounds - 1; r >= playedRounds - roundsBack; r--) {
      s -= points[r];
    }
    return s + fictitious[playedRounds - roundsBack];
  }
}
