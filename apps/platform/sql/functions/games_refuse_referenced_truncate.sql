-- TRUNCATE skips the row triggers (games_refuse_referenced_change) that keep a provider, game
-- session or player a wallet record names: refuse it too while any wallet record exists (truncate
-- the wallet tables first).
CREATE OR REPLACE FUNCTION games_refuse_referenced_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT FROM game_actions) OR EXISTS (SELECT FROM game_rounds)
     OR (TG_TABLE_NAME = 'game_providers' AND EXISTS (SELECT FROM provider_requests)) THEN
    RAISE EXCEPTION 'cannot truncate %: wallet records name its rows', TG_TABLE_NAME USING ERRCODE = '23503';
  END IF;
  RETURN NULL;
END $$;
