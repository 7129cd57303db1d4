package org.arrocco.app.server.account;

import java.nio.charset.StandardCharsets;
import org.springframework.security.crypto.bcrypt.BCrypt;

/**
 * Passwords, hashed with BCrypt (Spring Security's implementation, cost 10, a fresh salt each);
 * only the hash is stored. BCrypt reads at most 72 bytes, so longer passwords are refused rather
 * than silently cut.
 */
public final class PasswordHash {
  /** The fewest characters a password may have. */
  public static final int MIN_CHARS = 8;

  /** The most UTF-8 bytes BCrypt reads. */
  public static final int MAX_BYTES = 72;

  private static final int COST = 10;

  /** A hash made once, compared against when a name is unknown, so both cases take as long. */
  private static final String DUMMY = BCrypt.hashpw("arrocco-none", BCrypt.gensalt(COST));

  private PasswordHash() {}

  /**
   * The reason a password is unacceptable, or null when it is fine.
   *
   * @param italian whether to say it in Italian
   */
  public static String refusal(String password, boolean italian) {
    if (password == null || password.codePointCount(0, password.length()) < MIN_CHARS) {
      return italian
          ? "la password deve avere almeno " + MIN_CHARS + " caratteri"
          : "the password must have at least " + MIN_CHARS + " characters";
    }
    if (password.getBytes(StandardCharsets.UTF_8).length > MAX_BYTES) {
      return italian
          ? "la password non può superare " + MAX_BYTES + " byte"
          : "the password may have at most " + MAX_BYTES + " bytes";
    }
    return null;
  }

  /** The hash to store for an acceptable password. */
  public static String of(String password) {
    return BCrypt.hashpw(password, BCrypt.gensalt(COST, Secrets.random()));
  }

  /** Whether the password matches the stored hash; with a null hash, false after equal work. */
  public static boolean matches(String password, String hash) {
    if (password == null || password.getBytes(StandardCharsets.UTF_8).length > MAX_BYTES) {
      BCrypt.checkpw("x", DUMMY);
      return false;
    }
    if (hash == null) {
      BCrypt.checkpw(password, DUMMY);
      return false;
    }
    return BCrypt.checkpw(password, hash);
  }
}
