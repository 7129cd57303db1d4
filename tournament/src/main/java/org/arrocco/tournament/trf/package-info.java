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
 *
 * <p>TRF-16 and TRF-2026 (FIDE handbook, TRF26) side by side, what is kept: every line, of either
 * version, is written back byte for byte (line ends, encoding, byte-order mark, comments, lines
 * this package does not read: the tournament tags 022-132 and 172-222, National Rating Support
 * records such as {@code ITA}, {@code DAT} lines of TRF(x)). A {@code 001} line is read and written
 * with the same fields in both versions; its result codes keep their letter, so the short-game
 * codes {@code W D L} (a game of less than one move, not rated) stay {@code W D L} and are scored
 * as wins, draws and losses. What the lines mean: the total rounds from {@code XXR} or TRF-2026
 * {@code 142}, the initial colour from {@code XXC white1/black1} or {@code 152} (refused when the
 * two disagree; {@code XXC rank}, pairing numbers taken from the rank column, is refused naming its
 * line, as no pairing is made from it), the point system from {@code 162} (TRF-2026 codes W D L A P
 * X, Z read as A) or the older {@code BBx} lines, absences announced by TRF-2026 {@code 240}
 * records, accelerations from {@code 250} or {@code XXA}, forbidden pairs from {@code 260} or
 * {@code XXP}. Team sections ({@code 013}, {@code 310}) and abnormal point assignments ({@code
 * 299}) are refused at their line. Through an event ({@code TrfImport}, then {@code TrfExport}) the
 * short-game codes come back as {@code W D L} too; docs/tournament.md lists what is kept where.
 */
package org.arrocco.tournament.trf;
