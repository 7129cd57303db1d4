package org.arrocco.tournament.dutch;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/** A reference {@code .pairs} file: boards in order (white, black) and the PAB recipient. */
record ReferencePairs(List<Board> boards, int bye) {

  static ReferencePairs read(Path file) throws IOException {
    List<String> lines = Files.readAllLines(file);
    int count = Integer.parseInt(lines.get(0).trim());
    List<Board> boards = new ArrayList<>();
    int bye = 0;
    for (int i = 1; i <= count; i++) {
      String[] f = lines.get(i).trim().split("\\s+");
      int a = Integer.parseInt(f[0]);
      int b = Integer.parseInt(f[1]);
      if (b == 0) {
        bye = a;
      } else {
        boards.add(new Board(a, b));
      }
    }
    return new ReferencePairs(boards, bye);
  }

  static ReferencePairs of(RoundPairing p) {
    return new ReferencePairs(p.boards(), p.byePlayer());
  }

  Set<Board> pairSet() {
    return new LinkedHashSet<>(boards);
  }

  /** Empty when the pairs (with colours) and the PAB agree, else a description. */
  String pairingDifference(ReferencePairs ours) {
    if (pairSet().equals(ours.pairSet()) && bye == ours.bye) {
      return "";
    }
    Set<Board> missing = new LinkedHashSet<>(boards);
    missing.removeAll(ours.boards);
    Set<Board> extra = new LinkedHashSet<>(ours.boards);
    extra.removeAll(boards);
    return "expected " + missing + " bye " + bye + ", got " + extra + " bye " + ours.bye;
  }
}
