/**
 * Orthodox chess and Chess960 on an 8x8 bitboard backend.
 *
 * <p>Entry points: {@link org.arrocco.core.chess.Position} (the mutable position with make/unmake,
 * set-up methods and queries), {@link org.arrocco.core.chess.MoveGenerator} (legal moves into a
 * {@link org.arrocco.core.chess.MoveList}, or just their number), {@link
 * org.arrocco.core.chess.Move} (the int move codec), {@link org.arrocco.core.chess.Perft}, and the
 * variant singletons {@link org.arrocco.core.chess.OrthodoxChess} and {@link
 * org.arrocco.core.chess.Chess960Variant}. Squares are ints 0-63 ({@link
 * org.arrocco.core.chess.Square}), pieces small ints ({@link org.arrocco.core.chess.Piece}), square
 * sets {@code long} bitboards. FEN and UCI notation live in {@code org.arrocco.core.notation}.
 *
 * <p>Typical use: {@code Position p = Fen.read(fen, CastlingMode.CHESS960); MoveList list = new
 * MoveList(); MoveGenerator.generate(p, list); p.make(list.get(0)); ... p.unmake();}
 */
package org.arrocco.core.chess;
