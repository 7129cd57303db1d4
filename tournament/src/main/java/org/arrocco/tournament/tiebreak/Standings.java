package org.arrocco.tournament.tiebreak;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.OptionalInt;

/**
 * The ranking of an event: score first, then the event's tie-breaks in order (higher is better, an
 * undefined value ranks below any defined one); participants equal on all of them share a place and
 * are listed by id. A rating-based tie-break is refused when the table refuses ARO.
 */
public final class Standings {
  /** One line of the standings: the place (shared places repeat the first) and the values. */
  public record Line(int place, boolean shared, TiebreakValues values) {}

  private final List<Tiebreak> order;
  private final List<Line> lines;

  private Standings(List<Tiebreak> order, List<Line> lines) {
    this.order = order;
    this.lines = lines;
  }

  /** Ranks every participant of {@code table} by score then {@code order}. */
  public static Standings of(TiebreakTable table, List<Tiebreak> order) {
    for (Tiebreak t : order) {
      if (t.ratingBased() && table.aroRefusal().isPresent()) {
        throw new IllegalArgumentException(table.aroRefusal().get());
      }
    }
    List<TiebreakValues> sorted = new ArrayList<>(table.all());
    Comparator<TiebreakValues> rank = rank(order);
    sorted.sort(rank.thenComparingInt(TiebreakValues::id));
    List<Line> lines = new ArrayList<>();
    for (int i = 0; i < sorted.size(); i++) {
      TiebreakValues v = sorted.get(i);
      boolean tiedAbove = i > 0 && rank.compare(sorted.get(i - 1), v) == 0;
      boolean tiedBelow = i + 1 < sorted.size() && rank.compare(v, sorted.get(i + 1)) == 0;
      int place = tiedAbove ? lines.get(i - 1).place() : i + 1;
      lines.add(new Line(place, tiedAbove || tiedBelow, v));
    }
    return new Standings(List.copyOf(order), List.copyOf(lines));
  }

  /** Better first: score, then each tie-break (C.07: the order of the tie-break list decides). */
  private static Comparator<TiebreakValues> rank(List<Tiebreak> order) {
    Comparator<TiebreakValues> c = Comparator.comparingInt(v -> -v.score());
    for (Tiebreak t : order) {
      c = c.thenComparing(v -> v.value(t), Standings::betterFirst);
    }
    return c;
  }

  private static int betterFirst(OptionalInt a, OptionalInt b) {
    if (a.isPresent() && b.isPresent()) {
      return Integer.compare(b.getAsInt(), a.getAsInt());
    }
    return Boolean.compare(a.isEmpty(), b.isEmpty());
  }

  /** The tie-break order used. */
  public List<Tiebreak> order() {
    return order;
  }

  /** The lines, best first. */
  public List<Line> lines() {
    return lines;
  }
}
