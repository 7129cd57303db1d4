package org.arrocco.app.server.game;

/**
 * A game's row: who sits where, its status and how many events it has; the set-up and time control
 * as stored JSON. The game itself is rebuilt from these and its events.
 *
 * @param id the game's id, also its private link
 * @param variant the variant's key
 * @param setup the set-up's options as JSON (hidden information of Sprint included)
 * @param timeControl the time control as JSON, or null
 * @param mode {@code open}, {@code private} or {@code hotseat}
 * @param creatorId who made it
 * @param whiteId who plays White, or null while the seat is free
 * @param blackId who plays Black, or null
 * @param status {@code waiting}, {@code live}, {@code over} or {@code aborted}
 * @param result the PGN result once over, else null
 * @param termination how it ended (a core Termination's name, or ABORTED), else null
 * @param version how many events are committed
 * @param createdAt when it was made (epoch milliseconds)
 */
public record GameRow(
    String id,
    String variant,
    String setup,
    String timeControl,
    String mode,
    long creatorId,
    Long whiteId,
    Long blackId,
    String status,
    String result,
    String termination,
    int version,
    long createdAt) {

  /** Whether the game can still change (waiting for a player or being played). */
  public boolean active() {
    return status.equals("waiting") || status.equals("live");
  }
}
