package org.arrocco.app;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

/** Runs the command line in-process and captures its exit status, standard output and errors. */
public record Cli(int status, String out, String err) {
  /** Words only a Java exception escaping the checks would print. */
  private static final java.util.regex.Pattern LEAK =
      java.util.regex.Pattern.compile(
          "[A-Z][A-Za-z]*(Exception|Error)\\b|For input string|out of bounds|Index -?\\d"
              + "|Cannot invoke|because \"|(?<!['\\w])null(?![\\w'])");

  /** Whether the output shows a Java exception's own words instead of a message of ours. */
  public boolean leaksAnException() {
    return LEAK.matcher(out + err).find();
  }

  public static synchronized Cli run(String... args) {
    PrintStream oldOut = System.out;
    PrintStream oldErr = System.err;
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    try {
      System.setOut(new PrintStream(out, true, StandardCharsets.UTF_8));
      System.setErr(new PrintStream(err, true, StandardCharsets.UTF_8));
      int status = Arrocco.run(args);
      System.out.flush();
      System.err.flush();
      return new Cli(
          status, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    } finally {
      System.setOut(oldOut);
      System.setErr(oldErr);
    }
  }
}
