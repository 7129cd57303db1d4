package org.arrocco.app.server.account;

import java.util.Optional;
import org.jdbi.v3.core.Handle;
import org.jdbi.v3.core.Jdbi;

/**
 * The browser sessions: a random cookie token per browser (stored only as its hash) and its CSRF
 * token. A guest's seat is bound to its session, so losing the cookie loses the seat, as in the
 * issue's "a seat belongs to the browser that took it".
 */
public final class Sessions {
  /** Bytes of randomness in a cookie token (256 bits). */
  private static final int TOKEN_BYTES = 32;

  private final Jdbi jdbi;

  public Sessions(Jdbi jdbi) {
    this.jdbi = jdbi;
  }

  /** A new session of {@code account}; returns the cookie's token, which is stored nowhere. */
  public NewSession open(Handle h, Account account, long now) {
    String token = Secrets.token(TOKEN_BYTES);
    String csrf = Secrets.token(24);
    h.createUpdate(
            "INSERT INTO browser_session (token_hash, account_id, csrf, created_at, seen_at)"
                + " VALUES (:h, :a, :c, :t, :t)")
        .bind("h", Secrets.hash(token))
        .bind("a", account.id())
        .bind("c", csrf)
        .bind("t", now)
        .execute();
    return new NewSession(token, new Session(Secrets.hash(token), account, csrf));
  }

  /** The session of a cookie's token, if it is one. */
  public Optional<Session> find(String token) {
    if (token == null || token.length() > 100) {
      return Optional.empty();
    }
    String hash = Secrets.hash(token);
    return jdbi.withHandle(
        h ->
            h.createQuery(
                    "SELECT s.csrf, a.id, a.name, a.language FROM browser_session s"
                        + " JOIN account a ON a.id = s.account_id WHERE s.token_hash = :h")
                .bind("h", hash)
                .map(
                    (rs, ctx) ->
                        new Session(
                            hash,
                            new Account(
                                rs.getLong("id"), rs.getString("name"), rs.getString("language")),
                            rs.getString("csrf")))
                .findOne());
  }

  /** Ends a session (log out). */
  public void close(String tokenHash) {
    jdbi.useHandle(
        h ->
            h.createUpdate("DELETE FROM browser_session WHERE token_hash = :h")
                .bind("h", tokenHash)
                .execute());
  }

  /** A session just opened, with the token its cookie carries. */
  public record NewSession(String token, Session session) {}
}
