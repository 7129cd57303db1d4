package org.arrocco.core.variant;

/**
 * A move the rules allow now, in the variant's two text forms.
 *
 * @param uci the form for programs: UCI for chess ({@code e2e4}, {@code e7e8q}, Chess960 castling
 *     as king takes rook), Sprint's placements {@code N@f3}, Tamerlane's coordinate form
 * @param san the form for people: SAN, Sprint SAN, Tamerlane's SAN-like form
 */
public record LegalMove(String uci, String san) {}
