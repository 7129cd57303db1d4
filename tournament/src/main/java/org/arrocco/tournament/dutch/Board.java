package org.arrocco.tournament.dutch;

/** One board of a round: starting ranks of White and Black. */
public record Board(int white, int black) {}
