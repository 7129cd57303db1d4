package org.arrocco.app.load;

import java.net.http.HttpClient;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;

/**
 * One run of the load tool: N games at once, each between two {@link LoadBot}s, for S seconds; a
 * game that ends is replaced by a new one. At the end it checks every game on the server: a move
 * acknowledged but missing from the game, or sent and never answered, is lost.
 */
final class LoadRun {
  private final String url;
  private final int games;
  private final long thinkMin;
  private final long thinkMax;

  static {
    // Jetty closes a connection idle for 30 s; a client that keeps it longer (Java's default is
    // 20 minutes) may send a request on it just as it closes and get no answer: reuse a
    // connection only while the server surely keeps it
    if (System.getProperty("jdk.httpclient.keepalive.timeout") == null) {
      System.setProperty("jdk.httpclient.keepalive.timeout", "10");
    }
  }

  private final HttpClient http =
      HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();
  private final ScheduledExecutorService timers = Executors.newScheduledThreadPool(2);
  private final List<long[]> latencies = new ArrayList<>();
  private long[] block = new long[4096];
  private int used;
  private final AtomicInteger errors = new AtomicInteger();
  private final AtomicInteger started = new AtomicInteger();
  private final AtomicLong sentMoves = new AtomicLong();
  private final ConcurrentLinkedQueue<LoadBot[]> pairs = new ConcurrentLinkedQueue<>();
  private final ConcurrentLinkedQueue<String> errorSamples = new ConcurrentLinkedQueue<>();
  private final Random seeds = new Random(1);
  private final AtomicInteger seated = new AtomicInteger();
  private volatile boolean stopping;
  private volatile boolean timing;

  LoadRun(String url, int games, long thinkMin, long thinkMax) {
    this.url = url.replaceAll("/+$", "");
    this.games = games;
    this.thinkMin = thinkMin;
    this.thinkMax = thinkMax;
  }

  String url() {
    return url;
  }

  boolean stopping() {
    return stopping;
  }

  long thinkMillis(Random r) {
    return thinkMin + (long) (r.nextDouble() * (thinkMax - thinkMin));
  }

  void error(String what) {
    if (errors.incrementAndGet() <= 5) {
      errorSamples.add(what);
    }
  }

  void sent() {
    sentMoves.incrementAndGet();
  }

  synchronized void latency(long nanos) {
    if (!timing) {
      return; // the games are still being seated
    }
    if (used == block.length) {
      latencies.add(block);
      block = new long[4096];
      used = 0;
    }
    block[used++] = nanos;
  }

  /** A game ended: one more starts in its place while the run goes on. */
  void finished(LoadBot bot) {
    if (!stopping) {
      startGame();
    }
  }

  private void startGame() {
    started.incrementAndGet();
    LoadBot white;
    LoadBot black;
    synchronized (seeds) {
      white = new LoadBot(this, http, timers, seeds.nextLong(), true);
      black = new LoadBot(this, http, timers, seeds.nextLong(), false);
    }
    LoadBot[] pair = {white, black};
    pairs.add(pair);
    CompletableFuture.allOf(white.login(), black.login())
        .thenCompose(
            x ->
                white.post(
                    "/api/games",
                    "{\"variant\":\"chess\",\"options\":{},\"clock\":\"sudden\",\"minutes\":5,"
                        + "\"seconds\":0,\"colour\":\"white\",\"mode\":\"private\"}"))
        .thenCompose(
            r -> {
              String id = r.body().replaceAll("(?s).*\"game\":\"([^\"]+)\".*", "$1");
              return black
                  .post("/api/games/" + id + "/join", "{}")
                  .thenCompose(y -> CompletableFuture.allOf(white.watch(id), black.watch(id)))
                  .thenRun(seated::incrementAndGet);
            })
        .exceptionally(
            e -> {
              error("start: " + e.getMessage());
              return null;
            });
  }

  /**
   * Seats the games, then times the moves for {@code seconds}; returns the closing line. Moves made
   * while games are still being seated are played but not timed.
   */
  String run(int seconds) throws InterruptedException {
    long begun = System.nanoTime();
    for (int i = 0; i < games; i++) {
      startGame();
      if (i % 50 == 49) {
        Thread.sleep(100); // start the games over some seconds, as players arrive
      }
    }
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(Math.max(60, games / 10));
    while (seated.get() + errors.get() < games && System.nanoTime() < deadline) {
      Thread.sleep(50);
    }
    timing = true;
    System.err.printf(
        "loadtest: %d of %d games seated after %.1f s; moves timed from now%n",
        seated.get(), games, (System.nanoTime() - begun) / 1e9);
    Thread.sleep(seconds * 1000L);
    stopping = true;
    Thread.sleep(3000); // the moves in flight are answered
    int lost = 0;
    long moves = 0;
    for (LoadBot[] pair : pairs) {
      if (pair[0].game() == null) {
        continue;
      }
      for (LoadBot b : pair) {
        if (b.unanswered()) {
          lost++;
        }
      }
      int acked = pair[0].acked + pair[1].acked;
      moves += acked;
      try {
        int stored =
            pair[0]
                .get("/api/games/" + pair[0].game())
                .get(30, TimeUnit.SECONDS)
                .path("view")
                .path("moves")
                .size();
        if (stored < acked) {
          lost += acked - stored;
        }
      } catch (Exception e) {
        error("check: " + e);
      }
      pair[0].close();
      pair[1].close();
    }
    timers.shutdownNow();
    long[] all = all();
    java.util.Arrays.sort(all);
    errorSamples.forEach(s -> System.err.println("loadtest: " + s));
    return String.format(
        "loadtest: %d games, %d moves, p50 %d ms, p99 %d ms, lost %d, errors %d",
        started.get(), moves, percentile(all, 50), percentile(all, 99), lost, errors.get());
  }

  private synchronized long[] all() {
    int n = used;
    for (long[] b : latencies) {
      n += b.length;
    }
    long[] out = new long[n];
    int i = 0;
    for (long[] b : latencies) {
      System.arraycopy(b, 0, out, i, b.length);
      i += b.length;
    }
    System.arraycopy(block, 0, out, i, used);
    return out;
  }

  private static long percentile(long[] sorted, int p) {
    if (sorted.length == 0) {
      return 0;
    }
    int i = (int) Math.ceil(p / 100.0 * sorted.length) - 1;
    return Math.round(sorted[Math.max(0, i)] / 1e6);
  }
}
