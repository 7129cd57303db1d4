package org.arrocco.tournament;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.AccessDeniedException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;

/**
 * Writes a file so that a reader, or the file after a crash, holds the old content or the new one,
 * never a part: a temporary file beside it, flushed to disk, then renamed over it, and the folder
 * flushed.
 */
public final class AtomicFile {
  private AtomicFile() {}

  /**
   * Writes {@code bytes} as the whole content of {@code file}, refusing a folder; a failure's
   * message names the file.
   */
  public static void write(Path file, byte[] bytes) throws IOException {
    Path dir = file.toAbsolutePath().getParent();
    if (!Files.isDirectory(dir)) {
      throw new IllegalArgumentException(
          "cannot write " + file + ": the folder " + dir + " does not exist");
    }
    if (Files.isDirectory(file)) {
      throw new IllegalArgumentException("cannot write " + file + ": it is a folder");
    }
    try {
      replace(file, dir, bytes);
    } catch (IOException e) {
      throw new IOException("cannot write " + file + ": " + reason(e), e);
    }
  }

  private static void replace(Path file, Path dir, byte[] bytes) throws IOException {
    Path tmp = Files.createTempFile(dir, "." + file.getFileName() + ".", ".tmp");
    try {
      try (FileChannel ch = FileChannel.open(tmp, StandardOpenOption.WRITE)) {
        ByteBuffer buffer = ByteBuffer.wrap(bytes);
        while (buffer.hasRemaining()) {
          ch.write(buffer);
        }
        ch.force(true);
      }
      try {
        Files.move(tmp, file, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
      } catch (AtomicMoveNotSupportedException e) {
        Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING);
      }
      syncFolder(dir);
    } finally {
      Files.deleteIfExists(tmp);
    }
  }

  /** What the system said, in words: its reason, or the kind of failure. */
  private static String reason(IOException e) {
    if (e instanceof AccessDeniedException) {
      return "permission denied";
    }
    if (e instanceof FileSystemException f && f.getReason() != null) {
      return f.getReason();
    }
    if (e instanceof NoSuchFileException) {
      return "no such file or folder";
    }
    return e.getMessage() != null ? e.getMessage() : e.getClass().getSimpleName();
  }

  /**
   * Makes the rename itself durable: flushes the folder's entry list to disk where the system lets
   * a folder be opened for it (Linux, macOS; Windows refuses, and the rename stays as the system
   * keeps it).
   */
  private static void syncFolder(Path dir) {
    try (FileChannel ch = FileChannel.open(dir, StandardOpenOption.READ)) {
      ch.force(true);
    } catch (IOException e) {
      // a folder cannot be opened for reading here: the file is written, only not flushed
    }
  }
}
