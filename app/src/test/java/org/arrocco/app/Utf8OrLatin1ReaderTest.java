package org.arrocco.app;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.Reader;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

class Utf8OrLatin1ReaderTest {
  @Test
  void utf8IsReadAsUtf8AndOtherBytesAsLatin1() throws IOException {
    byte[] utf8 = "Zoë € ♔".getBytes(StandardCharsets.UTF_8);
    byte[] latin1 = "Café è".getBytes(StandardCharsets.ISO_8859_1);
    assertEquals("Zoë € ♔", text(utf8, 1 << 20));
    assertEquals("Café è", text(latin1, 1 << 20));
    assertEquals("Zoë € ♔Café è", text(concat(utf8, latin1), 1 << 20));
  }

  @Test
  void aCharacterSplitBetweenReadsStaysWhole() throws IOException {
    // the stream gives 1 or 2 bytes at a time, so that every 3-byte character comes in pieces
    String text = "€♔".repeat(40_000);
    assertEquals(text, text(text.getBytes(StandardCharsets.UTF_8), 2));
  }

  @Test
  void anUnfinishedCharacterAtTheEndIsReadAsLatin1() throws IOException {
    byte[] bytes = {'a', (byte) 0xE2, (byte) 0x82}; // the first two bytes of '€'
    assertEquals("a\u00e2\u0082", text(bytes, 1 << 20));
  }

  @Test
  void anEmptyStreamIsAnEmptyText() throws IOException {
    assertEquals("", text(new byte[0], 1));
  }

  private static String text(byte[] bytes, int piece) throws IOException {
    InputStream in =
        new ByteArrayInputStream(bytes) {
          @Override
          public synchronized int read(byte[] b, int off, int len) {
            return super.read(b, off, Math.min(len, piece));
          }
        };
    StringWriter out = new StringWriter();
    try (Reader r = new Utf8OrLatin1Reader(in)) {
      r.transferTo(out);
    }
    return out.toString();
  }

  private static byte[] concat(byte[] a, byte[] b) {
    byte[] c = new byte[a.length + b.length];
    System.arraycopy(a, 0, c, 0, a.length);
    System.arraycopy(b, 0, c, a.length, b.length);
    return c;
  }
}
