package org.arrocco.app.desk;

import java.security.SecureRandom;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.BiFunction;
import java.util.random.RandomGenerator;
import org.arrocco.app.server.web.Json;
import org.arrocco.tournament.event.Event;
import org.arrocco.tournament.event.Refusal;

/**
 * The events of the desk, each held in memory as its log replayed through the tournament model, and
 * changed one act at a time: the act is checked by the model against the version the arbiter saw,
 * committed to the log, and only then acknowledged (and announced to the listeners). An act made
 * against an older version is refused with the acts it missed ({@link Stale}), so a second arbiter
 * is told of the first's change instead of overwriting it.
 */
final class DeskEvents {
  private final DeskStore store;
  private final Map<Long, Held> held = new ConcurrentHashMap<>();
  private final List<Listener> listeners = new CopyOnWriteArrayList<>();
  private final DeskAction.Chance chance;

  DeskEvents(DeskStore store) {
    this.store = store;
    SecureRandom random = new SecureRandom();
    this.chance =
        new DeskAction.Chance() {
          @Override
          public int position() {
            return DeskAction.Pair.drawn(random);
          }

          @Override
          public RandomGenerator lot() {
            return random;
          }

          @Override
          public String today() {
            return LocalDate.now().toString();
          }

          @Override
          public LocalDateTime now() {
            return LocalDateTime.now();
          }
        };
  }

  /**
   * An event in memory, what the desk keeps beside it ({@link DeskState}) and the version of the
   * log it reflects.
   */
  private static final class Held {
    final Event event;
    final DeskState desk;
    int version;

    Held(Event event, DeskState desk, int version) {
      this.event = event;
      this.desk = desk;
      this.version = version;
    }
  }

  /** Reads an event with what the desk keeps beside it. */
  interface Reader<T> {
    T read(Event event, DeskState desk, int version);
  }

  /** The event as it stands and its version. */
  record Snapshot(long id, Event event, int version) {}

  /** Refused: the arbiter's version is behind; {@code missed} are the acts made since. */
  static final class Stale extends RuntimeException {
    final int version;
    final List<DeskStore.Logged> missed;

    Stale(int version, List<DeskStore.Logged> missed) {
      super("the event changed", null, false, false);
      this.version = version;
      this.missed = missed;
    }
  }

  /** Told of an event's new version after each act is committed. */
  interface Listener {
    void changed(long id, int version);
  }

  void listen(Listener listener) {
    listeners.add(listener);
  }

  static String json(DeskAction action) {
    return Json.MAPPER.writerFor(DeskAction.class).writeValueAsString(action);
  }

  static DeskAction action(String json) {
    return Json.MAPPER.readerFor(DeskAction.class).readValue(json);
  }

  static String kind(DeskAction action) {
    String json = json(action);
    return Json.MAPPER.readTree(json).get("kind").asString();
  }

  /** Creates an event from the announcement; returns its id. */
  long create(EventForm form, long accountId, long now) {
    Event event = Event.create(form.settings()); // checked by the model before anything is stored
    DeskAction create = new DeskAction.Create(form);
    long id = store.create(event.settings().name(), accountId, now, "create", json(create));
    held.put(id, new Held(event, new DeskState(form), 1));
    return id;
  }

  /** The event with this id, replayed from its log on first use; empty when there is none. */
  Optional<Snapshot> find(long id) {
    Held h = held(id);
    if (h == null) {
      return Optional.empty();
    }
    synchronized (h) {
      return Optional.of(new Snapshot(id, h.event, h.version));
    }
  }

  /**
   * Reads the event under its lock ({@code reader} must not keep the event: it changes with the
   * next act).
   */
  <T> Optional<T> read(long id, BiFunction<Event, Integer, T> reader) {
    Held h = held(id);
    if (h == null) {
      return Optional.empty();
    }
    synchronized (h) {
      return Optional.of(reader.apply(h.event, h.version));
    }
  }

  /** Reads the event and its announcement under its lock (as {@link #read(long, BiFunction)}). */
  <T> Optional<T> read(long id, Reader<T> reader) {
    Held h = held(id);
    if (h == null) {
      return Optional.empty();
    }
    synchronized (h) {
      return Optional.of(reader.read(h.event, h.desk, h.version));
    }
  }

  private Held held(long id) {
    Held h = held.get(id);
    if (h != null) {
      return h;
    }
    List<DeskStore.Logged> log = store.actions(id, 0);
    if (log.isEmpty()) {
      return null;
    }
    Held loaded = replay(log);
    Held before = held.putIfAbsent(id, loaded);
    return before != null ? before : loaded;
  }

  /** The event a log makes: its creation, then every act as recorded. */
  private static Held replay(List<DeskStore.Logged> log) {
    if (!(action(log.get(0).json()) instanceof DeskAction.Create c)) {
      throw new IllegalStateException("an event's log starts with its creation");
    }
    Event event = Event.create(c.form().settings());
    DeskState desk = new DeskState(c.form());
    for (DeskStore.Logged l : log.subList(1, log.size())) {
      DeskAction a = action(l.json());
      a.apply(event, false, null);
      desk.after(a, event);
    }
    return new Held(event, desk, log.get(log.size() - 1).version());
  }

  /**
   * Does an arbiter's act against version {@code seen}: refused with {@link Stale} when the event
   * moved on, by the model ({@link Refusal}, {@link DeskRefusal}) when it does not take it;
   * otherwise committed and returned as recorded, with the new version.
   */
  Done act(long id, int seen, DeskAction action, long accountId, long now) {
    if (action instanceof DeskAction.Create) {
      throw new DeskRefusal(
          "an event is created once (POST /api/events)", "un torneo si crea una volta sola");
    }
    if (action instanceof DeskAction.MoveUp) {
      throw new DeskRefusal(
          "the first on the waiting list moves up by itself when a place is free",
          "il primo della lista d'attesa entra da solo quando si libera un posto");
    }
    Held h = held(id);
    if (h == null) {
      throw new NoSuchElementException(id);
    }
    Done done;
    synchronized (h) {
      if (seen != h.version) {
        throw new Stale(h.version, store.actions(id, seen));
      }
      DeskAction recorded;
      try {
        recorded = action.admit(h.desk, chance.now()).apply(h.event, true, chance);
      } catch (Refusal | DeskRefusal e) {
        throw e; // the model changed nothing
      } catch (RuntimeException e) {
        held.remove(id); // whatever the act left half done is forgotten: the log is the truth
        throw e;
      }
      List<DeskStore.Act> acts = new ArrayList<>();
      try {
        acts.add(new DeskStore.Act(kind(recorded), json(recorded)));
        h.desk.after(recorded, h.event);
        // what the desk does by itself after the act: the waiting list moves up into free places
        for (DeskAction up = h.desk.moveUp(h.event); up != null; up = h.desk.moveUp(h.event)) {
          DeskAction moved = up.apply(h.event, true, chance);
          h.desk.after(moved, h.event);
          acts.add(new DeskStore.Act(kind(moved), json(moved)));
        }
        store.append(id, h.version + 1, h.event.settings().name(), accountId, now, acts);
      } catch (RuntimeException e) {
        held.remove(id); // not committed: the event in memory goes back to its log
        if (e instanceof DeskStore.Moved) {
          throw new Stale(h.version, store.actions(id, h.version));
        }
        throw e;
      }
      h.version += acts.size();
      done = new Done(recorded, h.version);
    }
    // told outside the event's lock: a slow page never holds up the next act
    listeners.forEach(l -> l.changed(id, done.version()));
    return done;
  }

  /** An act committed: as recorded, and the event's version it made. */
  record Done(DeskAction recorded, int version) {}

  /** No event with this id. */
  static final class NoSuchElementException extends RuntimeException {
    NoSuchElementException(long id) {
      super("no event " + id, null, false, false);
    }
  }

  /** The events, latest first. */
  List<DeskStore.Listed> list() {
    return store.events();
  }

  /** The audit log of an event, from version {@code after} on. */
  List<DeskStore.Logged> log(long id, int after) {
    return store.actions(id, after);
  }

  /** The acts of a list, parsed (for the log page). */
  static List<DeskAction> parsed(List<DeskStore.Logged> log) {
    List<DeskAction> out = new ArrayList<>();
    for (DeskStore.Logged l : log) {
      out.add(action(l.json()));
    }
    return out;
  }
}
