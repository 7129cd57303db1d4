package org.arrocco.app;

import java.io.PrintWriter;
import java.util.concurrent.Callable;
import org.arrocco.core.chess960.StartPosition;
import org.arrocco.core.chess960.StartPosition.Language;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code arrocco chess960}: a start position by number or drawn at random, with its read-out. */
@Command(
    name = "chess960",
    mixinStandardHelpOptions = true,
    description =
        "Shows a Chess960 start position (by --number, or drawn with --random from a secure"
            + " source): the number, the X-FEN and the read-out from left to right.")
final class Chess960Command implements Callable<Integer> {
  @Spec picocli.CommandLine.Model.CommandSpec spec;

  @ArgGroup(multiplicity = "0..1")
  Choice choice;

  static final class Choice {
    @Option(names = "--number", description = "The start position number, 0-959.")
    Integer number;

    @Option(names = "--random", description = "Draw a position (the default).")
    boolean random;
  }

  @Override
  public Integer call() {
    StartPosition position;
    if (choice != null && choice.number != null) {
      if (choice.number < 0 || choice.number > 959) {
        throw new BadInputException("--number must be 0-959, not " + choice.number);
      }
      position = StartPosition.of(choice.number);
    } else {
      position = StartPosition.random();
    }
    PrintWriter out = spec.commandLine().getOut();
    out.println("number:   " + position.number());
    out.println("X-FEN:    " + position.xfen());
    out.println("italiano: " + position.readOut(Language.ITALIAN));
    out.println("          " + position.letters(Language.ITALIAN));
    out.println("English:  " + position.readOut(Language.ENGLISH));
    out.println("          " + position.letters(Language.ENGLISH));
    return 0;
  }
}
