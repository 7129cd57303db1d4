package org.arrocco.engine.uci;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

/**
 * The engine's own program ({@code java -jar arrocco-engine.jar}): speaks UCI on standard input and
 * output; {@code bench [depth]} as an argument runs the benchmark and exits.
 */
public final class UciMain {
  private UciMain() {}

  public static void main(String[] args) throws IOException {
    PrintStream out = new PrintStream(System.out, false, StandardCharsets.UTF_8);
    BufferedReader in =
        new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
    UciLoop loop = new UciLoop(in, out);
    if (args.length > 0) {
      loop.execute(String.join(" ", args));
      out.flush();
      return;
    }
    loop.run();
    out.flush();
  }
}
