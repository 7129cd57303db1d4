package org.arrocco.engine;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * Every weight of the hand-written chess evaluation in one place: a middle-game and an end-game
 * value per parameter, in centipawns, read from the resource {@code eval-weights.txt} that the
 * tuner ({@code org.arrocco.engine.tuning}) writes. Parameters come in named groups (a group is an
 * array, for example the piece-square table of the knight); the offsets below say where each group
 * starts in {@link #mg} and {@link #eg}.
 *
 * <p>File format: one line per parameter, {@code group index mg eg}; {@code #} starts a comment. A
 * missing or unknown line is an error, so the file and the layout cannot drift apart.
 */
public final class EvalWeights {
  /** One named group of parameters: {@code size} values from {@code offset}. */
  public record Group(String name, int offset, int size) {}

  private static final List<Group> GROUPS = new ArrayList<>();
  private static int count;

  /** Material by piece type, pawn to queen. */
  public static final int MATERIAL = group("material", 5);

  /** Piece-square tables, pawn to king, 64 squares each as White sees them (a1 = 0). */
  public static final int PST = group("pst", 6 * 64);

  /** Mobility by the number of safe squares reached: knight, bishop, rook, queen. */
  public static final int MOBILITY_KNIGHT = group("mobility.knight", 9);

  public static final int MOBILITY_BISHOP = group("mobility.bishop", 14);
  public static final int MOBILITY_ROOK = group("mobility.rook", 15);
  public static final int MOBILITY_QUEEN = group("mobility.queen", 28);

  /** Pawn structure (by relative rank where an array). */
  public static final int DOUBLED = group("pawn.doubled", 1);

  public static final int ISOLATED = group("pawn.isolated", 1);
  public static final int BACKWARD = group("pawn.backward", 1);
  public static final int CONNECTED = group("pawn.connected", 8);
  public static final int PASSED = group("passed", 8);
  public static final int PASSED_FREE = group("passed.free", 8);
  public static final int PASSED_OWN_KING = group("passed.own-king-distance", 8);
  public static final int PASSED_ENEMY_KING = group("passed.enemy-king-distance", 8);

  /** Pieces. */
  public static final int BISHOP_PAIR = group("bishop.pair", 1);

  public static final int OUTPOST = group("outpost", 2);
  public static final int ROOK_OPEN = group("rook.open-file", 1);
  public static final int ROOK_SEMI_OPEN = group("rook.semi-open-file", 1);
  public static final int ROOK_SEVENTH = group("rook.seventh", 1);

  /** King safety: the shield, open files by the king, attacks on the king's zone, safe checks. */
  public static final int SHIELD = group("king.shield", 3);

  public static final int STORM = group("king.storm", 3);
  public static final int KING_OPEN = group("king.open-file", 1);
  public static final int KING_SEMI_OPEN = group("king.semi-open-file", 1);
  public static final int KING_ATTACK = group("king.zone-attack", 4);
  public static final int KING_ATTACKERS = group("king.attackers", 8);
  public static final int SAFE_CHECK = group("king.safe-check", 4);

  /** Threats: a piece attacked by a pawn, by a minor piece, by a rook; a piece hanging. */
  public static final int THREAT_PAWN = group("threat.by-pawn", 1);

  public static final int THREAT_MINOR = group("threat.by-minor", 5);
  public static final int THREAT_ROOK = group("threat.by-rook", 5);
  public static final int HANGING = group("threat.hanging", 1);

  /** The side to move's bonus. */
  public static final int TEMPO = group("tempo", 1);

  /** The number of parameters. */
  public static final int SIZE = count;

  /** Middle-game values, indexed by parameter. */
  public final int[] mg = new int[SIZE];

  /** End-game values, indexed by parameter. */
  public final int[] eg = new int[SIZE];

  private static int group(String name, int size) {
    int offset = count;
    GROUPS.add(new Group(name, offset, size));
    count += size;
    return offset;
  }

  /** The groups in layout order. */
  public static List<Group> groups() {
    return Collections.unmodifiableList(GROUPS);
  }

  /** The weights shipped with the engine (the resource {@code eval-weights.txt}). */
  public static EvalWeights standard() {
    return Holder.STANDARD.copy();
  }

  private static final class Holder {
    static final EvalWeights STANDARD = readResource();
  }

  private static EvalWeights readResource() {
    try (InputStream in = EvalWeights.class.getResourceAsStream("eval-weights.txt")) {
      if (in == null) {
        throw new IllegalStateException("eval-weights.txt is missing from the engine's jar");
      }
      return read(new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8)));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** A copy that can be changed without touching this one. */
  public EvalWeights copy() {
    EvalWeights w = new EvalWeights();
    System.arraycopy(mg, 0, w.mg, 0, SIZE);
    System.arraycopy(eg, 0, w.eg, 0, SIZE);
    return w;
  }

  /** Reads weights in the file format above; every parameter must be given exactly once. */
  public static EvalWeights read(BufferedReader in) throws IOException {
    EvalWeights w = new EvalWeights();
    boolean[] seen = new boolean[SIZE];
    String line;
    int number = 0;
    while ((line = in.readLine()) != null) {
      number++;
      int hash = line.indexOf('#');
      String text = (hash >= 0 ? line.substring(0, hash) : line).trim();
      if (text.isEmpty()) {
        continue;
      }
      String[] f = text.split("\\s+");
      if (f.length != 4) {
        throw new IOException("eval weights line " + number + ": expected 'group index mg eg'");
      }
      int p = parameter(f[0], f[1], number);
      if (seen[p]) {
        throw new IOException("eval weights line " + number + ": " + f[0] + " " + f[1] + " twice");
      }
      seen[p] = true;
      try {
        w.mg[p] = Integer.parseInt(f[2]);
        w.eg[p] = Integer.parseInt(f[3]);
      } catch (NumberFormatException e) {
        throw new IOException("eval weights line " + number + ": values must be integers");
      }
    }
    for (Group g : GROUPS) {
      for (int i = 0; i < g.size(); i++) {
        if (!seen[g.offset() + i]) {
          throw new IOException("eval weights: " + g.name() + " " + i + " is missing");
        }
      }
    }
    return w;
  }

  private static int parameter(String group, String index, int number) throws IOException {
    for (Group g : GROUPS) {
      if (g.name().equals(group)) {
        try {
          int i = Integer.parseInt(index);
          if (i >= 0 && i < g.size()) {
            return g.offset() + i;
          }
        } catch (NumberFormatException e) {
          // reported below
        }
        throw new IOException(
            "eval weights line " + number + ": no index " + index + " in " + group);
      }
    }
    throw new IOException("eval weights line " + number + ": no group " + group);
  }

  /** Writes the weights in the file format above. */
  public void write(Writer out) throws IOException {
    out.write("# The weights of the hand-written evaluation: group index mg eg (centipawns).\n");
    out.write(
        "# Written by the tuner (org.arrocco.bench.tuning.TexelTuner); see docs/engine.md.\n");
    for (Group g : GROUPS) {
      for (int i = 0; i < g.size(); i++) {
        int p = g.offset() + i;
        out.write(g.name() + " " + i + " " + mg[p] + " " + eg[p] + "\n");
      }
    }
  }
}
