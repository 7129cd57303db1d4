package org.arrocco.core.notation;

import java.io.Reader;
import java.util.ArrayList;
import java.util.List;
import java.util.NoSuchElementException;
import org.arrocco.core.notation.PgnToken.Kind;

/**
 * Reads the games of a PGN text one by one (PGN standard, sections 8.1-8.2): tag pairs, then move
 * text with move numbers, comments, NAGs, suffix annotations ({@code !}, {@code ?!} ...) and nested
 * variations, ended by a result. A syntax error is thrown as a {@link NotationException} naming the
 * line, column and what was expected; the reader then skips to the next game, so a caller can
 * report every bad game of a file and go on.
 */
public final class PgnReader {
  /** Variations nested deeper than this are refused rather than risk the stack. */
  private static final int MAX_DEPTH = 100;

  private final PgnLexer lexer;
  private int gamesStarted;

  /** Where the next game starts when the game being read turned out to end before it, or null. */
  private PgnToken restartAt;

  public PgnReader(String text) {
    this.lexer = new PgnLexer(new PgnText(text));
  }

  /**
   * A reader of the text {@code in} gives, read as far as each game needs: the games of a large
   * collection are read one by one, never the whole text at once. An error reading {@code in} is
   * thrown as an {@link java.io.UncheckedIOException} by {@link #hasNext()} or {@link #next()}.
   */
  public PgnReader(Reader in) {
    this.lexer = new PgnLexer(new PgnText(in));
  }

  /**
   * A reader of a text taken from a larger one at {@code line} and {@code column} (a game or the
   * rest of a file that {@link PgnTriage} hands over), so that messages and {@link PgnGame#line()}
   * name the places of the whole file.
   */
  public PgnReader(Reader in, int line, int column) {
    this.lexer = new PgnLexer(new PgnText(in), line, column);
  }

  /** Every game of the text; the first syntax error is thrown. */
  public static List<PgnGame> readAll(String text) {
    PgnReader r = new PgnReader(text);
    List<PgnGame> games = new ArrayList<>();
    while (r.hasNext()) {
      games.add(r.next());
    }
    return games;
  }

  /**
   * Whether another game follows: anything but white space, escape lines and comments remains (text
   * that does not lex counts, so that {@link #next()} reports it). Comments after the last game are
   * skipped.
   */
  public boolean hasNext() {
    try {
      Kind next = lexer.peek().kind();
      return next != Kind.END && !(next == Kind.COMMENT && lexer.onlyCommentsRemain());
    } catch (NotationException e) {
      return true; // next() reports it as a bad game
    }
  }

  /** How many games {@link #next()} has begun to read (the number of the last one read). */
  public int gamesStarted() {
    return gamesStarted;
  }

  /**
   * The next game.
   *
   * @throws NotationException for a syntax error, naming line and column; the reader has then moved
   *     on to the next game
   */
  public PgnGame next() {
    if (!hasNext()) {
      throw new NoSuchElementException("no more games");
    }
    gamesStarted++;
    restartAt = null;
    lexer.forgetBeforeNextToken(); // no error recovery goes back into an earlier game
    try {
      return game(lexer.peek().line());
    } catch (NotationException e) {
      if (restartAt != null) {
        lexer.restartAt(restartAt);
      } else {
        lexer.skipToNextGame();
      }
      throw e;
    }
  }

  private PgnGame game(int startLine) {
    List<String> leading = new ArrayList<>();
    while (lexer.peek().kind() == Kind.COMMENT) {
      leading.add(lexer.next().text()); // comments before the tags belong to the game
    }
    List<PgnTag> tags = new ArrayList<>();
    while (lexer.peek().kind() == Kind.TAG_OPEN) {
      PgnToken open = lexer.next();
      if (!tags.isEmpty() && isTagName(lexer.peek(), tags.get(0).name())) {
        // PGN 8.1: a tag name appears once in a tag pair section; the first one again starts the
        // next game, and this one has no move text and no result.
        restartAt = open;
        throw new NotationException(
            open.where(),
            "expected the move text and a result (1-0, 0-1, 1/2-1/2 or *) before the next game's"
                + " tags (tag "
                + tags.get(0).name()
                + " again; a tag appears once per game, PGN 8.1)");
      }
      tags.add(tag());
    }
    String[] result = new String[1];
    PgnLine main = line(null, 0, leading, result);
    return new PgnGame(tags, main, result[0], startLine);
  }

  private static boolean isTagName(PgnToken t, String name) {
    return t.kind() == Kind.SYMBOL && t.text().equals(name);
  }

  /** A tag pair after its '[', already read. */
  private PgnTag tag() {
    PgnToken name = lexer.next();
    if (name.kind() != Kind.SYMBOL) {
      throw expected(name, "a tag name");
    }
    PgnToken value = lexer.next();
    if (value.kind() != Kind.STRING) {
      throw expected(value, "the tag's value in double quotes");
    }
    PgnToken close = lexer.next();
    if (close.kind() != Kind.TAG_CLOSE) {
      throw expected(close, "']' to close the tag");
    }
    return new PgnTag(name.text(), value.text());
  }

  /**
   * A line of moves up to its end: a result for the main line ({@code open == null}; stored in
   * {@code result[0]}), the closing parenthesis for a variation opened at {@code open}.
   */
  private PgnLine line(PgnToken open, int depth, List<String> leading, String[] result) {
    if (depth > MAX_DEPTH) {
      throw new NotationException(open.where(), "variations nested deeper than " + MAX_DEPTH);
    }
    List<String> comments = new ArrayList<>(leading);
    List<MoveBuilder> moves = new ArrayList<>();
    while (true) {
      PgnToken t = lexer.next();
      MoveBuilder last = moves.isEmpty() ? null : moves.get(moves.size() - 1);
      switch (t.kind()) {
        case INTEGER -> moveNumber();
        case SYMBOL, STAR -> {
          if (t.isResult()) {
            if (open != null) {
              throw expected(t, "')' to close the variation opened at " + open.where());
            }
            result[0] = t.text();
            return build(comments, moves);
          }
          if (t.text().equals("1/2")) {
            throw expected(t, "a result (a draw is written 1/2-1/2, PGN 8.2.6)");
          }
          if (isEnPassantMark(t)) {
            throw new NotationException(
                t.where(),
                "'e.p.' (en passant) must follow right after the capture it marks, e.g. exd6 e.p.");
          }
          String mark = enPassantMark();
          moves.add(new MoveBuilder(t, mark == null ? t.text() : t.text() + " " + mark));
        }
        case NAG, SUFFIX -> requireMove(last, t).nags.add(nag(t));
        case COMMENT -> (last == null ? comments : last.comments).add(t.text());
        case RAV_OPEN -> requireMove(last, t).variations.add(line(t, depth + 1, List.of(), result));
        case RAV_CLOSE -> {
          if (open == null) {
            throw expected(t, "a move or a result (no variation is open)");
          }
          return build(comments, moves);
        }
        case TAG_OPEN ->
            throw new NotationException(
                t.where(),
                "expected a result (1-0, 0-1, 1/2-1/2 or *) before the next game's tags");
        case END ->
            throw open == null
                ? expected(t, "a result (1-0, 0-1, 1/2-1/2 or *) to end the game")
                : expected(t, "')' to close the variation opened at " + open.where());
        default -> throw expected(t, "a move, a move number, a comment, a NAG or a result");
      }
    }
  }

  /** Whether {@code t}, just read, starts an en-passant mark: {@code ep}, or {@code e} then '.'. */
  private boolean isEnPassantMark(PgnToken t) {
    return t.kind() == Kind.SYMBOL
        && (isWholeEnPassantMark(t.text())
            || t.text().equals("e") && lexer.peek().kind() == Kind.DOT);
  }

  /**
   * Whether {@code s} is an en-passant mark written apart, {@code e.p.}, {@code e.p} or {@code ep},
   * with its check or mate signs if any.
   */
  private static boolean isWholeEnPassantMark(String s) {
    if (s.isEmpty() || s.charAt(0) != 'e') {
      return false;
    }
    int end = s.length();
    while (end > 0 && (s.charAt(end - 1) == '+' || s.charAt(end - 1) == '#')) {
      end--;
    }
    String mark = s.substring(0, end);
    return mark.equals("e.p.") || mark.equals("e.p") || mark.equals("ep");
  }

  /**
   * A sloppy en-passant mark written apart after a move ({@code e.p.}, {@code e.p}, {@code ep},
   * with a check or mate sign after it if any: {@code e.p.+}), consumed and returned as written, or
   * null when none follows; the SAN reader checks that the move is an en-passant capture
   * (orthodox-and-960.md, Notation: sloppy forms are read). The lexer reads {@code e.p.+} as one
   * symbol, so an {@code e} then a period is a mark that goes wrong.
   */
  private String enPassantMark() {
    PgnToken first = lexer.peek();
    if (first.kind() != Kind.SYMBOL) {
      return null;
    }
    if (isWholeEnPassantMark(first.text())) {
      lexer.next();
      return first.text();
    }
    if (!first.text().equals("e")) {
      return null;
    }
    lexer.next();
    PgnToken dot = lexer.next();
    if (dot.kind() != Kind.DOT) {
      throw expected(dot, "'e.p.' (en passant) after 'e'");
    }
    throw expected(lexer.next(), "'e.p.' (en passant) after 'e.'");
  }

  /** A move number indication: the number already read, then any periods (PGN 8.2.2). */
  private void moveNumber() {
    while (lexer.peek().kind() == Kind.DOT) {
      lexer.next();
    }
  }

  private static MoveBuilder requireMove(MoveBuilder last, PgnToken t) {
    if (last == null) {
      throw new NotationException(
          t.where(), "expected a move before " + t.describe() + " (it annotates a move)");
    }
    return last;
  }

  /** The NAG number; suffix annotations map to NAGs 1-6 (PGN 10). */
  private static int nag(PgnToken t) {
    if (t.kind() == Kind.NAG) {
      return Integer.parseInt(t.text());
    }
    int i = List.of("!", "?", "!!", "??", "!?", "?!").indexOf(t.text());
    if (i < 0) {
      throw expected(t, "one of the annotations ! ? !! ?? !? ?!");
    }
    return i + 1;
  }

  private static PgnLine build(List<String> comments, List<MoveBuilder> moves) {
    List<PgnMove> out = new ArrayList<>(moves.size());
    for (MoveBuilder b : moves) {
      out.add(b.build());
    }
    return new PgnLine(comments, out);
  }

  private static NotationException expected(PgnToken t, String what) {
    return new NotationException(t.where(), "expected " + what + ", found " + t.describe());
  }

  /** A move being read, still collecting what follows it. */
  private static final class MoveBuilder {
    final PgnToken token;
    final String text;
    final List<Integer> nags = new ArrayList<>();
    final List<String> comments = new ArrayList<>();
    final List<PgnLine> variations = new ArrayList<>();

    MoveBuilder(PgnToken token, String text) {
      this.token = token;
      this.text = text;
    }

    PgnMove build() {
      return new PgnMove(text, nags, comments, variations, token.line(), token.column());
    }
  }
}
