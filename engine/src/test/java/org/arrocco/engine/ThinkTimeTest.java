package org.arrocco.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import org.arrocco.core.game.Side;
import org.arrocco.core.variant.ClockReading;
import org.arrocco.core.variant.GameView;
import org.arrocco.core.variant.Seat;
import org.junit.jupiter.api.Test;

class ThinkTimeTest {
  private static GameView view(Optional<ClockReading> clock) {
    return new GameView(
        Seat.WHITE,
        "sprint",
        "4k3/4p3/8/8/8/8/4P3/4K3 w - - 0 1",
        Side.WHITE,
        List.of(),
        List.of(),
        false,
        Optional.empty(),
        clock,
        Optional.empty(),
        Optional.empty());
  }

  private static ClockReading clock(OptionalLong white, OptionalLong move) {
    return new ClockReading(Side.WHITE, true, white, OptionalLong.empty(), move);
  }

  @Test
  void withoutAClockTheGivenTimeIsSpent() {
    assertEquals(700, ThinkTime.of(view(Optional.empty()), 700));
    assertEquals(1, ThinkTime.of(view(Optional.empty()), 0));
  }

  @Test
  void theHourglassKeepsATenthAndAtLeast300MillisInHand() {
    // 60 s of sand leave 54 s to think: the 10 s asked for stand; 5 s leave 4.5 s; 1 s leaves 0.7 s
    assertEquals(
        10_000,
        ThinkTime.of(
            view(Optional.of(clock(OptionalLong.empty(), OptionalLong.of(60_000)))), 10_000));
    assertEquals(
        4_500,
        ThinkTime.of(
            view(Optional.of(clock(OptionalLong.empty(), OptionalLong.of(5_000)))), 10_000));
    assertEquals(
        700,
        ThinkTime.of(
            view(Optional.of(clock(OptionalLong.empty(), OptionalLong.of(1_000)))), 10_000));
    assertEquals(
        1,
        ThinkTime.of(view(Optional.of(clock(OptionalLong.empty(), OptionalLong.of(200)))), 10_000));
  }

  @Test
  void aGameClockIsSpentAtMostATwentiethAMove() {
    assertEquals(
        3_000,
        ThinkTime.of(
            view(Optional.of(clock(OptionalLong.of(60_000), OptionalLong.empty()))), 10_000));
  }
}
