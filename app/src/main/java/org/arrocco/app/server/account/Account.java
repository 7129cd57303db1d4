package org.arrocco.app.server.account;

/**
 * A player of the server: a guest (no name, reached only through its browser's session) or an
 * account with a name and a password.
 *
 * @param id the database id
 * @param name the name, or null for a guest
 * @param language the page's language, {@code it} or {@code en}
 */
public record Account(long id, String name, String language) {
  /** Whether this is a guest, with no name and no password. */
  public boolean guest() {
    return name == null;
  }

  /** The name shown on boards and lists: the name, or "guest N". */
  public String shownName() {
    return name != null ? name : (language.equals("it") ? "Ospite " : "Guest ") + id;
  }
}
