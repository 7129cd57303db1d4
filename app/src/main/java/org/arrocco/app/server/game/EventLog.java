package org.arrocco.app.server.game;

import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeMap;
import java.util.stream.Stream;
import java.util.zip.CRC32;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The write-ahead file of the games' events on embedded H2: each batch the journal acknowledges is
 * first appended here in one write, so it survives the server process being killed however late the
 * database takes it in. The file is cut into segments ({@code events-N.log}): {@link #rotate}
 * starts the next, and a segment whose events the database holds on the disk is deleted.
 *
 * <p>A record is its length, the CRC-32 of its bytes, then the bytes: the game, the version, the
 * event, the game's status after it. Reading stops at the first record cut short or whose checksum
 * fails: the end of a write the process was killed in, never acknowledged.
 */
final class EventLog implements AutoCloseable {
  private static final Logger LOG = LoggerFactory.getLogger(EventLog.class);
  private static final String PREFIX = "events-";
  private static final String SUFFIX = ".log";

  private final Path dir;
  private long segment;
  private FileChannel channel;
  private boolean empty = true;

  /** The log in {@code dir}, writing after every segment already there. */
  EventLog(Path dir) {
    this.dir = dir;
    try {
      Files.createDirectories(dir);
      segment = segments(dir).isEmpty() ? 1 : segments(dir).lastKey() + 1;
      channel = open(segment);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot open the event log in " + dir + ": " + e, e);
    }
  }

  private FileChannel open(long n) throws IOException {
    return FileChannel.open(
        dir.resolve(PREFIX + n + SUFFIX),
        StandardOpenOption.CREATE_NEW,
        StandardOpenOption.WRITE,
        StandardOpenOption.APPEND);
  }

  /** The segments in {@code dir} by number. */
  private static TreeMap<Long, Path> segments(Path dir) throws IOException {
    TreeMap<Long, Path> found = new TreeMap<>();
    if (!Files.isDirectory(dir)) {
      return found;
    }
    try (Stream<Path> files = Files.list(dir)) {
      files.forEach(
          f -> {
            String name = f.getFileName().toString();
            if (name.startsWith(PREFIX) && name.endsWith(SUFFIX)) {
              try {
                found.put(
                    Long.parseLong(
                        name.substring(PREFIX.length(), name.length() - SUFFIX.length())),
                    f);
              } catch (NumberFormatException e) {
                // not one of ours
              }
            }
          });
    }
    return found;
  }

  /** Appends the entries in one write; returns once the operating system holds them. */
  synchronized void write(List<EventJournal.Entry> entries) {
    if (entries.isEmpty()) {
      return;
    }
    ByteArrayOutputStream bytes = new ByteArrayOutputStream(128 * entries.size());
    try {
      for (EventJournal.Entry e : entries) {
        record(bytes, e);
      }
      ByteBuffer b = ByteBuffer.wrap(bytes.toByteArray());
      while (b.hasRemaining()) {
        channel.write(b);
      }
    } catch (IOException ex) {
      throw new UncheckedIOException("the event log could not be written: " + ex, ex);
    }
    empty = false;
  }

  private static void record(ByteArrayOutputStream out, EventJournal.Entry e) throws IOException {
    ByteArrayOutputStream body = new ByteArrayOutputStream(96);
    DataOutputStream d = new DataOutputStream(body);
    StoredEvent ev = e.event();
    d.writeUTF(e.gameId());
    d.writeInt(e.expected());
    d.writeUTF(ev.kind());
    nullable(d, ev.side());
    nullable(d, ev.text());
    d.writeLong(ev.at());
    nullable(d, ev.requestId());
    d.writeBoolean(e.rowChanged());
    nullable(d, e.status());
    nullable(d, e.result());
    nullable(d, e.termination());
    d.writeLong(e.updatedAt());
    d.flush();
    byte[] b = body.toByteArray();
    CRC32 crc = new CRC32();
    crc.update(b);
    DataOutputStream o = new DataOutputStream(out);
    o.writeInt(b.length);
    o.writeInt((int) crc.getValue());
    o.write(b);
    o.flush();
  }

  private static void nullable(DataOutputStream d, String s) throws IOException {
    d.writeBoolean(s != null);
    if (s != null) {
      d.writeUTF(s);
    }
  }

  private static String nullable(DataInputStream d) throws IOException {
    return d.readBoolean() ? d.readUTF() : null;
  }

  /** Whether nothing was written to the present segment. */
  synchronized boolean empty() {
    return empty;
  }

  /** Starts the next segment; returns the number of the one it closed. */
  synchronized long rotate() {
    try {
      channel.close();
      channel = open(segment + 1);
    } catch (IOException e) {
      throw new UncheckedIOException("the event log could not start a new segment: " + e, e);
    }
    empty = true;
    return segment++;
  }

  /** Deletes the segments up to number {@code last}, whose events the database holds. */
  synchronized void deleteUpTo(long last) {
    try {
      for (Path p : segments(dir).headMap(last, true).values()) {
        Files.deleteIfExists(p);
      }
    } catch (IOException e) {
      LOG.warn("old segments of the event log could not be deleted: {}", e.toString());
    }
  }

  /**
   * Every entry in the segments of {@code dir}, in the order written; a segment's reading stops at
   * its first record cut short or corrupt (said in the log when more bytes follow it).
   */
  static List<EventJournal.Entry> read(Path dir) {
    List<EventJournal.Entry> all = new ArrayList<>();
    try {
      for (Path p : segments(dir).values()) {
        readSegment(p, all);
      }
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read the event log in " + dir + ": " + e, e);
    }
    return all;
  }

  private static void readSegment(Path p, List<EventJournal.Entry> into) throws IOException {
    byte[] file = Files.readAllBytes(p);
    ByteBuffer b = ByteBuffer.wrap(file);
    while (b.remaining() >= 8) {
      int at = b.position();
      int length = b.getInt();
      int sum = b.getInt();
      if (length < 0 || length > b.remaining()) {
        b.position(at);
        break;
      }
      CRC32 crc = new CRC32();
      crc.update(file, b.position(), length);
      if ((int) crc.getValue() != sum) {
        b.position(at);
        break;
      }
      DataInputStream d =
          new DataInputStream(new java.io.ByteArrayInputStream(file, b.position(), length));
      b.position(b.position() + length);
      try {
        String game = d.readUTF();
        int expected = d.readInt();
        String kind = d.readUTF();
        String side = nullable(d);
        String text = nullable(d);
        long when = d.readLong();
        String request = nullable(d);
        boolean rowChanged = d.readBoolean();
        String status = nullable(d);
        String result = nullable(d);
        String termination = nullable(d);
        long updated = d.readLong();
        into.add(
            new EventJournal.Entry(
                game,
                expected,
                new StoredEvent(expected + 1, kind, side, text, when, request),
                status,
                result,
                termination,
                updated,
                rowChanged));
      } catch (EOFException e) {
        b.position(at);
        break;
      }
    }
    if (b.hasRemaining()) {
      LOG.warn(
          "event log {}: {} bytes at the end are no whole record (a write cut short); ignored",
          p.getFileName(),
          b.remaining());
    }
  }

  @Override
  public synchronized void close() {
    try {
      channel.close();
    } catch (IOException e) {
      LOG.warn("the event log could not be closed: {}", e.toString());
    }
  }
}
