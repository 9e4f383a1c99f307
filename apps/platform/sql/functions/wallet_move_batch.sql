-- Several bets and wins in one call and one commit (group commit: the platform gathers the moves
-- that arrive while earlier ones are in the database). Each move is applied here only when it is a
-- plain first move that wallet_move would apply: the provider current, the request id and the
-- transaction id never seen, the session's currency, no wagering bonus, and for a bet a live
-- session, an active player (not excluded, no bet limit), the max bet and the money. At most one
-- move per player account, round, transaction id and request id is taken (the first); every other
-- move is left out of the answer and the caller sends it to wallet_move alone, after this commit,
-- where every rule, refusal and replay is decided.
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
CREATE OR REPLACE FUNCTION wallet_move_batch(p_moves jsonb) RETURNS TABLE (i int, answer jsonb) LANGUAGE plpgsql
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
          ON p.id = m.provider AND p.enabled
         AND (encode(sha256(convert_to(p.secret, 'UTF8')), 'hex') = m.digest
              -- The previous secret, while its grace period after a rotation lasts.
              OR (p.previous_secret_until > m.at
                  AND encode(sha256(convert_to(p.previous_secret, 'UTF8')), 'hex') = m.digest))
        JOIN game_sessions s ON s.token_hash = m.token_hash AND s.provider_id = m.provider
        JOIN ledger_accounts a ON a.kind = 'player' AND a.currency = s.currency AND a.player_id = s.player_id
        JOIN ledger_accounts h ON h.kind = 'house' AND h.currency = s.currency AND h.player_id IS NULL
        LEFT JOIN users u ON u.id = s.player_id
       WHERE m.kind IN ('bet', 'win') AND m.amount >= 0 AND m.currency = s.currency
         AND NOT EXISTS (SELECT FROM game_actions x WHERE x.request_id = m.request_id AND x.provider_id = m.provider)
         AND NOT EXISTS (SELECT FROM provider_requests x WHERE x.provider_id = m.provider AND x.request_id = m.request_id)
         AND NOT EXISTS (SELECT FROM game_actions x WHERE x.provider_id = m.provider AND x.transaction_id = m.transaction_id)
         -- A player with a wagering bonus is wallet_move's: max bet, bonus money and wagering.
         AND NOT EXISTS (SELECT FROM player_bonuses b WHERE b.player_id = s.player_id AND b.currency = s.currency
                                                       AND b.stage IN ('active', 'handle_bets'))
         AND (m.kind = 'win'
              OR (s.closed_at IS NULL AND s.expires_at > m.at AND u.id IS NOT NULL AND u.locked_at IS NULL
                  AND (s.max_bet IS NULL OR m.amount <= s.max_bet) AND (a.allow_negative OR a.balance >= m.amount)
                  -- An excluded player's bet, or one under a bet limit, is wallet_move's.
                  AND NOT EXISTS (SELECT FROM player_exclusions e
                                   WHERE e.player_id = s.player_id AND (e.ends_at IS NULL OR e.ends_at > m.at))
                  AND NOT EXISTS (SELECT FROM user_limits l
                                   WHERE l.player_id = s.player_id AND l.type IN ('wager', 'loss', 'session'))))
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
