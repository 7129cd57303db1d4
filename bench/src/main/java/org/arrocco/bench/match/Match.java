package org.arrocco.bench.match;

import java.io.IOException;
import java.io.PrintStream;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicInteger;
import org.arrocco.core.notation.PgnTag;
import org.arrocco.core.variant.Setup;
import org.arrocco.core.variant.Variant;
import org.arrocco.core.variant.Variants;

/**
 * The match runner: two engines (UCI, or xboard for orthodox chess: {@code protocol=xboard} in the
 * engine's spec, {@link XboardEngine}) play each opening twice, colours alternated, under a clock
 * (such as 10+0.1) or at a fixed depth, several games at once, in orthodox chess, Chess960,
 * Tamerlane chess or Scacchi Sprint; games end only by the rules of the core's game model ({@link
 * GameReferee}; no adjudication). Openings: chess from {@code --openings} (an EPD file), Chess960
 * from start positions drawn with {@code --seed}, Tamerlane from its three start arrays in turn,
 * Sprint from deals of seeds {@code seed*1000+k} (optionally with an hourglass, {@code --hourglass}
 * seconds, overrunning it counted as a time loss). Prints each game as it ends, then the first
 * engine's score and Elo difference with its 95 % interval, the faults of each engine by kind (time
 * losses, illegal moves, crashes) and the machine's load average at the start and the end; writes
 * the games to a PGN file.
 *
 * <p>Usage: {@code java -cp bench/target/benchmarks.jar org.arrocco.bench.match.Match --engine
 * name=arrocco,cmd=./arrocco uci --engine name=sf,cmd=/usr/games/stockfish,option.UCI_Elo=2000
 * --variant chess --openings bench/openings/chess.epd --tc 10+0.1 --games 200 --concurrency 2 --pgn
 * games.pgn}. For Chess960 without {@code --openings}, start positions are drawn with {@code
 * --seed}.
 */
public final class Match {
  private final List<EngineSpec> engines = new ArrayList<>();
  private String variant = "chess";
  private List<String> openings;
  private long base = 10_000;
  private long hourglass;
  private long increment = 100;
  private int depth;
  private int games = 2;
  private int concurrency = 1;
  private long seed = 1;
  private Path pgn;
  private final PrintStream out = System.out;

  private int wins;
  private int draws;
  private int losses;
  private final int[] faults = new int[2];
  private final int[][] faultKinds = new int[2][3];
  private final List<String> faultLines = new ArrayList<>();

  public static void main(String[] args) throws Exception {
    Match m = new Match();
    try {
      m.parse(args);
    } catch (IllegalArgumentException e) {
      System.err.println("arrocco: " + e.getMessage());
      System.exit(2);
    }
    m.run();
  }

  private void parse(String[] args) throws IOException {
    Path openingFile = null;
    for (int i = 0; i < args.length; i++) {
      String a = args[i];
      if (i + 1 >= args.length) {
        throw new IllegalArgumentException(a + " needs a value");
      }
      String v = args[++i];
      switch (a) {
        case "--engine" -> engines.add(EngineSpec.parse(v));
        case "--variant" -> variant = v;
        case "--openings" -> openingFile = Path.of(v);
        case "--tc" -> timeControl(v);
        case "--depth" -> depth = Integer.parseInt(v);
        case "--games" -> games = Integer.parseInt(v);
        case "--concurrency" -> concurrency = Integer.parseInt(v);
        case "--seed" -> seed = Long.parseLong(v);
        case "--pgn" -> pgn = Path.of(v);
        case "--hourglass" -> hourglass = Math.round(Double.parseDouble(v) * 1000);
        default -> throw new IllegalArgumentException("unknown option " + a);
      }
    }
    if (engines.size() != 2) {
      throw new IllegalArgumentException("give two --engine");
    }
    if (Variants.find(variant).isEmpty()) {
      throw new IllegalArgumentException("--variant must be one of " + Variants.keys());
    }
    if (hourglass > 0 && !variant.equals("sprint")) {
      throw new IllegalArgumentException("--hourglass is Sprint's only");
    }
    if (variant.equals("chess") && openingFile == null) {
      throw new IllegalArgumentException("chess needs --openings");
    }
    if (openingFile != null) {
      openings = new ArrayList<>();
      for (String line : Files.readAllLines(openingFile, StandardCharsets.UTF_8)) {
        String t = line.trim();
        if (!t.isEmpty() && !t.startsWith("#")) {
          String[] f = t.split("\\s+");
          openings.add(String.join(" ", f[0], f[1], f[2], f[3]) + " 0 1");
        }
      }
    }
    try {
      opening(0);
    } catch (RuntimeException e) {
      throw new IllegalArgumentException("the set-up is refused: " + e.getMessage());
    }
  }

  private void timeControl(String v) {
    String[] p = v.split("\\+");
    base = Math.round(Double.parseDouble(p[0]) * 1000);
    increment = p.length > 1 ? Math.round(Double.parseDouble(p[1]) * 1000) : 0;
  }

  /** The set-up of the {@code k}-th opening (each is played twice). */
  private Setup opening(int k) {
    Variant v = Variants.find(variant).orElseThrow();
    return switch (v.key()) {
      case "chess" -> v.setup(Map.of("fen", openings.get(k % openings.size())));
      case "chess960" ->
          openings != null
              ? v.setup(Map.of("fen", openings.get(k % openings.size())))
              : v.setup(
                  Map.of(
                      "number",
                      Integer.toString(new SplittableRandom(seed * 1_000_003 + k).nextInt(960))));
      case "tamerlane" ->
          v.setup(Map.of("array", List.of("masculine", "feminine", "mirrored").get(k % 3)));
      default ->
          v.setup(
              Map.of(
                  "seed",
                  Long.toString(seed * 1000 + k),
                  "hourglass",
                  hourglass > 0 ? Long.toString(hourglass / 1000) : "60",
                  "gameClock",
                  Long.toString(Math.max(1, base / 1000))));
    };
  }

  /** The load average of the machine over 1, 5 and 15 minutes (Linux), or "unknown". */
  static String load() {
    try {
      String[] f = Files.readString(Path.of("/proc/loadavg")).trim().split("\\s+");
      return f[0] + " " + f[1] + " " + f[2];
    } catch (IOException | RuntimeException e) {
      return "unknown";
    }
  }

  private void run() throws Exception {
    out.printf(
        Locale.ROOT,
        "match %s vs %s, %s, %s, %d games, %d at once; load average %s%n",
        engines.get(0).name(),
        engines.get(1).name(),
        variant,
        depth > 0 ? "depth " + depth : base / 1000.0 + "+" + increment / 1000.0,
        games,
        concurrency,
        load());
    AtomicInteger next = new AtomicInteger();
    List<Thread> threads = new ArrayList<>();
    try (Writer w = pgn == null ? Writer.nullWriter() : Files.newBufferedWriter(pgn)) {
      for (int t = 0; t < concurrency; t++) {
        Thread th = new Thread(() -> worker(next, w), "match-" + t);
        th.start();
        threads.add(th);
      }
      for (Thread th : threads) {
        th.join();
      }
    }
    EloEstimate e = new EloEstimate(wins, draws, losses);
    out.println("result " + engines.get(0).name() + " vs " + engines.get(1).name() + ": " + e);
    out.println(
        "faults: "
            + engines.get(0).name()
            + " "
            + faults[0]
            + ", "
            + engines.get(1).name()
            + " "
            + faults[1]);
    for (int i = 0; i < 2; i++) {
      out.printf(
          Locale.ROOT,
          "%s: %d time losses, %d illegal moves, %d crashes%n",
          engines.get(i).name(),
          faultKinds[i][0],
          faultKinds[i][1],
          faultKinds[i][2]);
    }
    faultLines.forEach(out::println);
    out.println("load average at the end: " + load());
  }

  private void worker(AtomicInteger next, Writer w) {
    MatchEngine[] pair = new MatchEngine[2];
    try {
      for (int g; (g = next.getAndIncrement()) < games; ) {
        Referee referee = referee(opening(g / 2));
        for (int i = 0; i < 2; i++) {
          if (pair[i] == null) {
            pair[i] = MatchEngine.of(engines.get(i));
            pair[i].start(referee.engineOptions());
          }
        }
        boolean firstIsWhite = g % 2 == 0;
        MatchEngine[] seats = firstIsWhite ? pair : new MatchEngine[] {pair[1], pair[0]};
        MatchGame.Played p;
        try {
          p = MatchGame.play(referee, seats, base, increment, hourglass, depth);
        } catch (IOException e) {
          int side = referee.sideToMove();
          referee.forfeit(side);
          p = new MatchGame.Played(referee, "engine failed: " + e.getMessage(), side, null, 0);
          restart(pair, firstIsWhite ? side : 1 - side);
        }
        record(g, p, firstIsWhite, seats, w);
        if (p.fault() != null) {
          restart(pair, firstIsWhite ? p.faultySide() : 1 - p.faultySide());
        }
      }
    } catch (IOException e) {
      synchronized (this) {
        faultLines.add("worker stopped: " + e.getMessage());
      }
    } finally {
      for (MatchEngine e : pair) {
        if (e != null) {
          e.close();
        }
      }
    }
  }

  private static void restart(MatchEngine[] pair, int which) {
    if (pair[which] != null) {
      pair[which].close();
      pair[which] = null;
    }
  }

  private synchronized void record(
      int g, MatchGame.Played p, boolean firstIsWhite, MatchEngine[] seats, Writer w)
      throws IOException {
    Referee r = p.referee();
    int forFirst = firstIsWhite ? r.result() : -r.result();
    if (forFirst > 0) {
      wins++;
    } else if (forFirst < 0) {
      losses++;
    } else {
      draws++;
    }
    String fault = "";
    if (p.fault() != null) {
      int who = firstIsWhite ? p.faultySide() : 1 - p.faultySide();
      faults[who]++;
      String f = p.fault();
      faultKinds[who][f.startsWith("time") ? 0 : f.startsWith("illegal") ? 1 : 2]++;
      fault = " [" + engines.get(who).name() + ": " + p.fault() + "]";
      faultLines.add("game " + (g + 1) + fault);
    }
    out.printf(
        Locale.ROOT,
        "game %d: %s-%s %s, %d plies%s; %s%n",
        g + 1,
        seats[0].name(),
        seats[1].name(),
        r.termination(),
        p.moves(),
        fault,
        new EloEstimate(wins, draws, losses));
    List<PgnTag> tags =
        List.of(
            new PgnTag("Event", "Arrocco match"),
            new PgnTag("Round", Integer.toString(g + 1)),
            new PgnTag("White", seats[0].name()),
            new PgnTag("Black", seats[1].name()),
            new PgnTag("TimeControl", depth > 0 ? "-" : base / 1000.0 + "+" + increment / 1000.0));
    w.write(r.pgn(tags));
    w.write("\n");
    w.flush();
  }

  private Referee referee(Setup setup) {
    return new GameReferee(Variants.find(variant).orElseThrow(), setup);
  }
}
