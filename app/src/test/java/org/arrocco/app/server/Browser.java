package org.arrocco.app.server;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.util.Comparator;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * A headless Debian Chromium driven by Debian's chromedriver, both at fixed paths (nothing is
 * downloaded), with a fresh profile; screenshots are kept under {@code app/target/screenshots/}.
 */
public final class Browser implements AutoCloseable {
  /** Where screenshots go, kept as the tests' artefacts. */
  public static final Path SCREENSHOTS = Path.of("target", "screenshots");

  private final ChromeDriver driver;
  private final Path profile;

  private Browser(ChromeDriver driver, Path profile) {
    this.driver = driver;
    this.profile = profile;
  }

  /** Starts a browser with a window of the given size (a phone: 390 x 844). */
  public static Browser start(int width, int height) {
    String chromium = System.getenv().getOrDefault("CHROMIUM", "/usr/bin/chromium");
    String chromedriver = System.getenv().getOrDefault("CHROMEDRIVER", "/usr/bin/chromedriver");
    if (!new File(chromium).canExecute() || !new File(chromedriver).canExecute()) {
      throw new IllegalStateException(
          "Chromium or its driver is missing ("
              + chromium
              + ", "
              + chromedriver
              + "): apt-get install chromium chromium-driver");
    }
    try {
      Path profile = Files.createTempDirectory("arrocco-chromium");
      ChromeOptions options = new ChromeOptions();
      options.setBinary(chromium);
      options.addArguments(
          "--headless",
          "--no-sandbox",
          "--disable-gpu",
          "--disable-quic",
          "--no-first-run",
          "--disable-background-networking",
          "--disable-component-update",
          "--disable-sync",
          "--disable-dev-shm-usage",
          "--user-data-dir=" + profile,
          "--window-size=" + width + "," + height);
      ChromeDriverService service =
          new ChromeDriverService.Builder()
              .usingDriverExecutable(new File(chromedriver))
              .usingAnyFreePort()
              .build();
      return new Browser(new ChromeDriver(service, options), profile);
    } catch (IOException e) {
      throw new IllegalStateException(e);
    }
  }

  public ChromeDriver driver() {
    return driver;
  }

  /** A wait of up to ten seconds. */
  public WebDriverWait waiting() {
    WebDriverWait wait = new WebDriverWait(driver, Duration.ofSeconds(10));
    // a page that navigates while it is looked at (a new game opened) is looked at again
    wait.ignoring(org.openqa.selenium.StaleElementReferenceException.class);
    return wait;
  }

  /** Saves a screenshot as {@code target/screenshots/NAME.png}; returns its path. */
  public Path screenshot(String name) {
    try {
      Files.createDirectories(SCREENSHOTS);
      File shot = driver.getScreenshotAs(OutputType.FILE);
      Path to = SCREENSHOTS.resolve(name + ".png");
      Files.copy(shot.toPath(), to, StandardCopyOption.REPLACE_EXISTING);
      return to;
    } catch (IOException e) {
      throw new IllegalStateException(e);
    }
  }

  @Override
  public void close() {
    driver.quit();
    try (var files = Files.walk(profile)) {
      files.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
    } catch (IOException e) {
      // a profile left in the temporary directory harms nothing
    }
  }
}
