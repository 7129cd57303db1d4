package org.arrocco.app.server.web;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.arrocco.app.server.account.Account;
import org.arrocco.app.server.account.Accounts;

/** Players' shown names for boards and lists, read once a minute at most per player. */
public final class PlayerNames {
  private static final long FRESH_MILLIS = 60_000;

  private record Entry(String name, long at) {}

  private final Accounts accounts;
  private final Map<Long, Entry> cache = new ConcurrentHashMap<>();

  public PlayerNames(Accounts accounts) {
    this.accounts = accounts;
  }

  /** The name of an account, or null for none. */
  public String of(Long id) {
    if (id == null) {
      return null;
    }
    long now = System.currentTimeMillis();
    Entry e = cache.get(id);
    if (e == null || now - e.at() > FRESH_MILLIS) {
      e = new Entry(accounts.find(id).map(Account::shownName).orElse("?"), now);
      if (cache.size() > 50_000) {
        cache.clear();
      }
      cache.put(id, e);
    }
    return e.name();
  }

  /** Forgets a name that changed (a guest registered). */
  public void forget(long id) {
    cache.remove(id);
  }
}
