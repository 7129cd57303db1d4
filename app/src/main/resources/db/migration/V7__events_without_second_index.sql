-- The games' events again, without their reference to the game's row. Portable SQL: the same file
-- runs on H2 2.5 and PostgreSQL 15.
--
-- H2 gave the reference (game_id REFERENCES game) an index of its own on game_id beside the key's
-- index on (game_id, version), even when the key was declared first: every event written went into
-- two indexes of the store besides the table, and each batch of events rewrote the pages of both
-- (docs/play.md). The key's index serves every read of a game's events. An event is written only
-- for a game the server holds, in the same transaction as the game's row or after it, and no game
-- is ever deleted, so the reference guarded nothing that can happen.

CREATE TABLE game_event_keyed (
  game_id VARCHAR(24) NOT NULL,
  version INT NOT NULL,
  -- a kind of the core's GameEvent, or the server's own: ABORT, TAKEBACK
  kind VARCHAR(20) NOT NULL,
  side VARCHAR(5),
  text VARCHAR(200) NOT NULL,
  at_millis BIGINT NOT NULL,
  -- the player and the id its client gave the action (player:id), so a re-sent action counts once
  request_id VARCHAR(100),
  PRIMARY KEY (game_id, version)
);
INSERT INTO game_event_keyed (game_id, version, kind, side, text, at_millis, request_id)
  SELECT game_id, version, kind, side, text, at_millis, request_id FROM game_event;
DROP TABLE game_event;
ALTER TABLE game_event_keyed RENAME TO game_event;
