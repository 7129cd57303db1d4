-- Games against the computer, rematches, and the set-up options as the player asked for them.
-- Portable SQL: the same file runs on H2 2.5 and PostgreSQL 15.

-- the computer's level (1-8) in a game against it, else null; its seat holds the computer's account
ALTER TABLE game ADD COLUMN computer_level INT;
-- the set-up options as asked (before chance drew a Chess960 number or Sprint's decks): a rematch
-- is made from these, so that it draws again what chance decided
ALTER TABLE game ADD COLUMN asked VARCHAR(4000);
-- the rematch offered after this game, if any
ALTER TABLE game ADD COLUMN rematch_id VARCHAR(24);
-- the only account that may take the free seat (the opponent invited to a rematch), else null
ALTER TABLE game ADD COLUMN reserved_for BIGINT;

-- The computer's account: it has no password, and its name key holds a character no player's name
-- may have, so nobody can register or log in as it.
INSERT INTO account (name, name_key, password_hash, language, created_at)
  VALUES ('Computer', '#computer', NULL, 'it', 0);
