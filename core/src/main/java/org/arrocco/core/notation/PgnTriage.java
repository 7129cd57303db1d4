package org.arrocco.core.notation;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.SequenceInputStream;
import java.io.UncheckedIOException;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.function.Supplier;
import org.arrocco.core.chess.CastlingMode;
import org.arrocco.core.chess.MatingMaterial;
import org.arrocco.core.chess.MoveGenerator;
import org.arrocco.core.chess.Piece;
import org.arrocco.core.chess.Position;
import org.arrocco.core.chess960.StartPosition;
import org.arrocco.core.game.RecordedEnd;

/**
 * Sorts the games of a PGN byte stream as they come: the plain orthodox games it proves good, each
 * checked as {@link PgnReplay} checks it (every move legal and unambiguous, the result matching the
 * Result tag and how the moves or the Termination tag end the game), and the others, handed to the
 * full {@link PgnReader}: a game it doubts (a variation, a FEN, another variant, a move not in
 * plain SAN, anything wrong) as its own text, and at anything whose extent the full reader might
 * see otherwise (a syntax error, an escape line, text before the tags) the rest of the stream from
 * that game on. A game it calls good is one the full reader and replay take without a word, so a
 * collection's check reads every game either way and reports exactly what the full reader reports.
 *
 * <p>It reads bytes, not characters: the delimiters of PGN are ASCII, and text beyond it stands
 * only in comments and tag values (in other places the rest goes to the full reader). Nothing is
 * allocated per move; a game allocates the values of the tags it looks at.
 */
public final class PgnTriage {
  /** What {@link #next()} found. */
  public enum Verdict {
    /** A game the full reader would read and replay without a word. */
    GOOD,
    /** A game for the full reader: its text is {@link #gameText()}. */
    DOUBTFUL,
    /** From this game on the stream is the full reader's: {@link #rest()}. */
    REST,
    /** No game remains (only white space). */
    END
  }

  /** The deepest nesting of variations the full reader takes ({@code PgnReader.MAX_DEPTH}). */
  private static final int MAX_DEPTH = 100;

  private static final Position ORTHODOX_START =
      Fen.read(StartPosition.of(StartPosition.ORTHODOX).xfen(), CastlingMode.ORTHODOX);

  private final InputStream in;

  /**
   * The text's encoding, asked for at the first byte beyond ASCII (a file of ASCII alone needs
   * none); null for a stream whose bytes beyond ASCII the full reader decodes.
   */
  private final Supplier<Charset> encoding;

  private Charset charset;
  private boolean charsetKnown;

  private byte[] buf = new byte[1 << 16];
  private int limit;
  private boolean eof;
  private boolean handedOver;

  /** The next byte to read. */
  private int pos;

  /** Where the current game's text starts, and its line and column there. */
  private int base;

  private int baseLine = 1;
  private int baseColumn = 1;

  private int line = 1;

  /** Where the current line starts in {@code buf} (before {@code base} when it started earlier). */
  private int lineStart;

  /** Bytes of the current line that are no character of their own (UTF-8 continuation bytes). */
  private int wide;

  private final Position position = ORTHODOX_START.copy();
  private final PlainSan san = new PlainSan();

  /** {@code keys[i]}: the repetition key after {@code i} moves of the game. */
  private long[] keys = new long[512];

  private int ply;
  private boolean doubtful;

  /** Whether a dead position, fivefold repetition or the 75-move rule ended the game. */
  private boolean ended;

  private final boolean[] lineHasMove = new boolean[MAX_DEPTH + 2];
  private String variant;
  private String setUp;
  private String fen;
  private String resultTag;
  private String termination;
  private String timeControl;

  /** The last TimeControl value found good: the games of a collection mostly share one. */
  private String goodTimeControl;

  /**
   * Sorts the games of {@code in}, text in {@code charset} (UTF-8 or Latin-1), or null when the
   * encoding is not known for the whole stream: a byte beyond ASCII then hands the rest over.
   */
  public PgnTriage(InputStream in, Charset charset) {
    this(in, () -> charset);
  }

  /**
   * Sorts the games of {@code in}, its encoding (UTF-8 or Latin-1, or null as above) asked of
   * {@code encoding} once, at the first byte beyond ASCII or when {@link #charset()} is asked.
   */
  public PgnTriage(InputStream in, Supplier<Charset> encoding) {
    this.in = in;
    this.encoding = encoding;
    if (peek(0) == 0xEF
        && peek(1) == 0xBB
        && peek(2) == 0xBF
        && StandardCharsets.UTF_8.equals(charset())) {
      pos = 3; // a byte-order mark: columns count from after it, as the full reader's
      lineStart = 3;
    }
  }

  /**
   * Reads the next game and says what it is.
   *
   * @throws UncheckedIOException when the stream cannot be read
   * @throws IllegalStateException after {@link #rest()}
   */
  public Verdict next() {
    if (handedOver) {
      throw new IllegalStateException("the rest of the stream was handed over");
    }
    if (pos >= buf.length / 2) {
      int shift = pos;
      System.arraycopy(buf, shift, buf, 0, limit - shift);
      limit -= shift;
      pos -= shift;
      lineStart -= shift;
    }
    base = pos;
    baseLine = line;
    baseColumn = pos - lineStart - wide + 1;
    while (position.movesMade() > 0) {
      position.unmake();
    }
    ply = 0;
    keys[0] = position.repetitionKey();
    doubtful = false;
    ended = false;
    variant = null;
    setUp = null;
    fen = null;
    resultTag = null;
    termination = null;
    timeControl = null;
    int c = skipBlanks();
    if (c == -1) {
      return Verdict.END;
    }
    if (c == '[' && !tags()) {
      return Verdict.REST;
    }
    return moveText();
  }

  /** The line the current game's text starts on (after the previous game's result). */
  public int line() {
    return baseLine;
  }

  /** The column the current game's text starts at. */
  public int column() {
    return baseColumn;
  }

  /** The text of the game {@link #next()} called doubtful, from {@link #line()} and column. */
  public String gameText() {
    Charset c = charset();
    return new String(buf, base, pos - base, c == null ? StandardCharsets.ISO_8859_1 : c);
  }

  /**
   * The stream's encoding, UTF-8 or Latin-1, or null when it is not known for the whole stream
   * (then only ASCII was sorted here).
   */
  public Charset charset() {
    if (!charsetKnown) {
      charset = encoding.get();
      charsetKnown = true;
    }
    return charset;
  }

  /**
   * The rest of the stream from the start of the current game (at {@link #line()} and {@link
   * #column()}), as bytes: what a full reader reads on. The triage reads no more.
   */
  public InputStream rest() {
    handedOver = true;
    InputStream kept = new ByteArrayInputStream(buf, base, limit - base);
    return eof ? kept : new SequenceInputStream(kept, in);
  }

  // ------------------------------------------------------------------ the syntax

  /** The tag pairs (PGN 8.1), the first '[' next; false when the full reader should read them. */
  private boolean tags() {
    int firstName = -1;
    int firstLength = 0;
    while (skipBlanks() == '[') {
      pos++;
      if (!isLetter(skipBlanks())) {
        return false;
      }
      int name = pos;
      while (isTagNameByte(peek(pos))) {
        pos++;
      }
      int nameLength = pos - name;
      if (isSymbolPart(peek(pos))) {
        return false;
      }
      if (firstName < 0) {
        firstName = name;
        firstLength = nameLength;
      } else if (nameLength == firstLength
          && Arrays.equals(buf, name, pos, buf, firstName, firstName + firstLength)) {
        return false; // the first tag again: the full reader says the game has no move text
      }
      if (skipBlanks() != '"') {
        return false;
      }
      pos++;
      int value = pos;
      boolean escaped = false;
      boolean plain = true;
      while (true) {
        int b = peek(pos);
        if (b == -1 || b == '\n' || b == '\r') {
          return false;
        }
        if (b == '"') {
          break;
        }
        if (b == '\\' && (peek(pos + 1) == '"' || peek(pos + 1) == '\\')) {
          escaped = true;
          pos++;
        } else if (b >= 0x80) {
          if (!wideByte(b)) {
            return false;
          }
          plain = false;
        }
        pos++;
      }
      int valueEnd = pos;
      pos++;
      if (skipBlanks() != ']') {
        return false;
      }
      pos++;
      keep(name, nameLength, value, valueEnd, escaped, plain);
    }
    return true;
  }

  /** Keeps the value of a tag the replay reads, the first of its name (as {@code PgnGame.tag}). */
  private void keep(int name, int length, int value, int end, boolean escaped, boolean plain) {
    if (named(name, length, "Variant") && variant == null) {
      variant = value(value, end, escaped, plain);
    } else if (named(name, length, "SetUp") && setUp == null) {
      setUp = value(value, end, escaped, plain);
    } else if (named(name, length, "FEN") && fen == null) {
      fen = value(value, end, escaped, plain);
    } else if (named(name, length, "Result") && resultTag == null) {
      resultTag = value(value, end, escaped, plain);
    } else if (named(name, length, "Termination") && termination == null) {
      termination = value(value, end, escaped, plain);
    } else if (named(name, length, "TimeControl") && timeControl == null) {
      timeControl = value(value, end, escaped, plain);
    }
  }

  private boolean named(int name, int length, String wanted) {
    if (length != wanted.length()) {
      return false;
    }
    for (int i = 0; i < length; i++) {
      if (buf[name + i] != wanted.charAt(i)) {
        return false;
      }
    }
    return true;
  }

  /** A tag's value; one beyond ASCII makes the game the full reader's (it decodes it). */
  private String value(int from, int to, boolean escaped, boolean plain) {
    if (!plain) {
      doubtful = true;
      return "";
    }
    if (!escaped) {
      return new String(buf, from, to - from, StandardCharsets.ISO_8859_1);
    }
    StringBuilder sb = new StringBuilder(to - from);
    for (int i = from; i < to; i++) {
      if (buf[i] == '\\' && (buf[i + 1] == '"' || buf[i + 1] == '\\')) {
        i++; // the two escapes of PGN 7
      }
      sb.append((char) buf[i]);
    }
    return sb.toString();
  }

  /**
   * The move text up to the result (PGN 8.2): move numbers, moves, comments, NAGs, suffix
   * annotations and variations, each where the full reader takes it; anything else is the full
   * reader's to report, with the rest of the stream.
   */
  private Verdict moveText() {
    int depth = 0;
    lineHasMove[0] = false;
    boolean afterNumber = false;
    while (true) {
      int c = skipBlanks();
      switch (c) {
        case '{' -> {
          if (!braceComment()) {
            return Verdict.REST;
          }
          afterNumber = false;
        }
        case ';' -> {
          if (!lineComment()) {
            return Verdict.REST;
          }
          afterNumber = false;
        }
        case '.' -> {
          if (!afterNumber) {
            return Verdict.REST;
          }
          pos++;
        }
        case '$' -> {
          if (!lineHasMove[depth] || !nag()) {
            return Verdict.REST;
          }
          afterNumber = false;
        }
        case '!', '?' -> {
          if (!lineHasMove[depth]) {
            return Verdict.REST;
          }
          pos++;
          if (peek(pos) == '!' || peek(pos) == '?') {
            pos++;
          }
          afterNumber = false;
        }
        case '(' -> {
          if (!lineHasMove[depth] || depth + 1 > MAX_DEPTH) {
            return Verdict.REST;
          }
          pos++;
          lineHasMove[++depth] = false;
          doubtful = true; // a variation: the full reader replays it
          afterNumber = false;
        }
        case ')' -> {
          if (depth == 0) {
            return Verdict.REST;
          }
          pos++;
          depth--;
          afterNumber = false;
        }
        case '*' -> {
          pos++;
          return depth == 0 ? end("*") : Verdict.REST;
        }
        default -> {
          if (!isSymbolStart(c) && !(c == '-' && peek(pos + 1) == '-')) {
            return Verdict.REST;
          }
          int start = pos;
          pos++;
          boolean digits = c >= '0' && c <= '9';
          while (isSymbolPart(peek(pos))) {
            digits &= peek(pos) >= '0' && peek(pos) <= '9';
            pos++;
          }
          if (continuesSymbol(start, pos)) {
            return Verdict.REST;
          }
          if (digits) {
            afterNumber = true;
            continue;
          }
          afterNumber = false;
          String result = result(start, pos);
          if (result != null) {
            return depth == 0 ? end(result) : Verdict.REST;
          }
          if (isEnPassantMark(start, pos) || is(start, pos, "1/2")) {
            // an en-passant mark written apart (e.p., ep) or a result cut short: the full reader
            // takes or refuses them with its own messages
            return Verdict.REST;
          }
          lineHasMove[depth] = true;
          if (depth == 0 && !doubtful) {
            play(start, pos);
          }
        }
      }
    }
  }

  /**
   * Whether the full reader's lexer reads on past the symbol {@code [start, end)}: an en-passant
   * mark joined to it ({@code exd6e.p.}) or a promotion in parentheses ({@code e8(Q)}).
   */
  private boolean continuesSymbol(int start, int end) {
    if (peek(end) == '.' && peek(end + 1) == 'p' && buf[end - 1] == 'e') {
      return true;
    }
    return peek(end) == '('
        && end - start >= 2
        && (buf[end - 1] == '1' || buf[end - 1] == '8')
        && buf[end - 2] >= 'a'
        && buf[end - 2] <= 'h'
        && "QRBNqrbn".indexOf(peek(end + 1)) >= 0
        && peek(end + 2) == ')';
  }

  /** The result {@code [start, end)} is, or null (PGN 8.2.6). */
  private String result(int start, int end) {
    if (is(start, end, "1-0")) {
      return "1-0";
    }
    if (is(start, end, "0-1")) {
      return "0-1";
    }
    return is(start, end, "1/2-1/2") ? "1/2-1/2" : null;
  }

  private boolean is(int start, int end, String s) {
    return end - start == s.length() && named(start, end - start, s);
  }

  /** A brace comment (PGN 8.2.5), '{' next; false when it is not closed. */
  private boolean braceComment() {
    pos++;
    while (true) {
      int b = peek(pos);
      if (b == -1) {
        return false;
      }
      pos++;
      if (b == '}') {
        return true;
      }
      if (b == '\n') {
        newLine();
      } else if (b == '\r') {
        if (peek(pos) != '\n') {
          newLine();
        }
      } else if (b >= 0x80 && !wideByte(b)) {
        return false;
      }
    }
  }

  /** A comment from ';' to the end of the line (PGN 8.2.5); false for text of no known encoding. */
  private boolean lineComment() {
    while (true) {
      int b = peek(pos);
      if (b == -1 || b == '\n' || b == '\r') {
        return true; // the line end is white space for the next token
      }
      if (b >= 0x80 && !wideByte(b)) {
        return false;
      }
      pos++;
    }
  }

  /**
   * Whether the symbol {@code [start, end)} is {@code e} (of {@code e.p.}) or {@code ep}, with
   * check signs if any: an en-passant mark written apart, which the full reader joins to the move
   * before it or refuses.
   */
  private boolean isEnPassantMark(int start, int end) {
    if (buf[start] != 'e') {
      return false;
    }
    int i = start + 1;
    if (i < end && buf[i] == 'p') {
      i++;
    }
    while (i < end && (buf[i] == '+' || buf[i] == '#')) {
      i++;
    }
    return i == end;
  }

  /** A NAG, '$' next: one to three digits, at most 255; false otherwise. */
  private boolean nag() {
    pos++;
    int value = 0;
    int digits = 0;
    while (digits < 3 && peek(pos) >= '0' && peek(pos) <= '9') {
      value = value * 10 + peek(pos) - '0';
      pos++;
      digits++;
    }
    int after = peek(pos);
    return digits > 0 && value <= 255 && !(after >= '0' && after <= '9');
  }

  /**
   * A byte beyond ASCII in a comment or tag value, counted for the columns: in UTF-8 a character's
   * continuation bytes are no column of their own and a four-byte character takes two (Java's
   * surrogate pair). False when the stream's encoding is not known.
   */
  private boolean wideByte(int b) {
    Charset c = charset();
    if (c == null) {
      return false;
    }
    if (c.equals(StandardCharsets.UTF_8)) {
      if ((b & 0xC0) == 0x80) {
        wide++;
      } else if (b >= 0xF0) {
        wide--;
      }
    }
    return true;
  }

  /**
   * Skips blanks and line ends, counting lines as the full reader does (a line feed, or a carriage
   * return alone); returns the next byte there, -1 at the end of the stream.
   */
  private int skipBlanks() {
    while (true) {
      int b = peek(pos);
      switch (b) {
        case ' ', '\t', 0x0B, '\f' -> pos++;
        case '\n' -> {
          pos++;
          newLine();
        }
        case '\r' -> {
          pos++;
          if (peek(pos) != '\n') {
            newLine();
          }
        }
        default -> {
          return b;
        }
      }
    }
  }

  private void newLine() {
    line++;
    lineStart = pos;
    wide = 0;
  }

  private static boolean isLetter(int b) {
    return b >= 'a' && b <= 'z' || b >= 'A' && b <= 'Z';
  }

  private static boolean isTagNameByte(int b) {
    return isLetter(b) || b >= '0' && b <= '9' || b == '_';
  }

  private static boolean isSymbolStart(int b) {
    return isLetter(b) || b >= '0' && b <= '9' || b == '@';
  }

  /** Symbol characters of PGN 7 and '@', as the full reader's lexer reads them. */
  private static boolean isSymbolPart(int b) {
    return isTagNameByte(b)
        || b == '+'
        || b == '#'
        || b == '='
        || b == ':'
        || b == '-'
        || b == '/'
        || b == '@';
  }

  /** The byte at {@code i} (0-255), reading on as far as it; -1 past the end of the stream. */
  private int peek(int i) {
    return i < limit ? buf[i] & 0xFF : peekFurther(i);
  }

  private int peekFurther(int i) {
    while (i >= limit) {
      if (!more()) {
        return -1;
      }
    }
    return buf[i] & 0xFF;
  }

  private boolean more() {
    if (eof) {
      return false;
    }
    if (limit == buf.length) {
      buf = Arrays.copyOf(buf, buf.length * 2); // a game longer than the free half
    }
    try {
      int n = in.read(buf, limit, buf.length - limit);
      if (n < 0) {
        eof = true;
        return false;
      }
      limit += n;
      return true;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  // ------------------------------------------------------------------ the rules

  /**
   * Plays the move {@code [start, end)} of the main line, or leaves the game to the full reader.
   */
  private void play(int start, int end) {
    if (ended) {
      doubtful = true; // a move after the end: the full reader says so
      return;
    }
    if (!san.play(position, buf, start, end)) {
      doubtful = true;
      return;
    }
    if (++ply == keys.length) {
      keys = Arrays.copyOf(keys, ply * 2);
    }
    long key = position.repetitionKey();
    keys[ply] = key;
    // the ends ChessGame.automaticEnd sees after a move; no legal move shows in the next one
    ended =
        MatingMaterial.isDead(position) // 5.2.2
            || repetitions(key) >= 5 // 9.6.1
            || position.halfmoveClock() >= 150; // 9.6.2
  }

  /** How often the position with {@code key} stood on the board in this game, now included. */
  private int repetitions(long key) {
    int oldest = Math.max(0, ply - position.halfmoveClock());
    int count = 1;
    for (int i = ply - 2; i >= oldest; i -= 2) {
      if (keys[i] == key) {
        count++;
      }
    }
    return count;
  }

  /**
   * The game's verdict once its result is read: good when every move was played and the tags and
   * the end agree as {@link PgnReplay} wants (its {@code checkResult}), doubtful otherwise.
   */
  private Verdict end(String result) {
    if (doubtful
        || variant != null && !PgnVariantName.ORTHODOX.contains(PgnVariantName.reduce(variant))
        || fen != null
        || setUp != null && !setUp.trim().equals("0")
        || resultTag != null && !resultTag.trim().equals(result)) {
      return Verdict.DOUBTFUL;
    }
    if (timeControl != null && !timeControl.equals(goodTimeControl)) {
      try {
        PgnTimeControl.check(timeControl);
        goodTimeControl = timeControl;
      } catch (NotationException e) {
        return Verdict.DOUBTFUL;
      }
    }
    RecordedEnd how = PgnReplay.recordedEnd(termination == null ? "" : termination);
    String byTheMoves = endByTheMoves();
    if (byTheMoves != null) {
      // FIDE 6.9 applies only where no checkmate, stalemate or dead position ended the game
      return byTheMoves.equals(result) && how != RecordedEnd.ON_TIME
          ? Verdict.GOOD
          : Verdict.DOUBTFUL;
    }
    if (result.equals("*") || how == RecordedEnd.OFF_THE_BOARD) {
      return Verdict.GOOD; // a game going on; a decision off the board stands as written
    }
    int toMove = position.sideToMove();
    if (result.equals("1/2-1/2")) {
      // a claim, an agreement (or none before both moved: FIDE 5.2.3), or a flag that could draw
      // (FIDE 6.9: ChessGame.drawnOnTime)
      return how != RecordedEnd.ON_TIME
              || !MatingMaterial.canCheckmate(position, toMove ^ 1)
              || !MatingMaterial.canCheckmate(position, toMove)
          ? Verdict.GOOD
          : Verdict.DOUBTFUL;
    }
    // a resignation or a flag: a draw when the winner could not mate (FIDE 5.1.2, 6.9)
    int winner = result.equals("1-0") ? Piece.WHITE : Piece.BLACK;
    return MatingMaterial.canCheckmate(position, winner) ? Verdict.GOOD : Verdict.DOUBTFUL;
  }

  /**
   * The result the moves brought, null when they did not end the game: checkmate or stalemate (FIDE
   * 5.1.1, 5.2.1) first, then a dead position, fivefold repetition or 75 moves, all drawn.
   */
  private String endByTheMoves() {
    if (MoveGenerator.count(position) == 0) {
      if (!position.inCheck()) {
        return "1/2-1/2";
      }
      return position.sideToMove() == Piece.WHITE ? "0-1" : "1-0";
    }
    return ended ? "1/2-1/2" : null;
  }
}
