package org.arrocco.app.desk;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
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
import org.openqa.selenium.interactions.Actions;
import org.openqa.selenium.support.ui.ExpectedConditions;
import tools.jackson.databind.JsonNode;

/**
 * A player of an online event on a phone (Debian's Chromium, headless): opens its personal link,
 * sees "my board" with the link to its live game, plays a move on the game's page, and sees the
 * result enter by itself when the opponent resigns. Screenshots {@code online-my-board}, {@code
 * online-game}, {@code online-result} and the arbiter's personal links, {@code desk-online-links};
 * the arbiter's round tab showing who has been seen and the wait left ({@code
 * desk-online-presence}), updated live when a player opens its game; the arbiter pausing a board's
 * clock, seen on the player's page ({@code online-game-paused}) and on the desk ({@code
 * desk-online-paused}), and resuming it.
 */
class OnlineBrowserTest {
  static TestServer server;
  static Browser phone;
  static Browser desk;

  @BeforeAll
  static void start() {
    server = TestServer.start(TestServer.Db.H2);
    DeskClient.member(server.url(), "Arbitra");
    new Arbiters(server.server().database().jdbi()).grant("Arbitra", 1L);
    phone = Browser.start(390, 844);
    desk = Browser.start(1280, 900);
  }

  @AfterAll
  static void stop() {
    phone.close();
    desk.close();
    server.close();
  }

  /** Clicks a square of an 8x8 board seen from White. */
  private static void click(WebDriver d, String square) {
    WebElement board = d.findElement(By.cssSelector("cg-board"));
    int w = board.getSize().getWidth();
    int h = board.getSize().getHeight();
    int file = square.charAt(0) - 'a';
    int rank = Integer.parseInt(square.substring(1)) - 1;
    int dx = (int) Math.round((file + 0.5) * w / 8 - w / 2.0);
    int dy = (int) Math.round((7 - rank + 0.5) * h / 8 - h / 2.0);
    new Actions(d).moveToElement(board, dx, dy).click().perform();
  }

  @Test
  void aPlayerOpensItsLinkPlaysItsGameAndSeesTheResult() throws Exception {
    ApiClient arbiter = DeskClient.member(server.url(), "Arbitra");
    DeskClient event = new DeskClient(arbiter);
    Map<String, Object> form = DeskClient.announcement("Online del venerdì", 3);
    form.put("variant", "chess");
    form.put("online", true);
    form.put("timeControl", "10+5");
    event.create(form);
    for (int i = 1; i <= 4; i++) {
      event.register("Giocatore " + i, 1900 - 10 * i);
      event.act("checkin", "player", i, "present", true);
    }
    JsonNode links = arbiter.get("/api/events/" + event.event + "/seats").json();
    event.act("pair");
    JsonNode start = event.act("start", "round", 1);
    JsonNode board = event.state().get("rounds").get(0).get("boards").get(0);
    int white = board.get("white").asInt();
    int black = board.get("black").asInt();
    String game = start.get("games").get(0).asString();
    String whiteLink = null;
    String blackToken = null;
    for (JsonNode l : links) {
      if (l.get("player").asInt() == white) {
        whiteLink = l.get("link").asString();
      }
      if (l.get("player").asInt() == black) {
        blackToken = l.get("link").asString().replaceAll(".*/posto/", "");
      }
    }

    WebDriver d = phone.driver();
    d.get(server.url() + whiteLink);
    phone.waiting().until(ExpectedConditions.presenceOfElementLocated(By.id("my-game")));
    assertTrue(
        d.findElement(By.id("seat-note")).getText().contains("Giocatore " + white),
        d.findElement(By.id("seat-note")).getText());
    assertTrue(d.findElement(By.id("my-board")).getText().startsWith("Scacchiera 1"));
    phone.screenshot("online-my-board");
    d.findElement(By.id("my-game")).click();
    phone.waiting().until(ExpectedConditions.urlContains("/game/" + game));
    phone.waiting().until(x -> x.findElements(By.cssSelector("cg-board piece")).size() == 32);
    phone.waiting().until(x -> x.findElements(By.id("resign")).size() == 1);
    phone
        .waiting()
        .until(
            x ->
                x.findElement(By.id("tournament"))
                    .getText()
                    .equals("Online del venerdì · turno 1 · scacchiera 1"));
    assertTrue(d.findElements(By.id("abort")).isEmpty(), "a tournament's game has no abort");
    click(d, "e2");
    click(d, "e4");
    ApiClient opponent = new ApiClient(server.url());
    assertEquals(
        200,
        opponent.post("/api/torneo/" + event.event + "/posto/" + blackToken, Map.of()).status());
    long end = System.currentTimeMillis() + 20_000;
    JsonNode seen = null;
    while (System.currentTimeMillis() < end) {
      seen = opponent.get("/api/games/" + game).json();
      if (seen.get("view").get("moves").size() == 1) {
        break;
      }
      Thread.sleep(100);
    }
    assertEquals("e4", seen.get("view").get("moves").get(0).get("san").asString(), seen.toString());
    phone.screenshot("online-game");
    // the arbiter pauses the board's clock: the player's page says so, and resumes
    event.act("pause", "round", 1, "board", 1, "reason", "disconnessione del Nero");
    phone
        .waiting()
        .until(
            x -> x.findElement(By.tagName("body")).getAttribute("class").contains("clock-paused"));
    assertTrue(
        d.findElement(By.id("status")).getText().startsWith("Orologi fermati dall'arbitro"),
        d.findElement(By.id("status")).getText());
    phone.screenshot("online-game-paused");
    event.act("resume", "round", 1, "board", 1);
    phone
        .waiting()
        .until(
            x -> !x.findElement(By.tagName("body")).getAttribute("class").contains("clock-paused"));
    ApiClient.Reply resign =
        opponent.post("/api/games/" + game + "/action", Map.of("kind", "resign", "id", "r1"));
    assertEquals(200, resign.status(), resign.body());
    phone
        .waiting()
        .until(x -> "1-0".equals(x.findElement(By.id("status")).getAttribute("data-result")));

    d.get(server.url() + "/torneo/" + event.event);
    phone.waiting().until(x -> x.findElement(By.id("my-board")).getText().contains("1-0"));
    phone.screenshot("online-result");

    // the arbiter's personal links, to hand out
    WebDriver a = desk.driver();
    a.get(server.url() + "/arbiter/");
    desk.waiting().until(ExpectedConditions.elementToBeClickable(By.id("login")));
    a.findElement(By.id("account-name")).sendKeys("Arbitra");
    a.findElement(By.id("account-password")).sendKeys("secret-word-42");
    a.findElement(By.id("login")).click();
    desk.waiting().until(ExpectedConditions.elementToBeClickable(By.id("create-event")));
    a.get(server.url() + "/arbiter/event/" + event.event + "#print");
    desk.waiting().until(x -> x.findElements(By.cssSelector("#seat-links li")).size() == 4);
    assertTrue(a.findElements(By.id("export-pgn")).size() == 1);
    desk.screenshot("desk-online-links");
    // the round tab: who has been seen on each board, and the wait left where someone has not
    a.get(server.url() + "/arbiter/event/" + event.event + "#round");
    desk.waiting().until(x -> x.findElements(By.id("presence-2")).size() == 1);
    WebElement first = a.findElement(By.id("presence-1"));
    assertEquals("seen", first.getAttribute("data-white"));
    assertEquals("seen", first.getAttribute("data-black"));
    WebElement second = a.findElement(By.id("presence-2"));
    assertEquals("absent", second.getAttribute("data-white"));
    assertEquals("absent", second.getAttribute("data-black"));
    desk.waiting()
        .until(x -> x.findElement(By.id("wait-2")).getText().matches("attesa (9|10):\\d\\d"));
    desk.screenshot("desk-online-presence");
    // board 2's White opens its game: the desk shows it seen, live, without being reloaded
    JsonNode second2 = event.state().get("rounds").get(0).get("boards").get(1);
    String secondGame = start.get("games").get(1).asString();
    ApiClient late = new ApiClient(server.url());
    for (JsonNode l : links) {
      if (l.get("player").asInt() == second2.get("white").asInt()) {
        String token = l.get("link").asString().replaceAll(".*/posto/", "");
        assertEquals(
            200, late.post("/api/torneo/" + event.event + "/posto/" + token, Map.of()).status());
      }
    }
    a.findElement(By.id("board-key")).sendKeys("2");
    assertEquals(200, late.get("/api/games/" + secondGame).status());
    desk.waiting()
        .until(x -> "seen".equals(x.findElement(By.id("presence-2")).getAttribute("data-white")));
    assertEquals("absent", a.findElement(By.id("presence-2")).getAttribute("data-black"));
    assertEquals(
        "2",
        a.findElement(By.id("board-key")).getAttribute("value"),
        "what the arbiter was typing stays");
    // the arbiter pauses board 2's clock from the desk, with a reason, and sets it going again
    a.findElement(By.id("pause-2")).click();
    desk.waiting().until(ExpectedConditions.elementToBeClickable(By.id("pause-reason-2")));
    a.findElement(By.id("pause-reason-2")).sendKeys("il Nero ha telefonato", Keys.ENTER);
    desk.waiting().until(ExpectedConditions.elementToBeClickable(By.id("resume-2")));
    assertTrue(
        a.findElement(By.id("paused-2")).getText().startsWith("orologio fermo dalle"),
        a.findElement(By.id("paused-2")).getText());
    assertTrue(
        late.get("/api/games/" + secondGame).json().get("paused").asBoolean(),
        "the game's clock stands still");
    desk.screenshot("desk-online-paused");
    a.findElement(By.id("resume-2")).click();
    desk.waiting().until(ExpectedConditions.elementToBeClickable(By.id("pause-2")));
    assertTrue(late.get("/api/games/" + secondGame).json().get("paused") == null);
    // the arbiter trying a player's link is asked first, and takes no seat by opening it
    a.get(server.url() + links.get(3).get("link").asString());
    desk.waiting().until(ExpectedConditions.elementToBeClickable(By.id("seat-link")));
    assertTrue(
        a.findElement(By.id("seat-note")).getText().startsWith("Sei entrato come Arbitra"),
        a.findElement(By.id("seat-note")).getText());
    assertTrue(
        arbiter.get("/api/events/" + event.event + "/seats").json().get(3).get("account").isNull(),
        "the seat is still the player's own");
  }
}
