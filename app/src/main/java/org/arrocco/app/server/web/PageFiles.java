package org.arrocco.app.server.web;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Base64;

/**
 * The browser page's entry file and the Content-Security-Policy that goes with it: scripts only
 * from this server, plus the one inline script the page has, its import map, allowed by its SHA-256
 * (import maps must be inline).
 */
public final class PageFiles {
  private final String index;
  private final String policy;

  private PageFiles(String index, String policy) {
    this.index = index;
    this.policy = policy;
  }

  /** Reads {@code /web/index.html} from the class path. */
  public static PageFiles load() {
    try (InputStream in = PageFiles.class.getResourceAsStream("/web/index.html")) {
      if (in == null) {
        throw new IllegalStateException("the page /web/index.html is missing from the build");
      }
      String html = new String(in.readAllBytes(), StandardCharsets.UTF_8);
      String open = "<script type=\"importmap\">";
      int from = html.indexOf(open) + open.length();
      int to = html.indexOf("</script>", from);
      String map = html.substring(from, to);
      String hash =
          Base64.getEncoder()
              .encodeToString(
                  MessageDigest.getInstance("SHA-256")
                      .digest(map.getBytes(StandardCharsets.UTF_8)));
      String policy =
          "default-src 'self'; script-src 'self' 'sha256-"
              + hash
              + "'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self';"
              + " frame-ancestors 'none'; base-uri 'none'; form-action 'self'";
      return new PageFiles(html, policy);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException(e);
    }
  }

  /** The page's HTML. */
  public String index() {
    return index;
  }

  /** The Content-Security-Policy header's value. */
  public String policy() {
    return policy;
  }
}
