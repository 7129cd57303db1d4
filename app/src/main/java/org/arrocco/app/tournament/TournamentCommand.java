package org.arrocco.app.tournament;

import picocli.CommandLine.Command;

/**
 * {@code arrocco tournament}: the arbiter's evening, one subcommand per act (create the event,
 * change its settings, register and correct players, check in, late entries, withdrawals, byes,
 * forbidden pairs, rounds with their Chess960 position, results, standings, TRF export and import),
 * each reading and rewriting the event file.
 */
@Command(
    name = "tournament",
    mixinStandardHelpOptions = true,
    description = "Runs a Swiss event from the command line (the event kept in a JSON file).",
    subcommands = {
      NewEventCommand.class,
      SettingsCommand.class,
      RegisterCommand.class,
      EditCommand.class,
      DeleteCommand.class,
      PlayersCommand.class,
      CheckinCommand.class,
      LateCommand.class,
      WithdrawCommand.class,
      ByeCommand.class,
      ForbidCommand.class,
      RoundCommand.class,
      PairingsCommand.class,
      SwapCommand.class,
      ResultCommand.class,
      StandingsCommand.class,
      ExportCommand.class,
      ImportCommand.class,
      ReportCommand.class
    })
public final class TournamentCommand {}
