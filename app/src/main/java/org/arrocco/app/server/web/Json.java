package org.arrocco.app.server.web;

import io.javalin.json.JsonMapper;
import java.io.InputStream;
import java.lang.reflect.Type;
import tools.jackson.databind.DeserializationFeature;
import tools.jackson.databind.JavaType;
import tools.jackson.databind.json.JsonMapper.Builder;

/**
 * The server's JSON, written and read by Jackson 3: records as objects, unknown fields refused (a
 * misspelt field is an error the client hears of, not a silent default).
 */
public final class Json implements JsonMapper {
  /** The one configured mapper; thread-safe. */
  public static final tools.jackson.databind.json.JsonMapper MAPPER = builder().build();

  private static Builder builder() {
    return tools.jackson.databind.json.JsonMapper.builder()
        .enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
        .enable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES);
  }

  @Override
  public String toJsonString(Object obj, Type type) {
    return MAPPER.writeValueAsString(obj);
  }

  @Override
  public <T> T fromJsonString(String json, Type type) {
    JavaType t = MAPPER.getTypeFactory().constructType(type);
    return MAPPER.readValue(json, t);
  }

  @Override
  public <T> T fromJsonStream(InputStream json, Type type) {
    JavaType t = MAPPER.getTypeFactory().constructType(type);
    return MAPPER.readValue(json, t);
  }
}
