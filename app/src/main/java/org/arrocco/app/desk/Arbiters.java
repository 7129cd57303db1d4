package org.arrocco.app.desk;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.jdbi.v3.core.Jdbi;

/**
 * The arbiters of the server: named accounts granted the arbiter's desk. A guest has no name and
 * cannot be granted; the computer's account has a name key no one can type.
 */
public final class Arbiters {
  private final Jdbi jdbi;

  public Arbiters(Jdbi jdbi) {
    this.jdbi = jdbi;
  }

  /** An arbiter as listed: the account's name and when it was granted (epoch milliseconds). */
  public record Arbiter(long accountId, String name, long grantedAt) {}

  /** What a grant or a revocation did. */
  public enum Change {
    DONE,
    ALREADY,
    NO_ACCOUNT
  }

  private Optional<Long> accountOf(org.jdbi.v3.core.Handle h, String name) {
    return h.createQuery("SELECT id FROM account WHERE name_key = :k")
        .bind("k", name.toLowerCase(Locale.ROOT))
        .mapTo(Long.class)
        .findOne();
  }

  /** The account's name as it was registered (the case it chose), or the name given. */
  public String registeredName(String name) {
    return jdbi.withHandle(
        h ->
            h.createQuery("SELECT name FROM account WHERE name_key = :k")
                .bind("k", name.toLowerCase(Locale.ROOT))
                .mapTo(String.class)
                .findOne()
                .orElse(name));
  }

  /** Makes the account named {@code name} an arbiter. */
  public Change grant(String name, long now) {
    return jdbi.inTransaction(
        h -> {
          Long id = accountOf(h, name).orElse(null);
          if (id == null) {
            return Change.NO_ACCOUNT;
          }
          if (isArbiter(h, id)) {
            return Change.ALREADY;
          }
          h.createUpdate("INSERT INTO arbiter (account_id, granted_at) VALUES (:a, :t)")
              .bind("a", id)
              .bind("t", now)
              .execute();
          return Change.DONE;
        });
  }

  /** Takes the desk away from the account named {@code name}. */
  public Change revoke(String name) {
    return jdbi.inTransaction(
        h -> {
          Long id = accountOf(h, name).orElse(null);
          if (id == null) {
            return Change.NO_ACCOUNT;
          }
          int n =
              h.createUpdate("DELETE FROM arbiter WHERE account_id = :a").bind("a", id).execute();
          return n == 1 ? Change.DONE : Change.ALREADY;
        });
  }

  /** The arbiters, by name. */
  public List<Arbiter> list() {
    return jdbi.withHandle(
        h ->
            h.createQuery(
                    "SELECT a.id, a.name, r.granted_at FROM arbiter r JOIN account a ON a.id ="
                        + " r.account_id ORDER BY a.name_key")
                .map((rs, ctx) -> new Arbiter(rs.getLong(1), rs.getString(2), rs.getLong(3)))
                .list());
  }

  /** Whether the account is an arbiter now. */
  public boolean isArbiter(long accountId) {
    return jdbi.withHandle(h -> isArbiter(h, accountId));
  }

  private static boolean isArbiter(org.jdbi.v3.core.Handle h, long accountId) {
    return h.createQuery("SELECT COUNT(*) FROM arbiter WHERE account_id = :a")
            .bind("a", accountId)
            .mapTo(Integer.class)
            .one()
        > 0;
  }
}
