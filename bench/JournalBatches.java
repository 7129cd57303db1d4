import java.lang.management.ManagementFactory;
import java.lang.reflect.Constructor;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import org.arrocco.app.server.db.Database;
import org.arrocco.app.server.db.DatabaseUrl;
import org.arrocco.app.server.game.EventJournal;
import org.arrocco.app.server.game.GameStore;
import org.arrocco.app.server.game.StoredEvent;

/**
 * What a batch of game events costs the embedded H2 store (docs/play.md): the server's journal on
 * a fresh H2 file (the server's URL, or the one given), GAMES live games, and WRITERS threads each
 * committing moves to its own games one after another, so that a batch holds about WRITERS events.
 * After 5 s of warming up it measures SECONDS and prints the events a second, the events a batch,
 * the process's CPU time and the file's growth per event and per batch, and the load average.
 *
 * <pre>
 * java -cp app/target/arrocco.jar bench/JournalBatches.java GAMES WRITERS SECONDS [H2_OPTIONS|log]
 * </pre>
 *
 * <p>With {@code log} the events go as the server's own H2 file takes them now: through the
 * write-ahead log, the database taking them in once a second ({@code LoggedEvents}); a batch's
 * figures are then not counted (printed as 0).
 *
 * <p>The journal's entry is made through its constructor found at run time, so the same file
 * measures a build from before moves stopped writing their game's row (an entry without {@code
 * rowChanged}).
 */
public class JournalBatches {
  public static void main(String[] args) throws Exception {
    if (args.length < 3) {
      System.err.println("usage: JournalBatches GAMES WRITERS SECONDS [H2_OPTIONS]");
      System.exit(2);
    }
    int games = Integer.parseInt(args[0]);
    int writers = Integer.parseInt(args[1]);
    int seconds = Integer.parseInt(args[2]);
    Path dir = Files.createTempDirectory("arrocco-journal-batches");
    Path file = dir.resolve("arrocco.mv.db");
    boolean logged = args.length > 3 && args[3].equals("log");
    DatabaseUrl url =
        args.length > 3 && !logged
            ? new DatabaseUrl(
                "jdbc:h2:file:" + dir.resolve("arrocco") + ";" + args[3],
                "arrocco",
                "",
                DatabaseUrl.Kind.H2)
            : DatabaseUrl.h2File(dir);
    Database db = Database.open(url, 16);
    long creator;
    try (GameStore store = new GameStore(db.jdbi(), false)) {
      creator = store.computerAccount();
    }
    String[] ids = new String[games];
    int[] version = new int[games];
    db.jdbi()
        .useTransaction(
            h -> {
              for (int i = 0; i < games; i++) {
                ids[i] = String.format("g%023d", i * 7919L % 100_000_007L);
                h.execute(
                    "INSERT INTO game (id, variant, setup, time_control, mode, creator_id,"
                        + " white_id, black_id, status, version, created_at, updated_at, asked)"
                        + " VALUES (?, 'chess', '{\"position\":\"standard\"}',"
                        + " '{\"kind\":\"sudden\",\"minutes\":5}', 'open', ?, ?, ?, 'live', 0, 0,"
                        + " 0, '{}')",
                    ids[i],
                    creator,
                    creator,
                    creator);
              }
            });
    AtomicLong batches = new AtomicLong();
    // the flush the server's store gives its journal on H2
    EventJournal journal =
        logged
            ? null
            : new EventJournal(
                db.jdbi(),
                h -> {
                  h.execute("CHECKPOINT");
                  batches.incrementAndGet();
                });
    GameStore store = logged ? new GameStore(db.jdbi(), dir.resolve("events")) : null;
    Constructor<?> entry = EventJournal.Entry.class.getDeclaredConstructors()[0];
    AtomicBoolean stop = new AtomicBoolean();
    AtomicLong events = new AtomicLong();
    ExecutorService pool = Executors.newFixedThreadPool(writers);
    for (int w = 0; w < writers; w++) {
      int first = w;
      pool.submit(
          () -> {
            int g = first;
            while (!stop.get()) {
              StoredEvent e =
                  new StoredEvent(
                      0,
                      "MOVE",
                      version[g] % 2 == 0 ? "WHITE" : "BLACK",
                      "e2e4",
                      System.currentTimeMillis(),
                      "p:" + version[g]);
              Object made =
                  entry.getParameterCount() == 7
                      ? entry.newInstance(ids[g], version[g], e, "live", null, null, 0L)
                      : entry.newInstance(ids[g], version[g], e, "live", null, null, 0L, false);
              boolean stored =
                  logged
                      ? store.append(ids[g], version[g], e, "live", null, null, false)
                      : journal.append((EventJournal.Entry) made);
              if (!stored) {
                throw new IllegalStateException("game " + ids[g] + ": version taken");
              }
              version[g]++;
              events.incrementAndGet();
              g += writers;
              if (g >= games) {
                g = first;
              }
            }
            return null;
          });
    }
    Thread.sleep(5000);
    var os = (com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();
    long cpu0 = os.getProcessCpuTime();
    long size0 = Files.size(file);
    long n0 = events.get();
    long b0 = batches.get();
    long t0 = System.nanoTime();
    Thread.sleep(seconds * 1000L);
    long cpu1 = os.getProcessCpuTime();
    long size1 = Files.size(file);
    long n = events.get() - n0;
    long b = batches.get() - b0;
    double wall = (System.nanoTime() - t0) / 1e9;
    stop.set(true);
    pool.shutdown();
    pool.awaitTermination(60, TimeUnit.SECONDS);
    System.out.printf(
        "journal: %d games, %d writers: %.0f events/s, %.1f events a batch, CPU %.0f us an event"
            + " (%.0f a batch), file +%.1f KB an event (%.1f a batch), load %s%n",
        games,
        writers,
        n / wall,
        b == 0 ? 0.0 : (double) n / b,
        (cpu1 - cpu0) / 1e3 / n,
        b == 0 ? 0.0 : (cpu1 - cpu0) / 1e3 / b,
        (size1 - size0) / 1e3 / n,
        b == 0 ? 0.0 : (size1 - size0) / 1e3 / b,
        Files.readString(Path.of("/proc/loadavg")).split(" ")[0]);
    if (logged) {
      store.close();
    } else {
      journal.close();
    }
    db.close();
    try (var paths = Files.walk(dir)) {
      paths.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
    }
  }
}
