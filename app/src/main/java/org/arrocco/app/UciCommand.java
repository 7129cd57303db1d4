package org.arrocco.app;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.Callable;
import org.arrocco.engine.uci.UciLoop;
import picocli.CommandLine.Command;

/** {@code arrocco uci}: the engine, speaking the Universal Chess Interface on stdin and stdout. */
@Command(
    name = "uci",
    mixinStandardHelpOptions = true,
    description =
        "Runs the engine as a UCI engine on standard input and output (for a chess GUI or a match"
            + " runner); 'bench' as a command runs the benchmark.")
final class UciCommand implements Callable<Integer> {
  @Override
  public Integer call() throws IOException {
    PrintStream out = new PrintStream(System.out, false, StandardCharsets.UTF_8);
    BufferedReader in =
        new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
    new UciLoop(in, out).run();
    out.flush();
    return 0;
  }
}
