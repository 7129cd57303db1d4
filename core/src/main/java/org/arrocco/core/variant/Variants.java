package org.arrocco.core.variant;

import java.util.List;
import java.util.Optional;
import org.arrocco.core.notation.NotationException;
import org.arrocco.core.notation.PgnGame;
import org.arrocco.core.notation.PgnVariantName;

/** The catalogue of the variants Arrocco plays: the only place that lists them. */
public final class Variants {
  /** Orthodox chess (FIDE Laws). */
  public static final Variant CHESS = OrthodoxVariant.INSTANCE;

  /** Chess960 (FIDE Guidelines II). */
  public static final Variant CHESS960 = Chess960Variant.INSTANCE;

  /** Scacchi Sprint. */
  public static final Variant SPRINT = SprintVariant.INSTANCE;

  /** Tamerlane chess. */
  public static final Variant TAMERLANE = TamerlaneVariant.INSTANCE;

  private static final List<Variant> ALL = List.of(CHESS, CHESS960, SPRINT, TAMERLANE);

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

  /** A Variant tag's value reduced for comparison: lower case, without blanks, '_' or '-'. */
  public static String pgnKey(String name) {
    return PgnVariantName.reduce(name);
  }

  /**
   * The variant a PGN game is of, by its {@code Variant} tag (orthodox chess when there is none).
   *
   * @throws NotationException naming the tag when no variant reads the name
   */
  public static Variant forPgn(PgnGame pgn) {
    String name = pgn.tag("Variant").orElse("");
    String key = pgnKey(name);
    for (Variant v : ALL) {
      if (v.readsPgnName(key)) {
        return v;
      }
    }
    StringBuilder known = new StringBuilder();
    for (Variant v : ALL) {
      known.append(known.length() == 0 ? "" : ", ").append(v.pgnName());
    }
    throw new NotationException(
        "tag Variant", "unknown variant \"" + name.trim() + "\" (known: " + known + ")");
  }
}
