package org.arrocco.app.desk;

import io.javalin.http.sse.SseClient;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The pages following an event live (the desk of a second arbiter, the players' phones, the hall):
 * each holds a server-sent-events stream, and is sent the event's new version after each committed
 * act, then reads what it shows again. A stream that cannot be written to is dropped.
 */
final class DeskBroadcast {
  private final Map<Long, Set<SseClient>> following = new ConcurrentHashMap<>();

  /** Follows event {@code id} from {@code version}: that version is sent at once. */
  void follow(long id, int version, SseClient client) {
    Set<SseClient> set = following.computeIfAbsent(id, k -> ConcurrentHashMap.newKeySet());
    client.keepAlive();
    client.onClose(() -> set.remove(client));
    set.add(client);
    client.sendEvent("version", Integer.toString(version));
  }

  /** Tells every page following the event of its new version. */
  void changed(long id, int version) {
    Set<SseClient> set = following.get(id);
    if (set == null) {
      return;
    }
    String v = Integer.toString(version);
    for (SseClient c : set) {
      if (c.terminated()) {
        set.remove(c);
        continue;
      }
      try {
        c.sendEvent("version", v);
      } catch (RuntimeException e) {
        set.remove(c);
      }
    }
  }

  /** How many pages follow the event now. */
  int following(long id) {
    Set<SseClient> set = following.get(id);
    return set == null ? 0 : set.size();
  }
}
