package org.arrocco.tournament.tiebreak;

import java.util.ArrayList;
import java.util.List;
import org.arrocco.tournament.trf.PlayerRecord;
import org.arrocco.tournament.trf.PointSystem;
import org.arrocco.tournament.trf.ResultCode;
import org.arrocco.tournament.trf.RoundResult;
import org.arrocco.tournament.trf.Tournament;

/**
 * Reads the rounds of a TRF {@link Tournament} as {@link EventResults}: every round played in the
 * file (a player line with fewer rounds is absent, a zero-point bye, for the missing ones; a last
 * round of announced byes only is not played yet and left out), codes mapped as the reference
 * README lists them, each round worth what the file's point system gives it (the {@code 162} or
 * {@code BB*} lines, e.g. a PAB of ½).
 */
public final class TrfResults {
  private TrfResults() {}

  /** The results, scored by the file's own point system. */
  public static EventResults of(Tournament tournament) {
    PointSystem points = tournament.pointSystem();
    int rounds = tournament.playedRounds();
    List<Participant> participants = new ArrayList<>();
    for (PlayerRecord p : tournament.players()) {
      List<RoundEntry> entries = new ArrayList<>(rounds);
      for (int r = 1; r <= rounds; r++) {
        RoundResult rr = p.round(r);
        entries.add(
            rr == null
                ? RoundEntry.bye(RoundKind.ZERO_POINT_BYE, points.zeroBye())
                : entry(rr, points));
      }
      participants.add(new Participant(p.startRank(), p.rating(), entries));
    }
    return new EventResults(points.draw(), participants);
  }

  private static RoundEntry entry(RoundResult rr, PointSystem points) {
    ResultCode code = rr.code();
    if (rr.opponent() != 0) {
      RoundKind kind =
          switch (code.kind()) {
            case PLAYED -> RoundKind.PLAYED;
            case FORFEIT ->
                code == ResultCode.FORFEIT_WIN ? RoundKind.FORFEIT_WIN : RoundKind.FORFEIT_LOSS;
            case BYE -> throw new IllegalArgumentException("a bye code with an opponent");
          };
      return new RoundEntry(rr.opponent(), rr.colour().code(), kind, points.points(rr));
    }
    if (rr.pairingAllocatedBye()) {
      return RoundEntry.bye(RoundKind.PAIRING_BYE, points.pab());
    }
    // README: F full-point bye, H half-point bye, Z or blank zero-point bye; a game code without
    // an opponent is an unplayed round of the kind its standard value says.
    int standard = code.points();
    RoundKind kind =
        standard >= 10
            ? RoundKind.FULL_POINT_BYE
            : standard > 0 ? RoundKind.HALF_POINT_BYE : RoundKind.ZERO_POINT_BYE;
    return RoundEntry.bye(kind, points.points(rr));
  }
}
