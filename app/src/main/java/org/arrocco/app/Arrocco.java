package org.arrocco.app;

import java.util.ArrayList;
import java.util.List;
import org.arrocco.app.tournament.Wording;
import org.arrocco.core.notation.NotationException;
import org.arrocco.tournament.FileWriteException;
import org.arrocco.tournament.event.Refusal;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * The one runnable program behind {@code ./arrocco}: the command line.
 *
 * <p>Exit status: 0 on success, 1 when a check fails (a perft mismatch, no legal pairing), 2 on bad
 * input (a malformed FEN, an unknown variant, a missing file), printed as one line; 75 when another
 * command changed the event file first (nothing written: run it again).
 */
@Command(
    name = "arrocco",
    mixinStandardHelpOptions = true,
    version = "Arrocco 0.1.0",
    description = "Chess, Chess960 and the club's variants: rules, notation and tools.")
public final class Arrocco {
  /**
   * The commands, in the order of the help. Picocli reads a command's options from its annotations
   * when it is added, which for all of them took 0.27 s of a 0.33 s run; so a command line that
   * names one of them adds that one alone, and anything else (the help, a mistyped command, which
   * wants the nearest names) adds them all.
   */
  private static final List<Class<?>> COMMANDS =
      List.of(
          PerftCommand.class,
          Chess960Command.class,
          PgnCommand.class,
          org.arrocco.app.tournament.TiebreaksCommand.class,
          org.arrocco.app.tournament.PairCommand.class,
          org.arrocco.app.tournament.CheckCommand.class,
          org.arrocco.app.tournament.TournamentCommand.class,
          SprintCommand.class,
          org.arrocco.app.server.ServeCommand.class,
          org.arrocco.app.desk.ArbiterCommand.class,
          org.arrocco.app.load.LoadTestCommand.class,
          UciCommand.class);

  /** Exit status for bad input. */
  public static final int BAD_INPUT = 2;

  /** Exit status for a check that failed. */
  public static final int CHECK_FAILED = 1;

  /**
   * Exit status for a command that lost a race with another command on the same file: nothing was
   * written, running it again is the remedy (sysexits' EX_TEMPFAIL, which scripts retry on).
   */
  public static final int TRY_AGAIN = 75;

  private Arrocco() {}

  public static void main(String[] args) {
    System.exit(run(args));
  }

  /** Runs the command line and returns the exit status (used by tests, which must not exit). */
  public static int run(String... args) {
    CommandLine cli = new CommandLine(new Arrocco());
    Class<?> named = args.length == 0 ? null : named(args[0]);
    for (Class<?> command : COMMANDS) {
      if (named == null || named == command) {
        cli.addSubcommand(command);
      }
    }
    CommandLine tournament = cli.getSubcommands().get("tournament");
    if (tournament != null) {
      // A result may start with '-' (-+ is Black's forfeit win, -- the double forfeit): there, a
      // word that is no option of the command is a RESULT, not an unknown option or the end of
      // options.
      tournament
          .getSubcommands()
          .get("result")
          .setUnmatchedOptionsArePositionalParams(true)
          .setEndOfOptionsDelimiter("--end-of-options");
    }
    cli.registerConverter(java.nio.file.Path.class, Arrocco::path);
    if (!org.arrocco.app.tournament.ItalianHelp.english(args)) {
      // the arbiter's commands speak Italian by default: their help too
      cli.setResourceBundle(new org.arrocco.app.tournament.ItalianHelp());
    }
    cli.setExecutionExceptionHandler(
        (e, commandLine, parseResult) -> {
          commandLine.getErr().println("arrocco: " + describe(e, parseResult));
          return e instanceof ConflictException ? TRY_AGAIN : BAD_INPUT;
        });
    cli.setParameterExceptionHandler(
        (e, args1) -> {
          CommandLine c = e.getCommandLine();
          if (e instanceof CommandLine.MissingParameterException) {
            // a mistyped option (--nme) first, not the option it left missing (--name)
            String unknown = unknownOption(c.getCommandSpec(), args1);
            if (unknown != null) {
              e = new CommandLine.UnmatchedArgumentException(c, List.of(unknown));
            }
          }
          List<String> near =
              e instanceof CommandLine.UnmatchedArgumentException u
                  ? suggestions(u, c.getCommandSpec())
                  : List.of();
          Wording.ofCommandLine(e, language(c.getCommandSpec(), args1), near)
              .forEach(c.getErr()::println);
          return BAD_INPUT;
        });
    cli.setExecutionStrategy(
        parseResult -> {
          // a mistyped command with --help (arrocco pgn chek --help) is refused as without it,
          // instead of printing the help of the command before it as if nothing were wrong; a
          // command's own help is printed whatever else its line holds
          var last = parseResult;
          while (last.hasSubcommand()) {
            last = last.subcommand();
          }
          if (!last.unmatched().isEmpty() && !last.commandSpec().subcommands().isEmpty()) {
            throw new CommandLine.UnmatchedArgumentException(
                last.commandSpec().commandLine(), last.unmatched());
          }
          // the program named alone prints its help, as --help would (a group named alone, such
          // as arrocco pgn, still says that its command is missing)
          if (last == parseResult && last.unmatched().isEmpty() && last.matchedArgs().isEmpty()) {
            last.commandSpec().commandLine().usage(last.commandSpec().commandLine().getOut());
            return 0;
          }
          return new CommandLine.RunLast().execute(parseResult);
        });
    return cli.execute(args);
  }

  /** The command named {@code word} (its name or an alias), or null. */
  private static Class<?> named(String word) {
    for (Class<?> command : COMMANDS) {
      Command c = command.getAnnotation(Command.class);
      if (c.name().equals(word) || List.of(c.aliases()).contains(word)) {
        return command;
      }
    }
    return null;
  }

  /**
   * The names a mistyped word may have meant: picocli's nearest option or command names, or else
   * the options whose name holds the word ({@code --rating}: {@code --fide-rating}, {@code
   * --national-rating}).
   */
  private static List<String> suggestions(
      CommandLine.UnmatchedArgumentException e, CommandLine.Model.CommandSpec spec) {
    if (!e.getSuggestions().isEmpty()) {
      return e.getSuggestions();
    }
    List<String> near = new ArrayList<>();
    for (String word : e.getUnmatched()) {
      String stem = word.replaceFirst("^-+", "").replaceFirst("=.*", "");
      if (word.startsWith("--") && stem.length() >= 3) {
        for (CommandLine.Model.OptionSpec option : spec.options()) {
          String name = option.longestName();
          boolean close = name.contains(stem) || Typo.distance("--" + stem, name) <= 2;
          if (close && !near.contains(name)) {
            near.add(name);
          }
        }
      }
    }
    return near;
  }

  /** The first {@code --word} of the command line that is none of the command's options. */
  private static String unknownOption(CommandLine.Model.CommandSpec spec, String[] args) {
    for (String a : args) {
      String name = a.replaceFirst("=.*", "");
      if (name.startsWith("--") && name.length() > 2 && spec.findOption(name) == null) {
        boolean command = spec.subcommands().containsKey(name);
        if (!command && !name.equals("--end-of-options")) {
          return a;
        }
      }
    }
    return null;
  }

  /**
   * The {@code --lang} value of a command line picocli could not read: the last one given, else the
   * option's default, or null when the command has no such option.
   */
  private static String language(CommandLine.Model.CommandSpec spec, String[] args) {
    String given = defaultLanguage(spec);
    if (given == null) {
      return null;
    }
    for (int i = 0; i < args.length; i++) {
      if (args[i].equals("--lang") && i + 1 < args.length) {
        given = args[i + 1];
      } else if (args[i].startsWith("--lang=")) {
        given = args[i].substring("--lang=".length());
      }
    }
    return given;
  }

  /**
   * The {@code --lang} default of a command, or of a group whose every command has the same one
   * ({@code tournament}); null when there is none.
   */
  private static String defaultLanguage(CommandLine.Model.CommandSpec spec) {
    CommandLine.Model.OptionSpec own = spec.findOption("--lang");
    if (own != null) {
      return own.defaultValue();
    }
    List<String> defaults =
        spec.subcommands().values().stream()
            .map(c -> c.getCommandSpec().findOption("--lang"))
            .map(o -> o == null ? null : o.defaultValue())
            .distinct()
            .toList();
    return defaults.size() == 1 ? defaults.get(0) : null;
  }

  /** The {@code --lang} value of the command run, or null when it has no such option. */
  private static String language(CommandLine.ParseResult parsed) {
    CommandLine.ParseResult last = parsed;
    while (last.hasSubcommand()) {
      last = last.subcommand();
    }
    CommandLine.Model.OptionSpec lang = last.commandSpec().findOption("--lang");
    return lang == null ? null : String.valueOf((Object) lang.getValue());
  }

  /** A file name as given, refused in the user's terms when the system cannot take it. */
  private static java.nio.file.Path path(String name) {
    try {
      return java.nio.file.Path.of(name);
    } catch (java.nio.file.InvalidPathException e) {
      throw new CommandLine.TypeConversionException(
          "'" + name.replace("\0", "\\0") + "' is not a file name: " + e.getReason());
    }
  }

  private static String describe(Exception e, CommandLine.ParseResult parsed) {
    if (e instanceof Refusal r) {
      return Wording.of(r, language(parsed));
    }
    if (e instanceof BadInputException b) {
      return b.message(Wording.italian(language(parsed)));
    }
    if (e instanceof ConflictException c) {
      return c.message(Wording.italian(language(parsed)));
    }
    if (e instanceof FileWriteException w) {
      return Wording.of(w, language(parsed));
    }
    if (e instanceof NotationException || e instanceof IllegalArgumentException) {
      return e.getMessage();
    }
    if (e instanceof java.nio.file.NoSuchFileException) {
      return "no such file: " + e.getMessage();
    }
    if (e instanceof java.nio.file.FileSystemException f) {
      return "cannot open " + f.getFile() + (f.getReason() == null ? "" : ": " + f.getReason());
    }
    if (e instanceof java.io.IOException) {
      return e.getMessage() != null ? e.getMessage() : e.getClass().getSimpleName();
    }
    return e.getClass().getSimpleName() + ": " + e.getMessage();
  }
}
