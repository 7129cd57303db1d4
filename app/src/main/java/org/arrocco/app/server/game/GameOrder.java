package org.arrocco.app.server.game;

import java.util.Map;
import java.util.Optional;
import org.arrocco.core.clock.TimeControl;
import org.arrocco.core.variant.Setup;
import org.arrocco.core.variant.SetupException;
import org.arrocco.core.variant.Variant;
import org.arrocco.core.variant.Variants;

/**
 * A request for a new game as the page's form sends it: the variant and its set-up options, the
 * time control, the colour wanted and how the game is found (lobby, private link, hotseat). {@link
 * #resolve} checks every field and draws what chance decides.
 *
 * @param variant the variant's key
 * @param options the set-up options (each variant's own, {@link Variant#options})
 * @param clock {@code none}, {@code sudden}, {@code fischer}, {@code bronstein} or {@code delay}
 * @param minutes each player's game time in minutes (0.25 to 300), for a clock other than none
 * @param seconds the increment or delay in seconds (0 to 120)
 * @param colour {@code white}, {@code black} or {@code random}
 * @param mode {@code open}, {@code private}, {@code hotseat} or {@code computer}
 * @param level the computer's level, 1 (weakest) to {@value #MAX_LEVEL} (full strength), for a game
 *     against it
 */
public record GameOrder(
    String variant,
    Map<String, String> options,
    String clock,
    double minutes,
    int seconds,
    String colour,
    String mode,
    Integer level) {

  /** The strongest level of the computer: its full strength. */
  public static final int MAX_LEVEL = 8;

  /** A checked order: the variant, its set-up with chance drawn, the time control. */
  public record Resolved(Variant variant, Setup setup, Optional<TimeControl> timeControl) {}

  /**
   * Checks the order and draws what chance decides.
   *
   * @throws IllegalArgumentException naming the field that is wrong
   */
  public Resolved resolve() {
    Variant v =
        Variants.find(variant == null ? "" : variant)
            .orElseThrow(
                () ->
                    new IllegalArgumentException(
                        "unknown variant '" + variant + "'; known: " + Variants.keys()));
    if (!java.util.Set.of("white", "black", "random").contains(String.valueOf(colour))) {
      throw new IllegalArgumentException("colour must be white, black or random");
    }
    if (!java.util.Set.of("open", "private", "hotseat", "computer")
        .contains(String.valueOf(mode))) {
      throw new IllegalArgumentException("mode must be open, private, hotseat or computer");
    }
    if (mode.equals("computer") && (level == null || level < 1 || level > MAX_LEVEL)) {
      throw new IllegalArgumentException(
          "level must be 1-" + MAX_LEVEL + " for a game against the computer, not " + level);
    }
    if (!mode.equals("computer") && level != null) {
      throw new IllegalArgumentException("a level goes only with mode computer");
    }
    Setup setup;
    try {
      setup = v.setup(options == null ? Map.of() : options);
    } catch (SetupException e) {
      throw new IllegalArgumentException(e.getMessage());
    }
    // a variant whose set-up fixes the clock (Sprint's hourglass and game clock) takes it from
    // there, also when the set-up asks for none; the others take the order's
    boolean setupClock = v.setupTimeControl(v.defaultSetup()).isPresent();
    Optional<TimeControl> tc = setupClock ? v.setupTimeControl(setup) : timeControl();
    return new Resolved(v, setup, tc);
  }

  private Optional<TimeControl> timeControl() {
    String c = clock == null ? "none" : clock;
    if (c.equals("none")) {
      return Optional.empty();
    }
    if (!(minutes >= 0.25 && minutes <= 300)) {
      throw new IllegalArgumentException("minutes must be 0.25-300, not " + minutes);
    }
    if (seconds < 0 || seconds > 120) {
      throw new IllegalArgumentException("seconds must be 0-120, not " + seconds);
    }
    long base = Math.round(minutes * 60_000);
    long s = seconds * 1000L;
    return Optional.of(
        switch (c) {
          case "sudden" -> TimeControl.suddenDeath(base);
          case "fischer" -> TimeControl.fischer(base, s);
          case "bronstein" ->
              s == 0 ? TimeControl.suddenDeath(base) : TimeControl.bronstein(base, s);
          case "delay" -> s == 0 ? TimeControl.suddenDeath(base) : TimeControl.simpleDelay(base, s);
          default ->
              throw new IllegalArgumentException(
                  "clock must be none, sudden, fischer, bronstein or delay, not '" + c + "'");
        });
  }
}
