package org.arrocco.app.desk;

import java.util.List;
import org.jdbi.v3.core.Jdbi;

/**
 * The desk's tables: an event's row (name, the version its log has reached) and its log of acts,
 * one row per version, each committed before anyone is told of it. An act is appended only on top
 * of the version it was made against: of two servers or threads racing, the second finds the row
 * moved on and appends nothing.
 */
final class DeskStore {
  private final Jdbi jdbi;

  DeskStore(Jdbi jdbi) {
    this.jdbi = jdbi;
  }

  /** One act of the log as stored: version, who (account and name), when, kind and JSON. */
  record Logged(int version, long accountId, String arbiter, long at, String kind, String json) {}

  /** An event as listed. */
  record Listed(long id, String name, int version, long createdAt, long updatedAt) {}

  /** Thrown when the event's version moved on before an act could be appended. */
  static final class Moved extends RuntimeException {
    Moved() {
      super("the event's log moved on", null, false, false);
    }
  }

  /** Creates an event whose log starts with {@code json} (its creation); returns its id. */
  long create(String name, long accountId, long now, String kind, String json) {
    return jdbi.inTransaction(
        h -> {
          long id =
              h.createUpdate(
                      "INSERT INTO desk_event (name, version, created_by, created_at, updated_at)"
                          + " VALUES (:n, 1, :a, :t, :t)")
                  .bind("n", name)
                  .bind("a", accountId)
                  .bind("t", now)
                  .executeAndReturnGeneratedKeys("id")
                  .mapTo(Long.class)
                  .one();
          insert(h, id, 1, accountId, now, kind, json);
          return id;
        });
  }

  /** An act to append: its kind and JSON. */
  record Act(String kind, String json) {}

  /**
   * Appends {@code acts} as versions {@code first}, {@code first + 1}, ... in one transaction (an
   * act and what the desk did by itself after it); {@link Moved} if the log moved on from {@code
   * first - 1}.
   */
  void append(long id, int first, String name, long accountId, long now, List<Act> acts) {
    int last = first + acts.size() - 1;
    jdbi.useTransaction(
        h -> {
          int n =
              h.createUpdate(
                      "UPDATE desk_event SET version = :v, name = :n, updated_at = :t"
                          + " WHERE id = :id AND version = :old")
                  .bind("v", last)
                  .bind("n", name)
                  .bind("t", now)
                  .bind("id", id)
                  .bind("old", first - 1)
                  .execute();
          if (n != 1) {
            throw new Moved();
          }
          for (int i = 0; i < acts.size(); i++) {
            insert(h, id, first + i, accountId, now, acts.get(i).kind(), acts.get(i).json());
          }
        });
  }

  private static void insert(
      org.jdbi.v3.core.Handle h,
      long id,
      int version,
      long accountId,
      long now,
      String kind,
      String json) {
    h.createUpdate(
            "INSERT INTO desk_action (event_id, version, account_id, at_millis, kind, action)"
                + " VALUES (:e, :v, :a, :t, :k, :j)")
        .bind("e", id)
        .bind("v", version)
        .bind("a", accountId)
        .bind("t", now)
        .bind("k", kind)
        .bind("j", json)
        .execute();
  }

  /** The acts after version {@code after}, in order (all of them from 0). */
  List<Logged> actions(long id, int after) {
    return jdbi.withHandle(
        h ->
            h.createQuery(
                    "SELECT d.version, d.account_id, a.name, d.at_millis, d.kind, d.action"
                        + " FROM desk_action d JOIN account a ON a.id = d.account_id"
                        + " WHERE d.event_id = :e AND d.version > :v ORDER BY d.version")
                .bind("e", id)
                .bind("v", after)
                .map(
                    (rs, ctx) ->
                        new Logged(
                            rs.getInt(1),
                            rs.getLong(2),
                            rs.getString(3),
                            rs.getLong(4),
                            rs.getString(5),
                            rs.getString(6)))
                .list());
  }

  /** Every event, the latest changed first. */
  List<Listed> events() {
    return jdbi.withHandle(
        h ->
            h.createQuery(
                    "SELECT id, name, version, created_at, updated_at FROM desk_event"
                        + " ORDER BY updated_at DESC, id DESC")
                .map(
                    (rs, ctx) ->
                        new Listed(
                            rs.getLong(1),
                            rs.getString(2),
                            rs.getInt(3),
                            rs.getLong(4),
                            rs.getLong(5)))
                .list());
  }

  /** Whether the event exists. */
  boolean exists(long id) {
    return jdbi.withHandle(
        h ->
            h.createQuery("SELECT COUNT(*) FROM desk_event WHERE id = :id")
                    .bind("id", id)
                    .mapTo(Integer.class)
                    .one()
                > 0);
  }
}
