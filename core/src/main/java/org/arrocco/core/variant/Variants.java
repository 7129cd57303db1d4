package org.arrocco.core.variant;

import java.util.List;
import java.util.Optional;

/** The catalogue of the variants Arrocco plays. */
public final class Variants {
  private static final List<Variant> ALL =
      List.of(
          org.arrocco.core.chess.OrthodoxChess.INSTANCE,
          org.arrocco.core.chess.Chess960Variant.INSTANCE,
          org.arrocco.core.sprint.Sprint.INSTANCE,
          org.arrocco.core.tamerlane.Tamerlane.INSTANCE);

  private Variants() {}

  /** Every variant, in the order they are listed to users. */
  public static List<Variant> all() {
    return ALL;
  }

  /** The variant with this key (case-insensitive), if there is one. */
  public static Optional<Variant> find(String key) {
    for (Variant v : ALL) {
      if (v.key().equalsIgnoreCase(key)) {
        return Optional.of(v);
      }
    }
    return Optional.empty();
  }

  /** The keys of all variants, for messages such as "unknown variant; known: ...". */
  public static String keys() {
    StringBuilder sb = new StringBuilder();
    for (Variant v : ALL) {
      if (sb.length() > 0) {
        sb.append(", ");
      }
      sb.append(v.key());
    }
    return sb.toString();
  }
}
