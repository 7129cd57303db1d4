package org.arrocco.core.notation;

import java.util.regex.Pattern;
import org.arrocco.core.notation.PgnToken.Kind;

/**
 * Splits PGN text into tokens (PGN standard, section 7), keeping comments. Lines starting with
 * {@code %} are skipped (section 6); {@code ;} comments run to the end of the line; brace comments
 * may span lines. A byte-order mark is white space wherever it stands: files written with one and
 * joined ({@code cat a.pgn b.pgn}) carry it at the start of a later game. Errors name the line and
 * column and what was expected.
 */
final class PgnLexer {
  private static final char BYTE_ORDER_MARK = '\uFEFF';

  /** A line break inside a comment, with the blanks around it. */
  private static final Pattern LINE_BREAK = Pattern.compile("[ \\t]*\\R[ \\t]*");

  /** The characters {@code \\R} matches a line break by. */
  private static final String LINE_BREAKS = "\n\u000B\f\r\u0085\u2028\u2029";

  private final PgnText text;
  private int pos;
  private int line = 1;
  private int column = 1;
  private PgnToken peeked;
  private PgnToken last;

  /** The line and column position 0 of the text stands at (1 and 1 but for a part of a file). */
  private final int firstLine;

  private final int firstColumn;

  PgnLexer(PgnText text) {
    this(text, 1, 1);
  }

  /** A lexer of a text that starts at {@code line} and {@code column} of its file. */
  PgnLexer(PgnText text, int line, int column) {
    this.text = text;
    this.firstLine = line;
    this.firstColumn = column;
    this.line = line;
    this.column = column;
    if (line == 1 && column == 1 && text.has(0) && text.charAt(0) == BYTE_ORDER_MARK) {
      text.drop(1); // columns count from after it
    }
  }

  /**
   * Forgets the text before the line the next token starts on, where the reader starts a game:
   * recovering from an error in it never goes back further.
   */
  void forgetBeforeNextToken() {
    int from;
    try {
      from = peek().line();
    } catch (NotationException e) {
      from = line; // the lexer stayed before the bad token
    }
    int kept = Math.max(0, lineStart(from)); // a first line cut before its start is kept whole
    text.drop(kept);
    pos -= kept;
  }

  /**
   * The next token without consuming it. When it does not lex, the error is thrown and the lexer
   * stays before it, so that peeking again throws the same error.
   */
  PgnToken peek() {
    if (peeked == null) {
      PgnToken before = last;
      last = null; // a failure while reading is placed at the lexer's own position
      int savedPos = pos;
      int savedLine = line;
      int savedColumn = column;
      try {
        peeked = read();
      } catch (NotationException e) {
        pos = savedPos;
        line = savedLine;
        column = savedColumn;
        throw e;
      }
      last = before;
    }
    return peeked;
  }

  /** The next token, consumed. */
  PgnToken next() {
    last = null;
    PgnToken t = peek();
    peeked = null;
    last = t;
    return t;
  }

  /** Whether only comments (or nothing) remain; the lexer stays where it was. */
  boolean onlyCommentsRemain() {
    int savedPos = pos;
    int savedLine = line;
    int savedColumn = column;
    PgnToken savedPeeked = peeked;
    PgnToken savedLast = last;
    try {
      while (peek().kind() == Kind.COMMENT) {
        next();
      }
      return peek().kind() == Kind.END;
    } catch (NotationException e) {
      return false;
    } finally {
      pos = savedPos;
      line = savedLine;
      column = savedColumn;
      peeked = savedPeeked;
      last = savedLast;
    }
  }

  /** The token most recently returned by {@link #next()}, or null when reading failed. */
  PgnToken last() {
    return last;
  }

  /**
   * Skips to the start of the next game after an error: the first line from the error's line on
   * (the error's own line only when it is the bad token's line and that token opens a tag section)
   * that starts with a tag pair ({@code [Name "}) and follows a line that does not start with
   * {@code [}. A line of the broken game's move text that starts with {@code [} ({@code [%clk ...]}
   * in a wrapped comment) is no game's start, so the broken game is counted and reported once.
   */
  void skipToNextGame() {
    PgnToken at = last;
    boolean includeOwnLine = at != null && at.kind() == Kind.TAG_OPEN && at.column() == 1;
    int l = at != null ? at.line() : line;
    peeked = null;
    last = null;
    int p = Math.max(0, lineStart(l));
    if (!includeOwnLine) {
      p = nextLine(p);
      l++;
    }
    while (text.has(p)) {
      if (lineIsTagPair(p) && (p == 0 || !lineStartsWithTag(previousLineStart(p)))) {
        break;
      }
      p = nextLine(p);
      l++;
    }
    pos = p;
    line = l;
    column = 1;
  }

  /** Goes back to {@code token}, one read earlier, so that the next token read is that one. */
  void restartAt(PgnToken token) {
    pos = lineStart(token.line()) + token.column() - 1;
    line = token.line();
    column = token.column();
    peeked = null;
    last = null;
  }

  private PgnToken read() {
    skipSpaceAndEscapes();
    if (!text.has(pos)) {
      return new PgnToken(Kind.END, "", line, column);
    }
    int l = line;
    int c = column;
    char ch = text.charAt(pos);
    switch (ch) {
      case '[':
        advance();
        return new PgnToken(Kind.TAG_OPEN, "[", l, c);
      case ']':
        advance();
        return new PgnToken(Kind.TAG_CLOSE, "]", l, c);
      case '(':
        advance();
        return new PgnToken(Kind.RAV_OPEN, "(", l, c);
      case ')':
        advance();
        return new PgnToken(Kind.RAV_CLOSE, ")", l, c);
      case '.':
        advance();
        return new PgnToken(Kind.DOT, ".", l, c);
      case '*':
        advance();
        return new PgnToken(Kind.STAR, "*", l, c);
      case '"':
        return string(l, c);
      case '{':
        return braceComment(l, c);
      case ';':
        return lineComment(l, c);
      case '$':
        return nag(l, c);
      case '!':
      case '?':
        return suffix(l, c);
      default:
        if (isSymbolStart(ch) || text.startsWith("--", pos)) {
          return symbol(l, c);
        }
        throw new NotationException(
            "line " + l + ", column " + c,
            "unexpected character "
                + shown(ch)
                + " (expected a tag, a move, a move number, a comment or a result)");
    }
  }

  /**
   * A character as a message shows it: quoted when printable, else (controls, invisible format
   * characters, the replacement character) as its code point.
   */
  private static String shown(char ch) {
    boolean printable =
        !Character.isISOControl(ch)
            && Character.isDefined(ch)
            && Character.getType(ch) != Character.FORMAT
            && ch != '\uFFFD';
    return printable ? "'" + ch + "'" : String.format("U+%04X", (int) ch);
  }

  private void skipSpaceAndEscapes() {
    while (text.has(pos)) {
      char ch = text.charAt(pos);
      if (ch == '%' && (column == 1 || column == 2 && atByteOrderMark(pos - 1))) { // PGN 6
        while (text.has(pos) && !endsLine(pos)) {
          advance();
        }
      } else if (Character.isWhitespace(ch) || ch == BYTE_ORDER_MARK) {
        advance();
      } else {
        return;
      }
    }
  }

  /** Whether a byte-order mark opens the line at {@code p}. */
  private boolean atByteOrderMark(int p) {
    return p >= 0 && text.charAt(p) == BYTE_ORDER_MARK && (p == 0 || endsLine(p - 1));
  }

  private PgnToken string(int l, int c) {
    advance(); // the opening quote
    StringBuilder sb = new StringBuilder();
    while (true) {
      if (!text.has(pos) || text.charAt(pos) == '\n' || text.charAt(pos) == '\r') {
        throw new NotationException(
            "line " + l + ", column " + c,
            "string not closed: expected '\"' before the end of the line");
      }
      char ch = text.charAt(pos);
      advance();
      if (ch == '"') {
        return new PgnToken(Kind.STRING, sb.toString(), l, c);
      }
      if (ch == '\\' && text.has(pos)) {
        char esc = text.charAt(pos);
        if (esc == '"' || esc == '\\') { // the two escapes of PGN 7
          advance();
          sb.append(esc);
          continue;
        }
      }
      sb.append(ch);
    }
  }

  private PgnToken braceComment(int l, int c) {
    advance();
    int start = pos;
    while (text.has(pos) && text.charAt(pos) != '}') {
      advance();
    }
    if (!text.has(pos)) {
      throw new NotationException(
          "line " + l + ", column " + c, "comment not closed: expected '}' before the end of file");
    }
    // A line break inside a comment is only layout: it reads as one space.
    String body = text.substring(start, pos).strip();
    if (body.chars().anyMatch(ch -> LINE_BREAKS.indexOf(ch) >= 0)) {
      body = LINE_BREAK.matcher(body).replaceAll(" ");
    }
    advance();
    return new PgnToken(Kind.COMMENT, body, l, c);
  }

  private PgnToken lineComment(int l, int c) {
    advance();
    int start = pos;
    while (text.has(pos) && text.charAt(pos) != '\n' && text.charAt(pos) != '\r') {
      advance();
    }
    return new PgnToken(Kind.COMMENT, text.substring(start, pos).strip(), l, c);
  }

  private PgnToken nag(int l, int c) {
    advance();
    int start = pos;
    while (text.has(pos) && Character.isDigit(text.charAt(pos)) && pos - start < 3) {
      advance();
    }
    if (pos == start || Integer.parseInt(text.substring(start, pos)) > 255) {
      throw new NotationException(
          "line " + l + ", column " + c, "expected a number 0-255 after '$' (a NAG)");
    }
    return new PgnToken(Kind.NAG, text.substring(start, pos), l, c);
  }

  private PgnToken suffix(int l, int c) {
    int start = pos;
    while (text.has(pos) && pos - start < 2 && "!?".indexOf(text.charAt(pos)) >= 0) {
      advance();
    }
    return new PgnToken(Kind.SUFFIX, text.substring(start, pos), l, c);
  }

  private PgnToken symbol(int l, int c) {
    int start = pos;
    advance();
    while (text.has(pos) && isSymbolPart(text.charAt(pos))) {
      advance();
    }
    String s = text.substring(start, pos);
    if (text.startsWith(".p", pos) && endsWithEnPassantE(s)) {
      // a sloppy en-passant mark, written apart (exd6 e.p.+) or onto the move (exd6e.p.), one
      // symbol with its check sign (orthodox-and-960.md, Notation)
      advance();
      advance();
      if (text.has(pos) && text.charAt(pos) == '.') {
        advance();
      }
      checkSigns(); // exd6e.p.+
      s = text.substring(start, pos);
    }
    if (endsOnLastRank(s) && promotionInParentheses(pos)) {
      // a promotion written e8(Q), as some exporters write it; "(Q)" is no variation (PGN 8.2.5)
      for (int i = 0; i < 3; i++) {
        advance();
      }
      checkSigns(); // e8(Q)+
      s = text.substring(start, pos);
    }
    boolean digits = true;
    for (int i = 0; i < s.length(); i++) {
      digits &= Character.isDigit(s.charAt(i));
    }
    return new PgnToken(digits ? Kind.INTEGER : Kind.SYMBOL, s, l, c);
  }

  /** Reads the check or mate signs after a move's mark (PGN 8.2.3.5) into the symbol. */
  private void checkSigns() {
    while (text.has(pos) && "+#".indexOf(text.charAt(pos)) >= 0) {
      advance();
    }
  }

  /** Whether a promotion in parentheses, {@code (Q)} for example, stands at {@code p}. */
  private boolean promotionInParentheses(int p) {
    return text.has(p + 2)
        && text.charAt(p) == '('
        && "QRBNqrbn".indexOf(text.charAt(p + 1)) >= 0
        && text.charAt(p + 2) == ')';
  }

  /** Whether {@code s} is {@code e}, or ends with a digit and {@code e} ({@code exd6e}). */
  private static boolean endsWithEnPassantE(String s) {
    int n = s.length();
    return s.charAt(n - 1) == 'e' && (n == 1 || Character.isDigit(s.charAt(n - 2)));
  }

  /** Whether {@code s} ends with a square of the first or last rank, as a promotion does. */
  private static boolean endsOnLastRank(String s) {
    int n = s.length();
    return n >= 2
        && (s.charAt(n - 1) == '1' || s.charAt(n - 1) == '8')
        && s.charAt(n - 2) >= 'a'
        && s.charAt(n - 2) <= 'h';
  }

  private static boolean isSymbolStart(char ch) {
    return (ch < 128 && Character.isLetterOrDigit(ch)) || ch == '@';
  }

  /** Symbol characters of PGN 7, plus {@code @} for drops. */
  private static boolean isSymbolPart(char ch) {
    return (ch < 128 && Character.isLetterOrDigit(ch)) || "_+#=:-/@".indexOf(ch) >= 0;
  }

  /**
   * Whether the character at {@code p} ends a line: a line feed (Unix, and Windows after its
   * carriage return), or a carriage return alone (files of the classic Mac OS).
   */
  private boolean endsLine(int p) {
    char ch = text.charAt(p);
    return ch == '\n' || ch == '\r' && (!text.has(p + 1) || text.charAt(p + 1) != '\n');
  }

  private void advance() {
    boolean lineEnd = endsLine(pos);
    pos++;
    if (lineEnd) {
      line++;
      column = 1;
    } else {
      column++;
    }
  }

  /**
   * Where line {@code wanted} (at or before the lexer's line) starts, found by walking back from
   * the lexer's position, so that recovering from an error costs only the text near it.
   */
  private int lineStart(int wanted) {
    int p = pos;
    int l = line;
    while (p > 0) {
      if (endsLine(p - 1)) {
        if (l == wanted) {
          break;
        }
        l--;
      }
      p--;
    }
    // the first line of a text taken from the middle of a line starts before the text: negative
    return p == 0 && l == firstLine ? 1 - firstColumn : p;
  }

  private int nextLine(int p) {
    while (text.has(p) && !endsLine(p)) {
      p++;
    }
    return text.has(p) ? p + 1 : p;
  }

  private int previousLineStart(int p) {
    int q = p - 1; // the character ending the previous line
    while (q > 0 && !endsLine(q - 1)) {
      q--;
    }
    return q;
  }

  /** Whether the line at {@code p} starts with {@code [}, after a byte-order mark if any. */
  /**
   * Whether the line at {@code p} starts with a tag pair, {@code [Name "}: a game's tag section,
   * and not a line of move text that a wrapped comment starts with {@code [} ({@code [%clk ...]}).
   */
  private boolean lineIsTagPair(int p) {
    if (!lineStartsWithTag(p)) {
      return false;
    }
    p += text.charAt(p) == BYTE_ORDER_MARK ? 2 : 1;
    while (text.has(p) && text.charAt(p) == ' ') {
      p++;
    }
    int nameStart = p;
    while (text.has(p) && isTagNameChar(text.charAt(p))) {
      p++;
    }
    if (p == nameStart) {
      return false;
    }
    while (text.has(p) && (text.charAt(p) == ' ' || text.charAt(p) == '\t')) {
      p++;
    }
    return text.has(p) && text.charAt(p) == '"';
  }

  private static boolean isTagNameChar(char c) {
    return c < 128 && (Character.isLetterOrDigit(c) || c == '_');
  }

  private boolean lineStartsWithTag(int p) {
    if (text.has(p) && text.charAt(p) == BYTE_ORDER_MARK) {
      p++;
    }
    return text.has(p) && text.charAt(p) == '[';
  }
}
