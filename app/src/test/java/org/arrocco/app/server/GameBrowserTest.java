package org.arrocco.app.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.interactions.Actions;
import org.openqa.selenium.support.ui.Select;

/**
 * Games in a real browser, by clicks on the chessgroundx board: a hotseat chess game to mate (the
 * board turning with the side to move) and stepped back through, a Sprint placement from the hand,
 * a reconnection that catches up, Tamerlane on its 13x10 board (a pawn promoted by its type, the
 * king entering the enemy citadel with its choice, a draw), the page on a phone's screen;
 * screenshots kept under {@code target/screenshots/}.
 */
class GameBrowserTest {
  static TestServer server;
  static Browser browser;

  @BeforeAll
  static void start() {
    server = TestServer.start(TestServer.Db.H2);
    browser = Browser.start(1000, 900);
  }

  @AfterAll
  static void stop() {
    browser.close();
    server.close();
  }

  private void create(String variant, String mode) {
    var d = browser.driver();
    d.get(server.url() + "/");
    browser.waiting().until(x -> x.findElements(By.id("create")).size() == 1);
    new Select(d.findElement(By.id("variant"))).selectByValue(variant);
    new Select(d.findElement(By.id("mode"))).selectByValue(mode);
    d.findElement(By.id("create")).click();
    browser.waiting().until(x -> x.getCurrentUrl().contains("/game/"));
    waitVersion(0);
  }

  private void waitVersion(int v) {
    browser
        .waiting()
        .until(
            x ->
                String.valueOf(v)
                    .equals(x.findElement(By.tagName("body")).getAttribute("data-version")));
  }

  /**
   * Clicks a square of the board as it is oriented now: 8x8, or Tamerlane's 13 columns (z, the
   * files a-k, l) by 10 ranks.
   */
  private void click(String square) {
    var d = browser.driver();
    WebElement board = d.findElement(By.cssSelector("cg-board"));
    WebElement wrap = d.findElement(By.cssSelector(".cg-wrap"));
    boolean black = wrap.getAttribute("class").contains("orientation-black");
    boolean tamerlane = wrap.getAttribute("class").contains("tamerlane");
    int columns = tamerlane ? 13 : 8;
    int rows = tamerlane ? 10 : 8;
    int width = board.getSize().getWidth();
    int height = board.getSize().getHeight();
    int file = tamerlane ? "zabcdefghijkl".indexOf(square.charAt(0)) : square.charAt(0) - 'a';
    int rank = Integer.parseInt(square.substring(1)) - 1;
    double x = black ? columns - 1 - file : file;
    double y = black ? rank : rows - 1 - rank;
    int dx = (int) Math.round((x + 0.5) * width / columns - width / 2.0);
    int dy = (int) Math.round((y + 0.5) * height / rows - height / 2.0);
    new Actions(d).moveToElement(board, dx, dy).click().perform();
  }

  private java.util.List<String> sans() {
    return browser.driver().findElements(By.cssSelector("#moves .san")).stream()
        .map(WebElement::getText)
        .filter(s -> !s.isEmpty())
        .toList();
  }

  /** Makes a game through the page's own API module (for set-ups the form does not offer). */
  private String createByApi(String json) {
    var d = browser.driver();
    d.get(server.url() + "/");
    browser.waiting().until(x -> x.findElements(By.id("create")).size() == 1);
    Object id =
        d.executeAsyncScript(
            "const done = arguments[arguments.length - 1];"
                + "import('/app/api.js').then(async api => { await api.session('it');"
                + " const g = await api.post('/api/games', JSON.parse(arguments[0])); done(g.game); })"
                + ".catch(e => done('failed: ' + e.message));",
            json);
    assertTrue(!String.valueOf(id).startsWith("failed"), String.valueOf(id));
    d.get(server.url() + "/game/" + id);
    waitVersion(0);
    return String.valueOf(id);
  }

  private void move(String from, String to, int version) {
    click(from);
    click(to);
    waitVersion(version);
  }

  @Test
  void aHotseatChessGameToMateByClicks() {
    create("chess", "hotseat");
    move("f2", "f3", 1);
    move("e7", "e5", 2);
    move("g2", "g4", 3);
    browser.screenshot("chess-hotseat-before-mate");
    move("d8", "h4", 4);
    var status = browser.driver().findElement(By.id("status"));
    assertEquals("0-1", status.getAttribute("data-result"));
    assertTrue(status.getText().startsWith("0-1"), status.getText());
    assertEquals(
        "f3 e5 g4 Qh4#",
        String.join(
            " ",
            browser.driver().findElements(By.cssSelector("#moves .san")).stream()
                .map(WebElement::getText)
                .filter(s -> !s.isEmpty())
                .toList()));
    browser.screenshot("chess-hotseat-mate");
    assertTrue(browser.driver().findElements(By.id("pgn")).size() == 1);

    // stepping back to the start and forward again, with the positions the server replays
    var d = browser.driver();
    d.findElement(By.id("step-first")).click();
    browser
        .waiting()
        .until(x -> "0".equals(x.findElement(By.tagName("body")).getAttribute("data-ply")));
    assertEquals(32, d.findElements(By.cssSelector("cg-board piece")).size());
    d.findElement(By.id("step-forward")).click();
    browser
        .waiting()
        .until(x -> "1".equals(x.findElement(By.tagName("body")).getAttribute("data-ply")));
    assertEquals("f3", d.findElement(By.cssSelector("#moves .san.current")).getText());
    d.findElement(By.id("step-last")).click();
    browser
        .waiting()
        .until(x -> "".equals(x.findElement(By.tagName("body")).getAttribute("data-ply")));
    assertEquals("Qh4#", d.findElement(By.cssSelector("#moves .san.current")).getText());
    // the Italian piece letters, on request
    d.findElement(By.id("italian-letters")).click();
    browser.waiting().until(x -> sans().contains("Dh4#"));
    assertEquals(List.of("f3", "e5", "g4", "Dh4#"), sans());
    d.findElement(By.id("italian-letters")).click();
    browser.waiting().until(x -> sans().contains("Qh4#"));
  }

  @Test
  void tamerlaneOnItsBoardAPawnPromotedByItsTypeAndTheCitadel() {
    // White: king a8 beside Black's citadel z9, a prince e1, a pawn of knights on c9; Black: king
    // k10
    String fen = "10k/2PN8/K10/11/11/11/11/11/11/4H6 w -- - 00 0 1";
    createByApi(
        "{\"variant\":\"tamerlane\",\"options\":{\"fen\":\""
            + fen
            + "\"},\"clock\":\"none\",\"minutes\":5,\"seconds\":0,\"colour\":\"white\","
            + "\"mode\":\"hotseat\"}");
    var d = browser.driver();
    assertTrue(
        d.findElement(By.cssSelector(".cg-wrap")).getAttribute("class").contains("tamerlane"));
    assertEquals(4, d.findElements(By.cssSelector("cg-board piece")).size());
    assertEquals(1, d.findElements(By.cssSelector("cg-board piece.pn-piece.white")).size());
    // the pawn of knights reaches the last rank and becomes a knight: no chooser
    move("c9", "c10", 1);
    assertEquals(List.of("c10=N"), sans());
    assertEquals(1, d.findElements(By.cssSelector("cg-board piece.n-piece.white")).size());
    move("k10", "k9", 2);
    // the king steps into the enemy citadel: a draw, or (once) the exchange with the prince
    click("a8");
    click("z9");
    browser.waiting().until(x -> x.findElements(By.cssSelector("#promotion .promote")).size() == 2);
    browser.screenshot("tamerlane-citadel-choice");
    assertEquals(
        List.of("Kz9 (patta)", "Kz9:He1 (scambio, si continua)"),
        d.findElements(By.cssSelector("#promotion .promote")).stream()
            .map(WebElement::getText)
            .sorted()
            .toList());
    d.findElement(By.cssSelector("#promotion .promote[data-uci='a8z9']")).click();
    waitVersion(3);
    var status = d.findElement(By.id("status"));
    assertEquals("1/2-1/2", status.getAttribute("data-result"));
    browser.screenshot("tamerlane-citadel-draw");
  }

  @Test
  void tamerlaneFromItsArrayByClicks() {
    create("tamerlane", "hotseat");
    var d = browser.driver();
    assertEquals(56, d.findElements(By.cssSelector("cg-board piece")).size(), "28 pieces a side");
    browser.screenshot("tamerlane-start");
    move("f3", "f4", 1); // White's pawn of kings
    move("f8", "f7", 2); // Black's, on the turned board
    move("b2", "c4", 3); // a knight
    assertEquals(List.of("f4", "f7", "Nc4"), sans());
    browser.screenshot("tamerlane-after-three-moves");
    // on one screen a takeback is granted at once: the knight goes back
    d.findElement(By.id("takeback")).click();
    waitVersion(4);
    assertEquals(List.of("f4", "f7"), sans());
  }

  @Test
  void chess960DrawnByAgreementAndSprintResignedByClicks() {
    var d = browser.driver();
    d.get(server.url() + "/");
    browser.waiting().until(x -> x.findElements(By.id("create")).size() == 1);
    new Select(d.findElement(By.id("variant"))).selectByValue("chess960");
    d.findElement(By.id("opt-number")).sendKeys("0"); // BBQNNRKR
    new Select(d.findElement(By.id("mode"))).selectByValue("hotseat");
    d.findElement(By.id("create")).click();
    browser.waiting().until(x -> x.getCurrentUrl().contains("/game/"));
    waitVersion(0);
    assertEquals(2, d.findElements(By.cssSelector("cg-board piece.b-piece.white")).size());
    move("e2", "e3", 1);
    move("e7", "e6", 2);
    // a draw may be agreed once both have moved (FIDE 5.2.3): White offers, then moves
    d.findElement(By.id("offer")).click();
    waitVersion(3);
    move("d2", "d3", 4);
    // Black, at the same screen, answers White's offer
    d.findElement(By.id("accept")).click();
    waitVersion(5);
    assertEquals("1/2-1/2", d.findElement(By.id("status")).getAttribute("data-result"));
    browser.screenshot("chess960-draw-agreed");

    create("sprint", "hotseat");
    d.findElement(By.cssSelector("#hand .tile[data-tile='P']")).click();
    click("d3");
    waitVersion(1);
    d.findElement(By.id("ready")).click();
    d.findElement(By.id("resign")).click(); // Black resigns
    waitVersion(2);
    assertEquals("1-0", d.findElement(By.id("status")).getAttribute("data-result"));
  }

  @Test
  void aSprintTileDraggedFromTheHand() {
    create("sprint", "hotseat");
    var d = browser.driver();
    WebElement pawn = d.findElement(By.cssSelector("#hand .tile[data-tile='P']"));
    WebElement board = d.findElement(By.cssSelector("cg-board"));
    int size = board.getSize().getWidth();
    // d3 on White's board: file 3 of 8, rank 3 of 8 from the bottom
    int dx = (int) Math.round(3.5 * size / 8.0 - size / 2.0);
    int dy = (int) Math.round(5.5 * size / 8.0 - size / 2.0);
    new Actions(d)
        .clickAndHold(pawn)
        .moveByOffset(5, -5)
        .moveToElement(board, dx, dy)
        .release()
        .perform();
    waitVersion(1);
    assertEquals(List.of("P@d3"), sans());
  }

  @Test
  void aPremoveIsPlayedOnceTheOpponentHasMoved() {
    var d = browser.driver();
    d.get(server.url() + "/");
    browser.waiting().until(x -> x.findElements(By.id("create")).size() == 1);
    new Select(d.findElement(By.id("variant"))).selectByValue("chess");
    new Select(d.findElement(By.id("colour"))).selectByValue("white");
    new Select(d.findElement(By.id("mode"))).selectByValue("private");
    d.findElement(By.id("create")).click();
    browser.waiting().until(x -> x.getCurrentUrl().contains("/game/"));
    waitVersion(0);
    String id = d.getCurrentUrl().replaceAll(".*/game/", "");
    ApiClient opponent = new ApiClient(server.url());
    opponent.guest();
    assertEquals(200, opponent.post("/api/games/" + id + "/join", java.util.Map.of()).status());
    waitVersion(0);
    browser.waiting().until(x -> x.findElement(By.id("status")).getText().startsWith("Muove"));
    move("e2", "e4", 1);
    // while Black thinks, White's next move is chosen in advance
    click("d2");
    click("d4");
    // the board draws the premove on its next animation frame, late on a busy machine
    browser
        .waiting()
        .until(x -> x.findElements(By.cssSelector("cg-board square.current-premove")).size() == 2);
    assertEquals(200, GameApiTest.act(opponent, id, "move", "e5", "b1").status());
    waitVersion(3);
    browser.waiting().until(x -> sans().equals(List.of("e4", "e5", "d4")));
  }

  @Test
  void aGameAgainstTheComputer() {
    var d = browser.driver();
    d.get(server.url() + "/");
    browser.waiting().until(x -> x.findElements(By.id("create")).size() == 1);
    new Select(d.findElement(By.id("variant"))).selectByValue("chess");
    new Select(d.findElement(By.id("colour"))).selectByValue("white");
    new Select(d.findElement(By.id("mode"))).selectByValue("computer");
    assertTrue(d.findElement(By.id("level")).isDisplayed());
    new Select(d.findElement(By.id("level"))).selectByValue("1");
    d.findElement(By.id("create")).click();
    browser.waiting().until(x -> x.getCurrentUrl().contains("/game/"));
    waitVersion(0);
    assertTrue(
        d.findElement(By.id("players")).getText().endsWith("Computer (livello 1)"),
        d.findElement(By.id("players")).getText());
    click("e2");
    click("e4");
    waitVersion(2); // the move, then the computer's answer, committed and shown
    assertEquals(2, sans().size());
    assertEquals("e4", sans().get(0));
    browser.screenshot("computer-answered");
  }

  @Test
  void onAPhoneTheBoardFitsAndTheClocksAndHandStayVisible() {
    try (Browser phone = Browser.start(390, 844)) {
      var d = phone.driver();
      d.get(server.url() + "/");
      phone.waiting().until(x -> x.findElements(By.id("create")).size() == 1);
      new Select(d.findElement(By.id("variant"))).selectByValue("sprint");
      new Select(d.findElement(By.id("mode"))).selectByValue("hotseat");
      d.findElement(By.id("create")).click();
      phone
          .waiting()
          .until(x -> "0".equals(x.findElement(By.tagName("body")).getAttribute("data-version")));
      Object fits =
          d.executeScript(
              "const w = window.innerWidth, h = window.innerHeight;"
                  + "const r = (s) => document.querySelector(s).getBoundingClientRect();"
                  + "const inside = (s) => { const b = r(s); return b.left >= 0 && b.right <= w && b.top >= 0 && b.bottom <= h; };"
                  + "return [document.documentElement.scrollWidth <= w, inside('cg-board'),"
                  + " inside('#clock-top .clock'), inside('#clock-bottom .clock'), inside('#hand')].join(',');");
      phone.screenshot("phone-sprint");
      assertEquals("true,true,true,true,true", fits);
    }
  }

  @Test
  void aSprintPlacementFromTheHandThenAReconnection() {
    create("sprint", "hotseat");
    var d = browser.driver();
    WebElement pawn = d.findElement(By.cssSelector("#hand .tile[data-tile='P']"));
    pawn.click();
    click("d3");
    waitVersion(1);
    // the hand of the side that moved is hidden until the next player is ready
    assertTrue(d.findElement(By.id("pass")).isDisplayed());
    browser.screenshot("sprint-hotseat-pass-device");
    d.findElement(By.id("ready")).click();
    browser.screenshot("sprint-hotseat-black-hand");
    assertEquals("P@d3", d.findElements(By.cssSelector("#moves .san")).get(0).getText());
    String url = d.getCurrentUrl();
    d.get(url); // the page again: a new connection catches up with the game
    waitVersion(1);
    assertEquals("P@d3", d.findElements(By.cssSelector("#moves .san")).get(0).getText());
  }
}
