package org.arrocco.app.server.game;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.jdbi.v3.core.Jdbi;
import org.jdbi.v3.core.mapper.RowMapper;

/**
 * The games' tables: a new game, a seat taken, an event appended (through the {@link EventJournal},
 * only if no other event took that version first, and with the game's new status when it changed),
 * and the reads that rebuild games, fill the lobby and the archive. Every read (and every change
 * that depends on a game's present state) first settles the journal, so it sees every event
 * acknowledged, also where the database takes them in later ({@link LoggedEvents}).
 *
 * <p>A game's version is the number of its events, read from them: a move writes its event alone,
 * and the row's {@code version} column is written only with a change of status (the game's start
 * and end), so while a game is played it lags behind its events.
 */
public final class GameStore implements AutoCloseable {
  /**
   * A game's columns with its version from its events (the last event's, through the events' key),
   * for every read of games.
   */
  private static final String GAMES =
      "SELECT g.*, COALESCE((SELECT MAX(e.version) FROM game_event e WHERE e.game_id = g.id), 0)"
          + " AS events FROM game g";

  private static final RowMapper<GameRow> ROW =
      (rs, ctx) ->
          new GameRow(
              rs.getString("id"),
              rs.getString("variant"),
              rs.getString("setup"),
              rs.getString("time_control"),
              rs.getString("mode"),
              rs.getLong("creator_id"),
              (Long) rs.getObject("white_id", Long.class),
              (Long) rs.getObject("black_id", Long.class),
              rs.getString("status"),
              rs.getString("result"),
              rs.getString("termination"),
              rs.getInt("events"),
              rs.getLong("created_at"),
              (Integer) rs.getObject("computer_level", Integer.class),
              rs.getString("asked"),
              rs.getString("rematch_id"),
              (Long) rs.getObject("reserved_for", Long.class));

  private static final RowMapper<StoredEvent> EVENT =
      (rs, ctx) ->
          new StoredEvent(
              rs.getInt("version"),
              rs.getString("kind"),
              rs.getString("side"),
              rs.getString("text"),
              rs.getLong("at_millis"),
              rs.getString("request_id"));

  /** How often embedded H2's file is forced to the disk while events are being written. */
  static final long SYNC_MILLIS = 1000;

  private final Jdbi jdbi;
  private final EventJournal journal;
  private final DiskSync sync;

  /**
   * The store on {@code jdbi}; {@code checkpoint} for embedded H2, where a commit that meets
   * another thread's commit in progress returns before its own data is in the file: an explicit
   * CHECKPOINT after each batch of events then writes it to the file before the events are
   * acknowledged, so an acknowledged event survives the server process being killed. Forcing the
   * file to the disk as well (CHECKPOINT SYNC) costs a disk flush per batch, 20-70 ms on an
   * ordinary disk, which every move would wait for; it is done once a second by {@link DiskSync}
   * instead, so a power cut may lose at most the last second's events (docs/play.md). PostgreSQL's
   * commit is durable by itself.
   */
  public GameStore(Jdbi jdbi, boolean checkpoint) {
    this.jdbi = jdbi;
    this.sync = checkpoint ? new DiskSync(jdbi, SYNC_MILLIS) : null;
    this.journal =
        new EventJournal(
            jdbi,
            checkpoint
                ? h -> {
                  h.execute("CHECKPOINT");
                  sync.written();
                }
                : h -> {});
  }

  /**
   * The store on the server's own embedded H2 database, its events acknowledged once in the
   * write-ahead log in {@code logDir} and taken into the database about once a second ({@link
   * LoggedEvents}); a log left there by a crash is taken in first.
   */
  public GameStore(Jdbi jdbi, Path logDir) {
    this.jdbi = jdbi;
    this.sync = null;
    this.journal = new EventJournal(new LoggedEvents(jdbi, logDir));
  }

  /** Stores a new game. */
  public void insert(GameRow g) {
    jdbi.useHandle(h -> insert(h, g));
  }

  /**
   * Stores a new game and its first event (version 1) in one transaction, written directly rather
   * than through the journal (for games the server makes itself, whose making can be done again).
   */
  public void insertStarted(GameRow g, StoredEvent first) {
    jdbi.useTransaction(
        h -> {
          insert(h, g);
          h.createUpdate(
                  "INSERT INTO game_event (game_id, version, kind, side, text, at_millis,"
                      + " request_id) VALUES (:g, 1, :k, :s, :t, :at, :r)")
              .bind("g", g.id())
              .bind("k", first.kind())
              .bind("s", first.side())
              .bind("t", first.text())
              .bind("at", first.at())
              .bind("r", first.requestId())
              .execute();
          h.createUpdate("UPDATE game SET version = 1 WHERE id = :id").bind("id", g.id()).execute();
        });
  }

  private static void insert(org.jdbi.v3.core.Handle h, GameRow g) {
    h.createUpdate(
            "INSERT INTO game (id, variant, setup, time_control, mode, creator_id,"
                + " white_id, black_id, status, version, created_at, updated_at,"
                + " computer_level, asked, reserved_for)"
                + " VALUES (:id, :variant, :setup, :tc, :mode, :creator, :white, :black,"
                + " :status, 0, :at, :at, :level, :asked, :reserved)")
        .bind("id", g.id())
        .bind("variant", g.variant())
        .bind("setup", g.setup())
        .bind("tc", g.timeControl())
        .bind("mode", g.mode())
        .bind("creator", g.creatorId())
        .bind("white", g.whiteId())
        .bind("black", g.blackId())
        .bind("status", g.status())
        .bind("at", g.createdAt())
        .bind("level", g.computerLevel())
        .bind("asked", g.asked())
        .bind("reserved", g.reservedFor())
        .execute();
  }

  /**
   * Records {@code rematchId} as the rematch of a finished game; false when one was recorded first
   * (the two players asked at once: the first one counts).
   */
  public boolean setRematch(String id, String rematchId) {
    journal.settle();
    return jdbi.withHandle(
            h ->
                h.createUpdate(
                        "UPDATE game SET rematch_id = :r WHERE id = :id AND rematch_id IS NULL")
                    .bind("r", rematchId)
                    .bind("id", id)
                    .execute())
        == 1;
  }

  /** The id of the computer's account (made by the migrations). */
  public long computerAccount() {
    return jdbi.withHandle(
        h ->
            h.createQuery("SELECT id FROM account WHERE name_key = '#computer'")
                .mapTo(Long.class)
                .one());
  }

  /**
   * Seats {@code accountId} on the free side ({@code white} or {@code black}) of a waiting game and
   * makes it live; false when the seat was taken first.
   */
  public boolean takeSeat(String id, String side, long accountId, long now) {
    journal.settle();
    String column = side.equals("white") ? "white_id" : "black_id";
    return jdbi.withHandle(
            h ->
                h.createUpdate(
                        "UPDATE game SET "
                            + column
                            + " = :a, status = 'live', updated_at = :t"
                            + " WHERE id = :id AND status = 'waiting' AND "
                            + column
                            + " IS NULL")
                    .bind("a", accountId)
                    .bind("t", now)
                    .bind("id", id)
                    .execute())
        == 1;
  }

  /** Seats {@code accountId} on {@code side} ({@code white} or {@code black}) of a game. */
  public void reseat(String id, String side, long accountId) {
    journal.settle();
    String column = side.equals("white") ? "white_id" : "black_id";
    jdbi.useHandle(
        h ->
            h.createUpdate("UPDATE game SET " + column + " = :a WHERE id = :id")
                .bind("a", accountId)
                .bind("id", id)
                .execute());
  }

  /**
   * Commits one event as version {@code expected + 1} in the journal's next batch, with the game's
   * new status (and result once over) when {@code rowChanged}, and returns once that batch is
   * durable; false (nothing written) when the game is no longer at version {@code expected}.
   *
   * @throws org.arrocco.app.server.db.DatabaseException when the batch could not be written
   */
  public boolean append(
      String id,
      int expected,
      StoredEvent e,
      String status,
      String result,
      String termination,
      boolean rowChanged) {
    return journal.append(
        new EventJournal.Entry(
            id, expected, e, status, result, termination, System.currentTimeMillis(), rowChanged));
  }

  /** Writes the events given, then stops taking more. */
  @Override
  public void close() {
    journal.close();
    if (sync != null) {
      sync.close();
    }
  }

  /** The game of this id, if there is one. */
  public Optional<GameRow> find(String id) {
    journal.settle();
    return jdbi.withHandle(
        h -> h.createQuery(GAMES + " WHERE g.id = :id").bind("id", id).map(ROW).findOne());
  }

  /** The events of a game, in order. */
  public List<StoredEvent> events(String id) {
    journal.settle();
    return jdbi.withHandle(
        h ->
            h.createQuery("SELECT * FROM game_event WHERE game_id = :id ORDER BY version")
                .bind("id", id)
                .map(EVENT)
                .list());
  }

  /** Every game that can still change: rebuilt at start-up. */
  public List<GameRow> active() {
    journal.settle();
    return jdbi.withHandle(
        h -> h.createQuery(GAMES + " WHERE g.status IN ('waiting', 'live')").map(ROW).list());
  }

  /** The open challenges of the lobby, newest first. */
  public List<GameRow> lobby(int limit) {
    journal.settle();
    return jdbi.withHandle(
        h ->
            h.createQuery(
                    GAMES
                        + " WHERE g.status = 'waiting' AND g.mode = 'open'"
                        + " ORDER BY g.created_at DESC LIMIT :n")
                .bind("n", limit)
                .map(ROW)
                .list());
  }

  /** Games being played (for spectators), newest first. */
  public List<GameRow> playing(int limit) {
    journal.settle();
    return jdbi.withHandle(
        h ->
            h.createQuery(
                    GAMES
                        + " WHERE g.status = 'live' AND g.mode <> 'private'"
                        + " ORDER BY g.updated_at DESC LIMIT :n")
                .bind("n", limit)
                .map(ROW)
                .list());
  }

  /** A player's games, newest first. */
  public List<GameRow> archive(long accountId, int limit) {
    journal.settle();
    return jdbi.withHandle(
        h ->
            h.createQuery(
                    GAMES
                        + " WHERE g.white_id = :a OR g.black_id = :a"
                        + " ORDER BY g.created_at DESC LIMIT :n")
                .bind("a", accountId)
                .bind("n", limit)
                .map(ROW)
                .list());
  }
}
