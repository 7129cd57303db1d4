package org.arrocco.core.game;

/**
 * Why a game ended: one list for every game of the platform, the ends of the FIDE Laws of Chess
 * (2023) and those of Scacchi Sprint and Tamerlane chess. Each carries the rule that usually rules
 * it (a FIDE article, or the section of a rules file) and its name for people in Italian and
 * English; an {@link Outcome} may cite another rule where a variant rules the same end differently
 * (Tamerlane's stalemate wins, say).
 */
public enum Termination {
  CHECKMATE("FIDE 5.1.1", "checkmate", "scacco matto"),
  RESIGNATION("FIDE 5.1.2", "resignation", "abbandono"),
  /** Lost on time, or drawn when the opponent could not checkmate by any series of moves. */
  FLAG_FALL("FIDE 6.9", "flag fall", "tempo scaduto"),
  STALEMATE("FIDE 5.2.1", "stalemate", "stallo"),
  DEAD_POSITION("FIDE 5.2.2", "dead position", "posizione morta"),
  AGREEMENT("FIDE 5.2.3", "agreement", "accordo"),
  THREEFOLD_REPETITION(
      "FIDE 9.2", "threefold repetition, claimed", "triplice ripetizione, reclamata"),
  FIFTY_MOVES("FIDE 9.3", "fifty-move rule, claimed", "regola delle 50 mosse, reclamata"),
  /**
   * Decided off the board, whatever the position: a forfeit for a rule broken (FIDE 11.3.2.2,
   * 12.9), an adjudication, an abandoned game.
   */
  ARBITER_DECISION("FIDE 12.9", "decided by the arbiter", "decisione dell'arbitro"),
  FIVEFOLD_REPETITION("FIDE 9.6.1", "fivefold repetition", "quintuplice ripetizione"),
  SEVENTY_FIVE_MOVES("FIDE 9.6.2", "seventy-five-move rule", "regola delle 75 mosse"),
  /** Scacchi Sprint: the hourglass ran out under "timeout loses" (sprint.md, Timing). */
  HOURGLASS("sprint.md, Timing", "hourglass ran out (timeout loses)", "clessidra esaurita (perde)"),
  /** Scacchi Sprint: the hourglass ran out while the player was in check (sprint.md, Timing). */
  HOURGLASS_IN_CHECK(
      "sprint.md, Timing", "hourglass ran out while in check", "clessidra esaurita sotto scacco"),
  /** Tamerlane chess: the ranking royal entered the enemy citadel (tamerlane.md, Citadels). */
  CITADEL("tamerlane.md, Citadels", "entry into the enemy citadel", "ingresso nella cittadella");

  private final String rule;
  private final String english;
  private final String italian;

  Termination(String rule, String english, String italian) {
    this.rule = rule;
    this.english = english;
    this.italian = italian;
  }

  /** The rule that usually rules this end, e.g. {@code FIDE 9.6.1} or {@code sprint.md, Timing}. */
  public String rule() {
    return rule;
  }

  /** A short English description, e.g. "fivefold repetition". */
  public String description() {
    return english;
  }

  /** The name of this end for people, e.g. "triplice ripetizione, reclamata". */
  public String text(Language language) {
    return language == Language.ITALIAN ? italian : english;
  }
}
