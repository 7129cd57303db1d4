package org.arrocco.app.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.CookieManager;
import java.net.HttpCookie;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * A kept-alive connection whose request body arrives after its headers (Java's HttpClient writes
 * them apart; on a busy machine the handler may run in between) stays usable: the server answers
 * the request and then the next one on the same connection, or says {@code Connection: close}. A
 * join that answered without reading its {@code {}} body once left the next request unanswered.
 */
class PersistentConnectionTest {
  private static TestServer server;

  @BeforeAll
  static void start() {
    server = TestServer.start(TestServer.Db.H2);
  }

  @AfterAll
  static void stop() {
    server.close();
  }

  @Test
  void aJoinWhoseBodyComesLateKeepsTheConnectionUsable() throws Exception {
    ApiClient w = new ApiClient(server.url());
    w.guest();
    String id = w.post("/api/games", GameApiTest.order("chess", "white", "open")).text("game");
    ApiClient b = new ApiClient(server.url());
    b.guest();
    String head =
        "POST /api/games/"
            + id
            + "/join HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
            + "Cookie: "
            + cookie(b)
            + "\r\nX-CSRF-Token: "
            + b.csrf()
            + "\r\nContent-Length: 2\r\n\r\n";
    assertBothAnswered(head, "{}", 200);
  }

  @Test
  void aRefusalWhoseBodyComesLateKeepsTheConnectionUsable() throws Exception {
    String head =
        "POST /api/games/nosuch/join HTTP/1.1\r\nHost: 127.0.0.1\r\n"
            + "Content-Type: application/json\r\nContent-Length: 2\r\n\r\n";
    assertBothAnswered(head, "{}", 401);
  }

  private static void assertBothAnswered(String head, String body, int status) throws Exception {
    try (Socket socket = new Socket("127.0.0.1", server.server().port())) {
      socket.setSoTimeout(10_000);
      OutputStream out = socket.getOutputStream();
      InputStream in = socket.getInputStream();
      out.write(head.getBytes(StandardCharsets.US_ASCII));
      out.flush();
      Thread.sleep(300); // the body comes late; what is tested is the answer, not the wait
      out.write(body.getBytes(StandardCharsets.US_ASCII));
      out.flush();
      String first = response(in);
      assertTrue(first.startsWith("HTTP/1.1 " + status), first);
      if (first.toLowerCase(Locale.ROOT).contains("\r\nconnection: close\r\n")) {
        return; // honest: the client will not reuse it
      }
      String second;
      try {
        out.write("GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".getBytes());
        out.flush();
        second = response(in);
      } catch (IOException e) {
        second = e.toString();
      }
      assertTrue(
          second.startsWith("HTTP/1.1 200"),
          "the connection kept alive after\n"
              + first
              + "\nanswered the next request with "
              + second);
    }
  }

  private static String cookie(ApiClient c) {
    CookieManager jar = (CookieManager) c.http().cookieHandler().orElseThrow();
    HttpCookie session = jar.getCookieStore().getCookies().get(0);
    return session.getName() + "=" + session.getValue();
  }

  /** One response: its head and, by its Content-Length, its body; "<EOF>" if the server closed. */
  private static String response(InputStream in) throws IOException {
    ByteArrayOutputStream head = new ByteArrayOutputStream();
    int c;
    while ((c = in.read()) != -1) {
      head.write(c);
      String s = head.toString(StandardCharsets.US_ASCII);
      if (s.endsWith("\r\n\r\n")) {
        int length = 0;
        for (String line : s.split("\r\n")) {
          if (line.toLowerCase(Locale.ROOT).startsWith("content-length:")) {
            length = Integer.parseInt(line.substring("content-length:".length()).trim());
          }
        }
        byte[] body = in.readNBytes(length);
        assertEquals(length, body.length, "a body cut short");
        return s + new String(body, StandardCharsets.UTF_8);
      }
    }
    return head.toString(StandardCharsets.US_ASCII) + "<EOF>";
  }
}
