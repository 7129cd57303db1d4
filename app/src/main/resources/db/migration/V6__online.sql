-- Online events: the desk's Swiss played on the play server. Portable SQL: the same file runs on
-- H2 2.5 and PostgreSQL 15.

-- The server's own account: the acts the server does by itself on an event (a live game's result,
-- a forfeit after the announced wait) are recorded in the audit log under it. No password, and a
-- name key no player's name may have: nobody can log in as it.
INSERT INTO account (name, name_key, password_hash, language, created_at)
  VALUES ('Server', '#server', NULL, 'it', 0);

-- A registered player's seat in an online event: the personal link's token, the account made for
-- the seat (named as the player, no password: the link opens a session of it) and the account the
-- player plays as (the seat's own, or a member's account that opened the link while logged in).
CREATE TABLE desk_seat (
  event_id BIGINT NOT NULL REFERENCES desk_event (id),
  player INT NOT NULL,
  token VARCHAR(40) NOT NULL,
  seat_account BIGINT NOT NULL REFERENCES account (id),
  account_id BIGINT NOT NULL REFERENCES account (id),
  PRIMARY KEY (event_id, player)
);
CREATE UNIQUE INDEX desk_seat_token ON desk_seat (token);
CREATE INDEX desk_seat_account ON desk_seat (account_id);

-- When each side of an event's live game was first seen (its player opened the game or acted on
-- it): a side never seen nor moved when the announced wait runs out loses by forfeit.
CREATE TABLE desk_seen (
  game_id VARCHAR(24) NOT NULL REFERENCES game (id),
  side VARCHAR(5) NOT NULL,
  at_millis BIGINT NOT NULL,
  PRIMARY KEY (game_id, side)
);
