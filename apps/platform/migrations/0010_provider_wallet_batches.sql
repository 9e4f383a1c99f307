-- wallet_move in a third of the statements (docs/benchmarks/provider-wallet-log.md, third
-- round). Measured before: a bet ran about twenty SQL statements inside PL/pgSQL (provider check, two
-- replay probes, session, transaction id, house account, then ledger_post's key probe, an update of
-- each leg — the house account's matching no row and followed by a select —, the insert, the action,
-- the round update and insert), and each statement's executor start-up, not its work, was most of the
-- database's 0.4 ms of CPU per bet. Now:
--   1. the request-id advisory lock (unchanged: see wallet_lock_request, 0009);
--   2. ONE read joining the provider check, the request id's stored answer (either table), the
--      session with its player account and player, the transaction id seen before, and the house
--      account of the session's currency;
--   3. for a move of money, one conditional update of the player's balance (the house account is a
--      system account: its balance is NULL and only its postings are kept) and the ledger row (the
--      ledger's trigger and check constraint still check it: accounts and currencies, zero sum, play
--      money kept apart);
--   4. the game_actions row with the answer, and the round as one upsert.
-- The rules, their order and the answers are those of 0009. Races: a concurrent copy of the
-- transaction id or of the ledger key raises unique_violation (23505) after moving nothing, and a
-- concurrent bet that spent the money first raises LG402; the caller calls again and is answered from
-- what the other committed, as before. Locks: request id (advisory), player account, transaction id
-- (game_actions key), round.
-- Current definition: sql/functions/wallet_move.sql (applied on every start).
CREATE OR REPLACE FUNCTION wallet_move(
  p_provider text, p_secret_digest text, p_request_id text, p_token_hash text, p_kind text,
  p_transaction_id text, p_round text, p_round_closed boolean, p_currency text, p_amount bigint,
  p_request_hash text, p_now timestamptz
) RETURNS TABLE (outcome text, answer jsonb) LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  v record;
  v_status text;
  v_balance bigint;
  v_house_id bigint;
  v_key text;
  v_accounts bigint[];
  v_amounts bigint[];
BEGIN
  PERFORM pg_advisory_xact_lock(2, hashtext(p_provider || E'\n' || p_request_id));
  SELECT p.id IS NOT NULL AS is_provider_current,
         coalesce(earlier.response, refused.response) AS stored_answer,
         s.id AS session_id, s.player_id, s.currency, s.max_bet, s.expires_at, s.closed_at,
         a.id AS account_id, a.balance, a.allow_negative, u.id IS NULL OR u.locked_at IS NOT NULL AS is_locked,
         seen.id IS NOT NULL AS is_seen, seen.tombstone, seen.request_hash AS seen_hash, seen.response AS seen_answer,
         h.id AS house_id
    INTO v
    FROM (SELECT) AS one
    LEFT JOIN game_providers p
      ON p.id = p_provider AND p.enabled AND encode(sha256(convert_to(p.secret, 'UTF8')), 'hex') = p_secret_digest
    LEFT JOIN game_actions earlier ON earlier.request_id = p_request_id AND earlier.provider_id = p_provider
    LEFT JOIN provider_requests refused ON refused.provider_id = p_provider AND refused.request_id = p_request_id
    LEFT JOIN game_sessions s ON s.token_hash = p_token_hash AND s.provider_id = p_provider
    LEFT JOIN ledger_accounts a ON a.kind = 'player' AND a.currency = s.currency AND a.player_id = s.player_id
    LEFT JOIN users u ON u.id = s.player_id
    LEFT JOIN game_actions seen ON seen.provider_id = p_provider AND seen.transaction_id = p_transaction_id
    LEFT JOIN ledger_accounts h ON h.kind = 'house' AND h.currency = s.currency AND h.player_id IS NULL;

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
    ELSIF v.is_locked THEN
      v_status := 'RS_ERROR_USER_DISABLED';
    ELSIF v.max_bet IS NOT NULL AND p_amount > v.max_bet THEN
      v_status := 'RS_ERROR_LIMIT_REACHED';
    ELSIF NOT v.allow_negative AND v.balance < p_amount THEN
      -- The conditional update below is the real check (LG402 when a concurrent bet spent the money
      -- after this read); this one spares the refusal an exception.
      v_status := 'RS_ERROR_NOT_ENOUGH_MONEY';
    END IF;
  END IF;
  IF v_status IS NOT NULL OR answer IS NOT NULL THEN
    IF answer IS NULL THEN
      answer := jsonb_build_object('status', v_status, 'request_uuid', p_request_id, 'user', v.player_id::text,
        'currency', v.currency, 'balance', v.balance);
    END IF;
    answer := wallet_store_answer(p_provider, p_request_id, answer);
    RETURN NEXT;
    RETURN;
  END IF;

  v_balance := v.balance;
  v_key := 'game:' || p_provider || ':' || p_transaction_id;
  IF p_amount > 0 THEN
    v_house_id := v.house_id;
    IF v_house_id IS NULL THEN
      INSERT INTO ledger_accounts (kind, currency, player_id, balance, allow_negative)
      VALUES ('house', v.currency, NULL, NULL, true) ON CONFLICT DO NOTHING;
      SELECT h.id INTO v_house_id FROM ledger_accounts h
       WHERE h.kind = 'house' AND h.currency = v.currency AND h.player_id IS NULL;
    END IF;
    IF p_kind = 'bet' THEN
      UPDATE ledger_accounts a SET balance = a.balance - p_amount
       WHERE a.id = v.account_id AND (a.allow_negative OR a.balance >= p_amount)
       RETURNING a.balance INTO v_balance;
      IF NOT FOUND THEN
        RAISE EXCEPTION 'insufficient funds in ledger account %', v.account_id USING ERRCODE = 'LG402';
      END IF;
      v_amounts := ARRAY[-p_amount, p_amount];
    ELSE
      UPDATE ledger_accounts a SET balance = a.balance + p_amount WHERE a.id = v.account_id
       RETURNING a.balance INTO v_balance;
      v_amounts := ARRAY[p_amount, -p_amount];
    END IF;
    v_accounts := ARRAY[v.account_id, v_house_id];
    -- The posting ledger_post would write (same key, request hash and metadata, so a replay of it
    -- through the ledger's own API matches); a concurrent copy of the key raises 23505 here.
    INSERT INTO ledger_transactions
           (idempotency_key, kind, request_hash, metadata, account_ids, currencies, amounts, balances_after)
    VALUES (v_key, p_kind, wallet_posting_hash(p_kind, v_accounts, v_amounts, p_provider, p_transaction_id, p_round),
            jsonb_build_object('provider', p_provider, 'transaction', p_transaction_id, 'round', p_round),
            v_accounts, ARRAY[v.currency, v.currency], v_amounts, ARRAY[v_balance, NULL]);
  END IF;

  -- The answer is stored in the action's row, under its request id: committed with the move.
  answer := jsonb_build_object('status', 'RS_OK', 'request_uuid', p_request_id, 'user', v.player_id::text,
    'currency', v.currency, 'balance', v_balance);
  INSERT INTO game_actions (provider_id, transaction_id, kind, round_id, session_id, player_id, currency, amount,
                            ledger_key, request_hash, request_id, response)
  VALUES (p_provider, p_transaction_id, p_kind, p_round, v.session_id, v.player_id, v.currency, p_amount,
          CASE WHEN p_amount > 0 THEN v_key END, p_request_hash, p_request_id, answer);

  INSERT INTO game_rounds AS r (provider_id, round_id, session_id, player_id, currency, closed, total_bet, total_win)
  VALUES (p_provider, p_round, v.session_id, v.player_id, v.currency, p_round_closed,
          CASE WHEN p_kind = 'bet' THEN p_amount ELSE 0 END, CASE WHEN p_kind = 'win' THEN p_amount ELSE 0 END)
  ON CONFLICT (provider_id, round_id) DO UPDATE
     SET closed = r.closed OR p_round_closed,
         total_bet = r.total_bet + excluded.total_bet,
         total_win = r.total_win + excluded.total_win,
         updated_at = now();
  RETURN NEXT;
END $$;
--> statement-breakpoint
-- TRUNCATE skips the row triggers of 0009 that keep a provider, game session or player a wallet
-- record names: refuse it too while any wallet record exists (truncate the wallet tables first).
-- Current definition: sql/functions/games_refuse_referenced_truncate.sql (applied on every start).
CREATE FUNCTION games_refuse_referenced_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT FROM game_actions) OR EXISTS (SELECT FROM game_rounds)
     OR (TG_TABLE_NAME = 'game_providers' AND EXISTS (SELECT FROM provider_requests)) THEN
    RAISE EXCEPTION 'cannot truncate %: wallet records name its rows', TG_TABLE_NAME USING ERRCODE = '23503';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "game_providers_referenced_not_truncated" BEFORE TRUNCATE ON "game_providers"
  FOR EACH STATEMENT EXECUTE FUNCTION games_refuse_referenced_truncate();
--> statement-breakpoint
CREATE TRIGGER "game_sessions_referenced_not_truncated" BEFORE TRUNCATE ON "game_sessions"
  FOR EACH STATEMENT EXECUTE FUNCTION games_refuse_referenced_truncate();
--> statement-breakpoint
CREATE TRIGGER "users_game_records_not_truncated" BEFORE TRUNCATE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION games_refuse_referenced_truncate();
--> statement-breakpoint
-- Several bets and wins in one call and one commit (group commit: the platform gathers the moves
-- that arrive while earlier ones are in the database, docs/decisions/004). Each move is applied here
-- only when it is a plain first move that wallet_move would apply: the provider current, the request
-- id and the transaction id never seen, the session's currency, and for a bet a live session, an
-- active player, the max bet and the money. At most one move per player account, round, transaction
-- id and request id is taken (the first); every other move is left out of the answer and the caller
-- sends it to wallet_move alone, after this commit, where every rule, refusal and replay is decided.
-- The moves applied are exactly what wallet_move would have written: the same ledger row, the
-- game_actions row with its answer, and the round.
-- Locks, in a fixed order so that concurrent batches and single moves cannot deadlock: the request
-- ids (advisory, by key), then the player accounts (by id); then the transaction ids and rounds
-- (their keys), as wallet_move. A concurrent copy of a transaction or ledger key raises 23505 and
-- the whole batch moves nothing: the caller then sends each move to wallet_move.
-- p_moves: [{i, provider, digest, request_id, token_hash, kind, transaction_id, round, round_closed,
-- currency, amount, request_hash, at}]; answers (i, answer) for the moves applied.
-- Every join here is a key lookup per move: the planner, guessing 100 moves for jsonb_to_recordset,
-- could otherwise hash whole tables; and one generic plan per statement serves every batch (a custom
-- plan per call only re-plans the same lookups).
-- Current definition: sql/functions/wallet_move_batch.sql (applied on every start).
CREATE FUNCTION wallet_move_batch(p_moves jsonb) RETURNS TABLE (i int, answer jsonb) LANGUAGE plpgsql
SET enable_hashjoin = off SET enable_mergejoin = off SET enable_seqscan = off
SET plan_cache_mode = force_generic_plan AS $$
#variable_conflict use_column
DECLARE
  v_moves jsonb;
  v_accounts bigint[];
BEGIN
  PERFORM pg_advisory_xact_lock(2, ordered.key)
     FROM (SELECT DISTINCT hashtext(m.provider || E'\n' || m.request_id) AS key
             FROM jsonb_to_recordset(p_moves) AS m(provider text, request_id text) ORDER BY 1) AS ordered;

  -- The moves to apply, with what the read found (after the locks: a fresh snapshot).
  SELECT coalesce(jsonb_agg(to_jsonb(c) - 'account_rank' - 'round_rank' - 'transaction_rank' - 'request_rank'), '[]'),
         coalesce(array_agg(c.account_id ORDER BY c.account_id) FILTER (WHERE c.amount > 0), '{}')
    INTO v_moves, v_accounts
    FROM (
      SELECT m.i, m.provider, m.request_id, m.kind, m.transaction_id, m.round, m.round_closed, m.amount,
             m.request_hash, s.id AS session_id, s.player_id, s.currency, a.id AS account_id, h.id AS house_id,
             row_number() OVER (PARTITION BY a.id ORDER BY m.i) AS account_rank,
             row_number() OVER (PARTITION BY m.provider, m.round ORDER BY m.i) AS round_rank,
             row_number() OVER (PARTITION BY m.provider, m.transaction_id ORDER BY m.i) AS transaction_rank,
             row_number() OVER (PARTITION BY m.provider, m.request_id ORDER BY m.i) AS request_rank
        FROM jsonb_to_recordset(p_moves) AS m(i int, provider text, digest text, request_id text, token_hash text,
               kind text, transaction_id text, round text, round_closed boolean, currency text, amount bigint,
               request_hash text, at timestamptz)
        JOIN game_providers p
          ON p.id = m.provider AND p.enabled AND encode(sha256(convert_to(p.secret, 'UTF8')), 'hex') = m.digest
        JOIN game_sessions s ON s.token_hash = m.token_hash AND s.provider_id = m.provider
        JOIN ledger_accounts a ON a.kind = 'player' AND a.currency = s.currency AND a.player_id = s.player_id
        JOIN ledger_accounts h ON h.kind = 'house' AND h.currency = s.currency AND h.player_id IS NULL
        LEFT JOIN users u ON u.id = s.player_id
       WHERE m.kind IN ('bet', 'win') AND m.amount >= 0 AND m.currency = s.currency
         AND NOT EXISTS (SELECT FROM game_actions x WHERE x.request_id = m.request_id AND x.provider_id = m.provider)
         AND NOT EXISTS (SELECT FROM provider_requests x WHERE x.provider_id = m.provider AND x.request_id = m.request_id)
         AND NOT EXISTS (SELECT FROM game_actions x WHERE x.provider_id = m.provider AND x.transaction_id = m.transaction_id)
         AND (m.kind = 'win'
              OR (s.closed_at IS NULL AND s.expires_at > m.at AND u.id IS NOT NULL AND u.locked_at IS NULL
                  AND (s.max_bet IS NULL OR m.amount <= s.max_bet) AND (a.allow_negative OR a.balance >= m.amount)))
    ) AS c
   WHERE c.account_rank = 1 AND c.round_rank = 1 AND c.transaction_rank = 1 AND c.request_rank = 1;

  PERFORM FROM ledger_accounts a WHERE a.id = ANY (v_accounts) ORDER BY a.id FOR UPDATE;

  RETURN QUERY
  WITH c AS (
    SELECT * FROM jsonb_to_recordset(v_moves) AS c(i int, provider text, request_id text, kind text,
             transaction_id text, round text, round_closed boolean, amount bigint, request_hash text, session_id bigint,
             player_id bigint, currency text, account_id bigint, house_id bigint)
  ), moved AS (
    -- The balance under the lock just taken; a bet another transaction made unaffordable meanwhile
    -- is not moved (and goes to wallet_move, which refuses it).
    UPDATE ledger_accounts a SET balance = a.balance + CASE WHEN c.kind = 'bet' THEN -c.amount ELSE c.amount END
      FROM c
     WHERE a.id = c.account_id AND c.amount > 0 AND (c.kind = 'win' OR a.allow_negative OR a.balance >= c.amount)
    RETURNING c.i, a.balance
  ), applied AS (
    SELECT c.*, 'game:' || c.provider || ':' || c.transaction_id AS ledger_key,
           CASE WHEN c.kind = 'bet' THEN ARRAY[-c.amount, c.amount] ELSE ARRAY[c.amount, -c.amount] END AS amounts,
           jsonb_build_object('status', 'RS_OK', 'request_uuid', c.request_id, 'user', c.player_id::text,
             'currency', c.currency, 'balance', coalesce(moved.balance, unmoved.balance)) AS answer
      FROM c
      LEFT JOIN moved ON moved.i = c.i
      LEFT JOIN ledger_accounts unmoved ON c.amount = 0 AND unmoved.id = c.account_id
     WHERE moved.i IS NOT NULL OR c.amount = 0
  ), posted AS (
    INSERT INTO ledger_transactions
           (idempotency_key, kind, request_hash, metadata, account_ids, currencies, amounts, balances_after)
    SELECT p.ledger_key, p.kind,
           wallet_posting_hash(p.kind, ARRAY[p.account_id, p.house_id], p.amounts, p.provider, p.transaction_id, p.round),
           jsonb_build_object('provider', p.provider, 'transaction', p.transaction_id, 'round', p.round),
           ARRAY[p.account_id, p.house_id], ARRAY[p.currency, p.currency], p.amounts,
           ARRAY[(p.answer ->> 'balance')::bigint, NULL]
      FROM applied p WHERE p.amount > 0
  ), acted AS (
    INSERT INTO game_actions (provider_id, transaction_id, kind, round_id, session_id, player_id, currency, amount,
                              ledger_key, request_hash, request_id, response)
    SELECT p.provider, p.transaction_id, p.kind, p.round, p.session_id, p.player_id, p.currency, p.amount,
           CASE WHEN p.amount > 0 THEN p.ledger_key END, p.request_hash, p.request_id, p.answer
      FROM applied p
  ), rounded AS (
    INSERT INTO game_rounds AS r (provider_id, round_id, session_id, player_id, currency, closed, total_bet, total_win)
    SELECT p.provider, p.round, p.session_id, p.player_id, p.currency, p.round_closed,
           CASE WHEN p.kind = 'bet' THEN p.amount ELSE 0 END, CASE WHEN p.kind = 'win' THEN p.amount ELSE 0 END
      FROM applied p
    ON CONFLICT (provider_id, round_id) DO UPDATE
       SET closed = r.closed OR excluded.closed,
           total_bet = r.total_bet + excluded.total_bet,
           total_win = r.total_win + excluded.total_win,
           updated_at = now()
  )
  SELECT p.i, p.answer FROM applied p;
END $$;
