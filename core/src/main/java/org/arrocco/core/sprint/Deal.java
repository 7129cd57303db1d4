package org.arrocco.core.sprint;

import java.util.Random;

/**
 * The hidden part of a Sprint set-up: both decks, as dealt from a seed. The seed is part of the
 * game: the same seed gives the same decks, so a game replays exactly ({@code
 * shared/rules/sprint.md}, Set-up 3 and Records).
 *
 * @param seed the seed the decks were shuffled from, or {@code null} when they were given directly
 *     (read from a PGN without a seed)
 * @param white White's deck, top first
 * @param black Black's deck, top first
 */
public record Deal(Long seed, Deck white, Deck black) {

  /** Shuffles White's deck, then Black's, with one {@link Random} seeded by {@code seed}. */
  public static Deal fromSeed(long seed) {
    Random random = new Random(seed);
    Deck w = Deck.shuffled(random);
    Deck b = Deck.shuffled(random);
    return new Deal(seed, w, b);
  }

  /**
   * A fresh seed for a new game, from a secure source, below 2^48: {@link #fromSeed} deals by
   * {@link Random}, which keeps only a seed's low 48 bits, so a larger seed would record a second
   * name for a deal another seed already names. Seeds recorded before stay valid.
   */
  public static long freshSeed() {
    return new java.security.SecureRandom().nextLong() & SEED_MASK;
  }

  /** The seed bits {@link Random} uses. */
  static final long SEED_MASK = (1L << 48) - 1;

  /** The deck of one side (0 = White, 1 = Black). */
  public Deck deck(int colour) {
    return colour == 0 ? white : black;
  }
}
