package org.arrocco.app;

import java.io.BufferedReader;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.Charset;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;

/**
 * A file named on the command line, read whole or (PGN) as a stream. Every failure is bad input
 * naming the file: missing, a directory, unreadable, or (for text) not UTF-8.
 */
public final class InputFile {
  private InputFile() {}

  /** The bytes of the file. */
  public static byte[] bytes(Path file) {
    try (InputStream in = open(file)) {
      return in.readAllBytes();
    } catch (IOException e) {
      throw unreadable(file, e);
    }
  }

  /**
   * The file opened for reading; what cannot be opened (missing, a directory, permission denied) is
   * bad input naming the file, in both languages.
   */
  private static InputStream open(Path file) {
    if (Files.isDirectory(file)) {
      throw new BadInputException(
          file + ": a directory, not a file", file + ": è una cartella, non un file");
    }
    try {
      return Files.newInputStream(file);
    } catch (IOException e) {
      throw unreadable(file, e);
    }
  }

  /** A failure to open or read the file, said as bad input naming the file and the reason. */
  static BadInputException unreadable(Path file, IOException e) {
    if (e instanceof NoSuchFileException) {
      return new BadInputException("no such file: " + file, "file inesistente: " + file);
    }
    if (e instanceof AccessDeniedException) {
      return new BadInputException(
          "cannot read " + file + ": permission denied",
          "impossibile leggere " + file + ": permesso negato");
    }
    String reason =
        e instanceof FileSystemException f && f.getReason() != null
            ? f.getReason()
            : String.valueOf(e.getMessage());
    return new BadInputException(
        "cannot read " + file + ": " + reason, "impossibile leggere " + file + ": " + reason);
  }

  /** The file as UTF-8 text; {@code kind} names what it should be, e.g. "an EPD file". */
  public static String utf8(Path file, String kind) {
    byte[] bytes = bytes(file);
    try {
      if (isUtf8(new ByteArrayInputStream(bytes))) {
        return new String(bytes, StandardCharsets.UTF_8);
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e); // bytes in memory are never unreadable
    }
    throw new BadInputException(file + ": not " + kind + " (not UTF-8 text)");
  }

  /**
   * The file as a stream of text, decoded as it is read: UTF-8 when the whole file is valid UTF-8,
   * else Latin-1 (common in old PGN files). The file is read twice, first in slices to choose the
   * encoding, so that a file of any size needs memory for neither its bytes nor its text.
   */
  public static Reader utf8OrLatin1(Path file) {
    return new BufferedReader(
        new InputStreamReader(open(file), utf8OrLatin1Charset(file)), 1 << 16);
  }

  /**
   * The encoding {@link #utf8OrLatin1(Path)} reads the file in: UTF-8 when the whole file is valid
   * UTF-8, else Latin-1; the file is read through once to choose.
   */
  static Charset utf8OrLatin1Charset(Path file) {
    try (InputStream in = open(file)) {
      return isUtf8(in) ? StandardCharsets.UTF_8 : StandardCharsets.ISO_8859_1;
    } catch (IOException e) {
      throw unreadable(file, e);
    }
  }

  /** The file's bytes as a stream, opened as {@link #bytes(Path)} opens it. */
  static InputStream stream(Path file) {
    return open(file);
  }

  /**
   * Whether the bytes {@code in} gives are valid UTF-8, decoded in slices and then forgotten, so
   * that checking a large file needs no copy of its text.
   */
  private static boolean isUtf8(InputStream in) throws IOException {
    CharsetDecoder decoder =
        StandardCharsets.UTF_8
            .newDecoder()
            .onMalformedInput(CodingErrorAction.REPORT)
            .onUnmappableCharacter(CodingErrorAction.REPORT);
    ByteBuffer bytes = ByteBuffer.allocate(1 << 16);
    CharBuffer chars = CharBuffer.allocate(1 << 16);
    boolean ended = false;
    while (!ended) {
      int n = in.read(bytes.array(), bytes.position(), bytes.remaining());
      ended = n < 0;
      bytes.position(bytes.position() + Math.max(n, 0));
      bytes.flip();
      CoderResult r;
      while ((r = decoder.decode(bytes, chars, ended)).isOverflow()) {
        chars.clear();
      }
      if (r.isError()) {
        return false;
      }
      chars.clear();
      bytes.compact(); // a character cut at the slice's end waits for the rest of its bytes
    }
    return !decoder.flush(chars).isError();
  }
}
