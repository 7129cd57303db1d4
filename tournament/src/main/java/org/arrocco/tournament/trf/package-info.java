/**
 * TRF-16 files (with the TRF(x) {@code XXR}/{@code XXC} and TRF-2026 {@code 142}/{@code 152}/
 * {@code ###} lines): {@link org.arrocco.tournament.trf.TrfDocument} keeps every line exactly as
 * read (writing it back gives the same bytes), {@link org.arrocco.tournament.trf.Tournament} is
 * what the lines mean: name, total rounds, initial colour and the players ({@link
 * org.arrocco.tournament.trf.PlayerRecord}, one per {@code 001} line) with one {@link
 * org.arrocco.tournament.trf.RoundResult} per round (opponent, {@link
 * org.arrocco.tournament.trf.Colour}, {@link org.arrocco.tournament.trf.ResultCode}). Scores are
 * integers in tenths. A malformed line raises {@link org.arrocco.tournament.trf.TrfException} with
 * its line number and column range. All types are immutable.
 *
 * <p>Typical use: {@code Tournament t = Tournament.of(TrfDocument.read(path));} then {@code
 * t.withPlayers(newRecords).document().write(path)} to export an updated event; {@link
 * org.arrocco.tournament.trf.PlayerRecord#toTrf()} formats one player line.
 */
package org.arrocco.tournament.trf;
