package org.arrocco.engine;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.arrocco.core.chess.CastlingMode;
import org.arrocco.core.chess.MoveGenerator;
import org.arrocco.core.chess.MoveList;
import org.arrocco.core.chess.Piece;
import org.arrocco.core.chess.Position;
import org.arrocco.core.chess960.StartPosition;
import org.arrocco.core.generic.GenericPosition;
import org.arrocco.core.notation.Fen;
import org.arrocco.core.notation.UciMove;
import org.arrocco.core.notation.sprint.SprintFen;
import org.arrocco.core.notation.sprint.SprintSan;
import org.arrocco.core.notation.tamerlane.TamerlaneFen;
import org.arrocco.core.notation.tamerlane.TamerlaneMoveNotation;
import org.arrocco.core.sprint.Deal;
import org.arrocco.core.sprint.SprintPosition;
import org.arrocco.core.tamerlane.TamerlaneSetup;

/**
 * One position of a mate suite in one of the four variants: its rules for {@link MateProver} (on a
 * position of its own) and the engine's search of it, on another copy. Also the random games the
 * suites are composed from ({@link MateSuiteMaker}).
 */
final class MatePuzzle {
  /** The engine's answer: its move (named as the suite names moves), mate in how many, nodes. */
  record Answer(String move, int mateIn, long nodes) {}

  /** The positions of one random game, from its 16th ply on, written in the variant's FEN. */
  record Playout(List<String> positions) {}

  private final String variant;
  private final String fen;

  private MatePuzzle(String variant, String fen) {
    this.variant = variant;
    this.fen = fen;
  }

  static MatePuzzle of(String variant, String fen) {
    if (!List.of("chess", "chess960", "sprint", "tamerlane").contains(variant)) {
      throw new IllegalArgumentException("no variant " + variant);
    }
    return new MatePuzzle(variant, fen);
  }

  private CastlingMode mode() {
    return variant.equals("chess960") ? CastlingMode.CHESS960 : CastlingMode.ORTHODOX;
  }

  MateProver prover() {
    return switch (variant) {
      case "chess", "chess960" -> new MateProver(MateProver.chess(Fen.read(fen, mode()), mode()));
      case "sprint" -> new MateProver(MateProver.sprint(SprintFen.read(fen)));
      default -> new MateProver(MateProver.tamerlane(TamerlaneFen.read(fen)));
    };
  }

  /** The engine's search within {@code nodes} nodes (and {@code depth} moves' worth of plies). */
  Answer engine(int depth, long nodes) {
    switch (variant) {
      case "chess", "chess960" -> {
        Engine engine = new Engine();
        Position p = Fen.read(fen, mode());
        engine.setPosition(p, new int[0]);
        SearchResult r = engine.search(SearchLimits.ofNodes(nodes));
        return new Answer(UciMove.write(r.bestMove(), mode()), mateIn(r.score()), r.nodes());
      }
      case "sprint" -> {
        SprintPosition s = SprintFen.read(fen);
        VariantSearch search = new VariantSearch(new SprintBoard(s, new HandEvaluation()));
        int move = search.search(null, 2 * depth + 1, nodes, Long.MAX_VALUE, false);
        return new Answer(SprintSan.write(s, move), mateIn(search.rootScores()[0]), search.nodes());
      }
      default -> {
        GenericPosition pos = TamerlaneFen.read(fen);
        VariantSearch search = new VariantSearch(new TamerlaneBoard(pos));
        int move = search.search(null, 2 * depth + 1, nodes, Long.MAX_VALUE, false);
        return new Answer(
            TamerlaneMoveNotation.coordinate(pos, move),
            mateIn(search.rootScores()[0]),
            search.nodes());
      }
    }
  }

  /** Mate in how many moves the engine announces for the side to move, else -1. */
  int engineMateIn(int depth, long nodes) {
    return engine(depth, nodes).mateIn();
  }

  private static int mateIn(int score) {
    return Score.isMate(score) && score > 0 ? Score.mateInMoves(score) : -1;
  }

  /** A random game, preferring captures and checks, as a list of positions. */
  static Playout playout(String variant, SplittableRandom random) {
    List<String> out = new ArrayList<>();
    switch (variant) {
      case "chess", "chess960" -> {
        CastlingMode mode = variant.equals("chess") ? CastlingMode.ORTHODOX : CastlingMode.CHESS960;
        String start =
            variant.equals("chess")
                ? "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
                : StartPosition.random(random).xfen();
        Position p = Fen.read(start, mode);
        MoveList list = new MoveList();
        for (int ply = 0; ply < 160; ply++) {
          int n = MoveGenerator.generate(p, list);
          if (n == 0) {
            break;
          }
          List<Integer> sharp = new ArrayList<>();
          for (int i = 0; i < n; i++) {
            int m = list.get(i);
            boolean capture = p.pieceAt(org.arrocco.core.chess.Move.to(m)) != Piece.NONE;
            p.make(m);
            boolean check = p.inCheck();
            p.unmake();
            if (capture || check) {
              sharp.add(m);
            }
          }
          int m = pick(sharp, random);
          if (m == NONE) {
            m = list.get(random.nextInt(n));
          }
          p.make(m);
          if (ply >= 16) {
            out.add(Fen.write(p));
          }
        }
      }
      case "sprint" -> {
        SprintPosition s = SprintPosition.newGame(Deal.fromSeed(random.nextLong()));
        MoveList list = new MoveList();
        for (int ply = 0; ply < 160; ply++) {
          int n = s.generate(list);
          if (n == 0) {
            break;
          }
          List<Integer> sharp = new ArrayList<>();
          for (int i = 0; i < n; i++) {
            int m = list.get(i);
            boolean capture =
                org.arrocco.core.chess.Move.kind(m) != org.arrocco.core.chess.Move.DROP
                    && s.board().pieceAt(org.arrocco.core.chess.Move.to(m)) != Piece.NONE;
            if (capture) {
              sharp.add(m);
            }
          }
          int m = pick(sharp, random);
          if (m == NONE) {
            m = list.get(random.nextInt(n));
          }
          s.make(m);
          if (ply >= 16 && hidesNothing(s)) {
            out.add(SprintFen.write(s, true));
          }
        }
      }
      default -> {
        GenericPosition pos = TamerlaneFen.read(TamerlaneSetup.DEFAULT.fen());
        org.arrocco.core.generic.MoveGenerator gen =
            new org.arrocco.core.generic.MoveGenerator(pos);
        int[] moves = new int[org.arrocco.core.generic.MoveGenerator.MAX_MOVES];
        for (int ply = 0; ply < 200; ply++) {
          int n = gen.legalMoves(moves);
          if (n == 0) {
            break;
          }
          List<Integer> sharp = new ArrayList<>();
          for (int i = 0; i < n; i++) {
            int victim = pos.piece(org.arrocco.core.generic.Move.to(moves[i]));
            if (victim != 0 && org.arrocco.core.generic.GameSpec.colorOf(victim) != pos.side()) {
              sharp.add(moves[i]);
            }
          }
          int m = pick(sharp, random);
          if (m == NONE) {
            m = moves[random.nextInt(n)];
          }
          pos.make(m);
          if (pos.ended()) {
            break;
          }
          if (ply >= 16) {
            out.add(TamerlaneFen.write(pos));
          }
        }
      }
    }
    return new Playout(out);
  }

  private static final int NONE = Integer.MIN_VALUE;

  /** Six times in ten one of the sharp moves (captures, checks), else NONE: any move. */
  private static int pick(List<Integer> sharp, SplittableRandom random) {
    return !sharp.isEmpty() && random.nextInt(10) < 6
        ? sharp.get(random.nextInt(sharp.size()))
        : NONE;
  }

  /**
   * Both decks drawn out and the hand of the side not to move empty: the side to move sees the
   * whole position, so a mate it finds is one an honest player can find.
   */
  static boolean hidesNothing(SprintPosition s) {
    if (s.deckSize(0) != 0 || s.deckSize(1) != 0) {
      return false;
    }
    int them = s.sideToMove() ^ 1;
    for (int t = Piece.PAWN; t <= Piece.QUEEN; t++) {
      if (s.handCount(them, t) != 0) {
        return false;
      }
    }
    return true;
  }
}
