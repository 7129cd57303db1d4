package org.arrocco.app.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.support.ui.ExpectedConditions;

/**
 * The page in a real browser: Italian at first, English after the switch and after a reload, a
 * guest session opened by itself, registration from the page, and the board's package loaded
 * through the import map under the page's Content-Security-Policy.
 */
class PageBrowserTest {
  static TestServer server;
  static Browser browser;

  @BeforeAll
  static void start() {
    server = TestServer.start(TestServer.Db.H2);
    browser = Browser.start(1000, 700);
  }

  @AfterAll
  static void stop() {
    browser.close();
    server.close();
  }

  private void ready() {
    browser
        .waiting()
        .until(d -> "true".equals(d.findElement(By.tagName("body")).getAttribute("data-ready")));
  }

  @Test
  void italianFirstThenEnglishRememberedThenRegistered() {
    var d = browser.driver();
    d.get(server.url() + "/");
    ready();
    assertEquals("Il tuo account", d.findElement(By.cssSelector("#account h2")).getText());
    assertTrue(d.findElement(By.id("who")).getText().startsWith("Ospite "));
    browser.screenshot("page-guest-it");
    d.findElement(By.id("lang")).click();
    browser
        .waiting()
        .until(ExpectedConditions.textToBe(By.cssSelector("#account h2"), "Your account"));
    d.navigate().refresh();
    ready();
    assertEquals("Your account", d.findElement(By.cssSelector("#account h2")).getText());
    assertEquals("en", d.findElement(By.tagName("html")).getAttribute("lang"));

    d.findElement(By.id("account-name")).sendKeys("Morphy");
    d.findElement(By.id("account-password")).sendKeys("opera-1858");
    d.findElement(By.id("register")).click();
    browser.waiting().until(ExpectedConditions.elementToBeClickable(By.id("logout")));
    assertEquals("Morphy", d.findElement(By.id("who")).getText());
    browser.screenshot("page-registered-en");
  }

  @Test
  void theBoardPackageLoadsThroughTheImportMap() {
    var d = browser.driver();
    d.get(server.url() + "/");
    ready();
    Object type =
        d.executeAsyncScript(
            "const done = arguments[0];"
                + "import('chessgroundx').then(m => done(typeof m.Chessground), e => done('failed: ' + e));");
    assertEquals("function", type);
  }
}
