package org.arrocco.app.tournament;

import java.nio.file.Path;
import org.arrocco.app.Cli;

/** Runs {@code arrocco tournament SUB --event FILE ARGS...} in-process, for the command tests. */
final class EventCli {
  private EventCli() {}

  static Cli run(Path event, String sub, String... args) {
    String[] all = new String[args.length + 4];
    all[0] = "tournament";
    all[1] = sub;
    all[2] = "--event";
    all[3] = event.toString();
    System.arraycopy(args, 0, all, 4, args.length);
    return Cli.run(all);
  }
}
