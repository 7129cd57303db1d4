package org.arrocco.app.desk;

import static org.arrocco.app.desk.DeskPage.after;
import static org.arrocco.app.desk.DeskPage.click;
import static org.arrocco.app.desk.DeskPage.register;
import static org.arrocco.app.desk.DeskPage.type;
import static org.arrocco.app.desk.DeskPage.version;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.arrocco.app.Cli;
import org.arrocco.app.server.ApiClient;
import org.arrocco.app.server.Browser;
import org.arrocco.app.server.TestServer;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.Select;
import tools.jackson.databind.JsonNode;

/**
 * The club's evening at the desk, end to end in a real browser (Debian's Chromium, headless): 20
 * players (four unrated, counted at 1399), one late entry from round 2, a half-point bye asked
 * ahead, a forfeit, a withdrawal, a corrected result, six rounds each with its drawn Chess960
 * position read out, results by keyboard. Then the standings and the prize list the desk shows are
 * those the command line prints for the desk's event file, the desk's TRF is the command line's
 * export byte for byte, and {@code check --trf} finds every round paired as the Dutch system pairs
 * it. Screenshots under {@code target/screenshots/evening-*}.
 */
class DeskEveningBrowserTest {
  static TestServer server;
  static Browser desk;

  private static final String[] NAMES = {
    "Rossi, Marco", "Bianchi, Luca", "Verdi, Anna", "Neri, Paolo", "Galli, Sara",
    "Conti, Piero", "Ferri, Elena", "Greco, Luigi", "Bruno, Carla", "Fontana, Dario",
    "Rizzi, Marta", "Moretti, Enzo", "Lombardi, Ugo", "Barbieri, Rita", "Costa, Ivo",
    "Mancini, Lia", "Giordano, Aldo", "Rinaldi, Nora", "Caruso, Teo", "Longo, Ada"
  };
  // four unrated players (0): the event counts them at 1399
  private static final int[] RATINGS = {
    2012, 1650, 1880, 1580, 0, 1720, 1490, 1810, 1930, 1555, 0, 1610, 1700, 1450, 1765, 0, 1525,
    1845, 1400, 0
  };

  @BeforeAll
  static void start() {
    server = TestServer.start(TestServer.Db.H2);
    DeskClient.member(server.url(), "Arbitra");
    new Arbiters(server.server().database().jdbi()).grant("Arbitra", 1L);
    desk = Browser.start(1280, 900);
  }

  @AfterAll
  static void stop() {
    desk.close();
    server.close();
  }

  /** The key typed for board {@code b} of round {@code r}: 1, 0 or 5 (½), a forfeit once. */
  private static String key(int r, int b) {
    if (r == 2 && b == 2) {
      return "+";
    }
    return new String[] {"1", "0", "5"}[(r * 7 + b * 3) % 3];
  }

  private static String shown(String key) {
    switch (key) {
      case "1":
        return "1-0";
      case "0":
        return "0-1";
      case "5":
        return "½-½";
      default:
        return "+-";
    }
  }

  private static void enter(WebDriver d, String board, String key, String expected) {
    int before = version(desk);
    d.findElement(By.id("board-key")).sendKeys(board, Keys.ENTER, key);
    after(desk, before);
    desk.waiting().until(ExpectedConditions.textToBe(By.id("result-" + board), expected));
  }

  @Test
  void theClubsEveningFromTheAnnouncementToThePrizeList() throws Exception {
    WebDriver d = desk.driver();
    d.get(server.url() + "/arbiter/");
    desk.waiting().until(ExpectedConditions.elementToBeClickable(By.id("login")));
    type(d, "account-name", "Arbitra");
    type(d, "account-password", "secret-word-42");
    d.findElement(By.id("login")).click();
    desk.waiting().until(ExpectedConditions.elementToBeClickable(By.id("create-event")));
    type(d, "ev-name", "Open 960 del circolo");
    type(d, "ev-venue", "Vedano al Lambro");
    type(d, "ev-rounds", "6");
    d.findElement(By.id("create-event")).click();
    desk.waiting().until(ExpectedConditions.urlMatches(".*/arbiter/event/\\d+$"));
    long id = Long.parseLong(d.getCurrentUrl().replaceAll(".*/", ""));

    for (int i = 0; i < NAMES.length; i++) {
      register(desk, NAMES[i], RATINGS[i]);
    }
    assertEquals(20, d.findElements(By.cssSelector("#player-list tbody tr")).size());
    // everyone but player 20 is here for round 1; player 7 asks a half-point bye for round 3
    for (int p = 1; p <= 19; p++) {
      click(desk, "checkin-" + p);
    }
    new Select(d.findElement(By.id("bye-round-7"))).selectByValue("3");
    click(desk, "bye-half-7");
    desk.screenshot("evening-players");

    Set<Integer> positions = new HashSet<>();
    for (int r = 1; r <= 6; r++) {
      d.findElement(By.id("tab-players")).click();
      if (r == 2) {
        click(desk, "late-20"); // late entry from round 2, round 1 missed with 0 points
      }
      if (r == 4) {
        click(desk, "withdraw-12"); // withdrawn after round 3
      }
      d.findElement(By.id("tab-round")).click();
      click(desk, "pair-round");
      desk.waiting().until(ExpectedConditions.presenceOfElementLocated(By.id("read-out")));
      String readOut = d.findElement(By.id("read-out")).getText();
      assertTrue(readOut.contains("Re") && readOut.contains("Torre"), readOut);
      int boards = d.findElements(By.cssSelector("#pairings tbody tr")).size();
      // 19 players in round 1 (one PAB), 20 in rounds 2-3 but one on a half-point bye in 3,
      // 19 from round 4 (one withdrawn)
      assertEquals(r == 2 ? 10 : 9, boards, "boards of round " + r);
      if (r == 1) {
        desk.screenshot("evening-round-1");
      }
      for (int b = 1; b <= boards; b++) {
        enter(d, Integer.toString(b), key(r, b), shown(key(r, b)));
      }
      if (r == 4) {
        // the result of board 1 was entered wrong: corrected, with its reason
        String wrong = shown(key(4, 1));
        String right = wrong.equals("1-0") ? "0-1" : "1-0";
        int before = version(desk);
        d.findElement(By.id("board-key"))
            .sendKeys("1", Keys.ENTER, right.equals("1-0") ? "1" : "0");
        desk.waiting()
            .until(ExpectedConditions.visibilityOfElementLocated(By.id("correction-reason")));
        d.findElement(By.id("correction-reason")).sendKeys("firme invertite", Keys.ENTER);
        after(desk, before);
        desk.waiting().until(ExpectedConditions.textToBe(By.id("result-1"), right));
      }
      ApiClient api = DeskClient.member(server.url(), "Arbitra");
      JsonNode round = api.get("/api/events/" + id).json().get("rounds").get(r - 1);
      positions.add(round.get("startPosition").asInt());
    }
    desk.screenshot("evening-round-6");
    assertTrue(positions.size() >= 5, "six positions drawn, at most one repeated: " + positions);

    // what the desk shows, and the same from the state it is drawn from
    d.findElement(By.id("tab-standings")).click();
    desk.waiting().until(ExpectedConditions.presenceOfElementLocated(By.id("standings-table")));
    assertEquals(20, d.findElements(By.cssSelector("#standings-table tbody tr")).size());
    desk.screenshot("evening-standings");
    DeskClient client = new DeskClient(DeskClient.member(server.url(), "Arbitra"));
    client.event = id;
    JsonNode state = client.state();
    JsonNode standings = state.get("standings");
    assertEquals(6, standings.get("rounds").asInt());
    List<String> deskOrder = new ArrayList<>();
    for (JsonNode l : standings.get("lines")) {
      deskOrder.add(NAMES[l.get("player").asInt() - 1]);
    }
    List<WebElement> rows = d.findElements(By.cssSelector("#standings-table tbody tr"));
    for (int i = 0; i < rows.size(); i++) {
      String cell = rows.get(i).findElements(By.tagName("td")).get(1).getText();
      assertTrue(cell.startsWith(deskOrder.get(i)), i + ": " + cell + " / " + deskOrder.get(i));
    }
    List<String> deskPrizes = new ArrayList<>();
    for (JsonNode p : standings.get("prizes")) {
      deskPrizes.add(NAMES[p.get("player").asInt() - 1]);
    }
    assertTrue(deskPrizes.size() >= 3, deskPrizes.toString());

    // the command line on the desk's event file: the same standings and prize list
    Path dir = Files.createTempDirectory("arrocco-evening");
    Path file = dir.resolve("evening.json");
    Files.writeString(file, client.eventFile());
    Cli cli = Cli.run("tournament", "standings", "-e", file.toString(), "--lang", "en");
    assertEquals(0, cli.status(), cli.err());
    String out = cli.out();
    int prizeHeading = out.indexOf("Prize");
    assertTrue(prizeHeading > 0, out);
    String table = out.substring(0, prizeHeading);
    int at = -1;
    for (String name : deskOrder) {
      int next = table.indexOf(name);
      assertTrue(next > at, name + " out of the desk's order in:\n" + table);
      at = next;
    }
    String prizeList = out.substring(prizeHeading);
    at = -1;
    for (String name : deskPrizes) {
      int next = prizeList.indexOf(name, at + 1);
      assertTrue(next > at, name + " out of the desk's prize order in:\n" + prizeList);
      at = next;
    }

    // the TRF: the desk's is the command line's export of the same event, and check finds every
    // round paired as the Dutch system pairs it
    byte[] trf =
        client.browser.get("/api/events/" + id + "/trf").body().getBytes(StandardCharsets.UTF_8);
    Path deskTrf = dir.resolve("desk.trf");
    Files.write(deskTrf, trf);
    Path cliTrf = dir.resolve("cli.trf");
    Cli export = Cli.run("tournament", "export", "-e", file.toString(), "--trf", cliTrf.toString());
    assertEquals(0, export.status(), export.err());
    assertEquals(Files.readString(cliTrf), Files.readString(deskTrf));
    String text = Files.readString(deskTrf);
    assertTrue(text.contains("XXR 6"), text);
    Cli check = Cli.run("check", "--trf", deskTrf.toString());
    assertEquals(0, check.status(), check.out() + check.err());
  }
}
