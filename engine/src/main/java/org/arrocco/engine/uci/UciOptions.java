package org.arrocco.engine.uci;

import java.util.function.Consumer;
import org.arrocco.core.variant.Variant;
import org.arrocco.core.variant.Variants;
import org.arrocco.engine.Engine;
import org.arrocco.engine.Level;

/**
 * The engine's UCI options: their declarations for the {@code uci} reply and the parsing of {@code
 * setoption name <id> [value <x>]} (names case-insensitive, as UCI says), each applied to the
 * engine at once. A value out of range or of the wrong kind is refused with a message and leaves
 * the option as it was. The game played is {@code UCI_Variant} ({@code chess}, {@code chess960} or
 * {@code fischerandom}, {@code sprint}, {@code tamerlane}); {@code UCI_Chess960} turns orthodox
 * chess into Chess960, as GUIs that know no {@code UCI_Variant} ask for it.
 */
final class UciOptions {
  private final Engine engine;
  private final Consumer<String> messages;
  private boolean chess960;
  private String variant = "chess";
  private boolean ponder;
  private boolean limitStrength;
  private int elo = Level.MAX_ELO;
  private int skill = 20;
  private long moveOverhead = Engine.DEFAULT_MOVE_OVERHEAD;

  UciOptions(Engine engine, Consumer<String> messages) {
    this.engine = engine;
    this.messages = messages;
  }

  /** The game the GUI asked for. */
  Variant variant() {
    return switch (variant) {
      case "chess960", "fischerandom" -> Variants.CHESS960;
      case "sprint" -> Variants.SPRINT;
      case "tamerlane" -> Variants.TAMERLANE;
      default -> chess960 ? Variants.CHESS960 : Variants.CHESS;
    };
  }

  void describe(Consumer<String> out) {
    out.accept("option name Hash type spin default " + Engine.DEFAULT_HASH + " min 1 max 4096");
    out.accept("option name Threads type spin default 1 min 1 max 64");
    out.accept("option name MultiPV type spin default 1 min 1 max 256");
    out.accept("option name Ponder type check default false");
    out.accept(
        "option name Move Overhead type spin default "
            + Engine.DEFAULT_MOVE_OVERHEAD
            + " min 0 max 5000");
    out.accept("option name UCI_Chess960 type check default false");
    out.accept(
        "option name UCI_Variant type combo default chess var chess var chess960"
            + " var fischerandom var sprint var tamerlane");
    out.accept("option name UCI_LimitStrength type check default false");
    out.accept(
        "option name UCI_Elo type spin default "
            + Level.MAX_ELO
            + " min "
            + Level.MIN_ELO
            + " max "
            + Level.MAX_ELO);
    out.accept("option name Skill Level type spin default 20 min 0 max 20");
    out.accept("option name Clear Hash type button");
  }

  /** Applies a whole {@code setoption} line. */
  void set(String line) {
    String rest = line.substring("setoption".length()).trim();
    if (!rest.startsWith("name ")) {
      throw new UciException("setoption: expected 'name <option> [value <value>]'");
    }
    rest = rest.substring(5);
    int at = rest.indexOf(" value ");
    String name = (at >= 0 ? rest.substring(0, at) : rest).trim();
    String value = at >= 0 ? rest.substring(at + 7).trim() : null;
    if (at < 0 && rest.endsWith(" value")) {
      name = rest.substring(0, rest.length() - 6).trim();
      value = "";
    }
    switch (UciLoop.lower(name)) {
      case "hash" -> engine.setHashMegabytes(spin(name, value, 1, 4096));
      case "threads" -> engine.setThreads(spin(name, value, 1, 64));
      case "multipv" -> engine.setMultiPv(spin(name, value, 1, 256));
      case "move overhead" -> {
        moveOverhead = spin(name, value, 0, 5000);
        engine.setMoveOverhead(moveOverhead);
      }
      case "ponder" -> ponder = check(name, value);
      case "uci_chess960" -> chess960 = check(name, value);
      case "uci_variant" -> variant(value);
      case "clear hash" -> engine.newGame();
      case "uci_limitstrength" -> {
        limitStrength = check(name, value);
        applyLevel();
      }
      case "uci_elo" -> {
        elo = spin(name, value, Level.MIN_ELO, Level.MAX_ELO);
        applyLevel();
      }
      case "skill level" -> {
        skill = spin(name, value, 0, 20);
        applyLevel();
      }
      default -> throw new UciException("setoption: no option named '" + name + "'");
    }
  }

  /** UCI_LimitStrength with UCI_Elo wins over Skill Level; neither set is full strength. */
  private void applyLevel() {
    engine.setLevel(limitStrength ? Level.ofElo(elo) : Level.ofSkill(skill));
  }

  private void variant(String value) {
    String v = value == null ? "" : UciLoop.lower(value);
    switch (v) {
      case "chess", "chess960", "fischerandom", "sprint", "tamerlane" -> variant = v;
      default ->
          throw new UciException(
              "setoption UCI_Variant: no variant '"
                  + value
                  + "' (chess, chess960, fischerandom, sprint, tamerlane)");
    }
  }

  private static int spin(String name, String value, int min, int max) {
    if (value == null) {
      throw new UciException("setoption " + name + ": needs 'value <number>'");
    }
    int v;
    try {
      v = Integer.parseInt(value);
    } catch (NumberFormatException e) {
      throw new UciException("setoption " + name + ": '" + value + "' is not a number");
    }
    if (v < min || v > max) {
      throw new UciException("setoption " + name + ": " + v + " is not in " + min + ".." + max);
    }
    return v;
  }

  private static boolean check(String name, String value) {
    if ("true".equalsIgnoreCase(value)) {
      return true;
    }
    if ("false".equalsIgnoreCase(value)) {
      return false;
    }
    throw new UciException("setoption " + name + ": expected true or false, found '" + value + "'");
  }

  /** The Move Overhead set, in milliseconds. */
  long moveOverhead() {
    return moveOverhead;
  }

  boolean ponder() {
    return ponder;
  }
}
