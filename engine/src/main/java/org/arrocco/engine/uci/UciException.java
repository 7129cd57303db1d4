package org.arrocco.engine.uci;

/** A UCI command that cannot be carried out; its message names the problem for an info string. */
final class UciException extends RuntimeException {
  UciException(String message) {
    super(message);
  }
}
