package org.arrocco.app.tournament;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Locale;
import org.arrocco.tournament.FileWriteException;
import org.arrocco.tournament.dutch.NoLegalPairingException;
import org.arrocco.tournament.event.Refusal;
import picocli.CommandLine;

/**
 * What the event and the command line refuse, said in the arbiter's language: English is the
 * event's own message, the Italian of every {@link Refusal.Reason}, pairing failure, command line
 * mistake and file that could not be written is here. A switch over every reason, so a new reason
 * does not compile until it is worded.
 */
public final class Wording {
  private Wording() {}

  /** Whether a {@code --lang} value asks for Italian (not when absent or not a language). */
  public static boolean italian(String lang) {
    return language(lang) == Lang.IT;
  }

  /** A file that could not be written, in the language of a {@code --lang} value. */
  public static String of(FileWriteException e, String lang) {
    if (language(lang) != Lang.IT) {
      return e.getMessage();
    }
    String why =
        switch (e.reason()) {
          case PERMISSION_DENIED -> "permesso negato";
          case READ_ONLY -> "il file è di sola lettura";
          case NO_FOLDER -> "la cartella " + e.detail() + " non esiste";
          case IS_FOLDER -> "è una cartella";
          case NO_SUCH_FILE -> "file o cartella inesistente";
          case LINK_LOOP -> "i collegamenti simbolici girano in tondo";
          case SYSTEM -> e.detail(); // the system's own words
        };
    return "impossibile scrivere " + e.file() + ": " + why;
  }

  /**
   * The refusal in the language of a {@code --lang} value ({@code it}, {@code en}; English when the
   * command has no such option or the value is not a language).
   */
  public static String of(Refusal refusal, String lang) {
    return of(refusal, language(lang));
  }

  static String of(RuntimeException e, Lang lang) {
    return e instanceof Refusal r && lang == Lang.IT ? italian(r) : e.getMessage();
  }

  /**
   * The Italian of a refusal: its reason's template, in the singular when it names one board or one
   * round, with a list of numbers written as {@code 1, 3} (not {@code [1, 3]}).
   */
  private static String italian(Refusal r) {
    List<Object> values = r.values();
    String template = italian(r.reason());
    boolean one = values.stream().anyMatch(v -> v instanceof Collection<?> c && c.size() == 1);
    if (one && r.reason() == Refusal.Reason.RESULTS_MISSING) {
      template = "al turno %s manca ancora il risultato della scacchiera %s";
    } else if (one && r.reason() == Refusal.Reason.ROUND_BEING_PLAYED) {
      template =
          "il turno %s ha già il risultato della scacchiera %s: un turno in corso non si può"
              + " annullare";
    } else if (r.reason() == Refusal.Reason.ALL_ROUNDS_PAIRED
        && values.size() == 1
        && "1".equals(String.valueOf(values.get(0)))) {
      template = "l'unico turno del torneo è già abbinato";
    }
    Object[] args =
        values.stream()
            .map(
                v ->
                    v instanceof Collection<?> c
                        ? c.stream()
                            .map(String::valueOf)
                            .collect(java.util.stream.Collectors.joining(", "))
                        : v)
            .toArray();
    return String.format(Locale.ROOT, template, args);
  }

  /**
   * The lines that refuse a command line picocli could not read: the mistake, a guess when there is
   * one ({@code near}), and where to look. In Italian when {@code lang} says so, for the mistakes
   * an arbiter makes (an unknown word, a missing option or value, a value of the wrong kind, an
   * option given twice); any other in picocli's English.
   */
  public static List<String> ofCommandLine(
      CommandLine.ParameterException e, String lang, List<String> near) {
    Lang l = language(lang);
    String command = e.getCommandLine().getCommandSpec().qualifiedName();
    List<String> lines = new ArrayList<>();
    lines.add("arrocco: " + (l == Lang.IT ? italian(e) : english(e)));
    if (!near.isEmpty()) {
      lines.add(
          l.t("forse intendevi ", "did you mean ") + String.join(l.t(" o ", " or "), near) + "?");
    }
    lines.add(l.t("(vedi '", "(see '") + command + " --help')");
    return lines;
  }

  /**
   * picocli's message, with its Java words for a number that does not read ("'abc' is not a long")
   * said as the help says it.
   */
  private static String english(CommandLine.ParameterException e) {
    String message = String.valueOf(e.getMessage());
    if (message.startsWith("Invalid value for")
        && (message.endsWith("is not an int") || message.endsWith("is not a long"))) {
      return message.substring(0, message.lastIndexOf(" is not a"))
          + " is not a whole number (or is too large)";
    }
    return message;
  }

  private static String italian(CommandLine.ParameterException e) {
    String message = String.valueOf(e.getMessage());
    if (e instanceof CommandLine.UnmatchedArgumentException u) {
      return (u.getUnmatched().size() == 1
              ? "parola non riconosciuta: "
              : "parole non riconosciute: ")
          + quoted(u.getUnmatched());
    }
    if (e instanceof CommandLine.OverwrittenOptionException o) {
      return "l'opzione '" + name(o.getOverwritten()) + "' va data una volta sola";
    }
    if (e instanceof CommandLine.MissingParameterException m) {
      List<String> names = m.getMissing().stream().map(Wording::name).toList();
      if (message.startsWith("Missing required parameter for option")) {
        return "manca il valore dell'opzione " + quoted(names);
      }
      boolean options = m.getMissing().stream().allMatch(CommandLine.Model.ArgSpec::isOption);
      return (options
              ? names.size() == 1
                  ? "manca l'opzione obbligatoria "
                  : "mancano le opzioni obbligatorie "
              : names.size() == 1
                  ? "manca il parametro obbligatorio "
                  : "mancano i parametri obbligatori ")
          + quoted(names);
    }
    if (message.startsWith("Missing required subcommand")) {
      return "manca il comando: uno tra "
          + String.join(", ", e.getCommandLine().getSubcommands().keySet());
    }
    if (message.startsWith("Invalid value for") && e.getArgSpec() != null) {
      String value = String.valueOf(e.getValue());
      String why =
          e.getCause() instanceof CommandLine.TypeConversionException t
                  && !String.valueOf(t.getMessage()).matches("'.*' is not an? \\w+")
              ? t.getMessage()
              : message.endsWith("is not an int") || message.endsWith("is not a long")
                  ? "'" + value + "' non è un numero intero (o è troppo grande)"
                  : message.endsWith("is not a boolean")
                      ? "'" + value + "' non è true o false"
                      : "'" + value + "' non è un valore ammesso";
      return "valore non valido per '" + name(e.getArgSpec()) + "': " + why;
    }
    return message;
  }

  private static String name(CommandLine.Model.ArgSpec spec) {
    return spec instanceof CommandLine.Model.OptionSpec o ? o.longestName() : spec.paramLabel();
  }

  private static String quoted(List<String> words) {
    return words.stream()
        .map(w -> "'" + w + "'")
        .collect(java.util.stream.Collectors.joining(", "));
  }

  private static Lang language(String lang) {
    try {
      return lang == null ? Lang.EN : Lang.parse(lang);
    } catch (IllegalArgumentException e) {
      return Lang.EN;
    }
  }

  /** No legal pairing for a round, and why. */
  /** Why no round can be paired, in {@code lang} ({@code it} or {@code en}). */
  public static String noPairing(int round, NoLegalPairingException.Cause why, String lang) {
    return noPairing(round, why, language(lang));
  }

  static String noPairing(int round, NoLegalPairingException.Cause why, Lang lang) {
    return lang.t("nessun abbinamento legale per il turno ", "no legal pairing for round ")
        + round
        + ": "
        + (lang == Lang.IT ? italian(why) : why.english());
  }

  static String italian(NoLegalPairingException.Cause why) {
    return switch (why) {
      case LONE_PLAYER_WITHOUT_BYE ->
          "l'unico giocatore da abbinare non può ricevere il bye assegnato dall'abbinamento (C2)";
      case ABSOLUTE_CRITERIA ->
          "nessun abbinamento rispetta i criteri assoluti (C1 niente rivincite, C2 diritto al"
              + " bye, C3 colori) per tutti i giocatori insieme";
    };
  }

  /** The Italian template of a reason: {@code %s} for the same values as the English one. */
  static String italian(Refusal.Reason reason) {
    return switch (reason) {
      case NO_PLAYER -> "nessun giocatore n. %s";
      case NO_PLAYER_OF -> "nessun giocatore n. %s (giocatori 1-%s)";
      case PLAYER_NUMBER -> "il numero del giocatore deve essere positivo";
      case PLAYER_NAME -> "il giocatore %s deve avere un nome";
      case NAME_LENGTH -> "nome più lungo di 33 caratteri (limite del TRF): %s";
      case SEX_LENGTH -> "sesso più lungo di un carattere: %s";
      case TITLE_LENGTH -> "titolo più lungo di 3 caratteri: %s";
      case FEDERATION_LENGTH -> "federazione più lunga di 3 caratteri: %s";
      case RATING_RANGE -> "giocatore %s: l'Elo va da 0 a 3500";
      case FIDE_ID -> "giocatore %s: l'ID FIDE deve essere positivo";
      case PLAYER_MARKS ->
          "giocatore %s: turno d'ingresso, punti dei turni persi e ritiro non possono essere"
              + " negativi";
      case PLAYER_CONTROL_CHARACTER -> "giocatore %s: carattere di controllo in '%s'";
      case UNKNOWN_TITLE -> "giocatore %s: titolo sconosciuto '%s' (uno tra %s)";
      case CLUB_LENGTH -> "nome del circolo più lungo di 40 caratteri: %s";
      case BIRTH_DATE ->
          "la data di nascita va scritta aaaa-mm-gg o con il solo anno aaaa (dal 1900), non '%s'";
      case CATEGORY_LENGTH -> "categoria più lunga di 3 caratteri (limite del TRF): %s";
      case EVENT_FULL -> "il torneo è al completo (%s posti)";
      case DELETED -> "l'iscrizione n. %s è stata cancellata";
      case DELETE_AFTER_ROUND_ONE ->
          "il turno 1 è abbinato: il giocatore %s lascia il torneo con il ritiro (withdraw), che"
              + " tiene i turni giocati";
      case FIDE_ID_TAKEN -> "l'ID FIDE %s è già del giocatore %s";
      case NATIONAL_ID_TAKEN -> "l'ID nazionale %s è già del giocatore %s";
      case CHECK_IN_CLOSED ->
          "l'accredito si è chiuso con il turno 1; per il giocatore %s usa l'ingresso tardivo"
              + " (late)";
      case WITHDRAWN -> "il giocatore %s si è ritirato";
      case FEE_ALREADY_PAID -> "il giocatore %s ha già pagato la quota d'iscrizione";
      case FEE_NOT_PAID -> "la quota d'iscrizione del giocatore %s non risulta pagata";
      case LATE_BEFORE_ROUND_ONE ->
          "il turno 1 non è ancora abbinato: accredita il giocatore %s (checkin) invece di usare"
              + " l'ingresso tardivo";
      case ALREADY_ENTERED -> "il giocatore %s è già in gara dal turno %s";
      case TOO_LATE_TO_ENTER -> "tutti i turni sono abbinati: troppo tardi per entrare";
      case MISSED_ROUND_POINTS -> "i turni persi valgono zero o mezzo punto";
      case ALREADY_WITHDREW -> "il giocatore %s si è già ritirato (dal turno %s)";
      case NOTHING_TO_WITHDRAW_FROM ->
          "tutti i turni sono abbinati: non resta un turno da cui ritirarsi";
      case NOT_WITHDRAWN -> "il giocatore %s non si è ritirato";
      case BYE_ROUNDS -> "un bye si può chiedere solo per i turni %s-%s";
      case NOT_ENTERED -> "il giocatore %s non è in gara: prima serve l'ingresso tardivo (late)";
      case REQUESTED_BYE_POINTS -> "un bye richiesto vale mezzo punto o zero";
      case ALREADY_FORBIDDEN -> "i giocatori %s e %s sono già una coppia vietata";
      case FORBIDDEN_PAIR_NUMBERS ->
          "una coppia vietata richiede due numeri di giocatore (da 1 in su), non %s %s";
      case FORBIDDEN_PAIR_SAME ->
          "una coppia vietata richiede due giocatori diversi, non %s due volte";
      case FORBIDDEN_PAIR_ORDER -> "in una coppia vietata il numero minore va per primo, non %s %s";
      case NO_ROUND_YET -> "nessun turno è ancora abbinato";
      case ROUND_NOT_PAIRED -> "il turno %s non è abbinato (abbinati: 1-%s)";
      case NO_BOARD -> "il turno %s non ha la scacchiera %s (scacchiere 1-%s)";
      case ROUND_BEING_PLAYED ->
          "il turno %s ha già i risultati delle scacchiere %s: un turno in corso non si può"
              + " annullare";
      case ALL_ROUNDS_PAIRED -> "tutti i %s turni sono già abbinati";
      case RESULTS_MISSING -> "al turno %s mancano ancora i risultati delle scacchiere %s";
      case TOO_FEW_TO_PAIR -> "giocatori da abbinare al turno %s: %s, ne servono almeno 2";
      case TOO_FEW_CHECKED_IN ->
          "giocatori da abbinare al turno %s: %s, ne servono almeno 2 (prima accredita i"
              + " giocatori con checkin)";
      case STANDARD_POINTS_ONLY ->
          "l'abbinamento ammette solo il punteggio standard delle partite (1, 1/2, 0)";
      case START_POSITION_RANGE -> "la posizione iniziale va da 0 a 959, non %s";
      case UNKNOWN_RESULT ->
          "risultato sconosciuto '%s'; usa 1-0, 0-1, 1/2, 1-0s 0-1s 1/2s (partita durata meno di"
              + " una mossa, non valida per l'Elo), 0-0 (giocata, persa da entrambi), +- (vittoria a"
              + " forfait), -+, -- (doppio forfait)";
      case INITIAL_COLOUR_FIXED ->
          "il colore iniziale non cambia più dopo l'abbinamento del turno 1";
      case INITIAL_COLOUR -> "il colore iniziale deve essere W (bianco) o B (nero), non '%s'";
      case SETTINGS_FIXED ->
          "punti, variante e accelerazione non cambiano più dopo l'abbinamento del turno 1";
      case CAPACITY_BELOW_REGISTERED -> "i posti (%s) non possono essere meno degli iscritti (%s)";
      case EVENT_NAME -> "il torneo deve avere un nome";
      case CONTROL_CHARACTER -> "carattere di controllo in '%s'";
      case START_DATE_FORMAT -> "la data d'inizio va scritta aaaa-mm-gg, non '%s'";
      case END_DATE_FORMAT -> "la data di fine va scritta aaaa-mm-gg, non '%s'";
      case END_BEFORE_START -> "la data di fine %s precede quella d'inizio %s";
      case ROUNDS_RANGE -> "il numero di turni va da 1 a 99, non %s";
      case CAPACITY_RANGE -> "il numero di posti va da 2 a 9999, non %s";
      case UNRATED_RATING_RANGE -> "l'Elo attribuito ai giocatori senza Elo va da 0 a 3500, non %s";
      case TIEBREAK_TWICE -> "uno spareggio compare due volte: %s";
      case ACCELERATION -> "l'accelerazione deve essere %s o none, non '%s'";
      case PRIZE_NEGATIVE -> "un premio non può essere negativo";
      case PRIZE_TOO_LARGE -> "un premio può essere al massimo di %s euro, non %s";
      case PRIZE_PLACE -> "il posto di un premio va da 1 a 999, non %s";
      case PRIZE_CATEGORY ->
          "categoria di premio sconosciuta '%s' (F, U16, U1800, S65, UNRATED o una categoria"
              + " nazionale fino a 3 caratteri)";
      case PRIZE_PLACES -> "premi della categoria %s: il prossimo posto è il %s, non il %s";
      case PRIZE_AGE_WITHOUT_DATE ->
          "il premio %s conta l'età dall'anno del torneo: indica la data del torneo";
      case ROUND_DATES_COUNT -> "%s date di turno indicate per %s turni";
      case ROUND_DATE_FORMAT -> "la data di un turno va scritta aaaa-mm-gg, non '%s'";
      case ROUNDS_ONLY_CUT ->
          "dopo l'abbinamento del turno 1 i turni si possono solo ridurre (ora %s), non portare a %s";
      case ROUNDS_BELOW_PAIRED -> "sono già abbinati %s turni: il torneo non può averne %s";
      case BAKU_ROUNDS_FIXED ->
          "l'accelerazione Baku dipende dal numero di turni: non cambia più dopo il turno 1";
      case NOT_IN_ROUND ->
          "il giocatore %s non ha né una scacchiera né il bye dell'abbinamento nel turno %s";
      case SWAP_SAME -> "uno scambio richiede due giocatori diversi, non %s due volte";
      case POINT_SYSTEM_ORDER ->
          "i punti richiedono 0 <= sconfitta <= patta <= vittoria e 0 <= PAB <= vittoria";
    };
  }
}
