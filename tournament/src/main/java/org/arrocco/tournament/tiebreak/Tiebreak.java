package org.arrocco.tournament.tiebreak;

import java.util.Locale;

/** A tie-break of FIDE C.07 that this module computes, with its FIDE short name. */
public enum Tiebreak {
  /** Buchholz Cut 1 (C.07 14.1; VURs cut first, 16.5). */
  BH_C1("BH-C1", false),
  /** Buchholz (C.07 8.1). */
  BH("BH", false),
  /** Average Rating of Opponents (C.07 10.1). */
  ARO("ARO", true),
  /** ARO Cut 1: without the lowest-rated opponent (C.07 14.1). */
  ARO_C1("ARO-C1", true);

  private final String label;
  private final boolean ratingBased;

  Tiebreak(String label, boolean ratingBased) {
    this.label = label;
    this.ratingBased = ratingBased;
  }

  /** The FIDE short name, e.g. {@code BH-C1}. */
  public String label() {
    return label;
  }

  /** True for the tie-breaks built on ratings (C.07 Article 10 applies to unrated players). */
  public boolean ratingBased() {
    return ratingBased;
  }

  /** Parses a short name such as {@code BH-C1}, {@code bhc1}, {@code ARO}. */
  public static Tiebreak parse(String text) {
    String key = text.trim().toUpperCase(Locale.ROOT).replace("-", "").replace("_", "");
    for (Tiebreak t : values()) {
      if (t.label.replace("-", "").equals(key)) {
        return t;
      }
    }
    throw new IllegalArgumentException("unknown tie-break '" + text + "'; known: " + known());
  }

  /** The short names of every tie-break, in order: {@code BH-C1, BH, ARO, ARO-C1}. */
  public static String known() {
    return String.join(", ", java.util.Arrays.stream(values()).map(Tiebreak::label).toList());
  }
}
