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
  // the arbiters' desks among them: they are told of the players' presence too
  private final Map<Long, Set<SseClient>> desks = new ConcurrentHashMap<>();

  /**
   * Follows event {@code id} from {@code version}: that version is sent at once. An arbiter's desk
   * ({@code desk}) is also told when the presence of the players of a live round changes.
   */
  void follow(long id, int version, SseClient client, boolean desk) {
    Set<SseClient> set = following.computeIfAbsent(id, k -> ConcurrentHashMap.newKeySet());
    Set<SseClient> arbiters =
        desk ? desks.computeIfAbsent(id, k -> ConcurrentHashMap.newKeySet()) : null;
    client.keepAlive();
    client.onClose(
        () -> {
          set.remove(client);
          if (arbiters != null) {
            arbiters.remove(client);
          }
        });
    set.add(client);
    if (arbiters != null) {
      arbiters.add(client);
    }
    client.sendEvent("version", Integer.toString(version));
  }

  /**
   * Tells the arbiters' desks following the event that a player of its live round was seen for the
   * first time, or its games were made (no new version: the desk reads the presence again).
   */
  void presence(long id) {
    send(desks.get(id), "presence", Long.toString(id));
  }

  /** Tells every page following the event of its new version. */
  void changed(long id, int version) {
    send(following.get(id), "version", Integer.toString(version));
  }

  private static void send(Set<SseClient> set, String name, String data) {
    if (set == null) {
      return;
    }
    for (SseClient c : set) {
      if (c.terminated()) {
        set.remove(c);
        continue;
      }
      try {
        c.sendEvent(name, data);
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
