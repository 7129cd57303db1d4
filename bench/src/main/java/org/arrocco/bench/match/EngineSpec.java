package org.arrocco.bench.match;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * How to start one engine of a match and set it up: a name for the tables, the command (program and
 * arguments), the UCI options to set and the protocol it speaks ({@code uci}, the default, or
 * {@code xboard}). Written on the command line as comma-separated {@code key=value} fields: {@code
 * name=sf2000,cmd=/usr/games/stockfish,option.UCI_Elo=2000} or {@code
 * name=phalanx,protocol=xboard,cmd=/usr/games/phalanx -b- -l-}; the command's words are separated
 * by spaces ({@code cmd=./arrocco uci}).
 */
public record EngineSpec(
    String name, List<String> command, Map<String, String> options, String protocol) {

  /** Reads a specification; throws {@link IllegalArgumentException} naming what is wrong. */
  public static EngineSpec parse(String text) {
    String name = null;
    List<String> command = new ArrayList<>();
    Map<String, String> options = new LinkedHashMap<>();
    String protocol = "uci";
    for (String field : text.split(",")) {
      int eq = field.indexOf('=');
      if (eq <= 0) {
        throw new IllegalArgumentException("engine field '" + field + "' is not key=value");
      }
      String key = field.substring(0, eq).trim();
      String value = field.substring(eq + 1).trim();
      if (key.equals("name")) {
        name = value;
      } else if (key.equals("protocol")) {
        if (!value.equals("uci") && !value.equals("xboard")) {
          throw new IllegalArgumentException("protocol is uci or xboard, not '" + value + "'");
        }
        protocol = value;
      } else if (key.equals("cmd")) {
        command.addAll(List.of(value.split("\\s+")));
      } else if (key.startsWith("option.")) {
        options.put(key.substring(7), value);
      } else {
        throw new IllegalArgumentException("unknown engine field '" + key + "'");
      }
    }
    if (command.isEmpty()) {
      throw new IllegalArgumentException("engine '" + text + "' has no cmd=");
    }
    if (name == null) {
      name = command.get(0).replaceFirst(".*/", "");
    }
    return new EngineSpec(name, List.copyOf(command), Map.copyOf(options), protocol);
  }
}
