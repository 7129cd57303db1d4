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
 * @param computerLevel the computer's level (1-8) in a game against it, else null
 * @param asked the set-up options as asked (JSON), from which a rematch is made; null for a game
 *     made before they were kept (its rematch is made from {@code setup})
 * @param rematchId the rematch offered after this game, else null
 * @param reservedFor the only account that may take the free seat, else null
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
    long createdAt,
    Integer computerLevel,
    String asked,
    String rematchId,
    Long reservedFor) {

  /** The same game at a new version, with its status, result and termination. */
  public GameRow at(int newVersion, String newStatus, String newResult, String newTermination) {
    return new GameRow(
        id,
        variant,
        setup,
        timeControl,
        mode,
        creatorId,
        whiteId,
        blackId,
        newStatus,
        newResult,
        newTermination,
        newVersion,
        createdAt,
        computerLevel,
        asked,
        rematchId,
        reservedFor);
  }

  /** Whether this is a game against the computer. */
  public boolean againstComputer() {
    return computerLevel != null;
  }

  /** Whether the game can still change (waiting for a player or being played). */
  public boolean active() {
    return status.equals("waiting") || status.equals("live");
  }
}
