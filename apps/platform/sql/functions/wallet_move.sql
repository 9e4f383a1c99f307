-- The seamless wallet's bet (player → house) or win (house → player; zero moves nothing) as one
-- statement: one round trip and one database transaction, so the answer is committed with the move
-- it answers. Answers one row: `outcome` 'stale_provider' when the provider is disabled or its
-- secret is no longer the one whose SHA-256 the caller verified the signature with (the current
-- secret, or the previous one until `previous_secret_until` after a rotation) (the caller
-- reloads it and calls again), 'limited' for a first bet of a player holding a wager, loss or
-- session limit unless `p_limits_checked` (the caller checks the limits and calls again in the same
-- transaction), else 'answer' with the answer, stored under the request id.
-- Few statements, because each statement's executor start-up, not its work, is most of a bet's
-- database time:
--   1. the request-id advisory lock (see wallet_lock_request);
--   2. ONE read joining the provider check, the request id's stored answer (either table), the
--      session with its player account and player, the transaction id seen before, the house
--      account of the session's currency, and whether the player is excluded or holds bet limits;
--   3. for a move of money, one conditional update of the player's balance (the house account is a
--      system account: its balance is NULL and only its postings are kept) and the ledger row, the
--      one ledger_post would write (the ledger's trigger and check constraint still check it:
--      accounts and currencies, zero sum, play money kept apart);
--   4. the game_actions row with the answer, and the round as one upsert.
-- A wagering bonus (player_bonuses active or handle_bets, bonuses/) changes a bet: its maximum bet
-- applies, real money is spent first and then the bonus money (the player_bonus account), the bet
-- counts toward the wagering (bonus_count_wager, which also releases the bonus once wagered), and a
-- win pays back into the bonus money in the share of the round's bet that bonus money paid.
-- Races: a concurrent copy of the transaction id or of the ledger key raises unique_violation
-- (23505) after moving nothing, and a concurrent bet that spent the money first raises LG402; the
-- caller calls again and is answered from what the other committed. Locks: request id (advisory),
-- player account, transaction id (game_actions key), round.
CREATE OR REPLACE FUNCTION wallet_move(
  p_provider text, p_secret_digest text, p_request_id text, p_token_hash text, p_kind text,
  p_transaction_id text, p_round text, p_round_closed boolean, p_currency text, p_amount bigint,
  p_request_hash text, p_now timestamptz, p_limits_checked boolean
) RETURNS TABLE (outcome text, answer jsonb) LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  v record;
  v_status text;
  v_balance bigint;
  v_house_id bigint;
  v_key text;
  v_accounts bigint[] := '{}';
  v_amounts bigint[] := '{}';
  v_balances bigint[] := '{}';
  v_real bigint;
  v_bonus bigint := 0;
  v_bonus_balance bigint;
  v_released bigint;
BEGIN
  PERFORM pg_advisory_xact_lock(2, hashtext(p_provider || E'\n' || p_request_id));
  SELECT p.id IS NOT NULL AS is_provider_current,
         coalesce(earlier.response, refused.response) AS stored_answer,
         s.id AS session_id, s.player_id, s.currency, s.max_bet, s.expires_at, s.closed_at,
         a.id AS account_id, a.balance, a.allow_negative, u.id IS NULL OR u.locked_at IS NOT NULL AS is_locked,
         seen.id IS NOT NULL AS is_seen, seen.tombstone, seen.request_hash AS seen_hash, seen.response AS seen_answer,
         h.id AS house_id, s.game_id,
         pb.id AS bonus_id, pb.max_bet AS bonus_max_bet, ba.id AS bonus_account_id,
         coalesce(ba.balance, 0) AS bonus_balance,
         coalesce(r.total_bet, 0) AS round_bet, coalesce(r.bonus_bet, 0) AS round_bonus_bet,
         EXISTS (SELECT FROM player_exclusions e
                  WHERE e.player_id = s.player_id AND (e.ends_at IS NULL OR e.ends_at > p_now)) AS is_excluded,
         EXISTS (SELECT FROM user_limits l
                  WHERE l.player_id = s.player_id AND l.type IN ('wager', 'loss', 'session')) AS has_bet_limits
    INTO v
    FROM (SELECT) AS one
    LEFT JOIN game_providers p
      ON p.id = p_provider AND p.enabled
     AND (encode(sha256(convert_to(p.secret, 'UTF8')), 'hex') = p_secret_digest
          OR (p.previous_secret_until > p_now
              AND encode(sha256(convert_to(p.previous_secret, 'UTF8')), 'hex') = p_secret_digest))
    LEFT JOIN game_actions earlier ON earlier.request_id = p_request_id AND earlier.provider_id = p_provider
    LEFT JOIN provider_requests refused ON refused.provider_id = p_provider AND refused.request_id = p_request_id
    LEFT JOIN game_sessions s ON s.token_hash = p_token_hash AND s.provider_id = p_provider
    LEFT JOIN ledger_accounts a ON a.kind = 'player' AND a.currency = s.currency AND a.player_id = s.player_id
    LEFT JOIN users u ON u.id = s.player_id
    LEFT JOIN game_actions seen ON seen.provider_id = p_provider AND seen.transaction_id = p_transaction_id
    LEFT JOIN ledger_accounts h ON h.kind = 'house' AND h.currency = s.currency AND h.player_id IS NULL
    LEFT JOIN player_bonuses pb
      ON pb.player_id = s.player_id AND pb.currency = s.currency AND pb.stage IN ('active', 'handle_bets')
     AND pb.valid_until > p_now
    LEFT JOIN ledger_accounts ba
      ON pb.id IS NOT NULL AND ba.kind = 'player_bonus' AND ba.currency = s.currency AND ba.player_id = s.player_id
    LEFT JOIN game_rounds r ON pb.id IS NOT NULL AND r.provider_id = p_provider AND r.round_id = p_round;

  IF NOT v.is_provider_current THEN
    outcome := 'stale_provider';
    RETURN NEXT;
    RETURN;
  END IF;
  outcome := 'answer';
  -- A request id answered before: its first answer, whatever this body says.
  IF v.stored_answer IS NOT NULL THEN
    answer := v.stored_answer;
    RETURN NEXT;
    RETURN;
  END IF;
  IF v.account_id IS NULL THEN
    answer := wallet_store_answer(p_provider, p_request_id,
      jsonb_build_object('status', 'RS_ERROR_INVALID_TOKEN', 'request_uuid', p_request_id));
    RETURN NEXT;
    RETURN;
  END IF;

  IF p_currency IS DISTINCT FROM v.currency THEN
    v_status := 'RS_ERROR_WRONG_CURRENCY';
  ELSIF v.is_seen THEN
    -- A transaction id seen before: its first answer when the request is the same.
    IF v.tombstone THEN
      v_status := 'RS_ERROR_TRANSACTION_ROLLED_BACK';
    ELSIF v.seen_hash IS DISTINCT FROM p_request_hash OR v.seen_answer IS NULL THEN
      v_status := 'RS_ERROR_DUPLICATE_TRANSACTION';
    ELSE
      answer := v.seen_answer || jsonb_build_object('request_uuid', p_request_id);
    END IF;
  ELSIF p_kind = 'bet' THEN
    -- Only bets need a live session and an active player; wins are always paid.
    IF v.closed_at IS NOT NULL OR v.expires_at <= p_now THEN
      v_status := 'RS_ERROR_INVALID_TOKEN';
    ELSIF v.is_locked OR v.is_excluded THEN
      -- Locked, or in a time-out, self-exclusion or closure (exclusions/).
      v_status := 'RS_ERROR_USER_DISABLED';
    ELSIF v.max_bet IS NOT NULL AND p_amount > v.max_bet THEN
      v_status := 'RS_ERROR_LIMIT_REACHED';
    ELSIF v.bonus_max_bet IS NOT NULL AND p_amount > v.bonus_max_bet THEN
      v_status := 'RS_ERROR_LIMIT_REACHED';
    ELSIF NOT v.allow_negative AND v.balance + v.bonus_balance < p_amount THEN
      -- The conditional update below is the real check (LG402 when a concurrent bet spent the money
      -- after this read); this one spares the refusal an exception.
      v_status := 'RS_ERROR_NOT_ENOUGH_MONEY';
    ELSIF v.has_bet_limits AND NOT p_limits_checked AND p_amount > 0 THEN
      -- The player holds a wager, loss or session limit: the caller checks it and calls again in one
      -- transaction (provider-wallet/bet-limits.ts). Nothing is moved or stored here.
      outcome := 'limited';
      RETURN NEXT;
      RETURN;
    END IF;
  END IF;
  IF v_status IS NOT NULL OR answer IS NOT NULL THEN
    IF answer IS NULL THEN
      answer := jsonb_build_object('status', v_status, 'request_uuid', p_request_id, 'user', v.player_id::text,
        'currency', v.currency, 'balance', v.balance + v.bonus_balance);
    END IF;
    answer := wallet_store_answer(p_provider, p_request_id, answer);
    RETURN NEXT;
    RETURN;
  END IF;

  v_balance := v.balance;
  v_bonus_balance := v.bonus_balance;
  v_key := 'game:' || p_provider || ':' || p_transaction_id;
  IF p_amount > 0 THEN
    v_house_id := v.house_id;
    IF v_house_id IS NULL THEN
      INSERT INTO ledger_accounts (kind, currency, player_id, balance, allow_negative)
      VALUES ('house', v.currency, NULL, NULL, true) ON CONFLICT DO NOTHING;
      SELECT h.id INTO v_house_id FROM ledger_accounts h
       WHERE h.kind = 'house' AND h.currency = v.currency AND h.player_id IS NULL;
    END IF;
    -- The bonus money's part: a bet spends real money first; a win pays the bonus back its share.
    IF v.bonus_account_id IS NOT NULL THEN
      IF p_kind = 'bet' THEN
        v_bonus := CASE WHEN v.allow_negative THEN 0 ELSE greatest(p_amount - greatest(v.balance, 0), 0) END;
      ELSIF v.round_bet > 0 THEN
        v_bonus := least(p_amount, (p_amount::numeric * v.round_bonus_bet / v.round_bet)::bigint);
      END IF;
      -- Both accounts locked in id order (ledger_post's order), so a forfeit or expiry cannot deadlock with this.
      PERFORM 1 FROM ledger_accounts a WHERE a.id IN (v.account_id, v.bonus_account_id) ORDER BY a.id FOR UPDATE;
    END IF;
    v_real := p_amount - v_bonus;
    IF p_kind = 'bet' THEN
      IF v_real > 0 THEN
        UPDATE ledger_accounts a SET balance = a.balance - v_real
         WHERE a.id = v.account_id AND (a.allow_negative OR a.balance >= v_real)
         RETURNING a.balance INTO v_balance;
        IF NOT FOUND THEN
          RAISE EXCEPTION 'insufficient funds in ledger account %', v.account_id USING ERRCODE = 'LG402';
        END IF;
      END IF;
      IF v_bonus > 0 THEN
        UPDATE ledger_accounts a SET balance = a.balance - v_bonus
         WHERE a.id = v.bonus_account_id AND a.balance >= v_bonus
         RETURNING a.balance INTO v_bonus_balance;
        IF NOT FOUND THEN
          RAISE EXCEPTION 'insufficient funds in ledger account %', v.bonus_account_id USING ERRCODE = 'LG402';
        END IF;
      END IF;
    ELSE
      IF v_real > 0 THEN
        UPDATE ledger_accounts a SET balance = a.balance + v_real WHERE a.id = v.account_id
         RETURNING a.balance INTO v_balance;
      END IF;
      IF v_bonus > 0 THEN
        UPDATE ledger_accounts a SET balance = a.balance + v_bonus WHERE a.id = v.bonus_account_id
         RETURNING a.balance INTO v_bonus_balance;
      END IF;
    END IF;
    -- The legs: the player's real money and bonus money (each when it moves), then the house.
    IF v_real > 0 THEN
      v_accounts := v_accounts || v.account_id;
      v_amounts := v_amounts || CASE WHEN p_kind = 'bet' THEN -v_real ELSE v_real END;
      v_balances := v_balances || v_balance;
    END IF;
    IF v_bonus > 0 THEN
      v_accounts := v_accounts || v.bonus_account_id;
      v_amounts := v_amounts || CASE WHEN p_kind = 'bet' THEN -v_bonus ELSE v_bonus END;
      v_balances := v_balances || v_bonus_balance;
    END IF;
    v_accounts := v_accounts || v_house_id;
    v_amounts := v_amounts || CASE WHEN p_kind = 'bet' THEN p_amount ELSE -p_amount END;
    v_balances := v_balances || NULL::bigint;
    -- The posting ledger_post would write (same key, request hash and metadata, so a replay of it
    -- through the ledger's own API matches); a concurrent copy of the key raises 23505 here.
    INSERT INTO ledger_transactions
           (idempotency_key, kind, request_hash, metadata, account_ids, currencies, amounts, balances_after)
    VALUES (v_key, p_kind, wallet_posting_hash(p_kind, v_accounts, v_amounts, p_provider, p_transaction_id, p_round),
            jsonb_build_object('provider', p_provider, 'transaction', p_transaction_id, 'round', p_round),
            v_accounts, array_fill(v.currency, ARRAY[cardinality(v_accounts)]), v_amounts, v_balances);
  END IF;
  -- Every bet while a bonus wagers counts toward it, and may complete it: its money is then real.
  IF p_kind = 'bet' AND v.bonus_id IS NOT NULL THEN
    v_released := bonus_count_wager(v.bonus_id, p_amount, v.game_id, p_now);
    v_balance := v_balance + v_released;
    v_bonus_balance := v_bonus_balance - v_released;
  END IF;

  -- The answer is stored in the action's row, under its request id: committed with the move.
  answer := jsonb_build_object('status', 'RS_OK', 'request_uuid', p_request_id, 'user', v.player_id::text,
    'currency', v.currency, 'balance', v_balance + v_bonus_balance);
  INSERT INTO game_actions (provider_id, transaction_id, kind, round_id, session_id, player_id, currency, amount,
                            bonus_amount, ledger_key, request_hash, request_id, response)
  VALUES (p_provider, p_transaction_id, p_kind, p_round, v.session_id, v.player_id, v.currency, p_amount,
          v_bonus, CASE WHEN p_amount > 0 THEN v_key END, p_request_hash, p_request_id, answer);

  INSERT INTO game_rounds AS r (provider_id, round_id, session_id, player_id, currency, closed, total_bet, total_win,
                                bonus_bet)
  VALUES (p_provider, p_round, v.session_id, v.player_id, v.currency, p_round_closed,
          CASE WHEN p_kind = 'bet' THEN p_amount ELSE 0 END, CASE WHEN p_kind = 'win' THEN p_amount ELSE 0 END,
          CASE WHEN p_kind = 'bet' THEN v_bonus ELSE 0 END)
  ON CONFLICT (provider_id, round_id) DO UPDATE
     SET closed = r.closed OR p_round_closed,
         total_bet = r.total_bet + excluded.total_bet,
         total_win = r.total_win + excluded.total_win,
         bonus_bet = r.bonus_bet + excluded.bonus_bet,
         updated_at = now();
  RETURN NEXT;
END $$;
