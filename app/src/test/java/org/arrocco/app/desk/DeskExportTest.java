package org.arrocco.app.desk;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URI;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.arrocco.app.Cli;
import org.arrocco.app.server.ApiClient;
import org.arrocco.app.server.TestServer;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

/**
 * The desk's TRF-16 is byte for byte what the command line's {@code tournament export} writes for
 * the same event: the event the desk's log makes, exported by the command line, and the same
 * evening run again with the command line's own commands (the same positions and initial colour).
 */
class DeskExportTest {
  static TestServer server;

  @BeforeAll
  static void start() {
    server = TestServer.start(TestServer.Db.H2);
    DeskClient.member(server.url(), "Arbitra");
    new Arbiters(server.server().database().jdbi()).grant("Arbitra", 1L);
  }

  @AfterAll
  static void stop() {
    server.close();
  }

  private static final String[] NAMES = {
    "Rossi, Marco",
    "Bianchi, Luca",
    "Verdi, Anna",
    "Neri, Paolo",
    "Galli, Sara",
    "Conti, Piero",
    "Ferri, Elena"
  };
  private static final int[] RATINGS = {2012, 1650, 0, 1580, 1600, 0, 1810};
  private static final String[][] RESULTS = {{"1-0", "1/2", "0-1"}, {"+-", "1-0", "1/2"}};

  private static byte[] bytes(ApiClient b, String path) throws Exception {
    HttpResponse<byte[]> r =
        b.http()
            .send(
                HttpRequest.newBuilder(URI.create(server.url() + path)).build(),
                HttpResponse.BodyHandlers.ofByteArray());
    assertEquals(200, r.statusCode(), new String(r.body(), StandardCharsets.UTF_8));
    return r.body();
  }

  private static void cli(String... args) {
    Cli c = Cli.run(args);
    assertEquals(0, c.status(), String.join(" ", args) + ": " + c.err());
  }

  @Test
  void theDesksTrfIsTheCommandLinesByteForByte() throws Exception {
    DeskClient desk = new DeskClient(DeskClient.member(server.url(), "Arbitra"));
    desk.create(DeskClient.announcement("Open del confronto", 4));
    assertEquals(409, desk.browser.get("/api/events/" + desk.event + "/trf").status());
    for (int i = 0; i < NAMES.length; i++) {
      desk.register(NAMES[i], RATINGS[i]);
    }
    for (int id = 1; id <= 6; id++) {
      desk.act("checkin", "player", id, "present", true);
    }
    desk.act("colour", "colour", "draw");
    List<Integer> positions = new ArrayList<>();
    for (int r = 1; r <= 2; r++) {
      if (r == 2) {
        desk.act("late", "player", 7, "half", true);
      }
      positions.add(desk.act("pair").get("position").asInt());
      JsonNode boards = desk.state().get("rounds").get(r - 1).get("boards");
      for (int b = 1; b <= boards.size(); b++) {
        desk.act("result", "round", r, "board", b, "result", RESULTS[r - 1][b - 1]);
      }
    }
    String colour = desk.state().get("initialColour").asString();
    byte[] trf = bytes(desk.browser, "/api/events/" + desk.event + "/trf");
    assertTrue(new String(trf, StandardCharsets.UTF_8).contains("012 Open del confronto"));

    // the event the desk's log makes, exported by the command line
    Path dir = Files.createTempDirectory("arrocco-desk-export");
    Path file = dir.resolve("desk.json");
    Files.write(file, bytes(desk.browser, "/api/events/" + desk.event + "/event.json"));
    Path out = dir.resolve("desk.trf");
    cli("tournament", "export", "-e", file.toString(), "--trf", out.toString());
    assertArrayEquals(Files.readAllBytes(out), trf);

    // the same evening with the command line's own commands
    Path own = dir.resolve("cli.json");
    String e = own.toString();
    cli(
        "tournament",
        "new",
        "-e",
        e,
        "--name",
        "Open del confronto",
        "--venue",
        "Vedano al Lambro",
        "--date",
        "2026-11-28",
        "--rounds",
        "4",
        "--time-control",
        "8 min",
        "--capacity",
        "40",
        "--initial-colour",
        colour);
    for (int i = 0; i < NAMES.length; i++) {
      List<String> args =
          new ArrayList<>(List.of("tournament", "register", "-e", e, "--name", NAMES[i]));
      if (RATINGS[i] > 0) {
        args.addAll(List.of("--fide-rating", Integer.toString(RATINGS[i])));
      }
      cli(args.toArray(new String[0]));
    }
    cli("tournament", "checkin", "-e", e, "1", "2", "3", "4", "5", "6");
    for (int r = 1; r <= 2; r++) {
      if (r == 2) {
        cli("tournament", "late", "-e", e, "7", "--missed", "0.5");
      }
      cli("tournament", "round", "-e", e, "--position", positions.get(r - 1).toString());
      for (int b = 1; b <= RESULTS[r - 1].length; b++) {
        cli("tournament", "result", "-e", e, Integer.toString(b), RESULTS[r - 1][b - 1]);
      }
    }
    Path cliTrf = dir.resolve("cli.trf");
    cli("tournament", "export", "-e", e, "--trf", cliTrf.toString());
    // the position's source differs (drawn at the desk, given to round --position here): the
    // TRF comment names it; everything else is the same byte for byte
    String desks = new String(trf, StandardCharsets.UTF_8).replace(" random", " arbiter");
    assertEquals(Files.readString(cliTrf), desks);
    Cli check = Cli.run("check", "--trf", out.toString());
    assertEquals(0, check.status(), check.out() + check.err());
  }
}
