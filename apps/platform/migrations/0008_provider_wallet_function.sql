-- The seamless wallet's bet and win as one statement (docs/decisions/004-provider-wallet-speed.md):
-- the provider check, the request-id replay, the session/player/account read, the refusals, the
-- ledger posting (ledger_post), the game_actions row, the round and the request's stored answer in
-- one round trip and one database transaction, so the answer is committed with the move it
-- answers. The rules are the ones of docs/provider-wallet-protocol.md; functions name tables
-- without a schema, so they run in whatever schema search_path selects (DATABASE_SCHEMA).

-- Keeps the first answer to a request id: answers `p_answer` once stored, or the answer another
-- request stored first (a concurrent one is waited for).
-- Current definition: sql/functions/wallet_store_answer.sql (applied on every start).
CREATE FUNCTION wallet_store_answer(p_provider text, p_request_id text, p_answer jsonb) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  v_stored jsonb;
BEGIN
  INSERT INTO provider_requests (provider_id, request_id, response) VALUES (p_provider, p_request_id, p_answer)
  ON CONFLICT (provider_id, request_id) DO NOTHING;
  IF FOUND THEN
    RETURN p_answer;
  END IF;
  SELECT r.response INTO v_stored FROM provider_requests r
   WHERE r.provider_id = p_provider AND r.request_id = p_request_id;
  RETURN v_stored;
END $$;
--> statement-breakpoint
-- The request hash postTransaction's hashPosting computes for a two-leg game posting: SHA-256 of
-- kind, the legs `account:amount` sorted as strings, and the metadata as canonical JSON (sorted
-- keys). The same move posted through postTransaction replays instead of conflicting.
-- Current definition: sql/functions/wallet_posting_hash.sql (applied on every start).
CREATE FUNCTION wallet_posting_hash(
  p_kind text, p_accounts bigint[], p_amounts bigint[], p_provider text, p_transaction_id text, p_round text
) RETURNS text LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  v_first text := p_accounts[1] || ':' || p_amounts[1];
  v_second text := p_accounts[2] || ':' || p_amounts[2];
BEGIN
  RETURN encode(sha256(convert_to(
    p_kind || E'\n'
      || CASE WHEN v_first COLLATE "C" <= v_second COLLATE "C" THEN v_first || ',' || v_second
              ELSE v_second || ',' || v_first END
      || E'\n{"provider":' || to_json(p_provider)::text || ',"round":' || to_json(p_round)::text
      || ',"transaction":' || to_json(p_transaction_id)::text || '}',
    'UTF8')), 'hex');
END $$;
--> statement-breakpoint
-- A bet (player → house) or a win (house → player; zero moves nothing), answered as one row:
-- `outcome` 'stale_provider' when the provider is disabled or its secret is no longer the one whose
-- SHA-256 the caller verified the signature with (the caller reloads it and calls again), else
-- 'answer' with the answer, which is stored under the request id in the same transaction.
-- Concurrency: locks are taken in the order player account (ledger_post), transaction id (the
-- game_actions insert), round, request id. A race this call cannot settle by itself (a concurrent
-- copy of the transaction or of the request committed first, a tombstone written meanwhile) raises
-- SQLSTATE GW409 after moving nothing: calling again answers from what the other committed. So do
-- LG402 (a concurrent bet spent the money the balance check saw) and LG409 from ledger_post.
-- Current definition: sql/functions/wallet_move.sql (applied on every start).
CREATE FUNCTION wallet_move(
  p_provider text, p_secret_digest text, p_request_id text, p_token_hash text, p_kind text,
  p_transaction_id text, p_round text, p_round_closed boolean, p_currency text, p_amount bigint,
  p_request_hash text, p_now timestamptz
) RETURNS TABLE (outcome text, answer jsonb) LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  v_session_id bigint;
  v_player_id bigint;
  v_currency text;
  v_max_bet bigint;
  v_expires_at timestamptz;
  v_closed_at timestamptz;
  v_is_locked boolean;
  v_account_id bigint;
  v_balance bigint;
  v_allow_negative boolean;
  v_house_id bigint;
  v_status text;
  v_action record;
  v_key text;
  v_accounts bigint[];
  v_amounts bigint[];
  v_replayed boolean;
  v_balances bigint[];
BEGIN
  PERFORM FROM game_providers p
   WHERE p.id = p_provider AND p.enabled AND encode(sha256(convert_to(p.secret, 'UTF8')), 'hex') = p_secret_digest;
  IF NOT FOUND THEN
    outcome := 'stale_provider';
    RETURN NEXT;
    RETURN;
  END IF;
  outcome := 'answer';

  -- A request id answered before: its first answer, whatever this body says.
  SELECT r.response INTO answer FROM provider_requests r
   WHERE r.provider_id = p_provider AND r.request_id = p_request_id;
  IF FOUND THEN
    RETURN NEXT;
    RETURN;
  END IF;

  SELECT s.id, s.player_id, s.currency, s.max_bet, s.expires_at, s.closed_at, a.id, a.balance, a.allow_negative,
         u.id IS NULL OR u.locked_at IS NOT NULL
    INTO v_session_id, v_player_id, v_currency, v_max_bet, v_expires_at, v_closed_at, v_account_id, v_balance,
         v_allow_negative, v_is_locked
    FROM game_sessions s
    JOIN ledger_accounts a ON a.kind = 'player' AND a.currency = s.currency AND a.player_id = s.player_id
    LEFT JOIN users u ON u.id = s.player_id
   WHERE s.token_hash = p_token_hash AND s.provider_id = p_provider;
  IF NOT FOUND THEN
    answer := wallet_store_answer(p_provider, p_request_id,
      jsonb_build_object('status', 'RS_ERROR_INVALID_TOKEN', 'request_uuid', p_request_id));
    RETURN NEXT;
    RETURN;
  END IF;

  IF p_currency IS DISTINCT FROM v_currency THEN
    v_status := 'RS_ERROR_WRONG_CURRENCY';
  ELSE
    SELECT g.tombstone, g.request_hash, g.response INTO v_action FROM game_actions g
     WHERE g.provider_id = p_provider AND g.transaction_id = p_transaction_id;
    IF FOUND THEN
      -- A transaction id seen before: its first answer when the request is the same.
      IF v_action.tombstone THEN
        v_status := 'RS_ERROR_TRANSACTION_ROLLED_BACK';
      ELSIF v_action.request_hash IS DISTINCT FROM p_request_hash OR v_action.response IS NULL THEN
        v_status := 'RS_ERROR_DUPLICATE_TRANSACTION';
      ELSE
        answer := v_action.response || jsonb_build_object('request_uuid', p_request_id);
      END IF;
    ELSIF p_kind = 'bet' THEN
      -- Only bets need a live session and an active player; wins are always paid.
      IF v_closed_at IS NOT NULL OR v_expires_at <= p_now THEN
        v_status := 'RS_ERROR_INVALID_TOKEN';
      ELSIF v_is_locked THEN
        v_status := 'RS_ERROR_USER_DISABLED';
      ELSIF v_max_bet IS NOT NULL AND p_amount > v_max_bet THEN
        v_status := 'RS_ERROR_LIMIT_REACHED';
      ELSIF NOT v_allow_negative AND v_balance < p_amount THEN
        -- ledger_post's conditional update is the real check (LG402 below, when a concurrent bet
        -- spent the money after this read); this one spares the refusal an exception.
        v_status := 'RS_ERROR_NOT_ENOUGH_MONEY';
      END IF;
    END IF;
  END IF;
  IF v_status IS NOT NULL OR answer IS NOT NULL THEN
    IF answer IS NULL THEN
      answer := jsonb_build_object('status', v_status, 'request_uuid', p_request_id, 'user', v_player_id::text,
        'currency', v_currency, 'balance', v_balance);
    END IF;
    answer := wallet_store_answer(p_provider, p_request_id, answer);
    RETURN NEXT;
    RETURN;
  END IF;

  v_key := 'game:' || p_provider || ':' || p_transaction_id;
  IF p_amount > 0 THEN
    SELECT h.id INTO v_house_id FROM ledger_accounts h
     WHERE h.kind = 'house' AND h.currency = v_currency AND h.player_id IS NULL;
    IF NOT FOUND THEN
      INSERT INTO ledger_accounts (kind, currency, player_id, balance, allow_negative)
      VALUES ('house', v_currency, NULL, NULL, true) ON CONFLICT DO NOTHING;
      SELECT h.id INTO v_house_id FROM ledger_accounts h
       WHERE h.kind = 'house' AND h.currency = v_currency AND h.player_id IS NULL;
    END IF;
    v_accounts := ARRAY[v_account_id, v_house_id];
    v_amounts := CASE WHEN p_kind = 'bet' THEN ARRAY[-p_amount, p_amount] ELSE ARRAY[p_amount, -p_amount] END;
    SELECT l.replayed, l.balances_after INTO v_replayed, v_balances
      FROM ledger_post(v_key, p_kind,
        wallet_posting_hash(p_kind, v_accounts, v_amounts, p_provider, p_transaction_id, p_round),
        jsonb_build_object('provider', p_provider, 'transaction', p_transaction_id, 'round', p_round),
        v_accounts, v_amounts) l;
    IF v_replayed THEN
      RAISE EXCEPTION 'game transaction % posted concurrently', p_transaction_id USING ERRCODE = 'GW409';
    END IF;
    v_balance := v_balances[1];
  END IF;

  answer := jsonb_build_object('status', 'RS_OK', 'request_uuid', p_request_id, 'user', v_player_id::text,
    'currency', v_currency, 'balance', v_balance);
  INSERT INTO game_actions (provider_id, transaction_id, kind, round_id, session_id, player_id, currency, amount,
                            ledger_key, request_hash, response)
  VALUES (p_provider, p_transaction_id, p_kind, p_round, v_session_id, v_player_id, v_currency, p_amount,
          CASE WHEN p_amount > 0 THEN v_key END, p_request_hash, answer)
  ON CONFLICT (provider_id, transaction_id) DO NOTHING;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'game transaction % claimed concurrently', p_transaction_id USING ERRCODE = 'GW409';
  END IF;

  INSERT INTO game_rounds AS r (provider_id, round_id, session_id, player_id, currency, closed, total_bet, total_win)
  VALUES (p_provider, p_round, v_session_id, v_player_id, v_currency, p_round_closed,
          CASE WHEN p_kind = 'bet' THEN p_amount ELSE 0 END, CASE WHEN p_kind = 'win' THEN p_amount ELSE 0 END)
  ON CONFLICT (provider_id, round_id) DO UPDATE
    SET closed = r.closed OR excluded.closed, total_bet = r.total_bet + excluded.total_bet,
        total_win = r.total_win + excluded.total_win, updated_at = now();

  INSERT INTO provider_requests (provider_id, request_id, response) VALUES (p_provider, p_request_id, answer)
  ON CONFLICT (provider_id, request_id) DO NOTHING;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'request % answered concurrently', p_request_id USING ERRCODE = 'GW409';
  END IF;
  RETURN NEXT;
END $$;
