package org.arrocco.app.server.game;

/**
 * One committed event of a game: its version (1, 2, ...), the kind (a core GameEvent kind, or the
 * server's ABORT), the side that acted, the text (a move, a result), the time on the game's scale,
 * and the client's request id that made it (so a re-sent action is answered, not played twice).
 */
public record StoredEvent(
    int version, String kind, String side, String text, long at, String requestId) {}
