package org.arrocco.tournament.event;

/**
 * What the arbiter enters for a player at registration and may correct later: name, sex, title,
 * federation, FIDE id and rating, national id and rating (0 or "" = none). {@link Player} checks
 * it.
 */
public record Identity(
    String name,
    String sex,
    String title,
    String federation,
    long fideId,
    int fideRating,
    String nationalId,
    int nationalRating) {}
