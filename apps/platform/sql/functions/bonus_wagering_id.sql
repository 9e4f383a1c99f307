-- The player's bonus wagering in a currency (bonuses/: at most one), or NULL: what the provider
-- wallet asks before paying bonus money back (a rolled-back bet's bonus part returns to the bonus
-- only while that bonus still wagers; otherwise it is real money by now).
CREATE OR REPLACE FUNCTION bonus_wagering_id(p_player bigint, p_currency text, p_now timestamptz)
RETURNS bigint LANGUAGE sql STABLE AS $$
  SELECT pb.id FROM player_bonuses pb
   WHERE pb.player_id = p_player AND pb.currency = p_currency AND pb.stage IN ('active', 'handle_bets')
     AND pb.valid_until > p_now
$$;
