package org.arrocco.app.tournament;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.arrocco.app.BadInputException;
import org.arrocco.app.ConflictException;
import org.arrocco.app.InputFile;
import org.arrocco.tournament.AtomicFile;
import org.arrocco.tournament.event.Event;
import org.arrocco.tournament.event.EventFile;
import picocli.CommandLine.Option;

/** The options every {@code tournament} subcommand takes: the event file and the language. */
final class EventOptions {
  @Option(
      names = {"--event", "-e"},
      required = true,
      description = "The event file (JSON, written atomically).")
  Path file;

  @Option(
      names = "--lang",
      defaultValue = "it",
      description =
          "Language of the output and the messages: it or en (default: ${DEFAULT-VALUE}).")
  String lang;

  // the file's content as read() found it, or null before any read
  private byte[] seen;

  Lang lang() {
    return Lang.parse(lang);
  }

  /** Reads the event file, with a one-line message when it is missing or malformed. */
  Event read() throws IOException {
    if (!Files.isRegularFile(file) && !Files.isDirectory(file)) { // a folder: InputFile says so
      throw new BadInputException(
          lang().t("file dell'evento inesistente: ", "no such event file: ")
              + file
              + lang().t(" (crealo con 'tournament new')", " (create it with 'tournament new')"));
    }
    byte[] content = InputFile.bytes(file);
    Event event = EventFile.read(content, file);
    seen = content;
    return event;
  }

  /** Refuses to create the event file over an existing one unless {@code force} is given. */
  void refuseOverwrite(boolean force) {
    if (Files.exists(file) && !force) {
      throw exists();
    }
  }

  private BadInputException exists() {
    return new BadInputException(
        lang().t("il file esiste già: ", "the file exists already: ")
            + file
            + lang().t(" (--force per sovrascriverlo)", " (--force to overwrite it)"));
  }

  /**
   * Creates the event file; over an existing one only with {@code force}. Without it the test that
   * the file is new and its creation are one step ({@link AtomicFile#create}): of two commands
   * creating the same file at once, one succeeds and the other is refused as if it came second.
   */
  void create(Event event, boolean force) throws IOException {
    byte[] content = EventFile.bytes(event);
    if (force) {
      AtomicFile.write(file, content);
    } else if (!AtomicFile.create(file, content)) {
      throw exists();
    }
    seen = content;
  }

  /**
   * Writes the event file; after {@link #read}, only if the file still holds what was read, so that
   * a change another command made meanwhile is never overwritten ({@link AtomicFile#replace}).
   */
  void write(Event event) throws IOException {
    byte[] content = EventFile.bytes(event);
    if (seen == null) {
      AtomicFile.write(file, content);
    } else if (!AtomicFile.replace(file, seen, content)) {
      // exit status 75 ("try again"), not 2: the input was good, another command came first
      throw new ConflictException(
          "the event file changed while this command ran (another command?): nothing was"
              + " written, run it again: "
              + file,
          "il file dell'evento è cambiato mentre il comando lavorava (un altro comando?): nulla è"
              + " stato scritto, ripeti il comando: "
              + file);
    }
    seen = content;
  }
}
