package org.arrocco.core.variant;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.arrocco.core.clock.TimeControl;
import org.arrocco.core.game.Language;
import org.arrocco.core.notation.NotationException;
import org.arrocco.core.notation.PgnGame;
import org.arrocco.core.notation.PgnVariantName;
import org.arrocco.core.notation.tamerlane.TamerlaneFen;
import org.arrocco.core.notation.tamerlane.TamerlanePgn;
import org.arrocco.core.perft.GenericPerft;
import org.arrocco.core.perft.PerftPosition;
import org.arrocco.core.tamerlane.TamerlaneGame;
import org.arrocco.core.tamerlane.TamerlaneSetup;

/**
 * Tamerlane chess (shared/rules/tamerlane.md; key {@code tamerlane}), played by the generic
 * backend. Options: the starting {@code array} ({@code masculine}, the default; {@code feminine};
 * {@code mirrored}, tamerlane.md, Set-ups), or a position ({@code fen}, a Tamerlane FEN).
 */
public final class TamerlaneVariant implements Variant {
  /** The one instance. */
  public static final TamerlaneVariant INSTANCE = new TamerlaneVariant();

  private static final Set<String> PGN_NAMES = PgnVariantName.TAMERLANE;

  private static final List<String> ARRAYS = List.of("masculine", "feminine", "mirrored");

  private static final List<SetupOption> OPTIONS =
      List.of(
          new SetupOption("array", "starting array", "schieramento iniziale", ARRAYS, "masculine"),
          new SetupOption(
              "fen", "start position (Tamerlane FEN)", "posizione iniziale (FEN)", List.of(), ""));

  private TamerlaneVariant() {}

  @Override
  public String key() {
    return "tamerlane";
  }

  @Override
  public String name(Language language) {
    return language == Language.ITALIAN ? "Scacchi di Tamerlano" : "Tamerlane chess";
  }

  @Override
  public String pgnName() {
    return TamerlanePgn.VARIANT;
  }

  @Override
  public boolean readsPgnName(String reducedName) {
    return PGN_NAMES.contains(reducedName);
  }

  @Override
  public List<SetupOption> options() {
    return OPTIONS;
  }

  @Override
  public Setup setup(Map<String, String> values) {
    SetupValues v = new SetupValues(this, values);
    Map<String, String> out = SetupValues.resolved();
    String fen = v.get("fen");
    if (!fen.isEmpty()) {
      if (v.given("array")) {
        throw new SetupException("array", "give an array or a FEN, not both");
      }
      try {
        out.put("fen", TamerlaneFen.write(TamerlaneFen.read(fen)));
      } catch (NotationException e) {
        throw new SetupException("fen", e.getMessage());
      }
    } else {
      out.put("array", v.choice("array"));
    }
    return new Setup(key(), out);
  }

  /** The start position of a set-up, as a Tamerlane FEN. */
  private static String startOf(Setup setup) {
    return setup
        .option("fen")
        .orElseGet(
            () ->
                switch (setup.option("array").orElse("masculine").toLowerCase(Locale.ROOT)) {
                  case "feminine" -> TamerlaneSetup.FEMININE.fen();
                  case "mirrored" -> TamerlaneSetup.MIRRORED.fen();
                  default -> TamerlaneSetup.DEFAULT.fen();
                });
  }

  @Override
  public Game newGame(Setup setup, Optional<TimeControl> timeControl) {
    Setups.requireOwn(this, setup);
    String start = startOf(setup);
    return new TamerlanePlay(
        this, setup, timeControl, new TamerlaneGame(TamerlaneFen.read(start)), start);
  }

  @Override
  public Game replay(PgnGame pgn) {
    TamerlanePgn.Game read = TamerlanePgn.read(pgn);
    Map<String, String> options = SetupValues.resolved();
    String start = read.startFen();
    if (start.equals(TamerlaneSetup.DEFAULT.fen())) {
      options.put("array", "masculine");
    } else if (start.equals(TamerlaneSetup.FEMININE.fen())) {
      options.put("array", "feminine");
    } else if (start.equals(TamerlaneSetup.MIRRORED.fen())) {
      options.put("array", "mirrored");
    } else {
      options.put("fen", start);
    }
    TamerlanePlay play =
        new TamerlanePlay(this, new Setup(key(), options), Optional.empty(), read.game(), start);
    play.adoptReplay();
    return play;
  }

  @Override
  public String startFen() {
    return TamerlaneSetup.DEFAULT.fen();
  }

  @Override
  public PerftPosition perftPosition(String fen) {
    return new GenericPerft(TamerlaneFen.read(fen));
  }
}
