package org.arrocco.app.server.web;

import java.util.LinkedHashMap;
import java.util.Map;
import org.arrocco.app.server.game.GameRow;
import org.arrocco.app.server.game.LiveGame;
import org.arrocco.core.variant.Seat;

/**
 * The game state a client receives, for one seat: the game's public facts (id, variant, mode,
 * status, players' names, version) and that seat's view. Built while holding the game's lock.
 */
public final class GameMessages {
  private final PlayerNames names;
  private final long computerId;

  /** Messages naming players by {@code names}; {@code computerId} is the computer's account. */
  public GameMessages(PlayerNames names, long computerId) {
    this.names = names;
    this.computerId = computerId;
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
    m.put(
        "takeback",
        g.takebackAsked() == null
            ? null
            : g.takebackAsked().name().toLowerCase(java.util.Locale.ROOT));
    m.put("view", ViewJson.of(g.game().view(seat, now)));
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
