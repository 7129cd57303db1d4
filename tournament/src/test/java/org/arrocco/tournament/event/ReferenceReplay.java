package org.arrocco.tournament.event;

import java.io.IOException;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import org.arrocco.core.Reference;
import org.arrocco.tournament.pairing.Entrant;
import org.arrocco.tournament.pairing.PairingRequest;
import org.arrocco.tournament.trf.PlayerRecord;
import org.arrocco.tournament.trf.ResultCode;
import org.arrocco.tournament.trf.RoundResult;
import org.arrocco.tournament.trf.Tournament;
import org.arrocco.tournament.trf.TrfDocument;
import org.arrocco.tournament.trf.TrfPairing;

/**
 * A reference tournament ({@code swiss/dutch/<name>}) replayed through the event model: its
 * pairings come from the reference {@code round-<r>.pairs} files (a recorded pairing, not a
 * pairer), and each pairing request the event hands to the pairer is compared, entrant by entrant,
 * with the one read from the reference {@code round-<r>.input.trf}.
 */
final class ReferenceReplay implements RoundPairer {
  final String name;
  final Tournament finalState;
  final List<String> differences = new ArrayList<>();
  private final RoundPairer live;

  /** Replays with the recorded pairings. */
  ReferenceReplay(String name) throws IOException {
    this(name, null);
  }

  /**
   * Replays pairing each round with {@code live} instead; a pairing that differs from the recorded
   * one is a difference (the recorded one is then used, so later rounds stay comparable).
   */
  ReferenceReplay(String name, RoundPairer live) throws IOException {
    this.name = name;
    this.live = live;
    this.finalState = read("tournament.trf");
  }

  Tournament read(String file) throws IOException {
    return Tournament.of(TrfDocument.read(Reference.file("swiss/dutch/" + name + "/" + file)));
  }

  @Override
  public Pairing pair(PairingRequest given, int round) {
    try {
      PairingRequest expected = TrfPairing.request(read("round-" + round + ".input.trf"));
      compare("round " + round + " input", expected, given);
      if (given.totalRounds() != expected.totalRounds()
          || given.initialColour() != expected.initialColour()
          || given.round() != expected.round()
          || !given.scoring().equals(expected.scoring())
          || !given.forbiddenGroups().equals(expected.forbiddenGroups())) {
        differences.add("round " + round + ": rounds, colour, points or forbidden pairs differ");
      }
      List<String> lines =
          Files.readAllLines(Reference.file("swiss/dutch/" + name + "/round-" + round + ".pairs"));
      List<Game> games = new ArrayList<>();
      int bye = 0;
      for (String line : lines.subList(1, lines.size())) {
        String[] f = line.trim().split("\\s+");
        int w = Integer.parseInt(f[0]);
        int b = Integer.parseInt(f[1]);
        if (b == 0) {
          bye = w;
        } else {
          games.add(new Game(w, b));
        }
      }
      Pairing recorded = new Pairing(games, bye);
      if (live != null) {
        Pairing ours = live.pair(given, round);
        if (!ours.equals(recorded)) {
          differences.add("round " + round + ": paired " + ours + ", reference " + recorded);
        }
      }
      return recorded;
    } catch (IOException e) {
      throw new IllegalStateException(e);
    }
  }

  /** Entrants compared one by one (number, history, to be paired, counted, acceleration). */
  void compare(String what, PairingRequest expected, PairingRequest given) {
    if (expected.entrants().size() != given.entrants().size()) {
      differences.add(
          what
              + ": "
              + given.entrants().size()
              + " players, expected "
              + expected.entrants().size());
      return;
    }
    for (int i = 0; i < expected.entrants().size(); i++) {
      Entrant e = expected.entrants().get(i);
      Entrant g = given.entrants().get(i);
      if (!g.equals(e)) {
        differences.add(what + ", player " + e.number() + ": " + g + ", expected " + e);
      }
    }
  }

  /** Player lines compared field by field (number, name, rating, points, round blocks). */
  void compare(String what, Tournament expected, Tournament given) {
    if (expected.players().size() != given.players().size()) {
      differences.add(
          what + ": " + given.players().size() + " players, expected " + expected.players().size());
      return;
    }
    for (PlayerRecord e : expected.players()) {
      PlayerRecord g = given.player(e.startRank());
      String who = what + ", player " + e.startRank() + ": ";
      if (g == null) {
        differences.add(who + "missing");
        continue;
      }
      if (!g.name().equals(e.name()) || g.rating() != e.rating()) {
        differences.add(who + "name/rating " + g.name() + " " + g.rating());
      }
      if (g.pointsTenths() != e.pointsTenths()) {
        differences.add(who + "points " + g.pointsTenths() + ", expected " + e.pointsTenths());
      }
      if (!g.rounds().equals(e.rounds())) {
        differences.add(who + "rounds " + g.rounds() + ", expected " + e.rounds());
      }
    }
  }

  /** The result of board (white, black) in round r of the reference tournament. */
  GameResult result(int round, int white, int black) {
    RoundResult w = finalState.player(white).round(round);
    RoundResult b = finalState.player(black).round(round);
    return switch (w.code()) {
      case WIN -> GameResult.WHITE_WINS;
      case LOSS -> GameResult.BLACK_WINS;
      case DRAW -> GameResult.DRAW;
      case FORFEIT_WIN -> GameResult.WHITE_WINS_BY_FORFEIT;
      case FORFEIT_LOSS ->
          b.code() == ResultCode.FORFEIT_LOSS
              ? GameResult.DOUBLE_FORFEIT
              : GameResult.BLACK_WINS_BY_FORFEIT;
      default -> throw new IllegalStateException("unexpected code " + w.code());
    };
  }

  /** The requested bye (H or Z without opponent) of a player in a round, or null. */
  ByeKind requestedBye(int tpn, int round) {
    RoundResult rr = finalState.player(tpn).round(round);
    if (rr == null || rr.code() == ResultCode.ZERO_BYE || rr.code() == ResultCode.BLANK) {
      return ByeKind.ZERO;
    }
    return rr.code() == ResultCode.HALF_BYE ? ByeKind.HALF : null;
  }
}
