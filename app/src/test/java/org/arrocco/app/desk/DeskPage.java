package org.arrocco.app.desk;

import java.time.Duration;
import org.arrocco.app.server.Browser;
import org.openqa.selenium.By;
import org.openqa.selenium.StaleElementReferenceException;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * The arbiter's desk page as the browser tests drive it: the event's version the page shows (the
 * body's {@code data-version}), waiting until an act is committed, typing into a field, clicking a
 * button that makes an act.
 */
final class DeskPage {
  private DeskPage() {}

  static int version(Browser b) {
    String v = b.driver().findElement(By.tagName("body")).getAttribute("data-version");
    return v == null ? 0 : Integer.parseInt(v);
  }

  /** Waits for the page to show a version after {@code before}: the act was committed. */
  static void after(Browser b, int before) {
    b.waiting().until(d -> version(b) > before);
  }

  static void type(WebDriver d, String id, String text) {
    // the page may draw itself again meanwhile (the event's stream): the field is found anew
    new WebDriverWait(d, Duration.ofSeconds(10))
        .ignoring(StaleElementReferenceException.class)
        .until(
            x -> {
              WebElement e = x.findElement(By.id(id));
              e.clear();
              e.sendKeys(text);
              return text.equals(x.findElement(By.id(id)).getAttribute("value"));
            });
  }

  /** Clicks the button {@code id} and waits for its act to be committed. */
  static void click(Browser b, String id) {
    int before = version(b);
    b.waiting().until(ExpectedConditions.elementToBeClickable(By.id(id))).click();
    after(b, before);
  }

  /** Registers a player through the desk's form: name, FIDE rating (0: unrated, left empty). */
  static void register(Browser b, String name, int fideRating) {
    type(b.driver(), "p-name", name);
    if (fideRating > 0) {
      type(b.driver(), "p-fide-rating", Integer.toString(fideRating));
    }
    click(b, "register-player");
  }
}
