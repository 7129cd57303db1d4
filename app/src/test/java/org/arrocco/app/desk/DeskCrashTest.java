package org.arrocco.app.desk;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.atomic.AtomicBoolean;
import org.arrocco.app.Cli;
import org.arrocco.app.server.ApiClient;
import org.arrocco.app.server.ServerProcess;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

/**
 * Nothing an arbiter was told is recorded is lost: the server process is killed with SIGKILL while
 * an arbiter enters players one after another, three times, and after each restart every act
 * acknowledged is in the event (the one in flight may be too); a round paired before a kill comes
 * back with the same position, colours and boards.
 */
class DeskCrashTest {
  @Test
  void threeKillsLoseNoAcknowledgedAct() throws Exception {
    Path data = Files.createTempDirectory("arrocco-desk-crash");
    ServerProcess server = ServerProcess.start(data, null);
    DeskClient.member(server.url(), "Arbitra");
    server.close(); // SIGKILL: the account was acknowledged, so it is there
    Cli grant = Cli.run("arbiter", "grant", "Arbitra", "--data", data.toString());
    assertEquals(0, grant.status(), grant.err());
    server = ServerProcess.start(data, null);
    try {
      DeskClient desk = new DeskClient(DeskClient.member(server.url(), "Arbitra"));
      java.util.Map<String, Object> open = DeskClient.announcement("Open del crash", 5);
      open.put("capacity", 2000); // a fast machine enters hundreds of players between kills
      desk.create(open);
      Random random = new Random(5);
      Set<String> acknowledged = new HashSet<>();
      int sent = 0;
      int earlier = 0; // players in the event before this kill's acts
      for (int kill = 0; kill < 3; kill++) {
        AtomicBoolean stop = new AtomicBoolean();
        java.util.concurrent.atomic.AtomicReference<String> refused =
            new java.util.concurrent.atomic.AtomicReference<>("nothing");
        List<String> acked = new ArrayList<>();
        DeskClient d = desk;
        int from = sent;
        Thread arbiter =
            new Thread(
                () -> {
                  for (int n = from; !stop.get(); n++) {
                    String name = "Giocatore " + n;
                    try {
                      java.util.Map<String, Object> who = java.util.Map.of("name", name);
                      ApiClient.Reply r = d.send("register", "player", who);
                      if (r.status() == 200) {
                        synchronized (acked) {
                          acked.add(name);
                          acked.notifyAll();
                        }
                      } else {
                        refused.set(r.status() + " " + r.body());
                        if (r.status() == 409) {
                          d.follow(d.event); // shown an old version: look again, as a page does
                        }
                      }
                    } catch (RuntimeException e) {
                      return; // the server is gone
                    }
                  }
                });
        arbiter.start();
        // kill at a random moment after the first act was acknowledged, not before
        long deadline = System.nanoTime() + 60_000_000_000L;
        synchronized (acked) {
          while (acked.isEmpty() && arbiter.isAlive() && System.nanoTime() < deadline) {
            acked.wait(100);
          }
        }
        Thread.sleep(random.nextInt(1200));
        server.kill();
        stop.set(true);
        arbiter.join();
        acknowledged.addAll(acked);
        server = ServerProcess.start(data, null);
        ApiClient moved = desk.browser.at(server.url());
        long event = desk.event;
        desk = new DeskClient(moved).follow(event);
        Set<String> there = new HashSet<>();
        for (JsonNode p : desk.state().get("players")) {
          there.add(p.get("name").asString());
        }
        assertTrue(there.containsAll(acknowledged), "lost: " + minus(acknowledged, there));
        // each kill may leave one act committed but not acknowledged: at most one more than acked
        assertTrue(
            there.size() - earlier <= acked.size() + 1,
            "at most the act in flight more: "
                + (there.size() - earlier)
                + " new, "
                + acked.size()
                + " acknowledged");
        assertTrue(
            acked.size() > 0,
            "the arbiter entered players before the kill; last refusal: " + refused.get());
        sent = there.size() + 1000 * (kill + 1);
        earlier = there.size();
      }
      // a round paired just before a kill comes back as it was drawn and paired
      for (int id = 1; id <= 6; id++) {
        desk.act("checkin", "player", id, "present", true);
      }
      JsonNode paired = desk.act("pair");
      String before = desk.eventFile();
      server.kill();
      server = ServerProcess.start(data, null);
      desk = new DeskClient(desk.browser.at(server.url())).follow(desk.event);
      assertEquals(before, desk.eventFile());
      assertEquals(
          paired.get("position").asInt(),
          desk.state().get("rounds").get(0).get("startPosition").asInt());
    } finally {
      server.close();
    }
  }

  private static Set<String> minus(Set<String> a, Set<String> b) {
    Set<String> out = new HashSet<>(a);
    out.removeAll(b);
    return out;
  }
}
