package org.arrocco.app.desk;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.arrocco.app.server.account.Secrets;
import org.jdbi.v3.core.Jdbi;
import org.jdbi.v3.core.statement.UnableToExecuteStatementException;

/**
 * The tables of online events: each registered player's seat (the personal link's token, the
 * account made for the seat, the account the player plays as) and when each side of an event's live
 * game was first seen. A seat's account is named as the player and has no password, so only the
 * personal link opens a session of it.
 */
final class OnlineSeats {
  private final Jdbi jdbi;

  OnlineSeats(Jdbi jdbi) {
    this.jdbi = jdbi;
  }

  /** A player's seat: the link's token, the seat's own account, the account it plays as. */
  record Seat(long event, int player, String token, long seatAccount, long account) {}

  /** The id of the server's own account (made by the migrations). */
  long serverAccount() {
    return jdbi.withHandle(
        h ->
            h.createQuery("SELECT id FROM account WHERE name_key = '#server'")
                .mapTo(Long.class)
                .one());
  }

  /** The seats of an event, by player. */
  Map<Integer, Seat> seats(long event) {
    Map<Integer, Seat> out = new HashMap<>();
    jdbi.useHandle(
        h ->
            h.createQuery(
                    "SELECT player, token, seat_account, account_id FROM desk_seat"
                        + " WHERE event_id = :e")
                .bind("e", event)
                .map(
                    (rs, ctx) ->
                        new Seat(
                            event, rs.getInt(1), rs.getString(2), rs.getLong(3), rs.getLong(4)))
                .forEach(s -> out.put(s.player(), s)));
    return out;
  }

  /** The seat whose link carries {@code token} in event {@code event}, if any. */
  Optional<Seat> byToken(long event, String token) {
    if (token == null || token.length() > 40) {
      return Optional.empty();
    }
    return jdbi.withHandle(
        h ->
            h.createQuery(
                    "SELECT player, token, seat_account, account_id FROM desk_seat"
                        + " WHERE event_id = :e AND token = :t")
                .bind("e", event)
                .bind("t", token)
                .map(
                    (rs, ctx) ->
                        new Seat(
                            event, rs.getInt(1), rs.getString(2), rs.getLong(3), rs.getLong(4)))
                .findOne());
  }

  /** Whether {@code account} is the account made for some seat (not a member's own). */
  boolean isSeatAccount(long account) {
    return jdbi.withHandle(
        h ->
            h.createQuery("SELECT COUNT(*) FROM desk_seat WHERE seat_account = :a")
                    .bind("a", account)
                    .mapTo(Integer.class)
                    .one()
                > 0);
  }

  /**
   * The seat of player {@code player} named {@code name}, made (with its account and token) when it
   * has none yet; two threads making it at once get the same one.
   */
  Seat ensure(long event, int player, String name) {
    Optional<Seat> found = seat(event, player);
    if (found.isPresent()) {
      return found.get();
    }
    try {
      jdbi.useTransaction(h -> make(h, event, player, name));
    } catch (UnableToExecuteStatementException e) {
      // made meanwhile by another thread: read below
    }
    return seat(event, player).orElseThrow();
  }

  /** The seat of player {@code player}, if it was made. */
  Optional<Seat> seat(long event, int player) {
    return jdbi.withHandle(
        h ->
            h.createQuery(
                    "SELECT player, token, seat_account, account_id FROM desk_seat"
                        + " WHERE event_id = :e AND player = :p")
                .bind("e", event)
                .bind("p", player)
                .map(
                    (rs, ctx) ->
                        new Seat(
                            event, rs.getInt(1), rs.getString(2), rs.getLong(3), rs.getLong(4)))
                .findOne());
  }

  /**
   * The seats of {@code players} (number to name), those missing made in one transaction; on a
   * conflict (another thread made one meanwhile) each is made on its own instead.
   */
  Map<Integer, Seat> ensureAll(long event, Map<Integer, String> players) {
    Map<Integer, Seat> known = seats(event);
    Map<Integer, String> missing = new HashMap<>(players);
    missing.keySet().removeAll(known.keySet());
    if (missing.isEmpty()) {
      return known;
    }
    try {
      jdbi.useTransaction(
          h -> {
            for (var p : missing.entrySet()) {
              make(h, event, p.getKey(), p.getValue());
            }
          });
    } catch (UnableToExecuteStatementException e) {
      for (var p : missing.entrySet()) {
        ensure(event, p.getKey(), p.getValue());
      }
    }
    return seats(event);
  }

  private static void make(org.jdbi.v3.core.Handle h, long event, int player, String name) {
    String shown = name.length() > 40 ? name.substring(0, 40) : name;
    long account =
        h.createUpdate(
                "INSERT INTO account (name, name_key, password_hash, language, created_at)"
                    + " VALUES (:n, :k, NULL, 'it', :t)")
            .bind("n", shown)
            .bind("k", "#seat:" + event + ":" + player)
            .bind("t", System.currentTimeMillis())
            .executeAndReturnGeneratedKeys("id")
            .mapTo(Long.class)
            .one();
    h.createUpdate(
            "INSERT INTO desk_seat (event_id, player, token, seat_account, account_id)"
                + " VALUES (:e, :p, :t, :a, :a)")
        .bind("e", event)
        .bind("p", player)
        .bind("t", Secrets.token(18))
        .bind("a", account)
        .execute();
  }

  /** The player of the seat now plays as {@code account}. */
  void bind(long event, int player, long account) {
    jdbi.useHandle(
        h ->
            h.createUpdate(
                    "UPDATE desk_seat SET account_id = :a WHERE event_id = :e AND player = :p")
                .bind("a", account)
                .bind("e", event)
                .bind("p", player)
                .execute());
  }

  /**
   * Records that {@code side} of game {@code game} was seen at {@code at} (the first time only).
   */
  void seen(String game, String side, long at) {
    try {
      jdbi.useHandle(
          h ->
              h.createUpdate("INSERT INTO desk_seen (game_id, side, at_millis) VALUES (:g, :s, :t)")
                  .bind("g", game)
                  .bind("s", side)
                  .bind("t", at)
                  .execute());
    } catch (UnableToExecuteStatementException e) {
      // seen before: the first time stands
    }
  }

  /** The sides of game {@code game} seen so far ({@code WHITE}, {@code BLACK}). */
  List<String> seen(String game) {
    return jdbi.withHandle(
        h ->
            h.createQuery("SELECT side FROM desk_seen WHERE game_id = :g")
                .bind("g", game)
                .mapTo(String.class)
                .list());
  }

  /**
   * When each side of {@code games} was first seen: game id to side ({@code WHITE}, {@code BLACK})
   * to epoch milliseconds; a game with no side seen is absent.
   */
  Map<String, Map<String, Long>> seenAt(List<String> games) {
    Map<String, Map<String, Long>> out = new HashMap<>();
    if (games.isEmpty()) {
      return out;
    }
    jdbi.useHandle(
        h ->
            h.createQuery(
                    "SELECT game_id, side, at_millis FROM desk_seen WHERE game_id IN (<games>)")
                .bindList("games", games)
                .map((rs, ctx) -> new Object[] {rs.getString(1), rs.getString(2), rs.getLong(3)})
                .forEach(
                    r ->
                        out.computeIfAbsent((String) r[0], k -> new HashMap<>())
                            .put((String) r[1], (Long) r[2])));
    return out;
  }

  /** The events that have started a round online (their start acts carry live games). */
  List<Long> onlineEvents() {
    return jdbi.withHandle(
        h ->
            h.createQuery(
                    "SELECT DISTINCT event_id FROM desk_action WHERE kind = 'start'"
                        + " AND action LIKE '%\"games\":[\"%'")
                .mapTo(Long.class)
                .list());
  }
}
