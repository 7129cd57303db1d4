package org.arrocco.core.game;

import java.util.Objects;
import java.util.Optional;

/**
 * How a game ended: the result, the end that brought it ({@link Termination}) and the rule that
 * rules it there — the end's own rule ({@link Termination#rule()}) unless the variant rules it
 * otherwise (Tamerlane's stalemate is a win, by its rules file).
 */
public record Outcome(Result result, Termination termination, String rule) {
  public Outcome {
    Objects.requireNonNull(result, "result");
    Objects.requireNonNull(termination, "termination");
    Objects.requireNonNull(rule, "rule");
  }

  /** The end under its own rule. */
  public Outcome(Result result, Termination termination) {
    this(result, termination, termination.rule());
  }

  /** A win for {@code winner} by {@code how}, under the end's own rule. */
  public static Outcome win(Side winner, Termination how) {
    return new Outcome(Result.winFor(winner), how);
  }

  /** A draw by {@code how}, under the end's own rule. */
  public static Outcome draw(Termination how) {
    return new Outcome(Result.DRAW, how);
  }

  /** The winner, empty for a draw. */
  public Optional<Side> winner() {
    return switch (result) {
      case WHITE_WINS -> Optional.of(Side.WHITE);
      case BLACK_WINS -> Optional.of(Side.BLACK);
      case DRAW -> Optional.empty();
    };
  }

  /**
   * The end in words for people: "Vince il Bianco: scacco matto", "Draw: stalemate", with the rule
   * in brackets.
   */
  public String text(Language language) {
    String who =
        switch (result) {
          case WHITE_WINS -> language == Language.ITALIAN ? "Vince il Bianco" : "White wins";
          case BLACK_WINS -> language == Language.ITALIAN ? "Vince il Nero" : "Black wins";
          case DRAW -> language == Language.ITALIAN ? "Patta" : "Draw";
        };
    return who + ": " + termination.text(language) + " (" + rule + ")";
  }

  /** E.g. "1-0 (checkmate, FIDE 5.1.1)". */
  @Override
  public String toString() {
    return result.pgn() + " (" + termination.description() + ", " + rule + ")";
  }
}
