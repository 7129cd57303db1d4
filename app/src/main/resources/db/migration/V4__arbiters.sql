-- The arbiters: the accounts that may use the arbiter's desk (pages under /arbiter/, the API under
-- /api/events/). Granted and revoked from the command line (arrocco arbiter grant|revoke NAME).
-- Portable SQL: the same file runs on H2 2.5 and PostgreSQL 15.
CREATE TABLE arbiter (
  account_id BIGINT PRIMARY KEY REFERENCES account (id),
  granted_at BIGINT NOT NULL
);
