package org.arrocco.core.notation.sprint;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import java.util.function.Supplier;
import org.arrocco.core.chess.Move;
import org.arrocco.core.chess.Piece;
import org.arrocco.core.notation.NotationException;
import org.arrocco.core.notation.PgnGame;
import org.arrocco.core.notation.PgnLine;
import org.arrocco.core.notation.PgnMove;
import org.arrocco.core.notation.PgnMoveException;
import org.arrocco.core.notation.PgnReader;
import org.arrocco.core.sprint.Deal;
import org.arrocco.core.sprint.SprintGame;
import org.arrocco.core.sprint.SprintPosition;
import org.arrocco.core.sprint.SprintSettings;
import org.junit.jupiter.api.Test;

/**
 * Variations (RAV, PGN 8.2.5) in Sprint records, read two ways (docs/sprint.md, Moves and records).
 * {@link SprintPgn} plays a variation on a copy of the game as it stands before the move the
 * variation replaces; the reference below, written for this test alone, replays the game from its
 * start (the deal or the FEN) up to that move for every variation, as the reading did before. Over
 * seeded random records with variations at random points, variations inside variations, passes
 * where the hourglass allows them, variations that end the game (fivefold repetition, the 75-move
 * rule, a dead position, checkmate) and broken moves, both readings accept the same records with
 * the same game and refuse the same records with the same error.
 */
class SprintPgnVariationsTest {

  /** Where a record starts: its tags, its settings and a new game there. */
  private record Start(String tags, SprintSettings settings, Supplier<SprintGame> game) {}

  /** A move as written, with its move number and the variations that replace it. */
  private record Node(String number, String san, List<List<Node>> variations) {}

  /** The moves of a line and the game at its end (as far as it could be played). */
  private record Line(List<Node> nodes, SprintGame end) {}

  /** Composed starts (docs/sprint.md, Sprint FEN), for the ends a deal seldom reaches. */
  private static final String[] FENS = {
    // ten half-moves without placement, capture or pawn move to the 75-move rule
    "4k3/4p3/8/8/8/8/4P3/4K3[RPrp] w - - 140 80 0:0 Mm",
    // a capture of the last pawn leaves bare kings: a dead position
    "4k3/8/8/8/8/3p4/8/4K3[] w - - 0 30 0:0 Mm",
    // White's deck has an unknown order: no action after which White draws can be read
    "4k3/4p3/8/8/8/8/4P3/4K3[Pp] w - - 0 8 3:0 -",
  };

  private static Start start(long n) {
    SprintSettings settings = new SprintSettings(n % 4 == 3 ? 0 : 60, n % 5 == 4, 0);
    String timing =
        "[Hourglass \""
            + settings.hourglassSeconds()
            + "\"]\n[TimeoutLoses \""
            + (settings.timeoutLoses() ? "yes" : "no")
            + "\"]\n";
    if (n % 3 != 0) {
      Deal deal = Deal.fromSeed(n);
      return new Start(
          "[Seed \"" + n + "\"]\n" + timing, settings, () -> SprintGame.start(deal, settings));
    }
    String fen = FENS[(int) (n / 3 % FENS.length)];
    return new Start(
        "[SetUp \"1\"]\n[FEN \"" + fen + "\"]\n" + timing,
        settings,
        () -> SprintGame.fromPosition(SprintFen.read(fen), settings));
  }

  /** A new game at {@code start} with {@code actions} played ({@link Move#NONE} a pass). */
  private static SprintGame replay(Start start, List<Integer> actions) {
    SprintGame g = start.game().get();
    for (int a : actions) {
      apply(g, a);
    }
    return g;
  }

  private static void apply(SprintGame g, int action) {
    if (action == Move.NONE) {
      g.hourglassOut();
    } else {
      g.play(action);
    }
  }

  // ------------------------------------------------------------------ the reference reading

  /** How many records the reference refused in a variation, and the problems it named. */
  private int refusedInVariation;

  private final Map<String, Integer> problems = new TreeMap<>();

  /** Reads the moves of {@code pgn} as before: each variation on a game replayed from the start. */
  private SprintGame referenceRead(PgnGame pgn, Start start) {
    List<Integer> main = new ArrayList<>();
    referencePlay(start, main, pgn.moves(), 0);
    return replay(start, main);
  }

  private void referencePlay(Start start, List<Integer> path, PgnLine line, int depth) {
    SprintGame g = replay(start, path);
    for (PgnMove m : line.moves()) {
      for (PgnLine variation : m.variations()) {
        referencePlay(start, new ArrayList<>(path), variation, depth + 1);
      }
      int action;
      try {
        action = referenceAction(g, start.settings(), m);
      } catch (PgnMoveException e) {
        refusedInVariation += depth > 0 ? 1 : 0;
        String problem = e.problem().substring(e.problem().indexOf(": ") + 2);
        problems.merge(problem.replaceAll("[:(].*", "").trim(), 1, Integer::sum);
        throw e;
      }
      apply(g, action);
      path.add(action);
    }
  }

  /** The action {@code m} names in {@code g}, refused with the messages of sprint.md's rules. */
  private static int referenceAction(SprintGame g, SprintSettings settings, PgnMove m) {
    SprintPosition p = g.position();
    if (g.isOver()) {
      String score = g.outcome().get().result().pgn();
      String reason = SprintEnding.of(g.outcome().get()).text();
      throw refusal(p, m, "the game had already ended: " + score + " (" + reason + ")");
    }
    int action;
    try {
      action = SprintSan.read(p, m.san());
    } catch (NotationException e) {
      throw refusal(p, m, e.problem());
    }
    if (action == Move.NONE && settings.hourglassSeconds() == 0) {
      throw refusal(
          p,
          m,
          "'--' (a pass) is impossible here: the hourglass is off (Hourglass \"0\"), and a move"
              + " is lost only when the hourglass runs out");
    }
    if (action == Move.NONE && settings.timeoutLoses()) {
      throw refusal(
          p, m, "'--' (a pass) is impossible here: a timeout loses the game (TimeoutLoses)");
    }
    if (action == Move.NONE && p.board().inCheck()) {
      throw refusal(p, m, "'--' (a pass) is impossible here: a timeout in check loses");
    }
    int next = p.sideToMove() ^ 1;
    if (p.deckSize(next) > 0 && !p.deckKnown(next)) {
      throw refusal(
          p,
          m,
          "deck order unknown: "
              + (next == Piece.WHITE ? "White" : "Black")
              + " would draw next from a deck of "
              + p.deckSize(next)
              + " tiles whose order the FEN does not give (a position with a deck of unknown"
              + " order can be shown and analysed, but not played on with drawing;"
              + " docs/sprint.md, Sprint FEN)");
    }
    return action;
  }

  private static PgnMoveException refusal(SprintPosition p, PgnMove m, String problem) {
    String number = p.turn() + (p.sideToMove() == Piece.WHITE ? "." : "...");
    return new PgnMoveException(m.where(), number, m.san(), SprintFen.write(p), problem);
  }

  // ------------------------------------------------------------------ the random records

  /** Writes random lines; it finds each line's start by its own replay from the start. */
  private static final class Generator {
    private final Start start;
    private final Random random;
    private final List<String> seen = new ArrayList<>();
    private final int breaking;
    final Map<String, Integer> variationEnds;
    int passes;
    int nested;

    /**
     * A generator of lines from {@code start}; when {@code breaking}, about one variation move in
     * 60 (one main-line move in 400) is replaced by a move that is often not legal there, and one
     * line in three that ends the game goes on with a move.
     */
    Generator(Start start, long seed, boolean breaking, Map<String, Integer> variationEnds) {
      this.start = start;
      this.random = new Random(seed);
      this.breaking = breaking ? 1 : 0;
      this.variationEnds = variationEnds;
    }

    /**
     * Up to {@code plies} actions from the game reached by {@code from}, each move with variations
     * now and then; {@code shuffle} plays pieces back and forth, for repetitions and long runs
     * without placement.
     */
    Line line(List<Integer> from, int plies, int depth, boolean shuffle) {
      List<Integer> path = new ArrayList<>(from);
      SprintGame g = replay(start, path);
      List<Node> nodes = new ArrayList<>();
      for (int i = 0; i < plies; i++) {
        List<List<Node>> variations = new ArrayList<>();
        if (depth < 3 && random.nextInt(depth == 0 ? 8 : 12) == 0) {
          for (int v = 1 + random.nextInt(2); v > 0; v--) {
            int length = random.nextBoolean() ? 1 + random.nextInt(3) : 10 + random.nextInt(30);
            Line variation = line(path, length, depth + 1, random.nextInt(3) > 0);
            if (!variation.nodes().isEmpty()) {
              variations.add(variation.nodes());
              nested += depth > 0 ? 1 : 0;
            }
          }
        }
        SprintPosition p = g.position();
        String number = p.turn() + (p.sideToMove() == Piece.WHITE ? "." : "...");
        if (g.isOver()) {
          if (random.nextInt(3) < breaking) { // a move after the end, now and then with another
            if (variations.isEmpty() && random.nextBoolean()) {
              variations.add(List.of(new Node(number, any(), List.of())));
            }
            nodes.add(new Node(number, any(), variations));
          }
          break;
        }
        if (random.nextInt(depth == 0 ? 400 : 60) < breaking) {
          String san = doubtful(); // often not legal here; the line ends with it either way
          nodes.add(new Node(number, san, variations));
          try {
            apply(g, referenceAction(g, start.settings(), PgnMove.of(san)));
          } catch (PgnMoveException e) {
            // refused: the record is broken here
          }
          break;
        }
        int action = choose(g, shuffle);
        String san = SprintSan.write(p, action);
        nodes.add(new Node(number, san, variations));
        seen.add(san);
        try {
          apply(g, action);
        } catch (IllegalStateException e) {
          break; // the next draw comes from a deck of unknown order: the record is refused here
        }
        path.add(action);
        passes += depth > 0 && action == Move.NONE ? 1 : 0;
      }
      if (depth > 0) {
        String end = g.outcome().map(o -> o.termination().name()).orElse("going on");
        variationEnds.merge(end, 1, Integer::sum);
      }
      return new Line(nodes, g);
    }

    private int choose(SprintGame g, boolean shuffle) {
      boolean inCheck = g.position().board().inCheck();
      boolean passAllowed =
          start.settings().hourglassOn()
              && start.settings().onHourglassOut(inCheck)
                  == SprintSettings.TimeoutOutcome.LOSES_MOVE;
      if (passAllowed && random.nextInt(shuffle ? 40 : 12) == 0) {
        return Move.NONE;
      }
      int[] legal = g.legalMoves();
      if (!shuffle) {
        return legal[random.nextInt(legal.length)];
      }
      List<Integer> played = g.moves();
      int back = Move.NONE;
      if (played.size() >= 2 && played.get(played.size() - 2) != Move.NONE) {
        int before = played.get(played.size() - 2);
        back = Move.normal(Move.to(before), Move.from(before));
      }
      List<Integer> quiet = new ArrayList<>();
      for (int m : legal) {
        if (m == back) {
          return m;
        }
        int mover = g.position().board().pieceAt(Move.from(m));
        if (Move.kind(m) == Move.NORMAL
            && g.position().board().pieceAt(Move.to(m)) == 0
            && Piece.type(mover) != Piece.PAWN) {
          quiet.add(m);
        }
      }
      List<Integer> pool = quiet;
      if (pool.isEmpty()) {
        pool = new ArrayList<>();
        for (int m : legal) {
          pool.add(m);
        }
      }
      return pool.get(random.nextInt(pool.size()));
    }

    /** Some move written elsewhere in the record, or a king move: after the end, any will do. */
    private String any() {
      return seen.isEmpty() ? "Kd2" : seen.get(random.nextInt(seen.size()));
    }

    /** A move that is often not legal here: a pass, a move from elsewhere, a random placement. */
    private String doubtful() {
      switch (random.nextInt(4)) {
        case 0:
          return "--";
        case 1:
          return any();
        case 2:
          return "PNBRQ".charAt(random.nextInt(5))
              + "@"
              + (char) ('a' + random.nextInt(8))
              + (1 + random.nextInt(8));
        default:
          return random.nextBoolean() ? "Zz9" : "Kxe9";
      }
    }
  }

  /** The PGN move text of a line, wrapped as the writer wraps it. */
  private static void write(List<Node> line, StringBuilder out, int[] column) {
    for (Node n : line) {
      token(n.number(), out, column);
      token(n.san(), out, column);
      for (List<Node> v : n.variations()) {
        token("(", out, column);
        write(v, out, column);
        token(")", out, column);
      }
    }
  }

  private static void token(String t, StringBuilder out, int[] column) {
    if (column[0] + t.length() > 79) {
      out.append('\n');
      column[0] = 0;
    } else if (column[0] > 0) {
      out.append(' ');
      column[0]++;
    }
    out.append(t);
    column[0] += t.length();
  }

  /** What a reading gives: the main line's actions and position, or the exact error. */
  private static String outcome(Supplier<SprintGame> reading) {
    try {
      SprintGame g = reading.get();
      return "accepted: " + SprintPgn.sanMoves(g) + " " + SprintFen.write(g.position(), true);
    } catch (NotationException e) {
      return "refused: " + e.getClass().getSimpleName() + ": " + e.getMessage();
    }
  }

  @Test
  void variationsReadOnACopyAsWhenReplayedFromTheStart() {
    Map<String, Integer> variationEnds = new TreeMap<>();
    int accepted = 0;
    int refused = 0;
    int passes = 0;
    int nested = 0;
    for (long n = 1; n <= 90; n++) {
      Start start = start(n);
      Generator gen = new Generator(start, n * 1_000_003L, n % 2 == 0, variationEnds);
      Line main = gen.line(List.of(), 30 + gen.random.nextInt(150), 0, false);
      passes += gen.passes;
      nested += gen.nested;
      SprintGame end = main.end();
      String termination =
          end.outcome().map(o -> SprintEnding.of(o).text()).orElse("draw by agreement");
      String score = end.outcome().map(o -> o.result().pgn()).orElse("1/2-1/2");
      StringBuilder text = new StringBuilder("[Event \"variations " + n + "\"]\n");
      text.append("[Variant \"Sprint\"]\n").append(start.tags());
      text.append("[Termination \"").append(termination).append("\"]\n\n");
      int[] column = {0};
      write(main.nodes(), text, column);
      token(score, text, column);
      text.append('\n');

      PgnGame pgn = PgnReader.readAll(text.toString()).get(0);
      String expected = outcome(() -> referenceRead(pgn, start));
      String actual = outcome(() -> SprintPgn.read(text.toString()));
      assertEquals(expected, actual, "record " + n + ":\n" + text);
      if (actual.startsWith("accepted")) {
        accepted++;
        SprintGame read = SprintPgn.read(text.toString());
        assertEquals(termination, SprintEnding.of(read.outcome().get()).text(), "record " + n);
      } else {
        refused++;
      }
    }
    String stats =
        "accepted "
            + accepted
            + ", refused "
            + refused
            + " ("
            + refusedInVariation
            + " in a variation), passes in variations "
            + passes
            + ", variations inside variations "
            + nested
            + ", variation ends "
            + variationEnds
            + ", problems "
            + problems;
    assertTrue(accepted >= 20 && refusedInVariation >= 20, stats);
    assertTrue(passes >= 10 && nested >= 10, stats);
    for (String end :
        List.of("FIVEFOLD_REPETITION", "SEVENTY_FIVE_MOVES", "DEAD_POSITION", "CHECKMATE")) {
      assertTrue(variationEnds.getOrDefault(end, 0) > 0, end + " in a variation: " + stats);
    }
    for (String problem :
        List.of(
            "the game had already ended",
            "'--'",
            "deck order unknown",
            "'[PNBRQ]@[a-h][1-8]'")) { // a placement refused, naming the rule
      assertTrue(
          problems.keySet().stream().anyMatch(k -> k.matches(problem)),
          problem + " refused: " + stats);
    }
  }

  /** The end of a Sprint game as "result termination", e.g. "1-0 CHECKMATE", or "*". */
  private static String end(SprintGame g) {
    return g.outcome().map(o -> o.result().pgn() + " " + o.termination()).orElse("*");
  }
}
