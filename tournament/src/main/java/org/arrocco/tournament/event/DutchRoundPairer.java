package org.arrocco.tournament.event;

import java.util.ArrayList;
import java.util.List;
import org.arrocco.tournament.dutch.DutchPairer;
import org.arrocco.tournament.dutch.NoLegalPairingException;
import org.arrocco.tournament.dutch.RoundPairing;
import org.arrocco.tournament.pairing.PairingRequest;

/** The event's pairer: the FIDE Dutch system of {@link DutchPairer} (C.04.3, 2026). */
public final class DutchRoundPairer implements RoundPairer {
  /** No round can be paired: the message says why (C.04.3 absolute criteria). */
  public static final class NoPairingException extends IllegalStateException {
    private final int round;
    private final transient NoLegalPairingException.Cause cause;

    public NoPairingException(int round, NoLegalPairingException.Cause cause) {
      super("no legal pairing for round " + round + ": " + cause.english());
      this.round = round;
      this.cause = cause;
    }

    public int round() {
      return round;
    }

    public NoLegalPairingException.Cause why() {
      return cause;
    }
  }

  @Override
  public Pairing pair(PairingRequest request, int round) {
    RoundPairing p;
    try {
      p = DutchPairer.pair(request);
    } catch (NoLegalPairingException e) {
      throw new NoPairingException(round, e.why());
    }
    if (p.round() != round) {
      throw new IllegalStateException("the pairer paired round " + p.round() + ", not " + round);
    }
    List<Game> games = new ArrayList<>();
    for (org.arrocco.tournament.dutch.Board b : p.boards()) {
      games.add(new Game(b.white(), b.black()));
    }
    return new Pairing(games, p.byePlayer());
  }
}
