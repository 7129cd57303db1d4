package org.arrocco.app.desk;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.Set;
import org.arrocco.app.server.ApiClient;
import org.arrocco.app.server.TestServer;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

/**
 * The desk's events as a log of acts: each act checked by the tournament model, recorded with what
 * chance and the pairer decided, and replayed into the identical event after a restart; two
 * arbiters at once, the second told of the first's act; the audit log. On H2 here and on PostgreSQL
 * by the subclass.
 */
class DeskApiTest {
  static TestServer server;

  static TestServer.Db db() {
    return TestServer.Db.H2;
  }

  @BeforeAll
  static void start() {
    server = TestServer.start(db());
    DeskClient.member(server.url(), "Arbitra");
    DeskClient.member(server.url(), "Secondo");
    Arbiters arbiters = new Arbiters(server.server().database().jdbi());
    arbiters.grant("Arbitra", 1L);
    arbiters.grant("Secondo", 1L);
  }

  @AfterAll
  static void stop() {
    server.close();
  }

  private static DeskClient arbiter(String name) {
    return new DeskClient(DeskClient.member(server.url(), name));
  }

  @Test
  void aSecondArbiterIsToldOfTheFirstsActAndOverwritesNothing() {
    DeskClient anna = arbiter("Arbitra").create(DeskClient.announcement("Due arbitri", 3));
    DeskClient marco = arbiter("Secondo").follow(anna.event);
    anna.register("Rossi, Marco", 2012);
    // Marco's page still shows version 1: his act is refused with what he missed
    ApiClient.Reply late = marco.send("register", "player", java.util.Map.of("name", "Verdi, A"));
    assertEquals(409, late.status(), late.body());
    assertEquals(2, late.json().get("version").asInt());
    JsonNode missed = late.json().get("missed");
    assertEquals(1, missed.size());
    assertEquals("Arbitra", missed.get(0).get("arbiter").asString());
    assertEquals("register", missed.get(0).get("kind").asString());
    assertEquals("Rossi, Marco", missed.get(0).get("action").get("player").get("name").asString());
    assertEquals(1, anna.state().get("players").size(), "nothing of Marco's was recorded");
    // seen it, he decides again
    marco.version = 2;
    marco.register("Verdi, Anna", 0);
    assertEquals(2, anna.state().get("players").size());
    assertEquals(3, anna.state().get("version").asInt());
  }

  @Test
  void theModelsRefusalIsWordedInTheArbitersLanguageAndChangesNothing() {
    DeskClient anna = arbiter("Arbitra").create(DeskClient.announcement("Rifiuti", 3));
    anna.register("Rossi, Marco", 2012);
    ApiClient.Reply r = anna.send("checkin", "player", 9, "present", true);
    assertEquals(422, r.status(), r.body());
    assertEquals("nessun giocatore n. 9 (giocatori 1-1)", r.text("error"));
    ApiClient.Reply pair = anna.send("pair");
    assertEquals(422, pair.status(), pair.body());
    assertTrue(pair.text("error").contains("almeno 2"), pair.text("error"));
    // the server draws and pairs: a client cannot hand it a pairing
    ApiClient.Reply forged =
        anna.send("pair", "boards", java.util.List.of(java.util.List.of(1, 2)));
    assertEquals(422, forged.status(), forged.body());
    assertEquals(2, anna.state().get("version").asInt());
    ApiClient.Reply wrong = anna.send("result", "round", 1, "board", 1, "result", "1-0");
    assertEquals(422, wrong.status());
    ApiClient.Reply unknown =
        anna.browser.post(
            "/api/events/" + anna.event + "/actions",
            java.util.Map.of("version", 2, "action", java.util.Map.of("kind", "teleport")));
    assertEquals(400, unknown.status(), unknown.body());
    assertEquals(404, anna.browser.get("/api/events/987654").status());
  }

  @Test
  void theFeePaidIsARecordedMarkShownWithThePlayer() {
    DeskClient anna = arbiter("Arbitra").create(DeskClient.announcement("Quote", 3));
    anna.register("Rossi, Marco", 2012);
    anna.register("Bianchi, Luca", 1650);
    JsonNode paid = anna.act("fee", "player", 2, "paid", true);
    assertEquals(2, paid.get("player").asInt());
    assertTrue(paid.get("paid").asBoolean());
    JsonNode players = anna.state().get("players");
    assertEquals(false, players.get(0).get("feePaid").asBoolean());
    assertEquals(true, players.get(1).get("feePaid").asBoolean());
    ApiClient.Reply twice = anna.send("fee", "player", 2, "paid", true);
    assertEquals(422, twice.status(), twice.body());
    assertEquals("il giocatore 2 ha già pagato la quota d'iscrizione", twice.text("error"));
    ApiClient.Reply none = anna.send("fee", "player", 1, "paid", false);
    assertEquals(422, none.status(), none.body());
    assertEquals("la quota d'iscrizione del giocatore 1 non risulta pagata", none.text("error"));
    anna.act("fee", "player", 2, "paid", false); // a mistake taken back, recorded too
    assertEquals(false, anna.state().get("players").get(1).get("feePaid").asBoolean());
    anna.act("fee", "player", 1, "paid", true);
    assertTrue(anna.eventFile().contains("\"feePaid\" : true"), anna.eventFile());
    ApiClient.Reply log = anna.browser.get("/api/events/" + anna.event + "/log");
    long fees = 0;
    for (JsonNode l : log.json()) {
      fees += l.get("kind").asString().equals("fee") ? 1 : 0;
    }
    assertEquals(3, fees, log.body());
    // the hall does not see who paid
    ApiClient.Reply seen = new ApiClient(server.url()).get("/api/torneo/" + anna.event);
    assertTrue(!seen.body().contains("feePaid"), seen.body());
  }

  @Test
  void checkInAfterTheCutOffIsRefusedUnlessTheArbiterOverrides() {
    java.util.Map<String, Object> form = DeskClient.announcement("Chiusura passata", 3);
    form.put("date", "2000-01-01");
    form.put("checkInCutoff", "20:30");
    DeskClient anna = arbiter("Arbitra").create(form);
    anna.register("Rossi, Marco", 2012);
    anna.register("Bianchi, Luca", 1650);
    JsonNode state = anna.state();
    assertEquals("20:30", state.get("settings").get("checkInCutoff").asString());
    assertTrue(state.get("checkInClosed").asBoolean());
    ApiClient.Reply late = anna.send("checkin", "player", 1, "present", true);
    assertEquals(422, late.status(), late.body());
    assertEquals(
        "l'accredito si è chiuso alle 20:30 del 2000-01-01: il giocatore 1 si può accreditare"
            + " solo con la deroga dell'arbitro",
        late.text("error"));
    assertEquals(false, anna.state().get("players").get(0).get("checkedIn").asBoolean());
    JsonNode overridden = anna.act("checkin", "player", 1, "present", true, "override", true);
    assertTrue(overridden.get("override").asBoolean(), overridden.toString());
    assertTrue(overridden.get("at").asString().matches("\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d"));
    assertEquals(true, anna.state().get("players").get(0).get("checkedIn").asBoolean());
    // taking a check-in back needs no override
    anna.act("checkin", "player", 1, "present", false);
    // a settings change moves the cut-off (none: check-in open again)
    form.put("checkInCutoff", "");
    anna.act("settings", "form", form);
    assertEquals(false, anna.state().get("checkInClosed").asBoolean());
    JsonNode open = anna.act("checkin", "player", 2, "present", true);
    assertTrue(open.get("override") == null || open.get("override").isNull(), open.toString());

    java.util.Map<String, Object> ahead = DeskClient.announcement("Chiusura futura", 3);
    ahead.put("date", "2999-12-31");
    ahead.put("checkInCutoff", "20.30");
    DeskClient marco = arbiter("Arbitra").create(ahead);
    marco.register("Verdi, Anna", 0);
    assertEquals("20:30", marco.state().get("settings").get("checkInCutoff").asString());
    assertEquals(false, marco.state().get("checkInClosed").asBoolean());
    marco.act("checkin", "player", 1, "present", true);

    java.util.Map<String, Object> wrong = DeskClient.announcement("Orario sbagliato", 3);
    wrong.put("checkInCutoff", "25:99");
    ApiClient.Reply bad = arbiter("Arbitra").browser.post("/api/events", wrong);
    assertEquals(422, bad.status(), bad.body());
    assertEquals("la chiusura dell'accredito è un orario HH:MM, non '25:99'", bad.text("error"));
    wrong.put("checkInCutoff", "20:30");
    wrong.put("date", "");
    ApiClient.Reply noDate = arbiter("Arbitra").browser.post("/api/events", wrong);
    assertEquals(422, noDate.status(), noDate.body());
    assertEquals("la chiusura dell'accredito richiede la data del torneo", noDate.text("error"));
  }

  @Test
  void aRoundIsStartedOnceAndItsStartGoesWithAPairingTakenBack() {
    DeskClient anna = arbiter("Arbitra").create(DeskClient.announcement("Via al turno", 3));
    anna.register("Rossi, Marco", 2012);
    anna.register("Bianchi, Luca", 1650);
    anna.act("checkin", "player", 1, "present", true);
    anna.act("checkin", "player", 2, "present", true);
    ApiClient.Reply early = anna.send("start", "round", 1);
    assertEquals(422, early.status(), early.body());
    assertEquals("nessun turno è ancora abbinato", early.text("error"));
    anna.act("pair");
    long before = System.currentTimeMillis();
    JsonNode started = anna.act("start", "round", 1, "at", 5L); // the server stamps the time
    long at = started.get("at").asLong();
    assertTrue(at >= before - 1000 && at <= System.currentTimeMillis() + 1000, started.toString());
    assertEquals(at, anna.state().get("started").get("1").asLong());
    ApiClient.Reply seen = new ApiClient(server.url()).get("/api/torneo/" + anna.event);
    assertEquals(at, seen.json().get("started").get("1").asLong());
    assertTrue(seen.raw().headers().firstValue("X-Server-Time").isPresent());
    ApiClient.Reply twice = anna.send("start", "round", 1);
    assertEquals(422, twice.status(), twice.body());
    assertEquals("il turno 1 è già stato avviato", twice.text("error"));
    anna.act("unpair");
    assertEquals(0, anna.state().get("started").size(), "a round taken back loses its start");
    anna.act("pair");
    anna.act("start", "round", 1);
    ApiClient.Reply other = anna.send("start", "round", 2);
    assertEquals(422, other.status(), other.body());
  }

  private static ApiClient phone() {
    ApiClient b = new ApiClient(server.url());
    ApiClient.Reply r = b.post("/api/session/guest", java.util.Map.of("language", "it"));
    assertEquals(201, r.status(), r.body());
    return b;
  }

  private static ApiClient.Reply signUp(ApiClient phone, long event, String name, int rating) {
    java.util.Map<String, Object> who = new java.util.LinkedHashMap<>();
    who.put("name", name);
    who.put("fideRating", rating);
    who.put("federation", "ITA");
    return phone.post("/api/torneo/" + event + "/iscrizione", who);
  }

  private static java.util.List<String> names(JsonNode list) {
    java.util.List<String> out = new java.util.ArrayList<>();
    list.forEach(x -> out.add(x.get("name").asString()));
    return out;
  }

  @Test
  void oneBrowserSignsUpAFewPlayersAndNoMore() {
    java.util.Map<String, Object> form = DeskClient.announcement("Limite per browser", 3);
    form.put("capacity", 20);
    form.put("selfRegistration", true);
    long e = arbiter("Arbitra").create(form).event;
    ApiClient parent = phone();
    for (int i = 1; i <= DeskRoutes.SIGN_UPS_PER_BROWSER; i++) {
      ApiClient.Reply r = signUp(parent, e, "Figlio " + i, 0);
      assertEquals(201, r.status(), r.body());
    }
    ApiClient.Reply more = signUp(parent, e, "Figlio 9", 0);
    assertEquals(429, more.status(), more.body());
    assertEquals(
        "da questo browser sono già state fatte 4 iscrizioni a questo torneo: per altre"
            + " rivolgiti all'arbitro",
        more.text("error"));
    // a refused sign-up is not counted as made, and another browser is not limited by this one
    assertEquals(201, signUp(phone(), e, "Vicino, Ugo", 0).status());
    assertEquals(
        DeskRoutes.SIGN_UPS_PER_BROWSER + 1,
        new ApiClient(server.url()).get("/api/torneo/" + e).json().get("players").size());
  }

  @Test
  void playersSignUpThemselvesAndTheWaitingListMovesUpWhenAPlaceIsFree() {
    java.util.Map<String, Object> form = DeskClient.announcement("Iscrizioni dal sito", 3);
    form.put("capacity", 2);
    form.put("selfRegistration", true);
    DeskClient anna = arbiter("Arbitra").create(form);
    long e = anna.event;
    ApiClient nobody = new ApiClient(server.url());
    assertEquals(401, signUp(nobody, e, "Senza Sessione", 0).status());

    ApiClient.Reply first = signUp(phone(), e, "Rossi, Marco", 2012);
    assertEquals(201, first.status(), first.body());
    assertEquals(1, first.json().get("registered").asInt());
    assertEquals(2, signUp(phone(), e, "Bianchi, Luca", 1650).json().get("registered").asInt());
    ApiClient neri = phone();
    ApiClient.Reply third = signUp(phone(), e, "Verdi, Anna", 0);
    assertEquals(201, third.status(), third.body());
    assertEquals(1, third.json().get("waiting").asInt());
    assertEquals(2, signUp(neri, e, "Neri, Paolo", 1580).json().get("waiting").asInt());
    ApiClient.Reply again = signUp(neri, e, "Neri,  Paolo", 1580);
    assertEquals(422, again.status(), again.body());
    assertEquals("Neri,  Paolo è già in lista d'attesa", again.text("error"));
    ApiClient.Reply twice = signUp(phone(), e, "rossi, marco", 2012);
    assertEquals(422, twice.status(), twice.body());
    assertEquals("rossi, marco è già iscritto", twice.text("error"));

    JsonNode seen = nobody.get("/api/torneo/" + e).json();
    assertEquals(java.util.List.of("Verdi, Anna", "Neri, Paolo"), names(seen.get("waiting")));
    assertEquals(2, seen.get("places").asInt());
    assertEquals(2, seen.get("capacity").asInt());
    assertTrue(seen.get("signUp").asBoolean());

    // a withdrawal frees a place: the first waiting moves up in the same commit
    anna.follow(e);
    anna.act("withdraw", "player", 1, "cancel", false);
    JsonNode state = anna.state();
    assertEquals("Verdi, Anna", state.get("players").get(2).get("name").asString());
    assertEquals(java.util.List.of("Neri, Paolo"), names(state.get("waiting")));
    assertEquals(anna.version, state.get("version").asInt(), "the answer gives the last version");
    JsonNode log = anna.browser.get("/api/events/" + e + "/log").json();
    JsonNode last = log.get(log.size() - 1);
    assertEquals("moveUp", last.get("kind").asString());
    assertEquals("Verdi, Anna", last.get("action").get("player").get("name").asString());
    assertEquals("withdraw", log.get(log.size() - 2).get("kind").asString());
    assertTrue(log.get(2).get("arbiter").asString().startsWith("guest "), log.toString());
    // a deletion too, and more places
    anna.act("delete", "player", 2);
    assertEquals("Neri, Paolo", anna.state().get("players").get(3).get("name").asString());
    assertEquals(0, anna.state().get("waiting").size());
    assertEquals(1, signUp(phone(), e, "Conti, Piero", 1720).json().get("waiting").asInt());
    assertEquals(2, signUp(phone(), e, "Galli, Sara", 1600).json().get("waiting").asInt());
    anna.follow(e);
    // one no longer coming is taken off the list by the arbiter; the next keeps the order
    anna.act("leave", "name", "conti,  piero");
    assertEquals(java.util.List.of("Galli, Sara"), names(anna.state().get("waiting")));
    ApiClient.Reply notThere = anna.send("leave", "name", "Conti, Piero");
    assertEquals(422, notThere.status(), notThere.body());
    assertEquals("Conti, Piero non è in lista d'attesa", notThere.text("error"));
    form.put("capacity", 3);
    anna.act("settings", "form", form);
    assertEquals("Galli, Sara", anna.state().get("players").get(4).get("name").asString());
    ApiClient.Reply forged = anna.send("moveUp", "player", java.util.Map.of("name", "Furbo"));
    assertEquals(422, forged.status(), forged.body());

    // the log replays the sign-ups and the moves up into the same event
    String file = anna.eventFile();
    JsonNode before = anna.state();
    server.close();
    server = server.restart();
    DeskClient back = new DeskClient(DeskClient.member(server.url(), "Arbitra")).follow(e);
    assertEquals(file, back.eventFile());
    assertEquals(before.get("players"), back.state().get("players"));
    assertEquals(before.get("waiting"), back.state().get("waiting"));

    // round 1 closes the sign-ups
    for (int id = 3; id <= 5; id++) {
      back.act("checkin", "player", id, "present", true);
    }
    back.act("pair");
    assertEquals(
        false,
        new ApiClient(server.url()).get("/api/torneo/" + e).json().get("signUp").asBoolean());
    ApiClient.Reply closed = signUp(phone(), e, "Tardi, Leo", 0);
    assertEquals(422, closed.status(), closed.body());
    assertEquals(
        "le iscrizioni si sono chiuse con l'abbinamento del turno 1", closed.text("error"));

    // an event that takes no registrations on the site
    DeskClient other = new DeskClient(DeskClient.member(server.url(), "Arbitra"));
    other.create(DeskClient.announcement("Solo al tavolo", 3));
    ApiClient.Reply no = signUp(phone(), other.event, "Rossi, Marco", 2012);
    assertEquals(403, no.status(), no.body());
    assertEquals(
        "questo torneo non accetta iscrizioni dal sito: rivolgiti all'arbitro", no.text("error"));
  }

  @Test
  void theAnnouncementsCategoryPrizesGoToTheirPlayers() {
    java.util.Map<String, Object> form = DeskClient.announcement("Premi di categoria", 3);
    form.put("prizes", java.util.List.of());
    form.put(
        "categoryPrizes",
        java.util.List.of(java.util.Map.of("category", "f", "place", 1, "cents", 2000)));
    DeskClient anna = arbiter("Arbitra").create(form);
    String[] names = {"Rossi, Marco", "Bianchi, Luca", "Neri, Paolo", "Verdi, Anna"};
    for (int i = 0; i < 4; i++) {
      java.util.Map<String, Object> who = new java.util.LinkedHashMap<>();
      who.put("name", names[i]);
      who.put("fideRating", 2000 - 100 * i);
      who.put("sex", i == 3 ? "f" : "m");
      anna.act("register", "player", who);
      anna.act("checkin", "player", i + 1, "present", true);
    }
    JsonNode category = anna.state().get("settings").get("categoryPrizes").get(0);
    assertEquals("F", category.get("category").asString());
    // a settings change that does not name them keeps them
    java.util.Map<String, Object> changed = new java.util.LinkedHashMap<>(form);
    changed.remove("categoryPrizes");
    changed.put("capacity", 30);
    anna.act("settings", "form", changed);
    anna.act("pair");
    for (int b = 1; b <= 2; b++) {
      anna.act("result", "round", 1, "board", b, "result", "1-0");
    }
    JsonNode prizes = anna.state().get("standings").get("prizes");
    assertEquals(1, prizes.size(), prizes.toString());
    assertEquals("F", prizes.get(0).get("category").asString());
    assertEquals(1, prizes.get(0).get("place").asInt());
    assertEquals(4, prizes.get(0).get("player").asInt(), "the only woman");
    assertEquals(2000, prizes.get(0).get("cents").asLong());

    java.util.Map<String, Object> wrong = DeskClient.announcement("Categoria sbagliata", 3);
    wrong.put(
        "categoryPrizes",
        java.util.List.of(java.util.Map.of("category", "juniores", "place", 1, "cents", 100)));
    ApiClient.Reply bad = arbiter("Arbitra").browser.post("/api/events", wrong);
    assertEquals(422, bad.status(), bad.body());
    assertTrue(bad.text("error").contains("juniores"), bad.text("error"));
  }

  @Test
  void correctionsSettingsAndDeletionsGoThroughTheModel() {
    DeskClient anna = arbiter("Arbitra").create(DeskClient.announcement("Correzioni", 3));
    anna.register("Rossi, Marco", 2012);
    anna.register("Rossi, Marco", 2012); // entered twice by mistake
    anna.register("Bianchi, Luca", 1650);
    anna.act("delete", "player", 2);
    anna.act(
        "edit",
        "player",
        1,
        "identity",
        java.util.Map.of("name", "Rossi, Mario", "fideRating", 2020));
    java.util.Map<String, Object> form = DeskClient.announcement("Correzioni", 3);
    form.put("capacity", 12);
    anna.act("settings", "form", form);
    JsonNode state = anna.state();
    assertEquals("Rossi, Mario", state.get("players").get(0).get("name").asString());
    assertEquals(2020, state.get("players").get(0).get("fideRating").asInt());
    assertTrue(state.get("players").get(1).get("deleted").asBoolean());
    assertEquals(12, state.get("settings").get("capacity").asInt());
    anna.act("checkin", "player", 1, "present", true);
    anna.act("checkin", "player", 3, "present", true);
    anna.act("pair");
    form.put("variant", "chess");
    ApiClient.Reply fixed = anna.send("settings", "form", form);
    assertEquals(422, fixed.status(), fixed.body());
    // the public view, without a login, names no ids
    ApiClient.Reply seen = new ApiClient(server.url()).get("/api/torneo/" + anna.event);
    assertEquals(200, seen.status(), seen.body());
    assertTrue(seen.body().contains("Rossi, Mario"), seen.body());
    assertTrue(!seen.body().contains("fideId") && !seen.body().contains("birthDate"), seen.body());
  }

  @Test
  void theLogReplaysIntoTheIdenticalEventAfterARestart() {
    DeskClient anna = arbiter("Arbitra").create(DeskClient.announcement("Open di prova", 4));
    String[] names = {
      "Rossi, Marco",
      "Bianchi, Luca",
      "Verdi, Anna",
      "Neri, Paolo",
      "Galli, Sara",
      "Conti, Piero",
      "Ferri, Elena",
      "Greco, Luigi",
      "Sala, Marta"
    };
    int[] ratings = {2012, 1650, 0, 1580, 1600, 1720, 0, 1810, 1500};
    for (int i = 0; i < names.length; i++) {
      anna.register(names[i], ratings[i]);
    }
    for (int id = 1; id <= 8; id++) {
      anna.act("checkin", "player", id, "present", true);
    }
    anna.act("fee", "player", 2, "paid", true);
    anna.act("forbid", "first", 1, "second", 2);
    anna.act("bye", "player", 3, "round", 2, "half", true);
    JsonNode first = anna.act("pair");
    // recorded: the position drawn, the colour drawn by lot, the date, the pairing
    int position = first.get("position").asInt();
    assertTrue(position >= 0 && position <= 959, first.toString());
    assertEquals("random", first.get("source").asString());
    assertTrue(Set.of("W", "B").contains(first.get("colour").asString()));
    assertEquals(4, first.get("boards").size());
    JsonNode state = anna.state();
    JsonNode round = state.get("rounds").get(0);
    assertEquals(position, round.get("startPosition").asInt());
    assertTrue(round.get("readOutIt").asString().contains("Re"), round.toString());
    // an exchange, then a result entered and corrected with its reason
    JsonNode b1 = round.get("boards").get(0);
    JsonNode b2 = round.get("boards").get(1);
    anna.act("exchange", "first", b1.get("white").asInt(), "second", b2.get("white").asInt());
    JsonNode breaches = anna.state().get("breaches");
    assertNotEquals(0, breaches.size(), "a manual change breaks something");
    assertTrue(breaches.toString().contains("NOT_THE_DUTCH_PAIRING"), breaches.toString());
    assertEquals(breaches, anna.state().get("breaches"), "the same again (the Dutch pairing kept)");
    // the hall sees the pairing, not what it breaks (nor pays for re-pairing the round to find out)
    JsonNode hall = new ApiClient(server.url()).get("/api/torneo/" + anna.event).json();
    assertEquals(4, hall.get("rounds").get(0).get("boards").size());
    assertFalse(hall.has("breaches"), hall.toString());
    anna.act("result", "round", 1, "board", 1, "result", "1-0");
    ApiClient.Reply noReason = anna.send("result", "round", 1, "board", 1, "result", "0-1");
    assertEquals(422, noReason.status());
    anna.act("result", "round", 1, "board", 1, "result", "0-1", "reason", "firme invertite");
    anna.act("result", "round", 1, "board", 2, "result", "1/2");
    anna.act("result", "round", 1, "board", 3, "result", "+-");
    anna.act("result", "round", 1, "board", 4, "result", "1-0");
    anna.act("late", "player", 9, "half", true);
    anna.act("withdraw", "player", 5, "cancel", false);
    anna.act("pair", "position", 518);
    anna.act("unpair");
    JsonNode again = anna.act("pair");
    assertEquals(2, anna.state().get("rounds").size());
    int version = anna.version;
    String file = anna.eventFile();
    JsonNode before = anna.state();

    server.close();
    server = server.restart();
    DeskClient back = new DeskClient(DeskClient.member(server.url(), "Arbitra")).follow(anna.event);
    assertEquals(version, back.version);
    assertEquals(file, back.eventFile(), "the log replays into the identical event");
    assertEquals(before, back.state());
    assertEquals(
        again.get("position").asInt(),
        back.state().get("rounds").get(1).get("startPosition").asInt());

    ApiClient.Reply log = back.browser.get("/api/events/" + back.event + "/log");
    assertEquals(200, log.status());
    assertEquals(version, log.json().size());
    Set<String> kinds = new HashSet<>();
    for (JsonNode l : log.json()) {
      assertEquals("Arbitra", l.get("arbiter").asString());
      assertTrue(l.get("at").asLong() > 0);
      kinds.add(l.get("kind").asString());
    }
    assertEquals(
        Set.of(
            "create",
            "register",
            "checkin",
            "fee",
            "forbid",
            "bye",
            "pair",
            "exchange",
            "result",
            "late",
            "withdraw",
            "unpair"),
        kinds);
    assertTrue(log.body().contains("\"reason\":\"firme invertite\""), log.body());
  }
}
