package org.arrocco.tournament.event;

/**
 * What the arbiter enters for a player at registration and may correct later: name, sex, title,
 * federation, FIDE id and rating, national (FSI) id and rating (0 or "" = none), club, birth date
 * ({@code yyyy-mm-dd}, or the year alone) and national category (the FSI's {@code M CM 1N 2N 3N
 * NC}, or any class of up to three characters the event's category prizes name). {@link Player}
 * checks it.
 */
public record Identity(
    String name,
    String sex,
    String title,
    String federation,
    long fideId,
    int fideRating,
    String nationalId,
    int nationalRating,
    String club,
    String birthDate,
    String category) {

  /** An identity without club, birth date and category. */
  public Identity(
      String name,
      String sex,
      String title,
      String federation,
      long fideId,
      int fideRating,
      String nationalId,
      int nationalRating) {
    this(name, sex, title, federation, fideId, fideRating, nationalId, nationalRating, "", "", "");
  }
}
