package org.arrocco.app.tournament;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import org.arrocco.app.Cli;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The tournament commands' messages in both languages, bad input (exit 2), no pairing (exit 1). */
class TournamentCommandTest {
  private static Cli run(Path event, String sub, String... args) {
    return EventCli.run(event, sub, args);
  }

  private static void badInput(Cli r, String expected) {
    assertEquals(2, r.status(), r.out() + r.err());
    assertEquals(1, r.err().lines().count(), r.err());
    assertTrue(r.err().startsWith("arrocco: "), r.err());
    assertTrue(r.err().contains(expected), r.err());
  }

  @Test
  void italianByDefaultEnglishOnRequest(@TempDir Path dir) {
    Path e = dir.resolve("e.json");
    assertTrue(run(e, "new", "--name", "Open").out().startsWith("Creato 'Open': 6 turni"));
    assertEquals(
        "Iscrizione n. 1: Rossi, Marco (senza Elo, conta 1399)",
        run(e, "register", "--name", "Rossi, Marco").out().trim());
    assertEquals(
        "Registered no. 2: Bianchi, Luca (1650)",
        run(e, "register", "--name", "Bianchi, Luca", "--national-rating", "1650", "--lang", "en")
            .out()
            .trim());
  }

  @Test
  void badInputIsOneLineAndStatus2(@TempDir Path dir) throws java.io.IOException {
    Path e = dir.resolve("e.json");
    badInput(run(e, "register", "--name", "X"), "file dell'evento inesistente");
    badInput(run(e, "register", "--name", "X", "--lang", "en"), "no such event file");
    run(e, "new", "--name", "Open");
    badInput(run(e, "new", "--name", "Open", "--lang", "en"), "--force to overwrite");
    badInput(run(e, "register", "--name", "X", "--sex", "x"), "--sex deve essere m o f");
    badInput(run(e, "register", "--name", "X", "--title", "ZZ"), "titolo sconosciuto 'ZZ'");
    badInput(run(e, "new", "--name", "O", "--force", "--rules", "2019"), "2024 o 2026");
    badInput(run(e, "new", "--name", "O", "--force", "--tiebreaks", "SB"), "spareggio sconosciuto");
    badInput(
        run(e, "new", "--name", "O", "--force", "--pab", "0.3", "--lang", "en"),
        "scores 1 or 0.5 points, not 0.3");
    badInput(
        run(e, "new", "--name", "O", "--force", "--initial-colour", "x"), "W (bianco) o B (nero)");
    badInput(
        run(e, "new", "--name", "O", "--force", "--date", "2025-04-03", "--end-date", "2025-04-02"),
        "la data di fine 2025-04-02 precede quella d'inizio 2025-04-03");
    badInput(run(e, "new", "--name", "O", "--force", "--tiebreaks", "BH,BH"), "compare due volte");
    badInput(run(e, "checkin", "7"), "nessun giocatore n. 7");
    // A number beyond int is no player either, said in the same words.
    Path other = dir.resolve("other.json");
    run(other, "new", "--name", "Other");
    for (String big : new String[] {"2147483648", "99999999999999999999"}) {
      for (String command : new String[] {"checkin", "withdraw", "late"}) {
        badInput(run(other, command, big, "--lang", "en"), "no player " + big);
      }
      run(other, "register", "--name", "Z");
      badInput(
          run(other, "edit", big, "--name", "Y"), "nessun giocatore n. " + big + " (giocatori 1-");
    }
    badInput(run(e, "pairings"), "nessun turno è ancora abbinato");
    badInput(run(e, "result", "1", "1-0"), "nessun turno è ancora abbinato");
    run(e, "register", "--name", "A");
    run(e, "register", "--name", "B");
    run(e, "checkin", "--all");
    badInput(run(e, "round", "--position", "960"), "--position va da 0 a 959");
    assertEquals(0, run(e, "round", "--position", "518").status());
    badInput(run(e, "result", "1", "2-0"), "risultato sconosciuto '2-0'");
    badInput(run(e, "result", "2", "1-0"), "non ha la scacchiera 2");
    badInput(run(e, "round"), "al turno 1 manca ancora il risultato della scacchiera 1");
    badInput(run(e, "bye", "A", "--round", "1"), "solo per i turni 2-6");
    Path one = dir.resolve("one.json");
    run(one, "new", "--name", "One", "--rounds", "1");
    run(one, "register", "--name", "A");
    run(one, "register", "--name", "B");
    run(one, "checkin", "--all");
    run(one, "round");
    // every round paired: said so, not "solo per i turni 2-1"
    badInput(run(one, "bye", "A", "--round", "2"), "l'unico turno del torneo è già abbinato");
    badInput(
        run(one, "bye", "A", "--round", "2", "--lang", "en"), "the event's only round is paired");
    badInput(run(e, "late", "B"), "è già in gara dal turno 1");
    badInput(run(e, "result", "1"), "manca il risultato della scacchiera 1");
    // The double forfeit '--' is a result, not picocli's end of the options.
    assertTrue(run(e, "result", "1", "--").out().trim().endsWith(" --"));
    assertEquals(
        org.arrocco.tournament.event.GameResult.DOUBLE_FORFEIT,
        org.arrocco.tournament.event.EventFile.read(e).round(1).board(1).result());
    // Black's forfeit win starts with '-' too: it is the RESULT, not an unknown option.
    assertTrue(run(e, "result", "1", "-+").out().trim().endsWith(" -+ (corretto, era --)"));
    assertEquals(
        org.arrocco.tournament.event.GameResult.BLACK_WINS_BY_FORFEIT,
        org.arrocco.tournament.event.EventFile.read(e).round(1).board(1).result());
    assertEquals(0, run(e, "result", "1", "-:-", "--round", "1").status());
    assertEquals(
        org.arrocco.tournament.event.GameResult.DOUBLE_FORFEIT,
        org.arrocco.tournament.event.EventFile.read(e).round(1).board(1).result());
    badInput(run(e, "result", "1", "-x"), "risultato sconosciuto '-x'");
    assertTrue(run(e, "result", "1", "1-0").out().contains("(corretto, era --)"));
    assertTrue(run(e, "result", "1", "0-1s").out().contains("0-1s (corretto, era 1-0)"));
    assertEquals(
        org.arrocco.tournament.event.GameResult.BLACK_WINS_SHORT,
        org.arrocco.tournament.event.EventFile.read(e).round(1).board(1).result());
  }

  @Test
  void severalResultsAreEnteredTogetherOrNotAtAll(@TempDir Path dir) throws java.io.IOException {
    Path e = dir.resolve("e.json");
    run(e, "new", "--name", "Sera", "--initial-colour", "W");
    for (String name : new String[] {"A", "B", "C", "D", "E", "F"}) {
      run(e, "register", "--name", name);
    }
    run(e, "checkin", "--all");
    assertEquals(0, run(e, "round", "--position", "518").status());
    byte[] before = java.nio.file.Files.readAllBytes(e);
    badInput(run(e, "result", "1", "1-0", "2", "1/2", "4", "0-1"), "non ha la scacchiera 4");
    badInput(
        run(e, "result", "1", "1-0", "2", "1/2", "4", "0-1"), "nessun risultato è stato inserito");
    Cli unknown = run(e, "result", "1", "1-0", "2", "2-0");
    badInput(unknown, "risultato sconosciuto '2-0'");
    assertTrue(unknown.err().trim().endsWith(": nessun risultato è stato inserito"), unknown.err());
    badInput(
        run(e, "result", "1", "1-0", "1", "0-1"),
        "la scacchiera 1 compare due volte: nessun risultato è stato inserito");
    badInput(run(e, "result", "1", "1-0", "x", "0-1"), "'x' non è un numero di scacchiera");
    badInput(run(e, "result", "1", "1-0", "2"), "manca il risultato della scacchiera 2");
    assertArrayEquals(before, java.nio.file.Files.readAllBytes(e), "a refused line writes nothing");
    // '--' (double forfeit) and '-+' among the pairs are results, wherever they stand.
    Cli three = run(e, "result", "1", "1-0", "2", "--", "3", "-+", "--lang", "en");
    assertEquals(0, three.status(), three.err());
    assertEquals(3, three.out().lines().count(), three.out());
    assertTrue(three.out().lines().allMatch(l -> l.startsWith("Round 1, board ")), three.out());
    var round = org.arrocco.tournament.event.EventFile.read(e).round(1);
    assertEquals(
        java.util.List.of(
            org.arrocco.tournament.event.GameResult.WHITE_WINS,
            org.arrocco.tournament.event.GameResult.DOUBLE_FORFEIT,
            org.arrocco.tournament.event.GameResult.BLACK_WINS_BY_FORFEIT),
        round.boards().stream().map(org.arrocco.tournament.event.Board::result).toList());
    Cli fix = run(e, "result", "--round", "1", "3", "1/2", "2", "0-1");
    assertTrue(fix.out().contains("scacchiera 3: C - F ½-½ (corretto, era -+)"), fix.out());
    assertTrue(fix.out().contains("scacchiera 2: ") && fix.out().contains("(corretto, era --)"));
  }

  @Test
  void standingsBeforeAnyCompleteRoundSaySoInsteadOfAnEmptyTable(@TempDir Path dir) {
    Path e = dir.resolve("s.json");
    run(e, "new", "--name", "S");
    run(e, "register", "--name", "A");
    run(e, "register", "--name", "B");
    Cli it = run(e, "standings");
    assertEquals(0, it.status(), it.err());
    assertTrue(it.out().startsWith("Nessun turno è ancora completo"), it.out());
    run(e, "checkin", "--all");
    assertEquals(0, run(e, "round", "--position", "518").status());
    Cli en = run(e, "standings", "--lang", "en");
    assertTrue(en.out().startsWith("No round is complete yet"), en.out());
    run(e, "result", "1", "1-0");
    Cli after = run(e, "standings", "--lang", "en");
    assertTrue(after.out().startsWith("Standings after round 1 of 6"), after.out());
  }

  @Test
  void exportWritesTrf2026OnRequestAndPairsAsTheTrf16Export(@TempDir Path dir)
      throws java.io.IOException {
    Path e = dir.resolve("e.json");
    run(e, "new", "--name", "T", "--initial-colour", "W");
    for (String name : new String[] {"A", "B", "C", "D", "E"}) {
      run(e, "register", "--name", name, "--fide-rating", "" + (2000 - name.charAt(0)));
    }
    run(e, "forbid", "1", "2");
    run(e, "checkin", "--all");
    Path t16 = dir.resolve("e16.trf");
    Path t26 = dir.resolve("e26.trf");
    assertEquals(0, run(e, "export", "--trf", t16.toString()).status());
    Cli written = run(e, "export", "--trf", t26.toString(), "--format", "TRF-2026", "--lang", "en");
    assertEquals(0, written.status(), written.err());
    String text = java.nio.file.Files.readString(t26);
    assertTrue(text.lines().noneMatch(l -> l.startsWith("XX")), text);
    assertTrue(text.contains("\n260   1   6    1    2\n"), text);
    assertTrue(java.nio.file.Files.readString(t16).contains("\nXXP 1 2\n"));
    Cli pair16 = Cli.run("pair", "--trf", t16.toString());
    Cli pair26 = Cli.run("pair", "--trf", t26.toString());
    assertEquals(0, pair26.status(), pair26.err());
    assertEquals(pair16.out(), pair26.out());
    badInput(
        run(e, "export", "--trf", t26.toString(), "--format", "trf17", "--lang", "en"),
        "--format: expected trf16 or trf2026, found \"trf17\"");
    badInput(
        run(e, "export", "--trf", t26.toString(), "--fide", "--format", "trf2026", "--lang", "en"),
        "--format trf2026 does not apply to --fide");
  }

  @Test
  void theExportedTrfKeepsTheRatingOfUnratedPlayersForTiebreaksAndImport(@TempDir Path dir)
      throws java.io.IOException {
    Path e = dir.resolve("e.json");
    Path trf = dir.resolve("e.trf");
    run(e, "new", "--name", "U", "--initial-colour", "W");
    run(e, "register", "--name", "A", "--fide-rating", "2000");
    run(e, "register", "--name", "B");
    run(e, "checkin", "--all");
    assertEquals(0, run(e, "round", "--position", "518").status());
    run(e, "result", "1", "1-0");
    run(e, "export", "--trf", trf.toString());
    assertTrue(java.nio.file.Files.readString(trf).contains("\n### arrocco unrated-rating 1399\n"));
    // A's ARO is B's counted 1399, in the standings and in tiebreaks of the exported file alike
    Cli standings = run(e, "standings", "--lang", "en");
    assertTrue(
        standings.out().lines().anyMatch(l -> l.matches(".* A .*\\s1399$")), standings.out());
    Cli tiebreaks = Cli.run("tiebreaks", "--trf", trf.toString(), "--format", "tsv");
    assertFalse(tiebreaks.err().contains("ARO"), "no ARO refusal: " + tiebreaks.err());
    assertTrue(
        tiebreaks.out().lines().anyMatch(l -> l.matches("1\t1\\.0\t.*\t1399\t")), tiebreaks.out());
    Path copy = dir.resolve("copy.json");
    assertEquals(
        0, Cli.run("tournament", "import", "-e", copy.toString(), "--trf", "" + trf).status());
    assertEquals(
        1399, org.arrocco.tournament.event.EventFile.read(copy).settings().unratedRating());
    Path none = dir.resolve("none.json");
    Cli.run(
        "tournament", "import", "-e", none.toString(), "--trf", "" + trf, "--unrated-rating", "0");
    assertEquals(0, org.arrocco.tournament.event.EventFile.read(none).settings().unratedRating());
  }

  @Test
  void standingsDropAroWhenUnratedPlayersHaveNoRating(@TempDir Path dir) {
    // FIDE C.07 Art. 10: rating-based tie-breaks leave the list; the standings still print.
    Path e = dir.resolve("u.json");
    run(e, "new", "--name", "U", "--unrated-rating", "0");
    run(e, "register", "--name", "A", "--fide-rating", "2000");
    assertEquals(
        "Registered no. 2: B (unrated)",
        run(e, "register", "--name", "B", "--lang", "en").out().trim());
    run(e, "checkin", "--all");
    assertEquals(0, run(e, "round", "--position", "518").status());
    run(e, "result", "1", "1-0");
    Cli s = run(e, "standings", "--lang", "en");
    assertEquals(0, s.status(), s.err());
    assertTrue(s.out().lines().anyMatch(l -> l.matches(".*Pt\\s+BH-C1\\s+BH$")), s.out());
    assertTrue(s.out().contains("* unrated\n"), s.out());
    assertTrue(s.out().contains("ARO left out"), s.out());
    // the crosstable marks the unrated player as the standings do, and says so in its key
    Cli x = run(e, "standings", "--crosstable", "--lang", "en");
    String crosstable = x.out().substring(x.out().indexOf("ARO left out"));
    assertTrue(crosstable.lines().anyMatch(l -> l.matches(".* B\\s+0\\*\\s+.*")), crosstable);
    assertTrue(crosstable.contains("Z absent; * unrated"), crosstable);
  }

  @Test
  void importExportAndStandingsOfAReferenceEvent(@TempDir Path dir) throws Exception {
    Path e = dir.resolve("club.json");
    String trf =
        org.arrocco.core.Reference.file("swiss/dutch/club-blitz-20p6r-a/tournament.trf").toString();
    Cli imported = run(e, "import", "--trf", trf, "--lang", "en");
    assertEquals(0, imported.status(), imported.err());
    assertEquals(
        "Imported 'club-blitz-20p6r-a': 20 players, 6 rounds -> " + e, imported.out().trim());
    java.util.List<String> lines =
        run(e, "standings", "--lang", "en", "--prizes").out().lines().toList();
    // Reference tiebreaks.tsv (2026): player 4 has 6.0 points, BH-C1 17.0, BH 19.0, ARO 2058.
    assertTrue(
        lines
            .get(3)
            .matches(
                "\\s*1\\s+4\\s+Test0004 Player0004\\s+2257\\s+6\\.0\\s+17\\.0\\s+19\\.0\\s+2058"),
        lines.get(3));
    assertTrue(!lines.contains("Prizes"), "an imported event has no prizes set");
    Path out = dir.resolve("out.trf");
    assertEquals(0, run(e, "export", "--trf", out.toString()).status());
    Cli check = Cli.run("check", "--trf", out.toString());
    assertEquals(0, check.status(), check.out());
  }

  @Test
  void exportNeverWritesOverTheEventFileOrAFolder(@TempDir Path dir) throws java.io.IOException {
    Path e = dir.resolve("club.json");
    String trf =
        org.arrocco.core.Reference.file("swiss/dutch/club-blitz-20p6r-a/tournament.trf").toString();
    assertEquals(0, run(e, "import", "--trf", trf).status());
    byte[] event = java.nio.file.Files.readAllBytes(e);
    // the same file by another name: the event would have been replaced by its TRF
    Path same = dir.resolve(".").resolve("club.json");
    Cli over = run(e, "export", "--trf", same.toString(), "--lang", "en");
    assertEquals(2, over.status(), over.out());
    assertEquals("arrocco: --trf names the event file itself: " + same, over.err().strip());
    assertArrayEquals(event, java.nio.file.Files.readAllBytes(e));
    Cli folder = run(e, "export", "--trf", dir.toString());
    assertEquals(2, folder.status(), folder.out());
    assertEquals("arrocco: impossibile scrivere " + dir + ": è una cartella", folder.err().strip());
    Cli inEnglish = run(e, "export", "--trf", dir.toString(), "--lang", "en");
    assertEquals("arrocco: cannot write " + dir + ": it is a folder", inEnglish.err().strip());
    assertTrue(java.nio.file.Files.isDirectory(dir));
    // a good export leaves no temporary file beside it
    assertEquals(0, run(e, "export", "--trf", dir.resolve("out.trf").toString()).status());
    try (java.util.stream.Stream<Path> files = java.nio.file.Files.list(dir)) {
      assertEquals(
          java.util.List.of("club.json", "out.trf"),
          files.map(p -> p.getFileName().toString()).sorted().toList());
    }
  }

  @Test
  void filesThatCannotBeReadOrWrittenAreSaidInItalianUnlessEnglishIsAsked(@TempDir Path dir) {
    Path e = dir.resolve("e.json");
    Path none = dir.resolve("none.trf");
    badInput(run(e, "import", "--trf", none.toString()), "file inesistente: " + none);
    badInput(run(e, "import", "--trf", none.toString(), "--lang", "en"), "no such file: " + none);
    badInput(Cli.run("tiebreaks", "--trf", dir.toString()), dir + ": è una cartella, non un file");
    badInput(
        Cli.run("tiebreaks", "--trf", dir.toString(), "--lang", "en"),
        dir + ": a directory, not a file");
    run(e, "new", "--name", "Open");
    Path lost = dir.resolve("lost").resolve("x.trf");
    badInput(
        run(e, "export", "--trf", lost.toString()),
        "impossibile scrivere " + lost + ": la cartella " + lost.getParent() + " non esiste");
    badInput(
        run(e, "export", "--trf", lost.toString(), "--lang", "en"),
        "cannot write " + lost + ": the folder " + lost.getParent() + " does not exist");
  }

  @Test
  void noLegalPairingIsStatus1(@TempDir Path dir) {
    Path e = dir.resolve("e.json");
    run(e, "new", "--name", "Duel", "--rounds", "2", "--initial-colour", "b");
    run(e, "register", "--name", "A", "--fide-rating", "2000");
    run(e, "register", "--name", "B", "--fide-rating", "1900");
    run(e, "checkin", "--all");
    Cli r1 = run(e, "round", "--seed", "1", "--lang", "en");
    assertEquals(0, r1.status(), r1.err());
    assertTrue(r1.out().contains("Round 1 - Chess960 position no."), r1.out());
    assertTrue(
        r1.out().lines().anyMatch(l -> l.matches("\\s+1\\s+2\\s+B\\s.*")),
        r1.out()); // top has Black
    run(e, "result", "1", "1/2");
    Cli r2 = run(e, "round", "--seed", "2");
    assertEquals(1, r2.status(), r2.out() + r2.err());
    assertTrue(r2.err().contains("nessun abbinamento legale per il turno 2"), r2.err());
  }

  @Test
  void forbiddenPairsAreSetListedLiftedAndKeptApart(@TempDir Path dir) {
    Path e = dir.resolve("e.json");
    run(e, "new", "--name", "Family", "--rounds", "1", "--initial-colour", "W");
    for (String name : new String[] {"A", "B", "C", "D"}) {
      run(e, "register", "--name", name, "--fide-rating", name.equals("A") ? "2000" : "1900");
    }
    assertEquals("Nessuna coppia vietata.", run(e, "forbid").out().trim());
    assertEquals(
        "Forbidden pair: 1 A – 3 C", run(e, "forbid", "C", "1", "--lang", "en").out().trim());
    assertEquals("Coppia vietata: 2 B – 4 D", run(e, "forbid", "2", "4").out().trim());
    assertEquals(
        "Forbidden pairs:\n  1 A – 3 C\n  2 B – 4 D\n", run(e, "forbid", "--lang", "en").out());
    badInput(run(e, "forbid", "1", "3"), "i giocatori 1 e 3 sono già una coppia vietata");
    badInput(run(e, "forbid", "1"), "forbid richiede due giocatori, non uno");
    badInput(run(e, "forbid", "1", "2", "[--cancel]"), "due giocatori, non 3: 1 2 [--cancel]");
    badInput(run(e, "forbid", "1", "1"), "due giocatori diversi, non 1 due volte");
    badInput(run(e, "forbid", "1", "Z"), "nessun giocatore il cui nome contenga 'Z'");
    badInput(run(e, "forbid", "1", "2", "--cancel"), "1 A – 2 B non sono una coppia vietata");
    assertEquals(
        "Pair allowed again: 2 B – 4 D",
        run(e, "forbid", "4", "2", "--cancel", "--lang", "en").out().trim());
    // Round 1 of four (C.04.3) is 1-3 4-2; with 1 and 3 kept apart it is 1-4 3-2.
    run(e, "checkin", "--all");
    String round = run(e, "round", "--position", "518", "--lang", "en").out();
    assertTrue(round.matches("(?s).*\\n\\s+1\\s+1\\s+A .*\\s4\\s+D .*"), round);
    assertTrue(round.matches("(?s).*\\n\\s+2\\s+3\\s+C .*\\s2\\s+B .*"), round);
  }

  @Test
  void settingsAreShownAndChangedAndPlayersCorrected(@TempDir Path dir) throws Exception {
    Path e = dir.resolve("e.json");
    run(e, "new", "--name", "Open", "--date", "2026-11-22");
    assertEquals(
        "Open, 2026-11-22\n"
            + "Variant chess960, 6 rounds, 8 min, places 20\n"
            + "Tie-breaks: BH-C1, BH, ARO (C.07 rules 2026)\n"
            + "Unrated: 1399; national rating as FIDE: yes\n"
            + "Prizes: 30.00, 20.00, 10.00 EUR; entry fee 10.00 EUR; PAB 1.0\n"
            + "Initial colour: drawn by lot in round 1\n",
        run(e, "settings", "--lang", "en").out());
    Cli changed =
        run(
            e,
            "settings",
            "--date",
            "2026-11-29",
            "--rounds",
            "5",
            "--prize",
            "1=50;2=25",
            "--pab",
            "0.5",
            "--initial-colour",
            "w");
    assertEquals(0, changed.status(), changed.err());
    assertTrue(changed.out().startsWith("Impostazioni aggiornate.\nOpen, 2026-11-29\n"));
    var s = org.arrocco.tournament.event.EventFile.read(e).settings();
    assertEquals("2026-11-29", s.endDate(), "a one-day event moves as one day");
    assertEquals(5, s.rounds());
    assertEquals(java.util.List.of(5000L, 2500L), s.prizes());
    assertEquals(5, s.points().pairingBye());
    badInput(run(e, "settings", "--pab", "2"), "--pab");
    badInput(run(e, "settings", "--tiebreaks", "SB"), "spareggio sconosciuto");
    run(e, "register", "--name", "A", "--fide-rating", "2000");
    run(e, "register", "--name", "B", "--fide-rating", "1800");
    run(e, "register", "--name", "C", "--fide-rating", "1900");
    badInput(
        run(e, "settings", "--capacity", "2"),
        "i posti (2) non possono essere meno degli iscritti (3)");
    assertEquals(
        "Corrected no. 2: B (2100)",
        run(e, "edit", "B", "--fide-rating", "2100", "--lang", "en").out().trim());
    badInput(run(e, "edit", "2"), "nulla da cambiare per il giocatore 2");
    badInput(run(e, "edit", "2", "--sex", "x"), "--sex deve essere m o f");
    run(e, "checkin", "--all");
    assertEquals(0, run(e, "round", "--position", "518").status());
    assertEquals(
        "Dati corretti del n. 3: C, Carla (1950)",
        run(e, "edit", "3", "--name", "C, Carla", "--fide-rating", "1950").out().trim());
    // C.04.2, 2.3: corrected at any time; C (1950 -> 2200) keeps pairing number 3 of round 1.
    assertEquals(
        "Corrected no. 3: C, Carla (2200)\nPairing number 3 kept (by the corrected data it would"
            + " be 1): the rounds already paired stand (FIDE C.04.2, 2.3); the corrected data"
            + " count for ARO and the TRF.",
        run(e, "edit", "3", "--fide-rating", "2200", "--lang", "en").out().trim());
    assertEquals(
        "Corrected no. 3: C, Carla (1950)",
        run(e, "edit", "3", "--fide-rating", "1950", "--lang", "en").out().trim(),
        "back in order: no note");
    badInput(
        run(e, "settings", "--rounds", "7"),
        "dopo l'abbinamento del turno 1 i turni si possono solo ridurre (ora 5), non portare a 7");
    badInput(
        run(e, "settings", "--initial-colour", "B"),
        "non cambia più dopo l'abbinamento del turno 1");
    assertEquals(0, run(e, "settings", "--prize", "1=40", "--prize", "2=20").status());
    // The unrated rating changes ARO from now on; the pairing numbers given stay (C.04.2, 2.3).
    Path u = e.resolveSibling("unrated.json");
    run(u, "new", "--name", "U");
    run(u, "register", "--name", "A", "--fide-rating", "1800");
    run(u, "register", "--name", "B", "--fide-rating", "1700");
    run(u, "register", "--name", "N");
    run(u, "checkin", "--all");
    run(u, "round", "--position", "518");
    Cli raised = run(u, "settings", "--unrated-rating", "2500", "--lang", "en");
    assertTrue(
        raised
            .out()
            .contains(
                "Pairing numbers kept (FIDE C.04.2, 2.3): by the new ratings 3 players would have"
                    + " another; the rounds already paired stand."),
        raised.out());
    assertTrue(run(u, "export", "--trf", dir.resolve("u.trf").toString()).status() == 0);
    assertTrue(
        java.nio.file.Files.readString(dir.resolve("u.trf")).contains("001    3      N "),
        "N keeps pairing number 3");
  }

  @Test
  void aRoundIsTakenBackBeforeItsResults(@TempDir Path dir) {
    Path e = dir.resolve("e.json");
    run(e, "new", "--name", "Undo", "--initial-colour", "W");
    for (String name : new String[] {"A", "B", "C", "D", "E"}) {
      run(e, "register", "--name", name);
    }
    badInput(run(e, "round", "--undo", "--lang", "en"), "no round is paired yet");
    run(e, "checkin", "A", "B", "C", "D");
    run(e, "bye", "B", "--round", "1");
    assertEquals(0, run(e, "round", "--position", "518").status());
    run(e, "late", "E");
    assertEquals(
        "Round 1 pairing taken back: pair it again.\n"
            + "  bye requested again: 2 B (0.5)\n"
            + "  enters round 1: 5 E\n",
        run(e, "round", "--undo", "--lang", "en").out());
    badInput(
        run(e, "round", "--undo", "--seed", "1"),
        "--undo non si usa con --position, --seed o --date");
    String again = run(e, "round", "--position", "518", "--lang", "en").out();
    assertTrue(again.contains("Half-point bye: 2 B (0.5)"), again);
    assertTrue(again.contains(" E "), again);
    run(e, "result", "1", "1-0");
    badInput(run(e, "round", "--undo"), "il turno 1 ha già il risultato della scacchiera 1");
    badInput(run(e, "withdraw", "C", "--cancel"), "il giocatore 3 non si è ritirato");
    run(e, "withdraw", "C");
    assertEquals(
        "Withdrawal cancelled: C plays again from round 2",
        run(e, "withdraw", "C", "--cancel", "--lang", "en").out().trim());
  }

  @Test
  void aRoundOfAnEventOfAnotherVariantHasItsHeadingToo(@TempDir Path dir) {
    Path e = dir.resolve("e.json");
    run(e, "new", "--name", "Tamerlano", "--variant", "tamerlane", "--initial-colour", "W");
    for (String name : new String[] {"A", "B", "C"}) {
      run(e, "register", "--name", name);
    }
    run(e, "checkin", "--all");
    String round = run(e, "round").out();
    // the event's name and the round first, then the round's heading (no position to read out)
    // (no date given for the event: the round is dated the day it is paired)
    String today = java.time.LocalDate.now().toString();
    assertTrue(round.startsWith("Tamerlano, " + today + " - turno 1 di 6\nTurno 1\n\n"), round);
    assertTrue(
        run(e, "pairings", "--lang", "en")
            .out()
            .startsWith("Tamerlano, " + today + " - round 1 of 6\nRound 1\n\n"));
  }

  @Test
  void anEventPairedWithTheBakuAcceleration(@TempDir Path dir) {
    Path e = dir.resolve("e.json");
    badInput(run(e, "new", "--name", "B", "--acceleration", "fast"), "baku o none, non 'fast'");
    run(e, "new", "--name", "Baku", "--initial-colour", "W", "--acceleration", "baku");
    for (int i = 1; i <= 8; i++) {
      run(e, "register", "--name", "P" + i, "--fide-rating", Integer.toString(2100 - 10 * i));
    }
    run(e, "checkin", "--all");
    assertTrue(
        run(e, "settings", "--lang", "en")
            .out()
            .contains("Accelerated pairings: Baku (C.04.5.1), group A fixed with round 1\n"));
    // C.04.5.1, eight players: GA = 4 with a virtual point, so 1-3 4-2 5-7 8-6.
    String round = run(e, "round", "--position", "518", "--lang", "en").out();
    assertTrue(round.matches("(?s).*\\n\\s+1\\s+1\\s+P1 .*\\s3\\s+P3 .*"), round);
    assertTrue(round.matches("(?s).*\\n\\s+4\\s+8\\s+P8 .*\\s6\\s+P6 .*"), round);
    assertTrue(
        run(e, "settings", "--lang", "en").out().contains(", group A down to 4 P4\n"),
        "fixed with round 1");
    badInput(
        run(e, "settings", "--acceleration", "none"), "variante e accelerazione non cambiano più");
  }

  @Test
  void halfPointPairingByeIsScoredAndPaired(@TempDir Path dir) {
    // rules/tournament.md "Byes": the PAB scores 1 point, configurable to 1/2.
    Path e = dir.resolve("e.json");
    run(e, "new", "--name", "Half", "--pab", "0.5", "--rounds", "3", "--initial-colour", "W");
    run(e, "register", "--name", "A", "--fide-rating", "2000");
    run(e, "register", "--name", "B", "--fide-rating", "1900");
    run(e, "register", "--name", "C", "--fide-rating", "1800");
    run(e, "checkin", "--all");
    assertTrue(
        run(e, "round", "--position", "518", "--lang", "en")
            .out()
            .contains("Pairing-allocated bye: 3 C (0.5)"));
    run(e, "result", "1", "1-0");
    String standings = run(e, "standings", "--lang", "en").out();
    assertTrue(standings.matches("(?s).*\\n\\s*2\\s+3\\s+C\\s+1800\\s+0\\.5 .*"), standings);
    // C.04.3 C2: no second PAB for C; the lowest score, B (0), takes it.
    String round2 = run(e, "round", "--position", "100", "--lang", "en").out();
    assertTrue(round2.contains("Pairing-allocated bye: 2 B (0.5)"), round2);
    // The exported TRF says the PAB is worth 1/2 (a 162 P line); importing it and reading its
    // tie-breaks keep that value instead of the standard 1.
    String trf = dir.resolve("half.trf").toString();
    run(e, "export", "--trf", trf);
    Path copy = dir.resolve("copy.json");
    assertEquals(0, run(copy, "import", "--trf", trf).status());
    assertEquals(standings, run(copy, "standings", "--lang", "en").out());
    Cli tsv = Cli.run("tiebreaks", "--trf", trf, "--format", "tsv");
    assertTrue(tsv.out().lines().anyMatch(l -> l.startsWith("3\t0.5\t")), tsv.out());
  }

  @Test
  void importNamesTheFileAndLineOfAValueTheEventCannotHold(@TempDir Path dir) throws Exception {
    Path trf = dir.resolve("high.trf");
    java.nio.file.Files.writeString(
        trf,
        "012 Test\n"
            + "001    1      Test0001 Player0001               3600                             0.0    1\n"
            + "001    2      Test0002 Player0002               2315                             0.0    2\n");
    Cli r = run(dir.resolve("e.json"), "import", "--trf", trf.toString());
    // one range for every command: the TRF reader refuses it where it stands
    badInput(r, trf + ": line 2, columns 49-52: expected a rating (0-3500) or blank, found 3600");
  }

  @Test
  void italianWordsAgreeWithTheNumberAndThePlayer(@TempDir Path dir) {
    Path e = dir.resolve("e.json");
    // one round is "1 turno", not "1 turni"
    assertTrue(
        run(e, "new", "--name", "Lampo", "--rounds", "1")
            .out()
            .startsWith("Creato 'Lampo': 1 turno,"));
    run(e, "register", "--name", "Verdi, Anna", "--sex", "f");
    run(e, "register", "--name", "Rossi, Marco");
    run(e, "register", "--name", "Bruni, Ada", "--sex", "f");
    run(e, "checkin", "1");
    // a player registered with --sex f is "iscritta", "accreditata", "ritirata"
    String players = run(e, "players").out();
    assertTrue(players.contains("Verdi, Anna") && players.contains("accreditata"), players);
    assertTrue(players.contains("Rossi, Marco") && players.contains("  iscritto"), players);
    assertEquals("Bruni, Ada si ritira dal turno 1", run(e, "withdraw", "3").out().trim());
    assertTrue(run(e, "players").out().contains("ritirata dal turno 1"));
    assertTrue(
        run(e, "players", "--lang", "en").out().contains("withdrawn from round 1"), "English");
  }

  @Test
  void checkTakesALastRoundOfAnnouncedAbsencesAsTheRoundToPair() {
    // issue 29, point 1: round-8.input.trf of an 8-round event holds round 8 as absences only
    // (0000 - H/Z); check refused it ("all 8 rounds are already paired", exit 2) or reported a
    // spurious pairing for it (exit 1)
    for (String file :
        new String[] {
          "swiss/dutch/s05-11p8r-heavy/round-2.input.trf",
          "swiss/dutch/s05-11p8r-heavy/round-8.input.trf"
        }) {
      Cli check =
          Cli.run(
              "check", "--lang", "en", "--trf", org.arrocco.core.Reference.file(file).toString());
      assertEquals(0, check.status(), file + ": " + check.out() + check.err());
      int round = Integer.parseInt(file.replaceAll(".*round-(\\d+).*", "$1"));
      assertEquals("check: " + (round - 1) + " rounds checked, 0 differ\n", check.out(), file);
    }
  }
}
