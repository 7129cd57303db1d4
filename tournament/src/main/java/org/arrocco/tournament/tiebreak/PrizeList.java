package org.arrocco.tournament.tiebreak;

import java.util.ArrayList;
import java.util.List;

/**
 * Who wins the prizes, in euro cents: place k wins prize k. Participants who share places after
 * every tie-break pool the prizes of those places and split them equally; a cent that does not
 * divide goes to the first of them by id (a choice of this program: the club rules are silent).
 */
public final class PrizeList {
  /** One prize: the participant, the place it is for, the amount in cents, whether it is shared. */
  public record Award(int id, int place, long cents, boolean shared) {}

  private PrizeList() {}

  /** The awards for {@code prizesInCents} (1st first) over the standings. */
  public static List<Award> of(Standings standings, List<Long> prizesInCents) {
    List<Award> awards = new ArrayList<>();
    List<Standings.Line> lines = standings.lines();
    int i = 0;
    while (i < lines.size() && i < prizesInCents.size()) {
      int j = i;
      while (j < lines.size() && lines.get(j).place() == lines.get(i).place()) {
        j++;
      }
      int group = j - i;
      long pool = 0;
      for (int k = i; k < j && k < prizesInCents.size(); k++) {
        pool += prizesInCents.get(k);
      }
      // docs/tournament.md, Premi: shared places pool their prizes (rules/tournament.md is silent).
      long each = pool / group;
      long rest = pool % group;
      for (int k = i; k < j; k++) {
        long cents = each + (k - i < rest ? 1 : 0);
        if (cents > 0) {
          Standings.Line line = lines.get(k);
          awards.add(new Award(line.values().id(), line.place(), cents, group > 1));
        }
      }
      i = j;
    }
    return awards;
  }
}
