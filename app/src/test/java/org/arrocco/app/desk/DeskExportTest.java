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
    // and the TRF-2026 file, as --format trf2026 writes it
    byte[] trf2026 = bytes(desk.browser, "/api/events/" + desk.event + "/trf?format=trf2026");
    Path out2026 = dir.resolve("desk2026.trf");
    cli(
        "tournament",
        "export",
        "-e",
        file.toString(),
        "--trf",
        out2026.toString(),
        "--format",
        "trf2026");
    assertArrayEquals(Files.readAllBytes(out2026), trf2026);
    assertTrue(
        new String(trf2026, StandardCharsets.UTF_8).lines().noneMatch(l -> l.startsWith("XX")));
    assertEquals(400, desk.browser.get("/api/events/" + desk.event + "/trf?format=trf17").status());

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

  @Test
  void theDesksFideReportIsTheCommandLinesByteForByte() throws Exception {
    DeskClient desk = new DeskClient(DeskClient.member(server.url(), "Arbitra"));
    java.util.Map<String, Object> form = DeskClient.announcement("Open per la FIDE", 3);
    form.put("chiefArbiter", "Bianchi, Anna, 123456");
    desk.create(form);
    for (int i = 0; i < 5; i++) {
      java.util.Map<String, Object> who = new java.util.LinkedHashMap<>();
      who.put("name", NAMES[i]);
      who.put("fideRating", RATINGS[i]);
      who.put("fideId", RATINGS[i] > 0 ? 860000 + i : 0);
      who.put("federation", "ITA");
      who.put("birthDate", (1970 + i) + "-0" + (i + 1) + "-1" + i);
      desk.act("register", "player", who);
      desk.act("checkin", "player", i + 1, "present", true);
    }
    for (int r = 1; r <= 2; r++) {
      desk.act("pair");
      JsonNode boards = desk.state().get("rounds").get(r - 1).get("boards");
      for (int b = 1; b <= boards.size(); b++) {
        desk.act("result", "round", r, "board", b, "result", RESULTS[r - 1][b - 1]);
      }
    }
    byte[] report = bytes(desk.browser, "/api/events/" + desk.event + "/fide.trf");
    String text = new String(report, StandardCharsets.UTF_8);
    assertTrue(text.contains("102 Bianchi, Anna, 123456"), text);

    Path dir = Files.createTempDirectory("arrocco-desk-fide");
    Path file = dir.resolve("desk.json");
    Files.write(file, bytes(desk.browser, "/api/events/" + desk.event + "/event.json"));
    Path out = dir.resolve("fide.trf");
    cli("tournament", "export", "-e", file.toString(), "--fide", "--trf", out.toString());
    assertArrayEquals(Files.readAllBytes(out), report);
  }

  @Test
  void theCsvQuotesNamesAsRfc4180InUtf8WithAHeader() throws Exception {
    DeskClient desk = new DeskClient(DeskClient.member(server.url(), "Arbitra"));
    desk.create(DeskClient.announcement("Open in CSV", 3));
    desk.register("D'Alò, Nicolò \"Nico\"", 2000);
    desk.register("Rossi, Marco", 1500);
    desk.register("Ferri, Elena", 0);
    desk.register("=HYPERLINK(\"x\")", 0); // typed on a public page, not to run in a spreadsheet
    desk.act("checkin", "player", 1, "present", true);
    desk.act("checkin", "player", 2, "present", true);
    desk.act("fee", "player", 1, "paid", true);
    desk.act("pair");
    JsonNode board = desk.state().get("rounds").get(0).get("boards").get(0);
    desk.act(
        "result",
        "round",
        1,
        "board",
        1,
        "result",
        board.get("white").asInt() == 1 ? "1-0" : "0-1");

    HttpResponse<byte[]> r =
        desk.browser
            .http()
            .send(
                HttpRequest.newBuilder(
                        URI.create(server.url() + "/api/events/" + desk.event + "/players.csv"))
                    .build(),
                HttpResponse.BodyHandlers.ofByteArray());
    assertEquals(200, r.statusCode());
    assertTrue(
        r.headers().firstValue("Content-Type").orElse("").startsWith("text/csv; charset=utf-8"),
        r.headers().toString());
    byte[] body = r.body();
    // ò is two bytes in UTF-8 (C3 B2), and no byte-order mark comes first
    assertEquals('P', body[0]);
    assertTrue(
        new String(body, StandardCharsets.ISO_8859_1).contains("Al\u00c3\u00b2, Nicol\u00c3\u00b2"),
        "UTF-8");
    String csv = new String(body, StandardCharsets.UTF_8);
    assertTrue(csv.endsWith("\r\n"), csv);
    String[] lines = csv.split("\r\n", -1);
    assertEquals(6, lines.length, csv); // header, four players, the empty rest after the last CRLF
    assertEquals(
        "Pos,N.,N. abbinamento,Titolo,Nome,Federazione,ID FIDE,Elo FIDE,ID FSI,Elo Italia,Elo,"
            + "Circolo,Nascita,Categoria,Stato,Quota pagata,Punti,BH-C1,BH,ARO",
        lines[0]);
    assertTrue(
        lines[1].startsWith(
            "1,1,1,,\"D'Alò, Nicolò \"\"Nico\"\"\",,,2000,,,2000,,,,in gara dal turno 1,sì,1.0,"),
        lines[1]);
    assertTrue(
        lines[2].startsWith("2,2,2,,\"Rossi, Marco\",,,1500,,,1500,,,,in gara dal turno 1,no,0.0,"),
        lines[2]);
    assertEquals(",3,,,\"Ferri, Elena\",,,,,,1399,,,,iscritto,no,0.0,,,", lines[3]);
    assertEquals(",4,,,\"'=HYPERLINK(\"\"x\"\")\",,,,,,1399,,,,iscritto,no,0.0,,,", lines[4]);
    assertEquals("", lines[5]);
  }
}
