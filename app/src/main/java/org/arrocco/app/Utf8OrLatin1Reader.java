package org.arrocco.app;

import java.io.IOException;
import java.io.InputStream;
import java.io.Reader;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;

/**
 * The text of a byte stream that can be read only once (standard input): UTF-8 where the bytes are
 * UTF-8, and each byte that is not part of a UTF-8 character read as Latin-1, so that a stream of
 * old PGN files in Latin-1 keeps its accented letters. A file is read better by {@link
 * InputFile#utf8OrLatin1}, which chooses one encoding for the whole of it.
 */
final class Utf8OrLatin1Reader extends Reader {
  private final InputStream in;
  private final CharsetDecoder decoder =
      StandardCharsets.UTF_8
          .newDecoder()
          .onMalformedInput(CodingErrorAction.REPORT)
          .onUnmappableCharacter(CodingErrorAction.REPORT);

  /** The bytes read and not yet decoded, ready to be read from ({@code flip}ped). */
  private final ByteBuffer bytes = ByteBuffer.allocate(1 << 16).flip();

  private boolean ended;

  Utf8OrLatin1Reader(InputStream in) {
    this.in = in;
  }

  @Override
  public int read(char[] buffer, int offset, int length) throws IOException {
    if (length == 0) {
      return 0;
    }
    CharBuffer out = CharBuffer.wrap(buffer, offset, length);
    while (out.position() == offset) {
      CoderResult r = decoder.decode(bytes, out, ended);
      if (r.isError()) {
        for (int i = 0; i < r.length() && out.hasRemaining(); i++) {
          out.put((char) (bytes.get() & 0xFF)); // no UTF-8: the byte is a Latin-1 letter
        }
      } else if (r.isOverflow()) {
        break;
      } else if (ended) {
        return out.position() == offset ? -1 : out.position() - offset;
      } else {
        bytes.compact(); // an unfinished character stays for the bytes that end it
        int n = in.read(bytes.array(), bytes.position(), bytes.remaining());
        ended = n < 0;
        bytes.position(bytes.position() + Math.max(n, 0)).flip();
      }
    }
    return out.position() - offset;
  }

  @Override
  public void close() throws IOException {
    in.close();
  }
}
