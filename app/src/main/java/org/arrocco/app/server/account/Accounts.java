package org.arrocco.app.server.account;

import java.util.Locale;
import java.util.Optional;
import java.util.regex.Pattern;
import org.jdbi.v3.core.Handle;
import org.jdbi.v3.core.Jdbi;
import org.jdbi.v3.core.statement.UnableToExecuteStatementException;

/**
 * The accounts table: guests made on a browser's first visit, names with passwords, a guest made
 * into a named account (keeping its games), and the remembered language.
 */
public final class Accounts {
  private static final Pattern NAME = Pattern.compile("[\\p{L}\\p{N}_.-]{2,20}");

  private final Jdbi jdbi;

  public Accounts(Jdbi jdbi) {
    this.jdbi = jdbi;
  }

  /** The reason a name cannot be an account's, or null when it can (taken or not). */
  public static String nameRefusal(String name, boolean italian) {
    if (name == null || !NAME.matcher(name).matches()) {
      return italian
          ? "il nome deve avere da 2 a 20 caratteri: lettere, cifre, _ . -"
          : "a name has 2-20 characters: letters, digits, _ . -";
    }
    return null;
  }

  private static String key(String name) {
    return name.toLowerCase(Locale.ROOT);
  }

  /** A new guest speaking {@code language}. */
  public Account newGuest(Handle h, String language, long now) {
    long id =
        h.createUpdate("INSERT INTO account (language, created_at) VALUES (:l, :t)")
            .bind("l", language)
            .bind("t", now)
            .executeAndReturnGeneratedKeys("id")
            .mapTo(Long.class)
            .one();
    return new Account(id, null, language);
  }

  /**
   * Gives a name and password to an account (a guest becoming a member keeps its games), or makes a
   * new account when {@code guestId} is null; empty when the name is taken.
   */
  public Optional<Account> name(Handle h, Long guestId, String name, String hash, String lang) {
    try {
      if (guestId == null) {
        long id =
            h.createUpdate(
                    "INSERT INTO account (name, name_key, password_hash, language, created_at)"
                        + " VALUES (:n, :k, :p, :l, :t)")
                .bind("n", name)
                .bind("k", key(name))
                .bind("p", hash)
                .bind("l", lang)
                .bind("t", System.currentTimeMillis())
                .executeAndReturnGeneratedKeys("id")
                .mapTo(Long.class)
                .one();
        return Optional.of(new Account(id, name, lang));
      }
      int n =
          h.createUpdate(
                  "UPDATE account SET name = :n, name_key = :k, password_hash = :p, language = :l"
                      + " WHERE id = :id AND name IS NULL")
              .bind("n", name)
              .bind("k", key(name))
              .bind("p", hash)
              .bind("l", lang)
              .bind("id", guestId)
              .execute();
      return n == 1 ? Optional.of(new Account(guestId, name, lang)) : Optional.empty();
    } catch (UnableToExecuteStatementException e) {
      // SQLSTATE 23505, unique violation (H2 and PostgreSQL alike): the name is taken
      if (e.getCause() instanceof java.sql.SQLException q && "23505".equals(q.getSQLState())) {
        return Optional.empty();
      }
      throw e;
    }
  }

  /** The account of that name and its password hash, if there is one. */
  public Optional<Credentials> credentials(String name) {
    return jdbi.withHandle(
        h ->
            h.createQuery(
                    "SELECT id, name, language, password_hash FROM account WHERE name_key = :k")
                .bind("k", key(name))
                .map(
                    (rs, ctx) ->
                        new Credentials(
                            new Account(
                                rs.getLong("id"), rs.getString("name"), rs.getString("language")),
                            rs.getString("password_hash")))
                .findOne());
  }

  /** The account with this id, if there is one. */
  public Optional<Account> find(long id) {
    return jdbi.withHandle(
        h ->
            h.createQuery("SELECT id, name, language FROM account WHERE id = :id")
                .bind("id", id)
                .map(
                    (rs, ctx) ->
                        new Account(
                            rs.getLong("id"), rs.getString("name"), rs.getString("language")))
                .findOne());
  }

  /** Remembers an account's language. */
  public void setLanguage(long id, String language) {
    jdbi.useHandle(
        h ->
            h.createUpdate("UPDATE account SET language = :l WHERE id = :id")
                .bind("l", language)
                .bind("id", id)
                .execute());
  }

  /** An account with the hash its password is checked against. */
  public record Credentials(Account account, String passwordHash) {}
}
