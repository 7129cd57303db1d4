package org.arrocco.app.server.web;

import java.util.LinkedHashMap;
import java.util.Map;
import org.arrocco.app.server.game.GameRow;
import org.arrocco.app.server.game.LiveGame;
import org.arrocco.core.variant.GameView;
import org.arrocco.core.variant.Seat;

/**
 * The game state a client receives, for one seat: the game's public facts (id, variant, mode,
 * status, players' names, version) and that seat's view. Built while holding the game's lock.
 */
public final class GameMessages {
  private final PlayerNames names;
  private final long computerId;

  private final java.util.function.Function<GameRow, Map<String, Object>> titles;

  /** Messages naming players by {@code names}; {@code computerId} is the computer's account. */
  public GameMessages(PlayerNames names, long computerId) {
    this(names, computerId, row -> null);
  }

  /**
   * Messages naming players by {@code names}, and a tournament's game by {@code titles} (its event,
   * round and board).
   */
  public GameMessages(
      PlayerNames names,
      long computerId,
      java.util.function.Function<GameRow, Map<String, Object>> titles) {
    this.names = names;
    this.computerId = computerId;
    this.titles = titles;
  }

  /** The side the computer plays in a game against it, else null. */
  private String computerSide(GameRow row) {
    if (!row.againstComputer()) {
      return null;
    }
    return row.whiteId() != null && row.whiteId() == computerId ? "white" : "black";
  }

  /** The state for {@code seat}, answering request {@code ack} (or null). */
  public Map<String, Object> state(LiveGame g, Seat seat, String ack, long now) {
    GameRow row = g.row();
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("t", "state");
    m.put("game", row.id());
    m.put("v", row.version());
    m.put("ack", ack);
    m.put("variant", row.variant());
    m.put("mode", row.mode());
    m.put("status", row.status());
    m.put("white", names.of(row.whiteId()));
    m.put("black", names.of(row.blackId()));
    m.put("computer", row.computerLevel());
    m.put("computerSide", computerSide(row));
    m.put("rematch", row.rematchId());
    Map<String, Object> tournament = titles.apply(row);
    if (tournament != null) {
      m.put("tournament", tournament); // only a tournament's game has one
    }
    if (g.clockPaused() && !g.restartPaused()) {
      m.put("paused", true); // the clocks stand still until the arbiter resumes them
    }
    m.put(
        "takeback",
        g.takebackAsked() == null
            ? null
            : g.takebackAsked().name().toLowerCase(java.util.Locale.ROOT));
    m.put("view", ViewJson.of(g.game().view(seat, now)));
    return m;
  }

  /**
   * The update after a move, for {@code seat}: the move alone (not the list of every move played)
   * and the seat's view without its moves, for a client that holds the state of the version before
   * ({@code v - 1}, with {@code plies - 1} moves); any other client asks for the whole state. Null
   * when the game's last committed event was not a move.
   */
  public Map<String, Object> moved(LiveGame g, Seat seat, String ack, long now) {
    String kind = g.lastEventKind();
    if (!"MOVE".equals(kind) && !"MOVE_AND_CLAIM".equals(kind)) {
      return null;
    }
    GameView view = g.game().view(seat, now);
    if (view.moves().isEmpty()) {
      return null;
    }
    GameRow row = g.row();
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("t", "moved");
    m.put("game", row.id());
    m.put("v", row.version());
    m.put("ack", ack);
    m.put("status", row.status());
    m.put("takeback", null); // a move answers a takeback request by playing on
    m.put("move", ViewJson.move(view.moves().get(view.moves().size() - 1)));
    m.put("plies", view.moves().size());
    m.put("view", ViewJson.of(view, false));
    return m;
  }

  /** A game's line in the lobby, the list of games being played, or an archive. */
  public Map<String, Object> summary(GameRow row) {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("id", row.id());
    m.put("variant", row.variant());
    m.put("mode", row.mode());
    m.put("status", row.status());
    m.put("white", names.of(row.whiteId()));
    m.put("black", names.of(row.blackId()));
    m.put(
        "timeControl", row.timeControl() == null ? null : Json.MAPPER.readTree(row.timeControl()));
    m.put("result", row.result());
    m.put("termination", row.termination());
    m.put("createdAt", row.createdAt());
    m.put("computer", row.computerLevel());
    m.put("computerSide", computerSide(row));
    return m;
  }
}
