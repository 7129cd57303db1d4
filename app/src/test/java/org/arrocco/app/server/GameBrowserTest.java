package org.arrocco.app.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.interactions.Actions;
import org.openqa.selenium.support.ui.Select;

/**
 * Games in a real browser, by clicks on the chessgroundx board: a hotseat chess game to mate (the
 * board turning with the side to move), a Sprint placement from the hand, and a reconnection that
 * catches up; screenshots kept under {@code target/screenshots/}.
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

  /** Clicks a square of the board as it is oriented now. */
  private void click(String square) {
    var d = browser.driver();
    WebElement board = d.findElement(By.cssSelector("cg-board"));
    boolean black =
        d.findElement(By.cssSelector(".cg-wrap"))
            .getAttribute("class")
            .contains("orientation-black");
    int size = board.getSize().getWidth();
    int file = square.charAt(0) - 'a';
    int rank = square.charAt(1) - '1';
    double x = black ? 7 - file : file;
    double y = black ? rank : 7 - rank;
    int dx = (int) Math.round((x + 0.5) * size / 8.0 - size / 2.0);
    int dy = (int) Math.round((y + 0.5) * size / 8.0 - size / 2.0);
    new Actions(d).moveToElement(board, dx, dy).click().perform();
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
