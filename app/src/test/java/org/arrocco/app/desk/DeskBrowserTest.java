package org.arrocco.app.desk;

import static org.arrocco.app.desk.DeskPage.after;
import static org.arrocco.app.desk.DeskPage.click;
import static org.arrocco.app.desk.DeskPage.register;
import static org.arrocco.app.desk.DeskPage.type;
import static org.arrocco.app.desk.DeskPage.version;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
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

/**
 * An arbiter at the desk in a real browser (Debian's Chromium, headless): logs in from the desk's
 * redirect, creates the event, registers and checks in the players, pairs round 1 (the Chess960
 * position read out large), enters the results by keyboard (board number, Enter, 1 ½ 0 + -),
 * corrects one with a reason, and reads the standings and a printout; a phone on the public page
 * sees the results arrive without reloading. Screenshots under {@code target/screenshots/desk-*}.
 */
class DeskBrowserTest {
  static TestServer server;
  static Browser desk;
  static Browser phone;

  @BeforeAll
  static void start() {
    server = TestServer.start(TestServer.Db.H2);
    DeskClient.member(server.url(), "Arbitra");
    new Arbiters(server.server().database().jdbi()).grant("Arbitra", 1L);
    desk = Browser.start(1280, 900);
    phone = Browser.start(390, 844);
  }

  @AfterAll
  static void stop() {
    desk.close();
    phone.close();
    server.close();
  }

  @Test
  void anArbiterPairsARoundAndEntersItsResultsByKeyboard() {
    WebDriver d = desk.driver();
    d.get(server.url() + "/arbiter/");
    desk.waiting().until(ExpectedConditions.elementToBeClickable(By.id("login")));
    assertTrue(d.getCurrentUrl().contains("next=%2Farbiter%2F"), d.getCurrentUrl());
    type(d, "account-name", "Arbitra");
    type(d, "account-password", "secret-word-42");
    d.findElement(By.id("login")).click();
    desk.waiting().until(ExpectedConditions.elementToBeClickable(By.id("create-event")));

    type(d, "ev-name", "Open del giovedì");
    type(d, "ev-venue", "Vedano al Lambro");
    d.findElement(By.id("ev-rounds")).clear();
    d.findElement(By.id("ev-rounds")).sendKeys("5");
    d.findElement(By.id("create-event")).click();
    desk.waiting().until(ExpectedConditions.urlMatches(".*/arbiter/event/\\d+$"));
    String eventUrl = d.getCurrentUrl();
    String id = eventUrl.replaceAll(".*/", "");
    desk.waiting().until(ExpectedConditions.textToBe(By.id("event-name"), "Open del giovedì"));

    String[] names = {
      "Rossi, Marco",
      "Bianchi, Luca",
      "Verdi, Anna",
      "Neri, Paolo",
      "Galli, Sara",
      "Conti, Piero",
      "Ferri, Elena",
      "Greco, Luigi"
    };
    int[] ratings = {2012, 1650, 0, 1580, 1600, 1720, 0, 1810};
    for (int i = 0; i < names.length; i++) {
      register(desk, names[i], ratings[i]);
    }
    assertEquals(8, d.findElements(By.cssSelector("#player-list tbody tr")).size());
    for (int p = 1; p <= 8; p++) {
      click(desk, "checkin-" + p);
    }
    desk.screenshot("desk-players");

    // a phone follows the public page before the round is paired
    phone.driver().get(server.url() + "/torneo/" + id);
    phone.waiting().until(ExpectedConditions.presenceOfElementLocated(By.id("public-players")));

    d.findElement(By.id("tab-round")).click();
    click(desk, "pair-round");
    desk.waiting().until(ExpectedConditions.presenceOfElementLocated(By.id("read-out")));
    String readOut = d.findElement(By.id("read-out")).getText();
    assertTrue(readOut.contains("Re") && readOut.contains("Torre"), readOut);
    assertEquals(4, d.findElements(By.cssSelector("#pairings tbody tr")).size());
    desk.screenshot("desk-round-1-paired");

    phone.waiting().until(ExpectedConditions.presenceOfElementLocated(By.id("public-pairings")));
    WebElement key = d.findElement(By.id("board-key"));
    String[][] results = {
      {"1", "1", "1-0"}, {"2", "5", "½-½"}, {"3", "0", "0-1"}, {"4", "+", "+-"}
    };
    for (String[] r : results) {
      int before = version(desk);
      key = d.findElement(By.id("board-key"));
      key.sendKeys(r[0], Keys.ENTER, r[1]);
      after(desk, before);
      // the page may draw itself twice (the act's answer and the stream's news): read it anew
      desk.waiting().until(ExpectedConditions.textToBe(By.id("result-" + r[0]), r[2]));
    }
    // the phone saw every result arrive, without reloading
    phone
        .waiting()
        .until(ExpectedConditions.textToBe(By.cssSelector("#public-board-4 td.result"), "+-"));
    phone.screenshot("desk-public-phone");

    // a correction asks for its reason, and the log keeps it
    int before = version(desk);
    d.findElement(By.id("board-key")).sendKeys("1", Keys.ENTER, "0");
    desk.waiting().until(ExpectedConditions.visibilityOfElementLocated(By.id("correction-reason")));
    d.findElement(By.id("correction-reason")).sendKeys("firme invertite", Keys.ENTER);
    after(desk, before);
    desk.waiting().until(ExpectedConditions.textToBe(By.id("result-1"), "0-1"));
    desk.screenshot("desk-round-1-results");

    d.findElement(By.id("tab-standings")).click();
    desk.waiting().until(ExpectedConditions.presenceOfElementLocated(By.id("standings-table")));
    List<WebElement> lines = d.findElements(By.cssSelector("#standings-table tbody tr"));
    assertEquals(8, lines.size());
    assertTrue(d.findElement(By.id("crosstable")).getText().contains("+"));
    desk.screenshot("desk-standings");

    d.findElement(By.id("tab-log")).click();
    desk.waiting().until(ExpectedConditions.presenceOfElementLocated(By.id("log-table")));
    assertTrue(d.findElement(By.id("log-table")).getText().contains("firme invertite"));

    d.get(server.url() + "/arbiter/event/" + id + "/print?what=alphabetical");
    desk.waiting().until(ExpectedConditions.presenceOfElementLocated(By.id("print-table")));
    String alpha = d.findElement(By.id("print-table")).getText();
    assertTrue(alpha.indexOf("Bianchi") < alpha.indexOf("Verdi"), alpha);
    desk.screenshot("desk-print-alphabetical");
    String[][] prints = {
      {"pairings", "Rossi"}, {"standings", "1"}, {"crosstable", "+"}, {"prizes", "30"}
    };
    for (String[] p : prints) {
      d.get(server.url() + "/arbiter/event/" + id + "/print?what=" + p[0]);
      desk.waiting()
          .until(ExpectedConditions.attributeToBe(By.tagName("body"), "data-ready", "true"));
      String shown = d.findElement(By.id("main")).getText();
      assertTrue(shown.contains(p[1]) && shown.contains("Open del giovedì"), p[0] + ": " + shown);
      desk.screenshot("desk-print-" + p[0]);
    }
  }
}
