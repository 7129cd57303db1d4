package org.arrocco.tournament.event;

/**
 * One prize won: the category ({@code ""} for the main list, else a {@link CategoryPrize}
 * category), the place in it, the winner's registration number, the amount in euro cents, and
 * whether it is shared among players tied on every tie-break (main list only).
 */
public record Prize(String category, int place, int id, long cents, boolean shared) {}
