package org.arrocco.app.server.web;

/**
 * A request the server refuses: the HTTP status and the reason, sent to the client as {@code
 * {"error": reason}}; nothing was changed.
 */
public final class ApiError extends RuntimeException {
  private final int status;

  public ApiError(int status, String reason) {
    super(reason);
    this.status = status;
  }

  /** 400: the request is malformed or asks for something impossible. */
  public static ApiError badRequest(String reason) {
    return new ApiError(400, reason);
  }

  /** 401: no session, or a wrong name or password. */
  public static ApiError unauthorized(String reason) {
    return new ApiError(401, reason);
  }

  /** 403: the session may not do this (not seated, a forged request). */
  public static ApiError forbidden(String reason) {
    return new ApiError(403, reason);
  }

  /** 404: no such game or page. */
  public static ApiError notFound(String reason) {
    return new ApiError(404, reason);
  }

  /** 409: the request came too late or collides with the state (an illegal move, a taken name). */
  public static ApiError conflict(String reason) {
    return new ApiError(409, reason);
  }

  /** 429: too many attempts; try again later. */
  public static ApiError tooMany(String reason) {
    return new ApiError(429, reason);
  }

  public int status() {
    return status;
  }
}
