-- A provider, game session or player named by a wallet record (game_actions, game_rounds,
-- provider_requests) cannot be deleted, nor its id changed: what a foreign key would guarantee,
-- without the key-share row lock a foreign key takes on every bet. The SHARE locks wait for every
-- transaction still writing those tables and hold new writers back until this one ends, so a
-- record inserted concurrently (which takes no lock on the row it names) is seen too.
CREATE OR REPLACE FUNCTION games_refuse_referenced_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_is_referenced boolean;
BEGIN
  IF TG_TABLE_NAME = 'game_providers' THEN
    LOCK TABLE game_actions, game_rounds, provider_requests IN SHARE MODE;
    v_is_referenced := EXISTS (SELECT FROM game_actions a WHERE a.provider_id = OLD.id)
      OR EXISTS (SELECT FROM game_rounds r WHERE r.provider_id = OLD.id)
      OR EXISTS (SELECT FROM provider_requests q WHERE q.provider_id = OLD.id);
  ELSIF TG_TABLE_NAME = 'game_sessions' THEN
    LOCK TABLE game_actions, game_rounds IN SHARE MODE;
    v_is_referenced := EXISTS (SELECT FROM game_actions a WHERE a.session_id = OLD.id)
      OR EXISTS (SELECT FROM game_rounds r WHERE r.session_id = OLD.id);
  ELSE
    LOCK TABLE game_actions, game_rounds IN SHARE MODE;
    v_is_referenced := EXISTS (SELECT FROM game_actions a WHERE a.player_id = OLD.id)
      OR EXISTS (SELECT FROM game_rounds r WHERE r.player_id = OLD.id);
  END IF;
  IF v_is_referenced THEN
    RAISE EXCEPTION '% row % is referenced by wallet records', TG_TABLE_NAME, OLD.id USING ERRCODE = '23503';
  END IF;
  RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
END $$;
