package org.arrocco.tournament.trf;

import java.time.DateTimeException;
import java.time.LocalDate;
import java.util.Optional;

/**
 * When a TRF event ended, and which header line says so: the end date ({@code 052}), else the date
 * of its last round ({@code 132}, one date per round in the round columns), else its start date
 * ({@code 042}). Dates are read as TRF-16 and TRF-2026 write them ({@code YYYY/MM/DD} for 042 and
 * 052, {@code YY/MM/DD} for 132; {@code -} or {@code .} between the parts accepted); a date that
 * does not read is passed over for the next line.
 *
 * @param tag the header tag the date comes from: {@code 052}, {@code 132} or {@code 042}
 */
public record EventDate(LocalDate date, String tag) {
  /** The end of the event in {@code t}, or empty when its header gives no readable date. */
  public static Optional<EventDate> endOf(Tournament t) {
    for (String tag : new String[] {"052", "132", "042"}) {
      LocalDate found = null;
      for (TrfLine l : t.document().linesTagged(tag)) {
        String[] words = l.columns(5, l.text().length()).trim().split("\\s+");
        for (String w : words) {
          LocalDate d = date(w);
          // 132: the last round's date is the latest one given
          if (d != null && (found == null || d.isAfter(found))) {
            found = d;
          }
        }
      }
      if (found != null) {
        return Optional.of(new EventDate(found, tag));
      }
    }
    return Optional.empty();
  }

  /** A date {@code YYYY/MM/DD} or {@code YY/MM/DD} (20YY), or null when it does not read as one. */
  static LocalDate date(String text) {
    String[] parts = text.split("[/.-]");
    if (parts.length != 3) {
      return null;
    }
    for (String p : parts) {
      if (p.isEmpty() || p.length() > 4 || !TrfLine.asciiDigits(p)) {
        return null;
      }
    }
    int year = Integer.parseInt(parts[0]);
    if (parts[0].length() == 2) {
      year += 2000;
    } else if (parts[0].length() != 4) {
      return null;
    }
    try {
      return LocalDate.of(year, Integer.parseInt(parts[1]), Integer.parseInt(parts[2]));
    } catch (DateTimeException e) {
      return null;
    }
  }
}
