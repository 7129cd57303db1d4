package org.arrocco.app.desk;

/**
 * A desk request refused before it reaches the event (a malformed form, a field the model has no
 * place for), in English and Italian; nothing was changed.
 */
final class DeskRefusal extends RuntimeException {
  private final String italian;

  DeskRefusal(String english, String italian) {
    super(english);
    this.italian = italian;
  }

  String message(boolean inItalian) {
    return inItalian ? italian : getMessage();
  }
}
