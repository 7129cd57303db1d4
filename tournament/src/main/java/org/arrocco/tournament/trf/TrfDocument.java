package org.arrocco.tournament.trf;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.Charset;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.arrocco.tournament.AtomicFile;

/**
 * A TRF file as a list of lines kept exactly as read (unknown lines included, line ends preserved),
 * so that {@link #text()} (or {@link #bytes()}) of a parsed document gives back the input
 * unchanged. Immutable. Reading the meaning of the lines is {@link Tournament#of(TrfDocument)}.
 */
public final class TrfDocument {
  private final List<TrfLine> lines;
  private final Charset charset;
  private final boolean byteOrderMark;

  private TrfDocument(List<TrfLine> lines, Charset charset, boolean byteOrderMark) {
    this.lines = List.copyOf(lines);
    this.charset = charset;
    this.byteOrderMark = byteOrderMark;
  }

  /** Splits text into lines at LF, CRLF or CR, keeping each line's own line end. */
  public static TrfDocument parse(String text) {
    return split(text, StandardCharsets.UTF_8, false);
  }

  /**
   * Reads bytes: UTF-8 when they are valid UTF-8 (a byte-order mark is kept), else ISO-8859-1 (the
   * older TRF files); writing with {@link #bytes()} gives the same bytes back.
   */
  public static TrfDocument read(byte[] bytes) {
    boolean bom =
        bytes.length >= 3
            && (bytes[0] & 0xff) == 0xef
            && (bytes[1] & 0xff) == 0xbb
            && (bytes[2] & 0xff) == 0xbf;
    int start = bom ? 3 : 0;
    try {
      String text =
          StandardCharsets.UTF_8
              .newDecoder()
              .onMalformedInput(CodingErrorAction.REPORT)
              .onUnmappableCharacter(CodingErrorAction.REPORT)
              .decode(ByteBuffer.wrap(bytes, start, bytes.length - start))
              .toString();
      return split(text, StandardCharsets.UTF_8, bom);
    } catch (CharacterCodingException e) {
      return split(
          new String(bytes, StandardCharsets.ISO_8859_1), StandardCharsets.ISO_8859_1, false);
    }
  }

  /** Reads a file (see {@link #read(byte[])}). */
  public static TrfDocument read(Path file) throws IOException {
    return read(Files.readAllBytes(file));
  }

  /** A document made of the given line texts, each ended by {@code lineEnd}. */
  public static TrfDocument of(List<String> texts, String lineEnd) {
    List<TrfLine> out = new ArrayList<>(texts.size());
    for (String t : texts) {
      out.add(new TrfLine(out.size() + 1, t, lineEnd));
    }
    return new TrfDocument(out, StandardCharsets.UTF_8, false);
  }

  private static TrfDocument split(String text, Charset charset, boolean bom) {
    List<TrfLine> out = new ArrayList<>();
    int start = 0;
    int n = text.length();
    int i = 0;
    while (i < n) {
      char c = text.charAt(i);
      if (c == '\n' || c == '\r') {
        int endLen = (c == '\r' && i + 1 < n && text.charAt(i + 1) == '\n') ? 2 : 1;
        out.add(
            new TrfLine(out.size() + 1, text.substring(start, i), text.substring(i, i + endLen)));
        i += endLen;
        start = i;
      } else {
        i++;
      }
    }
    if (start < n) {
      out.add(new TrfLine(out.size() + 1, text.substring(start), ""));
    }
    return new TrfDocument(out, charset, bom);
  }

  /** Every line, in order, numbered from 1. */
  public List<TrfLine> lines() {
    return lines;
  }

  /** The lines whose tag (first three characters) is {@code tag}. */
  public List<TrfLine> linesTagged(String tag) {
    List<TrfLine> out = new ArrayList<>();
    for (TrfLine l : lines) {
      if (l.text().startsWith(tag) && (l.text().length() == 3 || l.text().charAt(3) == ' ')) {
        out.add(l);
      }
    }
    return out;
  }

  /** The whole text, line ends included, exactly as read. */
  public String text() {
    StringBuilder sb = new StringBuilder();
    for (TrfLine l : lines) {
      sb.append(l.text()).append(l.end());
    }
    return sb.toString();
  }

  /** The bytes of the file, in the character set it was read in (and its byte-order mark). */
  public byte[] bytes() {
    byte[] body = text().getBytes(charset);
    if (!byteOrderMark) {
      return body;
    }
    byte[] out = new byte[body.length + 3];
    out[0] = (byte) 0xef;
    out[1] = (byte) 0xbb;
    out[2] = (byte) 0xbf;
    System.arraycopy(body, 0, out, 3, body.length);
    return out;
  }

  /** Writes {@link #bytes()} to a file, atomically ({@link AtomicFile}). */
  public void write(Path file) throws IOException {
    AtomicFile.write(file, bytes());
  }

  /** The line end used most often (LF when there is none), for lines added to this document. */
  public String dominantLineEnd() {
    int lf = 0;
    int crlf = 0;
    int cr = 0;
    for (TrfLine l : lines) {
      switch (l.end()) {
        case "\n" -> lf++;
        case "\r\n" -> crlf++;
        case "\r" -> cr++;
        default -> {}
      }
    }
    return crlf > lf && crlf >= cr ? "\r\n" : cr > lf && cr > crlf ? "\r" : "\n";
  }

  /** A document with the same lines except those for which {@code keep} is false, renumbered. */
  public TrfDocument filter(java.util.function.Predicate<TrfLine> keep) {
    List<TrfLine> out = new ArrayList<>();
    for (TrfLine l : lines) {
      if (keep.test(l)) {
        out.add(new TrfLine(out.size() + 1, l.text(), l.end()));
      }
    }
    return new TrfDocument(out, charset, byteOrderMark);
  }

  /** A document with {@code replacement} lines (text only) instead of this one's, same ends. */
  public TrfDocument withLines(List<String> texts) {
    String end = dominantLineEnd();
    List<TrfLine> out = new ArrayList<>();
    for (String t : texts) {
      out.add(new TrfLine(out.size() + 1, t, end));
    }
    return new TrfDocument(out, charset, byteOrderMark);
  }
}
