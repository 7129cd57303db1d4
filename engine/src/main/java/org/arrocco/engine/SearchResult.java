package org.arrocco.engine;

/**
 * The outcome of a finished search: the move chosen ({@code Move.NONE} when the root has no legal
 * move), the reply expected (or {@code Move.NONE}), its score for the side to move, the depth of
 * the last completed iteration and the nodes searched by all threads.
 */
public record SearchResult(int bestMove, int ponderMove, int score, int depth, long nodes) {}
