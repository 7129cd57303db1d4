package org.arrocco.core.perft;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** A perft EPD file: its non-blank, non-comment ({@code #}) lines. */
public final class EpdFile {
  private EpdFile() {}

  /** Reads every line of the file; a malformed line throws naming its line number. */
  public static List<EpdLine> read(Path file) throws IOException {
    return parse(Files.readString(file, StandardCharsets.UTF_8));
  }

  /** Reads every line of the text; a malformed line throws naming its line number. */
  public static List<EpdLine> parse(String text) {
    String body = text.startsWith("\uFEFF") ? text.substring(1) : text; // a byte-order mark
    List<String> lines = body.lines().toList();
    List<EpdLine> out = new ArrayList<>();
    for (int i = 0; i < lines.size(); i++) {
      String line = lines.get(i).strip();
      if (line.isEmpty() || line.startsWith("#")) {
        continue;
      }
      out.add(EpdLine.parse(line, i + 1));
    }
    return out;
  }
}
