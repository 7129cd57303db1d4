package org.arrocco.app.desk;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Base64;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.arrocco.app.server.Browser;
import org.arrocco.app.server.TestServer;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.print.PageSize;
import org.openqa.selenium.print.PrintOptions;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.WebDriverWait;
import tools.jackson.databind.JsonNode;

/**
 * The hall in a real browser (Debian's Chromium, headless): the round's result sheets printed on A4
 * (one slip per board, five to a page, printed to PDF by the browser and its pages counted), and
 * the projector, which cycles through the pairings, the Chess960 position and the standings, runs
 * the round timer from the arbiter's start, and follows the results live. Screenshots {@code
 * desk-print-sheets}, {@code projector-pairings}, {@code projector-position}, {@code
 * projector-standings}.
 */
class DeskHallBrowserTest {
  static TestServer server;
  static Browser desk;
  static Browser hall;

  private static final String[] NAMES = {
    "Rossi, Marco",
    "Bianchi, Luca",
    "Verdi, Anna",
    "Neri, Paolo",
    "Galli, Sara",
    "Conti, Piero",
    "Ferri, Elena",
    "Greco, Luigi",
    "Sala, Marta",
    "D'Alò, Nicolò",
    "Longo, Irene",
    "Fontana, Ugo"
  };
  private static final int[] RATINGS = {
    2012, 1650, 0, 1580, 1600, 1720, 0, 1810, 1500, 1930, 1450, 0
  };

  @BeforeAll
  static void start() {
    server = TestServer.start(TestServer.Db.H2);
    DeskClient.member(server.url(), "Arbitra");
    new Arbiters(server.server().database().jdbi()).grant("Arbitra", 1L);
    desk = Browser.start(1280, 900);
    hall = Browser.start(1280, 720);
  }

  @AfterAll
  static void stop() {
    desk.close();
    hall.close();
    server.close();
  }

  private static WebDriverWait slowly(Browser b) {
    WebDriverWait wait = new WebDriverWait(b.driver(), Duration.ofSeconds(30));
    wait.ignoring(org.openqa.selenium.StaleElementReferenceException.class);
    return wait;
  }

  private static void waitForSlide(Browser b, String kind) {
    slowly(b).until(ExpectedConditions.attributeToBe(By.tagName("body"), "data-slide", kind));
  }

  /** The desk's browser logged in as the arbiter (once: the session cookie stays). */
  private static WebDriver login() {
    WebDriver d = desk.driver();
    d.get(server.url() + "/arbiter/");
    desk.waiting()
        .until(
            ExpectedConditions.or(
                ExpectedConditions.elementToBeClickable(By.id("login")),
                ExpectedConditions.elementToBeClickable(By.id("create-event"))));
    if (d.findElements(By.id("create-event")).isEmpty()) {
      d.findElement(By.id("account-name")).sendKeys("Arbitra");
      d.findElement(By.id("account-password")).sendKeys("secret-word-42");
      d.findElement(By.id("login")).click();
      desk.waiting().until(ExpectedConditions.elementToBeClickable(By.id("create-event")));
    }
    return d;
  }

  private static int version(Browser b) {
    String v = b.driver().findElement(By.tagName("body")).getAttribute("data-version");
    return v == null ? 0 : Integer.parseInt(v);
  }

  /** Clicks a button of the desk and waits for the act to be committed (the version moves on). */
  private static void click(String id) {
    int before = version(desk);
    desk.waiting().until(ExpectedConditions.elementToBeClickable(By.id(id))).click();
    desk.waiting().until(x -> version(desk) > before);
  }

  @Test
  void theFeeIsMarkedAtTheDeskAndALateCheckInNeedsTheOverride() {
    java.util.Map<String, Object> form = DeskClient.announcement("Open della sera prima", 3);
    form.put("date", "2000-01-01");
    form.put("checkInCutoff", "20:30");
    DeskClient arbiter = new DeskClient(DeskClient.member(server.url(), "Arbitra")).create(form);
    arbiter.register("Rossi, Marco", 2012);
    arbiter.register("Bianchi, Luca", 1650);
    WebDriver d = login();
    d.get(server.url() + "/arbiter/event/" + arbiter.event);
    desk.waiting().until(ExpectedConditions.presenceOfElementLocated(By.id("player-list")));
    assertEquals("da pagare", d.findElement(By.id("fee-1")).getText());
    click("fee-1");
    desk.waiting().until(ExpectedConditions.textToBe(By.id("fee-1"), "✓ pagata"));
    assertTrue(d.findElement(By.id("places")).getText().contains("pagata: 1"));
    // past the cut-off the plain check-in is refused with the reason, the override lets in
    d.findElement(By.id("checkin-1")).click();
    desk.waiting()
        .until(
            ExpectedConditions.textToBePresentInElementLocated(
                By.id("desk-message"), "si può accreditare solo con la deroga dell'arbitro"));
    click("checkin-override-1");
    desk.waiting()
        .until(
            ExpectedConditions.textToBePresentInElementLocated(
                By.cssSelector("#player-1 td.status"), "accreditato"));
    desk.screenshot("desk-players-fee-cutoff");
    d.get(server.url() + "/arbiter/event/" + arbiter.event + "/print?what=players");
    desk.waiting()
        .until(ExpectedConditions.attributeToBe(By.tagName("body"), "data-ready", "true"));
    String list = d.findElement(By.id("print-table")).getText();
    assertTrue(list.indexOf("Bianchi") < list.indexOf("Rossi"), list);
    assertTrue(list.contains("Rossi, Marco 2012 ✓ ✓ pagata"), list);
    assertTrue(d.findElement(By.id("fee-summary")).getText().contains("10 EUR"), list);
    desk.screenshot("desk-print-players");

    // the announcement changed at the desk: more places, no cut-off any more
    d.get(server.url() + "/arbiter/event/" + arbiter.event + "#settings");
    desk.waiting().until(ExpectedConditions.presenceOfElementLocated(By.id("settings-form")));
    assertEquals("40", d.findElement(By.id("ev-capacity")).getAttribute("value"));
    assertEquals("20:30", d.findElement(By.id("ev-cutoff")).getAttribute("value"));
    assertEquals("", d.findElement(By.id("ev-category-prizes")).getAttribute("value"));
    d.findElement(By.id("ev-capacity")).clear();
    d.findElement(By.id("ev-capacity")).sendKeys("30");
    ((org.openqa.selenium.JavascriptExecutor) d)
        .executeScript("document.getElementById('ev-cutoff').value = ''");
    click("save-settings");
    JsonNode settings = arbiter.state().get("settings");
    assertEquals(30, settings.get("capacity").asInt());
    assertEquals("", settings.get("checkInCutoff").asString());
    assertEquals("Open della sera prima", settings.get("name").asString());
    assertEquals(List.of(3000, 2000, 1000), ints(settings.get("prizes")));
    assertEquals(1000, settings.get("entryFee").asInt());
  }

  private static List<Integer> ints(JsonNode list) {
    List<Integer> out = new java.util.ArrayList<>();
    list.forEach(x -> out.add(x.asInt()));
    return out;
  }

  @Test
  void theResultSheetsAndTheProjectorShowTheRound() throws Exception {
    DeskClient arbiter = new DeskClient(DeskClient.member(server.url(), "Arbitra"));
    arbiter.create(DeskClient.announcement("Open della sala", 4));
    for (int i = 0; i < NAMES.length; i++) {
      arbiter.register(NAMES[i], RATINGS[i]);
      arbiter.act("checkin", "player", i + 1, "present", true);
    }
    arbiter.act("pair");
    JsonNode round = arbiter.state().get("rounds").get(0);
    JsonNode boards = round.get("boards");
    assertEquals(6, boards.size());

    // the arbiter prints the slips from the desk (logged in: the desk's pages need it)
    WebDriver d = login();
    d.get(server.url() + "/arbiter/event/" + arbiter.event + "/print?what=sheets&round=1");
    desk.waiting()
        .until(ExpectedConditions.attributeToBe(By.tagName("body"), "data-ready", "true"));
    assertEquals(6, d.findElements(By.cssSelector("#result-sheets .slip")).size());
    for (JsonNode b : boards) {
      int n = b.get("number").asInt();
      String slip = d.findElement(By.id("slip-" + n)).getText();
      String white = NAMES[b.get("white").asInt() - 1];
      String black = NAMES[b.get("black").asInt() - 1];
      assertTrue(slip.contains("Open della sala"), slip);
      assertTrue(slip.contains("Turno 1"), slip);
      assertTrue(slip.contains("Scacchiera " + n), slip);
      assertTrue(slip.indexOf("Bianco") < slip.indexOf(white), slip);
      assertTrue(
          slip.indexOf(white) < slip.indexOf("Nero") && slip.indexOf("Nero") < slip.indexOf(black),
          slip);
      assertTrue(slip.contains("Firma"), slip);
      assertTrue(slip.contains("1-0") && slip.contains("½-½") && slip.contains("0-1"), slip);
      assertTrue(slip.contains("n. " + round.get("startPosition").asInt()), slip);
    }
    desk.screenshot("desk-print-sheets");
    // printed on A4 by the browser itself: six slips, five to a page, none cut in two
    PrintOptions a4 = new PrintOptions();
    a4.setPageSize(new PageSize(29.7, 21.0));
    a4.setBackground(true);
    byte[] pdf = Base64.getDecoder().decode(desk.driver().print(a4).getContent());
    Matcher pages =
        Pattern.compile("/Type\\s*/Page[^s]").matcher(new String(pdf, StandardCharsets.ISO_8859_1));
    int count = 0;
    while (pages.find()) {
      count++;
    }
    assertEquals(2, count, "six slips of 50 mm on A4 take two pages");

    // the hall's projector, no login, cycling every three seconds
    WebDriver p = hall.driver();
    p.get(server.url() + "/torneo/" + arbiter.event + "/proiettore?secondi=3");
    hall.waiting()
        .until(ExpectedConditions.attributeToBe(By.tagName("body"), "data-ready", "true"));
    assertEquals("Open della sala", p.findElement(By.id("event-name")).getText());
    assertEquals("Il turno non è ancora iniziato", p.findElement(By.id("round-timer")).getText());
    waitForSlide(hall, "pairings");
    assertEquals(6, p.findElements(By.cssSelector("#projector-pairings tbody tr")).size());
    JsonNode first = boards.get(0);
    String row = p.findElement(By.id("projector-board-1")).getText();
    assertTrue(
        row.contains(NAMES[first.get("white").asInt() - 1])
            && row.contains(NAMES[first.get("black").asInt() - 1]),
        row);
    hall.screenshot("projector-pairings");
    waitForSlide(hall, "position");
    String readOut = p.findElement(By.id("projector-read-out")).getText();
    assertEquals(round.get("readOutIt").asString(), readOut);
    hall.screenshot("projector-position");

    // the arbiter starts the round: the timer runs on the projector without reloading
    arbiter.act("start", "round", 1);
    slowly(hall)
        .until(ExpectedConditions.textMatches(By.id("round-timer"), Pattern.compile("^00:0\\d$")));
    String before = p.findElement(By.id("round-timer")).getText();
    slowly(hall)
        .until(
            x -> {
              String now = x.findElement(By.id("round-timer")).getText();
              return !now.equals(before) && now.matches("^00:\\d\\d$");
            });

    // the results arrive live; after the last one the standings join the cycle
    String[] results = {"1-0", "1/2", "0-1", "1-0", "+-", "1/2"};
    for (int b = 1; b <= 6; b++) {
      arbiter.act("result", "round", 1, "board", b, "result", results[b - 1]);
    }
    waitForSlide(hall, "pairings");
    slowly(hall)
        .until(ExpectedConditions.textToBe(By.cssSelector("#projector-board-5 td.result"), "+-"));
    waitForSlide(hall, "standings");
    java.util.List<WebElement> lines =
        p.findElements(By.cssSelector("#projector-standings tbody tr"));
    assertEquals(12, lines.size());
    assertTrue(
        p.findElement(By.id("projector-standings"))
            .getText()
            .contains("Classifica dopo il turno 1"));
    hall.screenshot("projector-standings");
    assertNotEquals("", p.findElement(By.id("slide-dots")).getText());
  }

  @Test
  void aPlayerSignsUpOnThePhoneAndMovesUpFromTheWaitingList() {
    DeskClient arbiter = new DeskClient(DeskClient.member(server.url(), "Arbitra"));
    java.util.Map<String, Object> form = DeskClient.announcement("Open a posti limitati", 3);
    form.put("capacity", 2);
    form.put("selfRegistration", true);
    arbiter.create(form);
    arbiter.register("Rossi, Marco", 2012);
    arbiter.register("Bianchi, Luca", 1650);

    hall.driver().manage().window().setSize(new org.openqa.selenium.Dimension(390, 844));
    WebDriver p = hall.driver();
    p.get(server.url() + "/torneo/" + arbiter.event);
    hall.waiting().until(ExpectedConditions.presenceOfElementLocated(By.id("public-sign-up")));
    assertTrue(
        p.findElement(By.id("su-places")).getText().contains("al completo"),
        p.findElement(By.id("su-places")).getText());
    p.findElement(By.id("su-name")).sendKeys("D'Alò, Nicolò");
    p.findElement(By.id("su-fide-rating")).sendKeys("1930");
    p.findElement(By.id("sign-up")).click();
    hall.waiting()
        .until(ExpectedConditions.textToBe(By.id("su-answer"), "In lista d'attesa: posizione 1"));
    hall.waiting()
        .until(
            ExpectedConditions.textToBePresentInElementLocated(
                By.id("public-waiting"), "D'Alò, Nicolò (1930)"));
    hall.screenshot("public-sign-up");

    // a place frees at the desk: the phone sees the player registered, without reloading
    arbiter.follow(arbiter.event);
    arbiter.act("withdraw", "player", 2, "cancel", false);
    hall.waiting()
        .until(
            ExpectedConditions.textToBePresentInElementLocated(
                By.id("public-players"), "D'Alò, Nicolò (1930)"));
    assertEquals(0, p.findElements(By.id("public-waiting")).size());
    assertEquals("D'Alò, Nicolò", arbiter.state().get("players").get(2).get("name").asString());
  }
}
