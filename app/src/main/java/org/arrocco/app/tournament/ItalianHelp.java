package org.arrocco.app.tournament;

import java.util.ArrayList;
import java.util.List;
import java.util.ListResourceBundle;

/**
 * The Italian help of the arbiter's commands ({@code tournament ...}, {@code tiebreaks}, {@code
 * pair}, {@code check}), as a picocli resource bundle: shown by default, as the commands speak
 * Italian by default; {@code --lang en} shows the English of the annotations. Keys are qualified by
 * the command ({@code arrocco.tournament.new.rounds}), so the other commands keep their own help.
 * Defaults are shown where a command has them ({@code ${DEFAULT-VALUE}}).
 */
public final class ItalianHelp extends ListResourceBundle {
  private static final String EVENT = "Il file dell'evento (JSON, scritto in modo atomico).";
  private static final String LANG =
      "Lingua dell'output e dei messaggi: it o en (predefinita: ${DEFAULT-VALUE}).";
  private static final String PLAYER = "Giocatore: numero o (parte del) nome.";

  @Override
  protected Object[][] getContents() {
    List<Object[]> c = new ArrayList<>();
    for (String command :
        new String[] {
          "new", "settings", "register", "edit", "delete", "players", "checkin", "late",
          "withdraw", "bye", "forbid", "round", "pairings", "swap", "result", "standings",
          "export", "import", "report"
        }) {
      String q = "arrocco.tournament." + command + ".";
      headings(c, q);
      c.add(new Object[] {q + "event", EVENT});
      c.add(new Object[] {q + "e", EVENT});
      c.add(new Object[] {q + "lang", LANG});
    }
    for (String q :
        new String[] {
          "arrocco.tournament.", "arrocco.tiebreaks.", "arrocco.pair.", "arrocco.check."
        }) {
      headings(c, q);
    }
    String t = "arrocco.tournament.";
    for (String command : new String[] {"late", "withdraw", "delete", "bye", "edit"}) {
      c.add(new Object[] {t + command + ".player", PLAYER});
    }
    c.add(new Object[] {t + "checkin.players", "I giocatori da accreditare (numeri o nomi)."});
    c.add(new Object[] {t + "forbid.players", "Due giocatori, ciascuno un numero o un nome."});
    c.add(new Object[] {t + "swap.players", "Due giocatori: numero o nome."});
    c.add(
        new Object[] {
          t + "result.entries",
          "Scacchiera e risultato (1-0, 0-1, 1/2, 1-0s, 0-1s, 1/2s, 0-0, +-, -+, --), una volta o"
              + " per più scacchiere."
        });
    description(
        c,
        "arrocco.tiebreaks",
        "Spareggi (FIDE C.07) del torneo in un file TRF: Buchholz, Buchholz Cut 1, ARO, ARO Cut 1.");
    options(
        c,
        "arrocco.tiebreaks.",
        new String[][] {
          {"trf", "Il file TRF-16."},
          {
            "rules",
            "Edizione C.07: 2024 (anche 2023) o 2026 (predefinita: quella in vigore alla fine del"
                + " torneo: TRF 052, altrimenti l'ultima data del 132, altrimenti 042; 2026 senza"
                + " data)."
          },
          {"format", "text (classifica con i nomi) o tsv (predefinito: ${DEFAULT-VALUE})."},
          {
            "order",
            "Con text: l'ordine degli spareggi della classifica (predefinito: ${DEFAULT-VALUE})."
          },
          {
            "lang",
            "Lingua della classifica e dei messaggi: it o en (predefinita: ${DEFAULT-VALUE})."
          },
          {
            "unrated-rating",
            "L'Elo che conta per l'ARO di un giocatore senza Elo (nessuno: ARO escluso)."
          }
        });
    c.add(
        new Object[] {
          t + "usage.description",
          "Dirige un torneo svizzero dalla riga di comando (il torneo è in un file JSON)."
        });
    description(c, t + "new", "Crea un nuovo file dell'evento.");
    String[][] event = {
      {"name", "Nome del torneo."},
      {"venue", "Luogo."},
      {"date", "Primo giorno, aaaa-mm-gg."},
      {"end-date", "Ultimo giorno, aaaa-mm-gg (predefinito: --date)."},
      {"variant", "chess960, chess, sprint o tamerlane (predefinita: ${DEFAULT-VALUE})."},
      {"rounds", "Numero di turni (predefinito: ${DEFAULT-VALUE})."},
      {"time-control", "Cadenza di gioco (predefinita: ${DEFAULT-VALUE})."},
      {"tiebreaks", "Spareggi in ordine: BH-C1, BH, ARO, ARO-C1 (predefiniti: ${DEFAULT-VALUE})."},
      {
        "rules",
        "Edizione C.07: 2024 o 2026 (predefinita: quella in vigore l'ultimo giorno; 2024 prima"
            + " del 1° marzo 2026)."
      },
      {"capacity", "Posti disponibili (predefiniti: ${DEFAULT-VALUE})."},
      {
        "unrated-rating",
        "Elo attribuito ai giocatori senza Elo (0: nessuno, l'ARO viene escluso; predefinito:"
            + " ${DEFAULT-VALUE})."
      },
      {
        "national-as-fide",
        "L'Elo Italia conta come Elo FIDE, true/false (predefinito: ${DEFAULT-VALUE})."
      },
      {
        "prize",
        "Un premio: POSTO=EURO, o CATEGORIA:POSTO=EURO per F (donne), U16 (età), U1800 (Elo),"
            + " S65 (senior), unrated (senza Elo) o una categoria nazionale; virgola o punto"
            + " decimale (2=20,50); una volta per premio, o più premi separati da ';' (predefiniti:"
            + " ${DEFAULT-VALUE})."
      },
      {
        "chief-arbiter",
        "Arbitro principale: nome e, dopo una virgola, l'ID FIDE o FSI (riga TRF 102)."
      },
      {"deputy-arbiter", "Un arbitro collaboratore, come --chief-arbiter (riga TRF 112)."},
      {"organiser", "Il circolo organizzatore."},
      {
        "round-dates",
        "Data di ogni turno, aaaa-mm-gg, dal turno 1 (riga TRF 132; predefinita: la data di un"
            + " torneo di un giorno)."
      },
      {"entry-fee", "Quota d'iscrizione in euro (predefinita: ${DEFAULT-VALUE})."},
      {"pab", "Punti del bye assegnato dall'abbinamento: 1 o 0.5 (predefiniti: ${DEFAULT-VALUE})."},
      {
        "acceleration",
        "Abbinamenti accelerati: baku (FIDE C.04.5.1) o none (predefinito: ${DEFAULT-VALUE})."
      },
      {
        "initial-colour",
        "Colore del primo della classifica iniziale al turno 1, W o B (predefinito: sorteggiato)."
      },
      {"force", "Sovrascrive un file esistente."}
    };
    options(c, t + "new.", event);
    description(c, t + "settings", "Mostra le impostazioni del torneo, o cambia quelle indicate.");
    List<String[]> settings = new ArrayList<>();
    for (String[] o : event) {
      if (!o[0].equals("force")) {
        settings.add(new String[] {o[0], o[1].replaceAll(" \\(predefinit[^)]*\\)", "")});
      }
    }
    settings.add(
        new String[] {
          "rounds", "Numero di turni: dopo il turno 1 si può ridurre fino ai turni già abbinati."
        });
    settings.add(
        new String[] {
          "prize",
          "I premi, che sostituiscono l'elenco: POSTO=EURO o CATEGORIA:POSTO=EURO (F, U16, U1800,"
              + " S65, unrated, una categoria nazionale), virgola o punto decimale; none per nessun"
              + " premio."
        });
    options(c, t + "settings.", settings.toArray(new String[0][]));
    String[][] player = {
      {"name", "Cognome, Nome (fino a 33 caratteri)."},
      {"sex", "m o f."},
      {"title", "Titolo FIDE (GM, IM, FM, ...)."},
      {"federation", "Federazione, es. ITA."},
      {"fide-id", "ID FIDE (0: nessuno)."},
      {"fide-rating", "Elo FIDE (0: nessuno)."},
      {"national-id", "ID FSI (numero di tessera)."},
      {"national-rating", "Elo Italia (0: nessuno)."},
      {"club", "Circolo (fino a 40 caratteri)."},
      {"birth", "Data di nascita aaaa-mm-gg, o l'anno aaaa (premi per età, rapporto FIDE)."},
      {"category", "Categoria nazionale (M, CM, 1N, 2N, 3N, NC; fino a 3 caratteri)."}
    };
    description(c, t + "register", "Iscrive un giocatore.");
    options(c, t + "register.", player);
    description(
        c, t + "edit", "Corregge i dati di un giocatore iscritto: cambiano solo le opzioni date.");
    options(c, t + "edit.", player);
    description(
        c,
        t + "delete",
        "Cancella un'iscrizione prima del turno 1 (doppia o sbagliata): il suo numero resta"
            + " inutilizzato.");
    description(
        c,
        t + "players",
        "Elenca gli iscritti: N. è il numero d'iscrizione, usato in tutti i comandi; TRF il numero"
            + " di abbinamento del file TRF.");
    description(c, t + "checkin", "Accredita i giocatori presenti (fino al turno 1).");
    options(
        c,
        t + "checkin.",
        new String[][] {
          {"all", "Accredita tutti gli iscritti."}, {"undo", "Annulla l'accredito."}
        });
    description(
        c, t + "late", "Fa entrare in gara un iscritto non accreditato dal turno successivo.");
    options(
        c,
        t + "late.",
        new String[][] {
          {"missed", "Punti dei turni persi: 0 o 0.5 (predefiniti: ${DEFAULT-VALUE})."}
        });
    description(c, t + "withdraw", "Ritira un giocatore dai turni successivi.");
    options(c, t + "withdraw.", new String[][] {{"cancel", "Annulla il ritiro."}});
    description(c, t + "bye", "Registra un bye richiesto per un turno non ancora abbinato.");
    options(
        c,
        t + "bye.",
        new String[][] {
          {"round", "Il turno (predefinito: il prossimo)."},
          {"points", "Punti del bye: 0.5 o 0 (predefiniti: ${DEFAULT-VALUE})."},
          {"cancel", "Annulla il bye richiesto."}
        });
    description(c, t + "forbid", "Vieta a due giocatori di incontrarsi nei turni da abbinare.");
    options(c, t + "forbid.", new String[][] {{"cancel", "Toglie il divieto."}});
    description(
        c,
        t + "round",
        "Sorteggia la posizione iniziale e abbina il turno successivo (sistema olandese FIDE).");
    options(
        c,
        t + "round.",
        new String[][] {
          {"position", "Il numero della posizione Scacchi960 scelta dall'arbitro."},
          {"seed", "Sorteggio ripetibile da questo seme (dimostrazioni e prove, non tornei veri)."},
          {"undo", "Annulla l'abbinamento dell'ultimo turno finché non ha risultati."}
        });
    description(
        c, t + "pairings", "Mostra posizione e abbinamenti di un turno (predefinito: l'ultimo).");
    options(
        c,
        t + "pairings.",
        new String[][] {
          {"round", "Il turno (predefinito: l'ultimo abbinato)."},
          {
            "alphabetical",
            "Chi gioca dove: i giocatori per nome, con scacchiera, colore e avversario."
          }
        });
    description(
        c,
        t + "swap",
        "Modifica l'abbinamento dell'ultimo turno prima dei risultati: due giocatori si scambiano"
            + " il posto, o --colours SCACCHIERA; dice quali criteri la modifica viola.");
    options(c, t + "swap.", new String[][] {{"colours", "Scambia i colori di una scacchiera."}});
    description(
        c,
        t + "result",
        "Inserisce o corregge risultati: SCACCHIERA RISULTATO, o più coppie (1 1-0 2 1/2 ...),"
            + " tutte o nessuna (1-0, 0-1, 1/2; 1-0s, 0-1s, 1/2s partita di meno di una mossa, non"
            + " valida per l'Elo; 0-0 giocata e persa da entrambi; +-, -+, -- forfait).");
    options(
        c, t + "result.", new String[][] {{"round", "Il turno (predefinito: l'ultimo abbinato)."}});
    description(
        c,
        t + "standings",
        "Classifica con gli spareggi; --crosstable il tabellone; i premi dopo l'ultimo turno.");
    options(
        c,
        t + "standings.",
        new String[][] {
          {"crosstable", "Anche il tabellone."},
          {"prizes", "Mostra i premi anche prima dell'ultimo turno."}
        });
    description(
        c,
        t + "export",
        "Scrive il torneo (turni completi) in un file TRF-16 con XXR/XXC, 142/152; --fide il"
            + " rapporto per il rating FIDE.");
    options(
        c,
        t + "export.",
        new String[][] {
          {"trf", "Il file TRF da scrivere (in modo atomico; non il file dell'evento)."},
          {
            "fide",
            "Il rapporto per il rating FIDE: arbitri 102/112, date dei turni 132, date di nascita,"
                + " solo Elo FIDE nella colonna dell'Elo."
          }
        });
    description(
        c,
        t + "import",
        "Crea il file dell'evento da un file TRF-16 (giocatori, turni, risultati).");
    options(
        c,
        t + "import.",
        new String[][] {
          {"trf", "Il file TRF da leggere."},
          {"unrated-rating", "Elo attribuito ai giocatori senza Elo."},
          {"force", "Sovrascrive un file esistente."}
        });
    description(
        c,
        t + "report",
        "Stampa il verbale di gara per l'omologazione FSI: torneo, arbitri, giocatori, ritiri,"
            + " forfait, bye, classifica, premi.");
    description(
        c,
        "arrocco.pair",
        "Abbina il turno successivo del torneo TRF (sistema olandese FIDE, C.04.3 2026) e stampa il"
            + " numero di scacchiere, poi 'bianco nero' per scacchiera, il bye come 'p 0'.");
    options(
        c,
        "arrocco.pair.",
        new String[][] {
          {"trf", "Il file TRF-16 del torneo."},
          {"lang", "Lingua dei messaggi e di --names: it o en (predefinita: ${DEFAULT-VALUE})."},
          {"names", "Un elenco per le persone: scacchiera, numeri e nomi, il bye."}
        });
    description(
        c,
        "arrocco.check",
        "Rigioca ogni turno del torneo TRF, lo riabbina con il sistema olandese FIDE e segnala i"
            + " turni il cui abbinamento (coppie, colori, bye) differisce dal file.");
    options(
        c,
        "arrocco.check.",
        new String[][] {
          {"trf", "Il file TRF-16 del torneo."},
          {"lang", "Lingua del rapporto e dei messaggi: it o en (predefinita: ${DEFAULT-VALUE})."},
          {"names", "Nomina i giocatori accanto ai numeri di abbinamento."}
        });
    return c.toArray(new Object[0][]);
  }

  /**
   * Whether a command line asks for English ({@code --lang en}): then the help keeps the English of
   * the annotations.
   */
  public static boolean english(String[] args) {
    for (int i = 0; i < args.length; i++) {
      String value =
          args[i].equals("--lang") && i + 1 < args.length
              ? args[i + 1]
              : args[i].startsWith("--lang=") ? args[i].substring(7) : null;
      if (value != null) {
        try {
          return Lang.parse(value) == Lang.EN;
        } catch (IllegalArgumentException e) {
          return false;
        }
      }
    }
    return false;
  }

  private static void headings(List<Object[]> c, String q) {
    c.add(new Object[] {q + "usage.synopsisHeading", "Uso:\u0020"});
    c.add(new Object[] {q + "usage.optionListHeading", "%nOpzioni:%n"});
    c.add(new Object[] {q + "usage.parameterListHeading", "%nParametri:%n"});
    c.add(new Object[] {q + "usage.commandListHeading", "%nComandi:%n"});
    c.add(new Object[] {q + "help", "Mostra questo aiuto ed esce."});
    c.add(new Object[] {q + "version", "Mostra la versione ed esce."});
    c.add(new Object[] {q + "mixinStandardHelpOptions.help", "Mostra questo aiuto ed esce."});
    c.add(new Object[] {q + "mixinStandardHelpOptions.version", "Mostra la versione ed esce."});
  }

  private static void description(List<Object[]> c, String command, String text) {
    c.add(new Object[] {command + ".usage.description", text});
  }

  private static void options(List<Object[]> c, String prefix, String[][] options) {
    for (String[] o : options) {
      c.add(new Object[] {prefix + o[0], o[1]});
    }
  }
}
