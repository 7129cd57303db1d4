package org.arrocco.tournament.dutch;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.arrocco.tournament.trf.Colour;
import org.arrocco.tournament.trf.PlayerRecord;
import org.arrocco.tournament.trf.RoundResult;
import org.arrocco.tournament.trf.Tournament;
import org.arrocco.tournament.trf.TrfPairing;

/**
 * The FIDE pairings-checker procedure (C.04.A, A.4, Free Pairings Checker): replays a tournament
 * round by round — the state before round r is rounds 1..r-1 plus the announced absences of round r
 * — re-pairs each round and reports every round whose pairing (pairs with colours, forfeited games
 * included, and the PAB) differs from the one in the file.
 */
public final class PairingChecker {
  private PairingChecker() {}

  private static Colour trfColour(org.arrocco.tournament.pairing.Colour c) {
    return c == org.arrocco.tournament.pairing.Colour.WHITE ? Colour.WHITE : Colour.BLACK;
  }

  /** One round whose pairing differs; {@code ours} is null when we found no legal pairing. */
  public record Discrepancy(int round, RoundPairing played, RoundPairing ours, String detail) {}

  /** Checks every round of {@code t}; an empty list means every round pairs as we pair it. */
  public static List<Discrepancy> check(Tournament t) {
    t.requireRanksWithoutGaps( // on the file as read, so that the error names its line
        "pairing needs starting ranks 1-" + t.players().size() + " without gaps");
    int rounds = roundsToCheck(t);
    Tournament base = t;
    if (t.totalRounds() == 0 || t.initialColour() == Colour.NONE) {
      base =
          new Tournament(
              t.name(),
              t.totalRounds() == 0 ? rounds : t.totalRounds(),
              t.initialColour() == Colour.NONE
                  ? trfColour(PairingInput.initialColourOf(TrfPairing.history(t)))
                  : t.initialColour(),
              t.players(),
              t.document());
    }
    List<Discrepancy> out = new ArrayList<>();
    for (int r = 1; r <= rounds; r++) {
      Tournament before = stateBefore(base, r);
      RoundPairing played = playedRound(t, r);
      RoundPairing ours;
      try {
        ours = DutchPairer.pair(TrfPairing.request(before));
      } catch (NoLegalPairingException e) {
        out.add(new Discrepancy(r, played, null, e.getMessage()));
        continue;
      }
      String diff = difference(played, ours);
      if (!diff.isEmpty()) {
        out.add(new Discrepancy(r, played, ours, diff));
      }
    }
    return out;
  }

  /**
   * The rounds of the file that were paired: all of them, but the last one when nobody is paired in
   * it (no game, no pairing-allocated bye). Such a round holds only announced absences ({@code 0000
   * - H}, {@code Z}, {@code F}) the way JaVaFo and bbpPairings prepare the next round: it is the
   * round to pair, with those players absent, not a round to check.
   */
  public static int roundsToCheck(Tournament t) {
    int rounds = t.roundsInFile();
    if (rounds == 0) {
      return 0;
    }
    RoundPairing last = playedRound(t, rounds);
    return last.boards().isEmpty() && last.byePlayer() == 0 ? rounds - 1 : rounds;
  }

  /**
   * Rounds before r as played, plus round r for players announced absent (H, Z, F byes) or with no
   * entry for it.
   */
  public static Tournament stateBefore(Tournament t, int round) {
    List<PlayerRecord> players = new ArrayList<>();
    for (PlayerRecord p : t.players()) {
      List<RoundResult> kept = new ArrayList<>();
      int points = 0;
      for (int r = 1; r < round && r <= p.rounds().size(); r++) {
        kept.add(p.round(r));
        points += t.pointSystem().points(p.round(r));
      }
      RoundResult now = p.round(round);
      if (now == null) {
        // TRF-16: a line that ends before a round of the file (a withdrawal, an entry that never
        // came) leaves the player out of that round, as a blank entry does; the reference engine
        // reads it so too.
        now = new RoundResult(0, Colour.NONE, org.arrocco.tournament.trf.ResultCode.BLANK);
      }
      if (!now.paired()) {
        while (kept.size() < round - 1) {
          kept.add(new RoundResult(0, Colour.NONE, org.arrocco.tournament.trf.ResultCode.ZERO_BYE));
        }
        kept.add(now);
      }
      players.add(p.withRounds(kept, points));
    }
    return t.withPlayers(players);
  }

  /** What the file says happened in round r (forfeited games count with their written colours). */
  public static RoundPairing playedRound(Tournament t, int round) {
    List<Board> boards = new ArrayList<>();
    int bye = 0;
    for (PlayerRecord p : t.players()) {
      RoundResult rr = p.round(round);
      if (rr == null) {
        continue;
      }
      if (rr.pairingAllocatedBye()) {
        bye = p.startRank();
      } else if (rr.opponent() != 0) {
        boolean first =
            rr.colour() == Colour.WHITE
                || (rr.colour() == Colour.NONE && p.startRank() < rr.opponent());
        if (first) {
          boards.add(new Board(p.startRank(), rr.opponent()));
        }
      }
    }
    return new RoundPairing(round, boards, bye);
  }

  /** Empty when both pairings have the same ordered pairs and the same PAB. */
  public static String difference(RoundPairing played, RoundPairing ours) {
    Set<Board> a = new LinkedHashSet<>(played.boards());
    Set<Board> b = new LinkedHashSet<>(ours.boards());
    if (a.equals(b) && played.byePlayer() == ours.byePlayer()) {
      return "";
    }
    Set<Board> onlyPlayed = new LinkedHashSet<>(a);
    onlyPlayed.removeAll(b);
    Set<Board> onlyOurs = new LinkedHashSet<>(b);
    onlyOurs.removeAll(a);
    StringBuilder sb = new StringBuilder();
    if (!onlyPlayed.isEmpty() || !onlyOurs.isEmpty()) {
      sb.append("file has ")
          .append(describe(onlyPlayed))
          .append(", we pair ")
          .append(describe(onlyOurs));
    }
    if (played.byePlayer() != ours.byePlayer()) {
      if (sb.length() > 0) {
        sb.append("; ");
      }
      sb.append("PAB: file ")
          .append(played.byePlayer() == 0 ? "none" : played.byePlayer())
          .append(", ours ")
          .append(ours.byePlayer() == 0 ? "none" : ours.byePlayer());
    }
    return sb.toString();
  }

  private static String describe(Set<Board> boards) {
    StringBuilder sb = new StringBuilder();
    for (Board x : boards) {
      if (sb.length() > 0) {
        sb.append(", ");
      }
      sb.append(x.white()).append('-').append(x.black());
    }
    return sb.length() == 0 ? "nothing else" : sb.toString();
  }
}
