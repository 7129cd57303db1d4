package org.arrocco.app.tournament;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
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
        "arrocco: il turno 1 non è ancora abbinato: segna presente il giocatore 1 (checkin)"
            + " invece dell'ingresso tardivo\n",
        late.err());
  }

  @Test
  void aLanguageThatIsNoneIsRefusedBeforeAnyRefusalIsWorded(@TempDir Path dir) {
    String e = dir.resolve("e.json").toString();
    Cli.run("tournament", "new", "-e", e, "--name", "Open");
    Cli r = Cli.run("tournament", "withdraw", "-e", e, "1", "--lang", "de");
    assertEquals(2, r.status());
    assertTrue(r.err().contains("--lang must be it or en, not 'de'"), r.err());
    assertFalse(r.err().contains("giocatore"), r.err());
  }
}
