package org.arrocco.app.server.web;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.arrocco.core.game.Language;
import org.arrocco.core.game.Outcome;
import org.arrocco.core.variant.ClockReading;
import org.arrocco.core.variant.GameView;
import org.arrocco.core.variant.LegalMove;
import org.arrocco.core.variant.PlayedMove;
import org.arrocco.core.variant.PlayerView;

/**
 * A seat's {@link GameView} as the JSON a client receives: field by field, so that nothing the view
 * does not hold can reach a client, and nothing of a Sprint game beyond the seat's {@link
 * PlayerView} (its own hand, the counts everyone knows).
 */
public final class ViewJson {
  private ViewJson() {}

  /** The view as a JSON object. */
  public static Map<String, Object> of(GameView v) {
    return of(v, true);
  }

  /**
   * The view as a JSON object, with the moves played or (for a client that has them all but the
   * last, sent beside) without.
   */
  public static Map<String, Object> of(GameView v, boolean withMoves) {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("seat", v.seat().name().toLowerCase(java.util.Locale.ROOT));
    m.put("variant", v.variant());
    m.put("position", v.position());
    m.put("sideToMove", v.sideToMove().name().toLowerCase(java.util.Locale.ROOT));
    if (withMoves) {
      List<Map<String, Object>> moves = new ArrayList<>(v.moves().size());
      for (PlayedMove p : v.moves()) {
        moves.add(move(p));
      }
      m.put("moves", moves);
    }
    List<Map<String, Object>> legal = new ArrayList<>(v.legalMoves().size());
    for (LegalMove l : v.legalMoves()) {
      legal.add(Map.of("uci", l.uci(), "san", l.san()));
    }
    m.put("legalMoves", legal);
    m.put("canClaimDraw", v.canClaimDraw());
    m.put(
        "drawOffer",
        v.drawOffer().map(s -> s.name().toLowerCase(java.util.Locale.ROOT)).orElse(null));
    m.put("clock", v.clock().map(ViewJson::clock).orElse(null));
    m.put("outcome", v.outcome().map(ViewJson::outcome).orElse(null));
    m.put("sprint", v.sprint().map(ViewJson::sprint).orElse(null));
    return m;
  }

  /** A played move: its UCI and SAN text. */
  public static Map<String, Object> move(PlayedMove p) {
    return Map.of("uci", p.uci(), "san", p.san());
  }

  private static Map<String, Object> clock(ClockReading c) {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("toMove", c.toMove().name().toLowerCase(java.util.Locale.ROOT));
    m.put("running", c.running());
    m.put("white", c.white().isPresent() ? c.white().getAsLong() : null);
    m.put("black", c.black().isPresent() ? c.black().getAsLong() : null);
    m.put("move", c.move().isPresent() ? c.move().getAsLong() : null);
    return m;
  }

  private static Map<String, Object> outcome(Outcome o) {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("result", o.result().pgn());
    m.put("termination", o.termination().name());
    m.put("it", o.text(Language.ITALIAN));
    m.put("en", o.text(Language.ENGLISH));
    return m;
  }

  private static Map<String, Object> sprint(PlayerView p) {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("fen", p.fen());
    m.put("memory", p.memory());
    m.put("hand", p.ownHand().map(h -> h.letters()).orElse(null));
    m.put("whiteHandSize", p.whiteHandSize());
    m.put("blackHandSize", p.blackHandSize());
    m.put("whiteDeckSize", p.whiteDeckSize());
    m.put("blackDeckSize", p.blackDeckSize());
    m.put("whiteToCome", p.whiteToCome().letters());
    m.put("blackToCome", p.blackToCome().letters());
    return m;
  }
}
