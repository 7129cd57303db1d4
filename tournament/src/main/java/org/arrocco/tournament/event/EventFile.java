package org.arrocco.tournament.event;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonSetter;
import com.fasterxml.jackson.annotation.Nulls;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.exc.InvalidFormatException;
import com.fasterxml.jackson.databind.exc.InvalidNullException;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;
import com.fasterxml.jackson.databind.exc.UnrecognizedPropertyException;
import com.fasterxml.jackson.databind.exc.ValueInstantiationException;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.arrocco.core.text.OneLine;
import org.arrocco.tournament.AtomicFile;

/**
 * The event file: one JSON object ({@code "format": "arrocco-event", "version": 1}, then the
 * settings, the initial colour, whether pairing numbers are the registration numbers, the players,
 * the rounds, the bye requests and, when there are any, the forbidden pairs and the last player of
 * the Baku acceleration's group A), written atomically (a temporary file in the same folder, then a
 * rename over the old one) so a crash never leaves a half-written event. A malformed file gets one
 * line naming the file and what is wrong.
 */
public final class EventFile {
  /** The value of the {@code format} field. */
  public static final String FORMAT = "arrocco-event";

  /** The version this program writes and reads. */
  public static final int VERSION = 1;

  /** The JSON shape of the file. */
  record Data(
      String format,
      int version,
      EventSettings settings,
      String initialColour,
      Boolean rankingByRegistration,
      List<Player> players,
      List<Round> rounds,
      List<ByeRequest> byeRequests,
      // Left out when empty, so an event without forbidden pairs reads in earlier versions too.
      @JsonInclude(JsonInclude.Include.NON_EMPTY) List<ForbiddenPair> forbiddenPairs,
      // The Baku acceleration's group A, by its last player: left out when there is none.
      @JsonInclude(JsonInclude.Include.NON_NULL) Integer lastOfGroupA) {}

  private static final ObjectMapper JSON =
      new ObjectMapper()
          .enable(SerializationFeature.INDENT_OUTPUT)
          .enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
          .enable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES)
          // A whole number written with a fraction (a rating 2100.7, 7.9 rounds) is refused, not
          // cut to its whole part.
          .disable(DeserializationFeature.ACCEPT_FLOAT_AS_INT)
          // A null entry in a list (players, rounds, boards, ...) is refused where it stands.
          .setDefaultSetterInfo(JsonSetter.Value.forContentNulls(Nulls.FAIL))
          // A field given twice is refused, not read as the last of its values.
          .enable(JsonParser.Feature.STRICT_DUPLICATE_DETECTION);

  private EventFile() {}

  /** The event as the text of an event file. */
  public static String text(Event event) {
    Data data =
        new Data(
            FORMAT,
            VERSION,
            event.settings(),
            event.initialColour(),
            event.rankingByRegistration(),
            event.players(),
            event.rounds(),
            event.byeRequests(),
            event.forbiddenPairs(),
            event.lastOfGroupA() == 0 ? null : event.lastOfGroupA());
    try {
      return JSON.writeValueAsString(data) + "\n";
    } catch (JsonProcessingException e) {
      throw new IllegalStateException("cannot write the event as JSON", e);
    }
  }

  /** Reads the text of an event file; {@code name} is used in error messages. */
  public static Event parse(String text, String name) {
    Data data;
    try {
      data = JSON.readValue(text, Data.class);
    } catch (JsonProcessingException e) {
      String where =
          e.getLocation() == null
              ? ""
              : " (line "
                  + e.getLocation().getLineNr()
                  + ", column "
                  + e.getLocation().getColumnNr()
                  + ")";
      // a field name or value quoted from the file may hold a line break: one line always
      throw new IllegalArgumentException(
          name + ": not a valid event file" + where + ": " + OneLine.of(problem(e)));
    }
    if (data == null || !FORMAT.equals(data.format())) {
      throw new IllegalArgumentException(name + ": not an arrocco event file (format field)");
    }
    if (data.version() != VERSION) {
      throw new IllegalArgumentException(
          name + ": event file version " + data.version() + ", this program reads " + VERSION);
    }
    if (data.settings() == null) {
      throw new IllegalArgumentException(name + ": settings missing");
    }
    try {
      Event event =
          new Event(
              data.settings(),
              data.initialColour(),
              data.players() == null ? List.of() : data.players(),
              data.rounds() == null ? List.of() : data.rounds(),
              data.byeRequests(),
              data.forbiddenPairs(),
              data.lastOfGroupA() == null ? 0 : data.lastOfGroupA());
      event.rankingByRegistration(Boolean.TRUE.equals(data.rankingByRegistration()));
      return event;
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException(name + ": " + OneLine.of(e.getMessage()));
    }
  }

  /**
   * What is wrong, in the file's own terms: the place as a path of field names and item numbers
   * ({@code "settings" > "tiebreaks" > item 1}), then the problem; a check of our own (a value a
   * record refuses) keeps its message; JSON syntax errors keep the parser's first line.
   */
  private static String problem(JsonProcessingException e) {
    if (e instanceof ValueInstantiationException v
        && v.getCause() instanceof IllegalArgumentException cause) {
      return cause.getMessage();
    }
    if (e instanceof UnrecognizedPropertyException u) {
      List<String> known = new ArrayList<>();
      for (Object id : u.getKnownPropertyIds()) {
        known.add(String.valueOf(id));
      }
      java.util.Collections.sort(known);
      List<JsonMappingException.Reference> path = u.getPath();
      String in = path.isEmpty() ? "" : place(path.subList(0, path.size() - 1));
      return (in.isEmpty() ? "" : in + ": ")
          + "unknown field \""
          + u.getPropertyName()
          + "\" (known: "
          + String.join(", ", known)
          + ")";
    }
    if (e instanceof InvalidNullException n) {
      return place(n.getPath()) + ": may not be null";
    }
    if (e instanceof InvalidFormatException f && f.getTargetType() != null) {
      return place(f.getPath())
          + ": "
          + expected(f.getTargetType())
          + ", not "
          + shown(f.getValue());
    }
    if (e instanceof MismatchedInputException m && m.getPath().isEmpty()) {
      return "the file must hold one JSON object";
    }
    if (e instanceof MismatchedInputException m && m.getTargetType() != null) {
      return place(m.getPath()) + ": " + expected(m.getTargetType());
    }
    return firstLine(e.getOriginalMessage());
  }

  /** A path of references as {@code "players" > item 2 > "name"}. */
  private static String place(List<JsonMappingException.Reference> path) {
    List<String> parts = new ArrayList<>();
    for (JsonMappingException.Reference r : path) {
      parts.add(
          r.getFieldName() != null ? "\"" + r.getFieldName() + "\"" : "item " + (r.getIndex() + 1));
    }
    return String.join(" > ", parts);
  }

  /** What a value of this type must be. */
  private static String expected(Class<?> type) {
    if (type.isEnum()) {
      List<String> names = new ArrayList<>();
      for (Object c : type.getEnumConstants()) {
        names.add(((Enum<?>) c).name());
      }
      return "must be one of " + String.join(", ", names);
    }
    if (type == int.class || type == Integer.class || type == long.class || type == Long.class) {
      return "must be a whole number";
    }
    if (type == boolean.class || type == Boolean.class) {
      return "must be true or false";
    }
    if (type == String.class) {
      return "must be text";
    }
    if (java.util.Collection.class.isAssignableFrom(type) || type.isArray()) {
      return "must be a list";
    }
    return "must be an object";
  }

  /** A value as the file wrote it. */
  private static String shown(Object value) {
    return value instanceof String ? "\"" + value + "\"" : String.valueOf(value);
  }

  private static String firstLine(String s) {
    int nl = s.indexOf('\n');
    String line = nl < 0 ? s : s.substring(0, nl);
    // the parser's pointers back into the source ("(start marker at [Source: REDACTED ...") and
    // hints about its own settings say nothing to the arbiter
    for (String noise :
        new String[] {
          " (set ",
          " (start marker at ",
          " (for Array starting at ",
          " (for Object starting at ",
          " (for root starting at "
        }) {
      int at = line.indexOf(noise);
      if (at >= 0) {
        line = line.substring(0, at);
      }
    }
    return line;
  }

  /** Reads an event file. */
  public static Event read(Path file) throws IOException {
    return read(Files.readAllBytes(file), file);
  }

  /** Reads the content of the event file {@code file}, as read from it. */
  public static Event read(byte[] content, Path file) {
    String text;
    try {
      text =
          StandardCharsets.UTF_8
              .newDecoder()
              .onMalformedInput(java.nio.charset.CodingErrorAction.REPORT)
              .onUnmappableCharacter(java.nio.charset.CodingErrorAction.REPORT)
              .decode(java.nio.ByteBuffer.wrap(content))
              .toString();
    } catch (java.nio.charset.CharacterCodingException e) {
      throw new IllegalArgumentException(file + ": not an event file (not UTF-8 text)");
    }
    return parse(text, file.toString());
  }

  /** Writes an event file atomically ({@link AtomicFile}). */
  public static void write(Event event, Path file) throws IOException {
    AtomicFile.write(file, bytes(event));
  }

  /** The event file's content: {@link #text} in UTF-8. */
  public static byte[] bytes(Event event) {
    return text(event).getBytes(StandardCharsets.UTF_8);
  }
}
