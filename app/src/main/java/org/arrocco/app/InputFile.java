package org.arrocco.app;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharacterCodingException;
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
 * A file named on the command line, read whole. Every failure is bad input naming the file:
 * missing, a directory, unreadable, or (for text) not UTF-8.
 */
public final class InputFile {
  private InputFile() {}

  /** The bytes of the file. */
  public static byte[] bytes(Path file) {
    if (Files.isDirectory(file)) {
      throw new BadInputException(
          file + ": a directory, not a file", file + ": è una cartella, non un file");
    }
    try {
      return Files.readAllBytes(file);
    } catch (NoSuchFileException e) {
      throw new BadInputException("no such file: " + file, "file inesistente: " + file);
    } catch (AccessDeniedException e) {
      throw new BadInputException(
          "cannot read " + file + ": permission denied",
          "impossibile leggere " + file + ": permesso negato");
    } catch (IOException e) {
      String reason =
          e instanceof FileSystemException f && f.getReason() != null
              ? f.getReason()
              : String.valueOf(e.getMessage());
      throw new BadInputException(
          "cannot read " + file + ": " + reason, "impossibile leggere " + file + ": " + reason);
    }
  }

  /** The file as UTF-8 text; {@code kind} names what it should be, e.g. "an EPD file". */
  public static String utf8(Path file, String kind) {
    try {
      return strictUtf8(bytes(file));
    } catch (CharacterCodingException e) {
      throw new BadInputException(file + ": not " + kind + " (not UTF-8 text)");
    }
  }

  /** The file as text: UTF-8 when it is valid UTF-8, else Latin-1 (common in old PGN files). */
  public static String utf8OrLatin1(Path file) {
    byte[] bytes = bytes(file);
    try {
      return strictUtf8(bytes);
    } catch (CharacterCodingException e) {
      return new String(bytes, StandardCharsets.ISO_8859_1);
    }
  }

  /**
   * The bytes as UTF-8 text. They are checked in slices and then decoded once, so that a large file
   * (a PGN collection of hundreds of megabytes) needs memory for its bytes and its text only, not
   * for a decoding buffer and a copy besides.
   */
  private static String strictUtf8(byte[] bytes) throws CharacterCodingException {
    CharsetDecoder decoder =
        StandardCharsets.UTF_8
            .newDecoder()
            .onMalformedInput(CodingErrorAction.REPORT)
            .onUnmappableCharacter(CodingErrorAction.REPORT);
    ByteBuffer in = ByteBuffer.wrap(bytes);
    CharBuffer slice = CharBuffer.allocate(8192);
    CoderResult r;
    while ((r = decoder.decode(in, slice, true)).isOverflow()) {
      slice.clear();
    }
    if (r.isUnderflow()) {
      slice.clear();
      r = decoder.flush(slice);
    }
    if (r.isError()) {
      r.throwException();
    }
    return new String(bytes, StandardCharsets.UTF_8);
  }
}
