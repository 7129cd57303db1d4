-- Games and their events. A game's state is never stored as such: it is rebuilt from its set-up,
-- time control and events (the core's GameRecord), so every committed event is the whole truth.

CREATE TABLE game (
  id VARCHAR(24) PRIMARY KEY,
  variant VARCHAR(16) NOT NULL,
  -- the set-up's options as JSON: for Sprint the seed and decks, never sent to a player
  setup VARCHAR(4000) NOT NULL,
  -- the time control as JSON, null for an untimed game
  time_control VARCHAR(200),
  -- open (listed in the lobby), private (reached by its link), hotseat (one screen)
  mode VARCHAR(10) NOT NULL,
  creator_id BIGINT NOT NULL REFERENCES account (id),
  white_id BIGINT REFERENCES account (id),
  black_id BIGINT REFERENCES account (id),
  -- waiting (a seat free), live, over, aborted
  status VARCHAR(10) NOT NULL,
  result VARCHAR(8),
  termination VARCHAR(40),
  -- how many events are committed; every event has a version 1..version
  version INT NOT NULL,
  created_at BIGINT NOT NULL,
  updated_at BIGINT NOT NULL
);
CREATE INDEX game_status ON game (status);
CREATE INDEX game_white ON game (white_id);
CREATE INDEX game_black ON game (black_id);

CREATE TABLE game_event (
  game_id VARCHAR(24) NOT NULL REFERENCES game (id),
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
