package org.arrocco.app.server;

import java.io.IOException;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code arrocco serve} in a process of its own (this test JVM's class path), so that a test can
 * kill it with SIGKILL ({@code kill -9}) and start it again on the same data.
 */
public final class ServerProcess implements AutoCloseable {
  private final Process process;
  private final int port;

  private ServerProcess(Process process, int port) {
    this.process = process;
    this.port = port;
  }

  /** Starts {@code serve} on a free port with the data directory {@code data}; waits for it. */
  public static ServerProcess start(Path data, String db) throws IOException, InterruptedException {
    int port;
    try (ServerSocket s = new ServerSocket(0)) {
      port = s.getLocalPort();
    }
    List<String> cmd = new ArrayList<>();
    cmd.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    cmd.add("-cp");
    cmd.add(System.getProperty("java.class.path"));
    cmd.add("org.arrocco.app.Arrocco");
    cmd.addAll(List.of("serve", "--host", "127.0.0.1", "--port", "" + port, "--data", "" + data));
    if (db != null) {
      cmd.addAll(List.of("--db", db));
    }
    Process p =
        new ProcessBuilder(cmd)
            .redirectErrorStream(true)
            .redirectOutput(data.resolve("server.log").toFile())
            .start();
    ServerProcess sp = new ServerProcess(p, port);
    HttpClient http = HttpClient.newHttpClient();
    // a JVM starting on a machine shared with other builds may take a minute: wait for the
    // answer, not for a guess of the time
    long end = System.currentTimeMillis() + 180_000;
    while (System.currentTimeMillis() < end) {
      if (!p.isAlive()) {
        throw new IllegalStateException("the server ended; see " + data.resolve("server.log"));
      }
      try {
        HttpResponse<String> r =
            http.send(
                HttpRequest.newBuilder(URI.create(sp.url() + "/api/health")).build(),
                HttpResponse.BodyHandlers.ofString());
        if (r.statusCode() == 200) {
          return sp;
        }
      } catch (IOException e) {
        // not listening yet
      }
      Thread.sleep(50);
    }
    p.destroyForcibly();
    throw new IllegalStateException(
        "the server did not answer within 180 s; see " + data.resolve("server.log"));
  }

  public String url() {
    return "http://127.0.0.1:" + port;
  }

  /** Kills the process with SIGKILL, as {@code kill -9} does, and waits for its end. */
  public void kill() throws InterruptedException {
    new ProcessBuilder("kill", "-9", Long.toString(process.pid())).inheritIO();
    process.destroyForcibly();
    process.waitFor();
  }

  @Override
  public void close() throws InterruptedException {
    if (process.isAlive()) {
      kill();
    }
  }
}
