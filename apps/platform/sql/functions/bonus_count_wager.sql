-- Counts a bet toward a wagering bonus (bonuses/): the bet times the share its game's category
-- contributes (the bonus's `contributions`, copied from its definition: the best share among the
-- game's categories, else `default`, else nothing; a sports bet, `p_game` NULL: the `sportsbook`
-- share alone). The first bet moves the bonus from `active` to
-- `handle_bets`. When the wagered sum reaches the requirement, the bonus money left is released to
-- the player's real balance (a ledger posting under `bonus:<id>:release`) and the bonus is
-- `wager_done`. Answers the amount released (0 when the bonus still wagers).
-- Called by wallet_move inside its transaction, after the bet moved, with the player's account and
-- bonus account already locked; a bonus that ended meanwhile (forfeit, expiry) counts nothing.
-- The bonus as it stands after the bet is published on the player's bonuses_changes channel
-- (bonuses/events.ts sends the same body for the changes made outside SQL).
CREATE OR REPLACE FUNCTION bonus_count_wager(p_bonus_id bigint, p_amount bigint, p_game text, p_now timestamptz)
RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
  v_bonus record;
  v_share int;
  v_account_id bigint;
  v_bonus_account_id bigint;
  v_left bigint;
  v_done boolean;
BEGIN
  SELECT pb.id, pb.player_id, pb.currency, pb.contributions, pb.stage INTO v_bonus
    FROM player_bonuses pb
   WHERE pb.id = p_bonus_id AND pb.stage IN ('active', 'handle_bets') AND pb.valid_until > p_now
     FOR UPDATE;
  IF NOT FOUND THEN
    RETURN 0;
  END IF;
  IF p_game IS NULL THEN
    -- A sports bet (bonuses/sports-wagering.ts): only the reserved `sportsbook` share counts it,
    -- never `default`, so no bonus counts sports bets unless it says so.
    v_share := coalesce((v_bonus.contributions ->> 'sportsbook')::int, 0);
  ELSE
    SELECT max((v_bonus.contributions ->> category)::int) INTO v_share
      FROM games g, unnest(g.categories) AS category
     WHERE g.identifier = p_game AND v_bonus.contributions ? category;
    v_share := coalesce(v_share, (v_bonus.contributions ->> 'default')::int, 0);
  END IF;

  UPDATE player_bonuses pb
     SET wagered = pb.wagered + (p_amount * v_share) / 100, stage = 'handle_bets'
   WHERE pb.id = p_bonus_id
  RETURNING pb.wagered >= pb.wager_requirement INTO v_done;
  IF NOT v_done THEN
    -- Each counted bet, so the player's bonus views follow the wagering live (wagering players only:
    -- the wallet's batched path never gets here).
    IF v_bonus.stage = 'active' THEN
      PERFORM bonus_publish_change(p_bonus_id, 'stage');
    ELSIF v_share > 0 THEN
      PERFORM bonus_publish_change(p_bonus_id, 'progress');
    END IF;
    RETURN 0;
  END IF;

  SELECT a.id, a.balance INTO v_bonus_account_id, v_left FROM ledger_accounts a
   WHERE a.kind = 'player_bonus' AND a.currency = v_bonus.currency AND a.player_id = v_bonus.player_id;
  v_left := coalesce(v_left, 0);
  IF v_left > 0 THEN
    SELECT a.id INTO v_account_id FROM ledger_accounts a
     WHERE a.kind = 'player' AND a.currency = v_bonus.currency AND a.player_id = v_bonus.player_id;
    PERFORM ledger_post('bonus:' || p_bonus_id || ':release', 'bonus_release', 'bonus_release:' || v_left,
      jsonb_build_object('bonus_id', p_bonus_id), ARRAY[v_bonus_account_id, v_account_id], ARRAY[-v_left, v_left]);
  END IF;
  UPDATE player_bonuses pb SET stage = 'wager_done', released = v_left, finished_at = p_now WHERE pb.id = p_bonus_id;
  PERFORM bonus_publish_change(p_bonus_id, 'stage');
  RETURN v_left;
END $$;
