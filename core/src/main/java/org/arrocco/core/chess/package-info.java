/**
 * Orthodox chess and Chess960 on an 8x8 bitboard backend.
 *
 * <p>Entry points: {@link org.arrocco.core.chess.Position} (the mutable position with make/unmake,
 * set-up methods and queries), {@link org.arrocco.core.chess.MoveGenerator} (legal moves into a
 * {@link org.arrocco.core.chess.MoveList}, or just their number), {@link
 * org.arrocco.core.chess.Move} (the int move codec), and {@link org.arrocco.core.chess.ChessGame},
 * a game by the FIDE Laws with every way it ends ({@link org.arrocco.core.chess.MatingMaterial}
 * judges dead positions and flag falls). Squares are ints 0-63 ({@link
 * org.arrocco.core.chess.Square}), pieces small ints ({@link org.arrocco.core.chess.Piece}), square
 * sets {@code long} bitboards. FEN and UCI notation live in {@code org.arrocco.core.notation}.
 *
 * <p>Typical use: {@code Position p = Fen.read(fen, CastlingMode.CHESS960); MoveList list = new
 * MoveList(); MoveGenerator.generate(p, list); p.make(list.get(0)); ... p.unmake();}
 */
package org.arrocco.core.chess;
