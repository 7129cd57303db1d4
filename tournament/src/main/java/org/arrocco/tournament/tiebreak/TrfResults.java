package org.arrocco.tournament.tiebreak;

import java.util.ArrayList;
import java.util.List;
import org.arrocco.tournament.trf.PlayerRecord;
import org.arrocco.tournament.trf.ResultCode;
import org.arrocco.tournament.trf.RoundResult;
import org.arrocco.tournament.trf.Tournament;

/**
 * Reads the rounds of a TRF {@link Tournament} as {@link EventResults}: every round present in the
 * file (a player line with fewer rounds is absent, a zero-point bye, for the missing ones), codes
 * mapped as the reference README lists them, the PAB worth {@code pabPoints} tenths.
 */
public final class TrfResults {
  private TrfResults() {}

  /** The results of the standard point system (win 1, draw ½), the PAB worth a win. */
  public static EventResults of(Tournament tournament) {
    return of(tournament, 10);
  }

  /** The results with the PAB worth {@code pabPoints} tenths. */
  public static EventResults of(Tournament tournament, int pabPoints) {
    int rounds = tournament.roundsInFile();
    List<Participant> participants = new ArrayList<>();
    for (PlayerRecord p : tournament.players()) {
      List<RoundEntry> entries = new ArrayList<>(rounds);
      for (int r = 1; r <= rounds; r++) {
        RoundResult rr = p.round(r);
        entries.add(
            rr == null ? RoundEntry.bye(RoundKind.ZERO_POINT_BYE, 0) : entry(rr, pabPoints));
      }
      participants.add(new Participant(p.startRank(), p.rating(), entries));
    }
    return new EventResults(5, participants);
  }

  private static RoundEntry entry(RoundResult rr, int pabPoints) {
    ResultCode code = rr.code();
    if (rr.opponent() != 0) {
      RoundKind kind =
          switch (code.kind()) {
            case PLAYED -> RoundKind.PLAYED;
            case FORFEIT ->
                code == ResultCode.FORFEIT_WIN ? RoundKind.FORFEIT_WIN : RoundKind.FORFEIT_LOSS;
            case BYE -> throw new IllegalArgumentException("a bye code with an opponent");
          };
      return new RoundEntry(rr.opponent(), rr.colour().code(), kind, code.points());
    }
    if (rr.pairingAllocatedBye()) {
      return RoundEntry.bye(RoundKind.PAIRING_BYE, pabPoints);
    }
    // README: F full-point bye, H half-point bye, Z or blank zero-point bye; a game code without
    // an opponent is an unplayed round worth what the code says.
    int points = code.points();
    RoundKind kind =
        points >= 10
            ? RoundKind.FULL_POINT_BYE
            : points > 0 ? RoundKind.HALF_POINT_BYE : RoundKind.ZERO_POINT_BYE;
    return RoundEntry.bye(kind, points);
  }
}
