package org.arrocco.core.notation;

/**
 * One token of PGN text with where it starts (line and column, both from 1). For strings and
 * comments {@code text} is the content without quotes or braces; for NAGs the number, for suffix
 * annotations ({@code !?}) the annotation itself.
 */
record PgnToken(Kind kind, String text, int line, int column) {

  /** The kinds of token of the PGN standard (section 7), with comments kept. */
  enum Kind {
    TAG_OPEN,
    TAG_CLOSE,
    STRING,
    SYMBOL,
    INTEGER,
    DOT,
    STAR,
    NAG,
    SUFFIX,
    COMMENT,
    RAV_OPEN,
    RAV_CLOSE,
    END
  }

  /** Where the token starts, as error messages name it. */
  String where() {
    return "line " + line + ", column " + column;
  }

  /** The token as a person reads it in a message ("'Nf3'", "end of file"). */
  String describe() {
    return switch (kind) {
      case END -> "end of file";
      case STRING -> "string \"" + text + "\"";
      case COMMENT -> "comment";
      case NAG -> "'$" + text + "'";
      default -> "'" + text + "'";
    };
  }

  boolean isResult() {
    return kind == Kind.STAR
        || (kind == Kind.SYMBOL
            && (text.equals("1-0") || text.equals("0-1") || text.equals("1/2-1/2")));
  }
}
