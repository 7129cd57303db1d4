package org.arrocco.tournament.dutch;

/**
 * The matching on which {@link BracketPairing} tries its decisions, addressed by the players'
 * indices in the pairing order. Two kinds: the whole field of players still to pair ({@link
 * WholeField}), and one bracket's own players, who may float at no cost ({@link BracketField}),
 * which gives the whole field's decisions whenever what it floats can still be paired below.
 */
interface PairingField {
  /** Sets the weight of the pair (0: no pair); pairs the field does not hold are ignored. */
  void setWeight(int u, int v, long[] w);

  /**
   * An optimal matching: for each player of the field his partner, or himself when he is not paired
   * inside the field (the PAB, or a player floating below a bracket).
   */
  int[] solve();

  /** Fixes the pair: the highest weight between them, no other pair for either. */
  void finalisePair(int u, int v);

  /**
   * The pair's weight in this field's layout, its top field included as the whole field weighs it
   * (a bracket's own field holds it without), into {@code out}.
   */
  void weight(int u, int v, long[] out);
}
