package org.arrocco.app;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import org.arrocco.core.perft.EpdFile;
import org.arrocco.core.perft.EpdLine;
import org.arrocco.core.perft.PerftPosition;
import org.arrocco.core.perft.PerftSuite;
import org.arrocco.core.variant.Variant;
import org.arrocco.core.variant.Variants;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code arrocco perft}: counts the legal-move tree of one position, or checks an EPD file. */
@Command(
    name = "perft",
    mixinStandardHelpOptions = true,
    description = {
      "Counts the leaves of the legal-move tree (--fen), or checks every count of an EPD file"
          + " (--epd), ending with 'perft: C counts checked, M mismatches'."
    })
final class PerftCommand implements Callable<Integer> {
  @Spec picocli.CommandLine.Model.CommandSpec spec;

  @Option(
      names = "--variant",
      defaultValue = "chess",
      completionCandidates = VariantKeys.class,
      description = "The variant: ${COMPLETION-CANDIDATES} (${DEFAULT-VALUE} by default).")
  String variantKey;

  /** The variants' keys, for the help text. */
  static final class VariantKeys implements Iterable<String> {
    @Override
    public java.util.Iterator<String> iterator() {
      return Variants.all().stream().map(Variant::key).iterator();
    }
  }

  @ArgGroup(multiplicity = "1")
  Source source;

  static final class Source {
    @Option(
        names = "--fen",
        description =
            "The position, or 'startpos' for the variant's start (for chess960, start"
                + " position 518, the orthodox one).",
        required = true)
    String fen;

    @Option(names = "--epd", description = "A file of '<FEN> ;D1 n ;D2 n ...' lines.")
    Path epd;
  }

  @Option(names = "--depth", description = "The depth (0 to 64), with --fen.")
  Integer depth;

  @Option(names = "--divide", description = "With --fen: the count below each root move.")
  boolean divide;

  @Option(
      names = "--max-depth",
      description = "With --epd: skip counts deeper than this (1 or more; all by default).")
  Integer maxDepth;

  @Option(
      names = "--max-nodes",
      description = "With --epd: skip counts larger than this (1 or more; all by default).")
  Long maxNodes;

  @Override
  public Integer call() throws IOException {
    Variant variant =
        Variants.find(variantKey)
            .orElseThrow(
                () ->
                    new BadInputException(
                        "unknown variant '" + variantKey + "'; known: " + Variants.keys()));
    PrintWriter out = spec.commandLine().getOut();
    if (source.epd != null) {
      return checkEpd(variant, out);
    }
    // README, perft: --max-depth and --max-nodes go with --epd only
    if (maxDepth != null || maxNodes != null) {
      throw new BadInputException(
          (maxDepth != null ? "--max-depth" : "--max-nodes")
              + " goes with --epd, not --fen (with --fen, --depth sets the depth)");
    }
    if (depth == null) {
      throw new BadInputException("--fen needs --depth N");
    }
    if (depth < 0 || depth > PerftPosition.MAX_DEPTH) {
      throw new BadInputException(
          "--depth must be 0 to " + PerftPosition.MAX_DEPTH + ", not " + depth);
    }
    String fen = source.fen.equals("startpos") ? variant.startFen() : source.fen;
    if (source.fen.equals("startpos") && variant == Variants.CHESS960) {
      // a Chess960 start is one of 960: say which one 'startpos' means
      spec.commandLine()
          .getErr()
          .println(
              "perft: startpos of chess960 is start position 518, the orthodox one;"
                  + " give --fen for another");
    }
    PerftPosition position = variant.perftPosition(fen);
    long start = System.nanoTime();
    long nodes;
    if (divide && depth > 0) {
      nodes = 0;
      for (PerftPosition.Divide d : position.divide(depth)) {
        out.println(d.move() + ": " + d.nodes());
        nodes += d.nodes();
      }
      out.println();
    } else {
      nodes = position.perft(depth);
    }
    double seconds = (System.nanoTime() - start) / 1e9;
    out.println("Nodes searched: " + nodes);
    out.printf(
        java.util.Locale.ROOT,
        "time: %.4f s, %.0f leaves per second%n",
        seconds,
        seconds > 0 ? nodes / seconds : 0.0);
    return 0;
  }

  private int checkEpd(Variant variant, PrintWriter out) throws IOException {
    // README, perft: --depth and --divide go with --fen only
    if (depth != null || divide) {
      throw new BadInputException(
          (depth != null ? "--depth" : "--divide")
              + " goes with --fen, not --epd (with --epd, --max-depth and --max-nodes limit the"
              + " counts)");
    }
    if (maxDepth != null && maxDepth < 1) {
      throw new BadInputException("--max-depth must be 1 or more, not " + maxDepth);
    }
    if (maxNodes != null && maxNodes < 1) {
      throw new BadInputException("--max-nodes must be 1 or more, not " + maxNodes);
    }
    List<EpdLine> lines = EpdFile.parse(InputFile.utf8(source.epd, "an EPD file"));
    PerftSuite suite =
        new PerftSuite(
            variant::perftPosition,
            maxDepth != null ? maxDepth : Integer.MAX_VALUE,
            maxNodes != null ? maxNodes : Long.MAX_VALUE);
    PerftSuite.Result result = suite.check(lines, m -> out.println("mismatch: " + m));
    out.println(result.summary());
    if (result.checked() == 0) {
      out.println(
          "perft: nothing checked: "
              + (lines.stream().allMatch(line -> line.maxDepth() == 0)
                  ? "no count found in " + source.epd
                  : "every count of " + source.epd + " is beyond --max-depth or --max-nodes"));
      return Arrocco.CHECK_FAILED;
    }
    return result.mismatches().isEmpty() ? 0 : Arrocco.CHECK_FAILED;
  }
}
