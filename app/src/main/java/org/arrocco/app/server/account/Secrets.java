package org.arrocco.app.server.account;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.util.Base64;
import java.util.HexFormat;

/**
 * The server's random tokens (session cookies, CSRF tokens, seat keys, private links), drawn from a
 * secure source, and the SHA-256 under which they are stored so that a copy of the database opens
 * nothing.
 */
public final class Secrets {
  private static final SecureRandom RANDOM = new SecureRandom();

  private Secrets() {}

  /** A new token of {@code bytes} random bytes, written in URL-safe base64 without padding. */
  public static String token(int bytes) {
    byte[] b = new byte[bytes];
    RANDOM.nextBytes(b);
    return Base64.getUrlEncoder().withoutPadding().encodeToString(b);
  }

  /** The SHA-256 of a token, in hex: what the database keeps. */
  public static String hash(String token) {
    try {
      MessageDigest d = MessageDigest.getInstance("SHA-256");
      return HexFormat.of().formatHex(d.digest(token.getBytes(StandardCharsets.UTF_8)));
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("SHA-256 is part of every Java platform", e);
    }
  }

  /** Whether two secrets are equal, compared in time that does not depend on where they differ. */
  public static boolean same(String a, String b) {
    if (a == null || b == null) {
      return false;
    }
    return MessageDigest.isEqual(
        a.getBytes(StandardCharsets.UTF_8), b.getBytes(StandardCharsets.UTF_8));
  }

  /** The secure source, for draws such as a random colour. */
  public static SecureRandom random() {
    return RANDOM;
  }
}
