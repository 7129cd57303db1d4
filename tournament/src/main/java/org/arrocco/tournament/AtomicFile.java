package org.arrocco.tournament;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.file.AccessDeniedException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.DirectoryIteratorException;
import java.nio.file.DirectoryStream;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.FileTime;
import java.nio.file.attribute.PosixFilePermission;
import java.time.Duration;
import java.time.Instant;
import java.util.Arrays;
import java.util.Set;
import org.arrocco.tournament.FileWriteException.Reason;

/**
 * Writes a file so that a reader, or the file after a crash, holds the old content or the new one,
 * never a part: a temporary file beside it, flushed to disk, then renamed over it, and the folder
 * flushed. A symbolic link is followed: the file it points to is written, beside it, and the link
 * stays a link. The file keeps its permissions, and a read-only file is refused; a new file gets
 * the permissions the process's umask gives (as any program's new file does). The temporary files
 * of writers killed halfway are removed by a later write.
 */
public final class AtomicFile {
  /** How old a temporary file must be to count as abandoned by a writer that was killed. */
  static final Duration ABANDONED = Duration.ofMinutes(10);

  private AtomicFile() {}

  /**
   * Writes {@code bytes} as the whole content of {@code file}, refusing a folder; a failure is a
   * {@link FileWriteException} naming the file and why.
   */
  public static void write(Path file, byte[] bytes) throws IOException {
    write(file, bytes, null);
  }

  /**
   * Writes {@code bytes} over {@code file} only if it still holds {@code expected}; returns false,
   * writing nothing, when it holds anything else or is gone. The comparison and the rename happen
   * under a lock on a hidden {@code .NAME.lock} file beside it, left there, so two processes
   * replacing the same content never both succeed.
   */
  public static boolean replace(Path file, byte[] expected, byte[] bytes) throws IOException {
    return write(file, bytes, expected);
  }

  /**
   * Creates {@code file} with {@code bytes} as its whole content only if no file of that name
   * exists; returns false, writing nothing, when one does. The test and the creation are one step
   * (a hard link from the flushed temporary file, which the system refuses when the name is taken),
   * so of two processes creating the same file at once exactly one succeeds. Where the file system
   * has no hard links, the test and a rename happen under the lock of {@link #replace}.
   */
  public static boolean create(Path file, byte[] bytes) throws IOException {
    return write(file, bytes, CREATE);
  }

  /** The {@code expected} content that asks {@link #write(Path, byte[], byte[])} to create. */
  private static final byte[] CREATE = new byte[0];

  private static boolean write(Path file, byte[] bytes, byte[] expected) throws IOException {
    try {
      Path target = linkTarget(file);
      Path dir = target.toAbsolutePath().getParent();
      if (!Files.isDirectory(dir)) {
        throw new FileWriteException(file, Reason.NO_FOLDER, dir.toString(), null);
      }
      if (Files.isDirectory(file)) {
        throw new FileWriteException(file, Reason.IS_FOLDER, "", null);
      }
      return writeTemporaryThenRename(target, dir, bytes, expected);
    } catch (FileWriteException e) {
      // named as the user named it, not by the file a link points to
      throw e.file().equals(file) ? e : new FileWriteException(file, e.reason(), e.detail(), e);
    } catch (IOException e) {
      throw failure(file, e);
    }
  }

  private static boolean writeTemporaryThenRename(
      Path file, Path dir, byte[] bytes, byte[] expected) throws IOException {
    boolean create = expected == CREATE;
    if (create
        ? Files.exists(file, LinkOption.NOFOLLOW_LINKS)
        : expected != null && !Files.isRegularFile(file)) {
      return false;
    }
    Set<PosixFilePermission> mode = create ? null : existingMode(file);
    Path tmp = temporaryFile(dir, file);
    try {
      if (mode != null) {
        Files.setPosixFilePermissions(tmp, mode);
      }
      try (FileChannel ch = FileChannel.open(tmp, StandardOpenOption.WRITE)) {
        ByteBuffer buffer = ByteBuffer.wrap(bytes);
        while (buffer.hasRemaining()) {
          ch.write(buffer);
        }
        ch.force(true);
      }
      if (create) {
        if (!link(tmp, file, dir)) {
          return false;
        }
      } else if (expected == null) {
        rename(tmp, file);
      } else {
        // The lock is on a file beside it that is never renamed, so every writer locks the same
        // one (a lock on the file itself would stay on the old one after a rename).
        // Threads of one process take turns first: a second lock by the same process throws.
        Path lockFile = dir.resolve("." + file.getFileName() + ".lock");
        synchronized (AtomicFile.class) {
          try (FileChannel guard =
                  FileChannel.open(lockFile, StandardOpenOption.CREATE, StandardOpenOption.WRITE);
              FileLock lock = guard.lock()) {
            if (!Files.isRegularFile(file) || !Arrays.equals(expected, Files.readAllBytes(file))) {
              return false;
            }
            rename(tmp, file);
          }
        }
      }
      syncFolder(dir);
      removeAbandoned(file, dir);
      return true;
    } finally {
      Files.deleteIfExists(tmp);
    }
  }

  /**
   * A new, empty temporary file beside {@code file}, named {@code .NAME.RANDOM.tmp}, created as any
   * new file is (its permissions from the umask, unlike {@link Files#createTempFile}, which makes
   * it readable by its owner only).
   */
  private static Path temporaryFile(Path dir, Path file) throws IOException {
    for (int attempt = 0; ; attempt++) {
      Path tmp =
          dir.resolve(
              "." + file.getFileName() + "." + Long.toUnsignedString(RANDOM.nextLong()) + ".tmp");
      try {
        FileChannel.open(tmp, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE).close();
        return tmp;
      } catch (java.nio.file.FileAlreadyExistsException e) {
        if (attempt == 100) {
          throw e;
        }
      }
    }
  }

  private static final java.security.SecureRandom RANDOM = new java.security.SecureRandom();

  /**
   * Gives the flushed temporary file the name {@code file} if no file has it: a hard link, which
   * the system makes only when the name is free (one step, so two creators never both succeed);
   * false when the name is taken. A file system without hard links gets the test and a rename under
   * the lock every {@link #replace} of the file takes.
   */
  private static boolean link(Path tmp, Path file, Path dir) throws IOException {
    try {
      Files.createLink(file, tmp);
      return true;
    } catch (java.nio.file.FileAlreadyExistsException e) {
      return false;
    } catch (UnsupportedOperationException | FileSystemException e) {
      if (e instanceof AccessDeniedException) {
        throw (AccessDeniedException) e;
      }
      Path lockFile = dir.resolve("." + file.getFileName() + ".lock");
      synchronized (AtomicFile.class) {
        try (FileChannel guard =
                FileChannel.open(lockFile, StandardOpenOption.CREATE, StandardOpenOption.WRITE);
            FileLock lock = guard.lock()) {
          if (Files.exists(file, LinkOption.NOFOLLOW_LINKS)) {
            return false;
          }
          rename(tmp, file);
          return true;
        }
      }
    }
  }

  /**
   * Removes the temporary files of this file that a writer killed halfway (a crash, a power cut)
   * left behind: those older than {@link #ABANDONED}, far longer than a write takes, so that a
   * temporary file another process is writing now is never touched. Best effort: what cannot be
   * listed or removed stays.
   */
  private static void removeAbandoned(Path file, Path dir) {
    String prefix = "." + file.getFileName() + ".";
    FileTime before = FileTime.from(Instant.now().minus(ABANDONED));
    // a filter, not a glob: a file name may hold the glob's own characters ("Open [A].json")
    DirectoryStream.Filter<Path> ours =
        p -> p.getFileName().toString().startsWith(prefix) && p.toString().endsWith(".tmp");
    try (DirectoryStream<Path> temporary = Files.newDirectoryStream(dir, ours)) {
      for (Path t : temporary) {
        if (Files.isRegularFile(t, LinkOption.NOFOLLOW_LINKS)
            && Files.getLastModifiedTime(t, LinkOption.NOFOLLOW_LINKS).compareTo(before) < 0) {
          Files.deleteIfExists(t);
        }
      }
    } catch (IOException | DirectoryIteratorException e) {
      // left for the next write
    }
  }

  /**
   * The permissions of the file being replaced, which the new content keeps (the temporary file is
   * created with those of a new file); null when there is no such file or the system has no POSIX
   * permissions. A read-only file, one no one may write, is refused: the rename would replace it
   * all the same.
   */
  private static Set<PosixFilePermission> existingMode(Path file) throws IOException {
    if (!Files.exists(file)) {
      return null;
    }
    Set<PosixFilePermission> mode;
    try {
      mode = Files.getPosixFilePermissions(file);
    } catch (UnsupportedOperationException e) {
      mode = null;
    }
    boolean writable =
        Files.isWritable(file)
            && (mode == null
                || mode.contains(PosixFilePermission.OWNER_WRITE)
                || mode.contains(PosixFilePermission.GROUP_WRITE)
                || mode.contains(PosixFilePermission.OTHERS_WRITE));
    if (!writable) {
      throw new FileWriteException(file, Reason.READ_ONLY, "", null);
    }
    return mode;
  }

  /**
   * The file a path names after its symbolic links: renaming over the link itself would turn it
   * into a file of its own and leave the file it points to as it was (and a second command, run
   * through the other name, would take another lock). A link to a missing file gives that file.
   */
  private static Path linkTarget(Path file) throws IOException {
    Path p = file;
    for (int links = 0; Files.isSymbolicLink(p); links++) {
      if (links == 40) {
        throw new FileWriteException(file, Reason.LINK_LOOP, "", null);
      }
      p = p.toAbsolutePath().resolveSibling(Files.readSymbolicLink(p));
    }
    return p;
  }

  private static void rename(Path tmp, Path file) throws IOException {
    try {
      Files.move(tmp, file, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
    } catch (AtomicMoveNotSupportedException e) {
      Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING);
    }
  }

  /** What the system said, as a failure to write {@code file}: its kind, or its own words. */
  private static FileWriteException failure(Path file, IOException e) {
    if (e instanceof AccessDeniedException) {
      return new FileWriteException(file, Reason.PERMISSION_DENIED, "", e);
    }
    if (e instanceof FileSystemException f && f.getReason() != null) {
      return new FileWriteException(file, Reason.SYSTEM, f.getReason(), e);
    }
    if (e instanceof NoSuchFileException) {
      return new FileWriteException(file, Reason.NO_SUCH_FILE, "", e);
    }
    String words = e.getMessage() != null ? e.getMessage() : e.getClass().getSimpleName();
    return new FileWriteException(file, Reason.SYSTEM, words, e);
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
