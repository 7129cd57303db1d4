package org.arrocco.engine;

import org.arrocco.core.chess.Move;

/**
 * The moves at the root of one search thread, each with its score in the current iteration (or
 * {@code -Score.INFINITE} when it was not the best so far), its score in the iteration before, its
 * principal variation and the selective depth reached. The order is the search order: after every
 * iteration (and every aspiration re-search) the moves are sorted by score, ties by the previous
 * score, so the best move stands first and the MultiPV lines follow it.
 */
final class RootMoves {
  int size;
  final int[] move;
  final int[] score;
  final int[] previousScore;
  final int[][] pv;
  final int[] pvLength;
  final int[] selectiveDepth;

  RootMoves(int capacity, int maxPly) {
    move = new int[capacity];
    score = new int[capacity];
    previousScore = new int[capacity];
    pv = new int[capacity][maxPly + 1];
    pvLength = new int[capacity];
    selectiveDepth = new int[capacity];
  }

  /** Starts the list over with these moves, in this order. */
  void set(int[] moves, int n) {
    size = n;
    for (int i = 0; i < n; i++) {
      move[i] = moves[i];
      score[i] = -Score.INFINITE;
      previousScore[i] = -Score.INFINITE;
      pv[i][0] = moves[i];
      pvLength[i] = 1;
      selectiveDepth[i] = 0;
    }
  }

  /** Keeps every move's score as its previous one before a new iteration. */
  void newIteration() {
    for (int i = 0; i < size; i++) {
      previousScore[i] = score[i];
      score[i] = -Score.INFINITE;
    }
  }

  /** Records a new best line for the move at {@code index}: its score and the rest of its line. */
  void update(int index, int value, int[] line, int from, int to, int seldepth) {
    score[index] = value;
    pv[index][0] = move[index];
    int n = 1;
    for (int i = from; i < to && n < pv[index].length; i++) {
      pv[index][n++] = line[i];
    }
    pvLength[index] = n;
    selectiveDepth[index] = seldepth;
  }

  /** Stable insertion sort of entries {@code from..to-1}, best first. */
  void sort(int from, int to) {
    for (int i = from + 1; i < to; i++) {
      int j = i;
      while (j > from && better(j, j - 1)) {
        swap(j, j - 1);
        j--;
      }
    }
  }

  private boolean better(int a, int b) {
    return score[a] > score[b] || (score[a] == score[b] && previousScore[a] > previousScore[b]);
  }

  private void swap(int a, int b) {
    int t = move[a];
    move[a] = move[b];
    move[b] = t;
    t = score[a];
    score[a] = score[b];
    score[b] = t;
    t = previousScore[a];
    previousScore[a] = previousScore[b];
    previousScore[b] = t;
    int[] l = pv[a];
    pv[a] = pv[b];
    pv[b] = l;
    t = pvLength[a];
    pvLength[a] = pvLength[b];
    pvLength[b] = t;
    t = selectiveDepth[a];
    selectiveDepth[a] = selectiveDepth[b];
    selectiveDepth[b] = t;
  }

  /** The index of {@code m}, or -1. */
  int indexOf(int m) {
    for (int i = 0; i < size; i++) {
      if (move[i] == m) {
        return i;
      }
    }
    return -1;
  }

  /** The principal variation of entry {@code i} as a fresh array (for reports, not per node). */
  int[] line(int i) {
    return java.util.Arrays.copyOf(pv[i], pvLength[i]);
  }

  @Override
  public String toString() {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < size; i++) {
      sb.append(Move.toString(move[i])).append('=').append(score[i]).append(' ');
    }
    return sb.toString();
  }
}
