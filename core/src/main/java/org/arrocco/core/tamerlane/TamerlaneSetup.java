package org.arrocco.core.tamerlane;

/**
 * The three starting arrays of shared/rules/tamerlane.md, "Set-ups" (research in
 * shared/reference/tamerlane/ARRAYS.md).
 */
public enum TamerlaneSetup {
  /** Bland's "masculine" array, Black by 180-degree rotation: the default. */
  DEFAULT(
      "e1c1w1w1c1e/rntzvkgztnr/prpnptpzpvpkpgpepcpwpp/11/11/11/11/PPPWPCPEPGPKPVPZPTPNPR/"
          + "RNTZGKVZTNR/E1C1W1W1C1E w -- - 00 0 1"),
  /** Bland's "feminine" array (ARRAYS.md section 3), Black by rotation. */
  FEMININE(
      "e1c1vkg1c1e/rntzwpkwztnr/prpnptpzpv1pgpepcpwpp/11/11/11/11/PPPWPCPEPG1PVPZPTPNPR/"
          + "RNTZWPKWZTNR/E1C1GKV1C1E w -- - 00 0 1"),
  /** The masculine array with Black mirrored instead of rotated (pawn of pawns on a8). */
  MIRRORED(
      "e1c1w1w1c1e/rntzgkvztnr/pppwpcpepgpkpvpzptpnpr/11/11/11/11/PPPWPCPEPGPKPVPZPTPNPR/"
          + "RNTZGKVZTNR/E1C1W1W1C1E w -- - 00:a3:a8 0 1");

  private final String fen;

  TamerlaneSetup(String fen) {
    this.fen = fen;
  }

  /** The Tamerlane FEN of the array, White to move. */
  public String fen() {
    return fen;
  }
}
