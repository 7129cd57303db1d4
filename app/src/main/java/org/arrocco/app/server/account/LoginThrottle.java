package org.arrocco.app.server.account;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The login rate limit: at most {@link #PER_NAME} failed logins per name and {@link #PER_ADDRESS}
 * per client address within {@link #WINDOW_MILLIS}; past that, logins from that address or for that
 * name are refused until the window has moved on. Kept in memory: a restart forgets it, which costs
 * an attacker a restart of the server he cannot cause.
 */
public final class LoginThrottle {
  /** Failed attempts allowed for one name in the window. */
  public static final int PER_NAME = 5;

  /** Failed attempts allowed from one address in the window. */
  public static final int PER_ADDRESS = 20;

  /** The window: ten minutes. */
  public static final long WINDOW_MILLIS = 10 * 60_000L;

  private final Map<String, Deque<Long>> failures = new ConcurrentHashMap<>();

  /** Whether a login for {@code name} from {@code address} may be tried now. */
  public boolean allows(String name, String address, long now) {
    return recent("n:" + name.toLowerCase(java.util.Locale.ROOT), now) < PER_NAME
        && recent("a:" + address, now) < PER_ADDRESS;
  }

  /** Counts a failed login. */
  public void failed(String name, String address, long now) {
    add("n:" + name.toLowerCase(java.util.Locale.ROOT), now);
    add("a:" + address, now);
    if (failures.size() > 100_000) {
      failures.entrySet().removeIf(e -> recentIn(e.getValue(), now) == 0);
    }
  }

  private void add(String key, long now) {
    Deque<Long> d = failures.computeIfAbsent(key, k -> new ArrayDeque<>());
    synchronized (d) {
      d.addLast(now);
    }
  }

  private int recent(String key, long now) {
    Deque<Long> d = failures.get(key);
    return d == null ? 0 : recentIn(d, now);
  }

  private static int recentIn(Deque<Long> d, long now) {
    synchronized (d) {
      while (!d.isEmpty() && d.peekFirst() <= now - WINDOW_MILLIS) {
        d.removeFirst();
      }
      return d.size();
    }
  }
}
