package org.arrocco.app.tournament;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.arrocco.app.Cli;
import org.arrocco.tournament.dutch.NoLegalPairingException;
import org.arrocco.tournament.event.Refusal;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Every refusal of the event is said in Italian (the default) and in English, naming the same. */
class WordingTest {
  private static final Pattern VALUE = Pattern.compile("%(\\d+\\$)?s");

  private static int values(String template) {
    Matcher m = VALUE.matcher(template);
    int n = 0;
    while (m.find()) {
      n++;
    }
    return n;
  }

  @Test
  void everyReasonHasItalianWordsForTheSameValues() {
    for (Refusal.Reason reason : Refusal.Reason.values()) {
      String english = reason.english();
      String italian = Wording.italian(reason);
      assertEquals(values(english), values(italian), reason + ": " + italian);
      assertNotEquals(english, italian, reason + " is not translated");
      Object[] marks = new Object[values(english)];
      for (int i = 0; i < marks.length; i++) {
        marks[i] = "<" + i + ">";
      }
      String said = Wording.of(new Refusal(reason, marks), "it");
      for (Object mark : marks) {
        assertTrue(said.contains(mark.toString()), reason + " leaves out " + mark + ": " + said);
      }
      assertEquals(
          new Refusal(reason, marks).getMessage(), Wording.of(new Refusal(reason, marks), "en"));
    }
    for (NoLegalPairingException.Cause why : NoLegalPairingException.Cause.values()) {
      assertNotEquals(why.english(), Wording.italian(why));
    }
  }

  @Test
  void aRefusalIsItalianByDefaultAndEnglishOnRequest(@TempDir Path dir) {
    String e = dir.resolve("e.json").toString();
    Cli.run("tournament", "new", "-e", e, "--name", "Open");
    Cli.run("tournament", "register", "-e", e, "--name", "Rossi, Mario");
    Cli it = Cli.run("tournament", "withdraw", "-e", e, "1", "--cancel");
    assertEquals("arrocco: il giocatore 1 non si è ritirato\n", it.err());
    Cli en = Cli.run("tournament", "withdraw", "-e", e, "1", "--cancel", "--lang", "en");
    assertEquals("arrocco: player 1 has not withdrawn\n", en.err());
    Cli late = Cli.run("tournament", "late", "-e", e, "1");
    assertEquals(
        "arrocco: il turno 1 non è ancora abbinato: accredita il giocatore 1 (checkin) invece di"
            + " usare l'ingresso tardivo\n",
        late.err());
  }

  @Test
  void aNumberThatDoesNotReadIsAWholeNumberInEnglishToo() {
    // picocli's own words are Java's ("is not a long"); the help says "a whole number"
    assertEquals(
        "arrocco: Invalid value for option '--seed': 'abc' is not a whole number (or is too"
            + " large)\n(see 'arrocco sprint deal --help')\n",
        Cli.run("sprint", "deal", "--seed", "abc").err());
    assertEquals(
        "arrocco: Invalid value for option '--depth': '99999999999' is not a whole number (or is"
            + " too large)\n(see 'arrocco perft --help')\n",
        Cli.run("perft", "--fen", "startpos", "--depth", "99999999999").err());
  }

  @Test
  void aCommandLineMistakeIsSaidInTheLanguageOfTheCommand(@TempDir Path dir) {
    String e = dir.resolve("e.json").toString();
    String[][] cases = {
      {"new", "--name", "a", "--rounds", "x"},
      {"valore non valido per '--rounds': 'x' non è un numero intero (o è troppo grande)"},
      {"register"},
      {"manca l'opzione obbligatoria '--name'"},
      {"register", "--name"},
      {"manca il valore dell'opzione '--name'"},
      {"new", "--name", "a", "--name", "b"},
      {"l'opzione '--name' va data una volta sola"},
      {"bye"},
      {"manca il parametro obbligatorio 'PLAYER'"},
      {"settings", "--national-as-fide", "maybe"},
      {"valore non valido per '--national-as-fide': 'maybe' non è true o false"},
      {"register", "--name", "a", "--nome", "b"},
      {"parole non riconosciute: '--nome', 'b'"},
    };
    for (int i = 0; i < cases.length; i += 2) {
      String[] line = new String[cases[i].length + 2];
      line[0] = "tournament";
      line[1] = cases[i][0];
      line[2] = "-e=" + e;
      System.arraycopy(cases[i], 1, line, 3, cases[i].length - 1);
      Cli it = Cli.run(line);
      assertEquals(2, it.status(), it.err());
      List<String> lines = it.err().lines().toList();
      assertTrue(lines.get(0).startsWith("arrocco: " + cases[i + 1][0]), it.err());
      assertEquals(
          "(vedi 'arrocco tournament " + cases[i][0] + " --help')", lines.get(lines.size() - 1));
      String[] english = java.util.Arrays.copyOf(line, line.length + 2);
      english[line.length] = "--lang";
      english[line.length + 1] = "en";
      Cli en = Cli.run(english);
      assertTrue(en.err().lines().reduce((a, b) -> b).orElseThrow().startsWith("(see '"), en.err());
      assertFalse(en.err().contains("valore") || en.err().contains("manca"), en.err());
    }
  }

  @Test
  void theTournamentGroupSpeaksAsItsCommands() {
    Cli typo = Cli.run("tournament", "stnadings", "-e", "x.json");
    assertTrue(typo.err().startsWith("arrocco: parole non riconosciute: 'stnadings'"), typo.err());
    assertTrue(typo.err().contains("forse intendevi standings"), typo.err());
    Cli none = Cli.run("tournament");
    assertTrue(
        none.err().startsWith("arrocco: manca il comando: uno tra new, settings,"), none.err());
    Cli en = Cli.run("tournament", "stnadings", "--lang", "en");
    assertTrue(en.err().contains("did you mean standings"), en.err());
    Cli top = Cli.run("turnament");
    assertTrue(top.err().contains("did you mean tournament"), top.err());
  }

  @Test
  void aLanguageThatIsNoneIsRefusedBeforeAnyRefusalIsWorded(@TempDir Path dir) {
    String e = dir.resolve("e.json").toString();
    Cli.run("tournament", "new", "-e", e, "--name", "Open");
    Cli r = Cli.run("tournament", "withdraw", "-e", e, "1", "--lang", "de");
    assertEquals(2, r.status());
    assertTrue(r.err().contains("non 'de' (--lang must be it or en)"), r.err());
    assertFalse(r.err().contains("giocatore"), r.err());
  }
}
