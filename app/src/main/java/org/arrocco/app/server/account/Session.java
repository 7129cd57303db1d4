package org.arrocco.app.server.account;

/**
 * A browser's session: whose it is and the CSRF token its page must echo on every state-changing
 * request. The cookie's token itself is known only to the browser.
 *
 * @param tokenHash the SHA-256 of the cookie's token (the session's key)
 * @param account the account it belongs to
 * @param csrf the CSRF token
 */
public record Session(String tokenHash, Account account, String csrf) {}
