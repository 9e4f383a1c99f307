ALTER TABLE "game_actions" DROP CONSTRAINT "game_actions_provider_id_game_providers_id_fk";
--> statement-breakpoint
ALTER TABLE "game_actions" DROP CONSTRAINT "game_actions_session_id_game_sessions_id_fk";
--> statement-breakpoint
ALTER TABLE "game_actions" DROP CONSTRAINT "game_actions_player_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "game_rounds" DROP CONSTRAINT "game_rounds_provider_id_game_providers_id_fk";
--> statement-breakpoint
ALTER TABLE "game_rounds" DROP CONSTRAINT "game_rounds_session_id_game_sessions_id_fk";
--> statement-breakpoint
ALTER TABLE "game_rounds" DROP CONSTRAINT "game_rounds_player_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "provider_requests" DROP CONSTRAINT "provider_requests_provider_id_game_providers_id_fk";
--> statement-breakpoint
ALTER TABLE "game_actions" ADD COLUMN "request_id" text;--> statement-breakpoint
ALTER TABLE "game_actions" ADD CONSTRAINT "game_actions_request_provider_key" UNIQUE("request_id","provider_id");--> statement-breakpoint
-- A bet writes and locks less (docs/benchmarks/provider-wallet-log.md, second round): the
-- foreign keys above are gone (each took a key-share row lock per bet: a WAL record each, and a
-- multixact on the provider row every bet shares), the answer to an applied bet or win lives in its
-- game_actions row under its request id instead of a provider_requests row of its own, and the
-- inserts are plain ones (an INSERT ... ON CONFLICT writes a second WAL record to confirm its row).
-- The request-id key leads with request_id: led by provider_id (one value for most rows) it looked
-- as good as the transaction-id key to a plan made while the table was empty, and a cached plan
-- then read every row of the provider to find one transaction id.

-- What the foreign keys guaranteed stays true: a provider, game session or player named by a wallet
-- record cannot be deleted (nor its id changed). The SHARE locks wait for every transaction still
-- writing those tables and hold new writers back until this one ends, so a record inserted
-- concurrently (which takes no lock on the row it names) is seen too.
-- Current definition: sql/functions/games_refuse_referenced_change.sql (applied on every start).
CREATE FUNCTION games_refuse_referenced_change() RETURNS trigger LANGUAGE plpgsql AS $$
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
--> statement-breakpoint
CREATE TRIGGER "game_providers_referenced_kept" BEFORE DELETE ON "game_providers"
  FOR EACH ROW EXECUTE FUNCTION games_refuse_referenced_change();
--> statement-breakpoint
CREATE TRIGGER "game_providers_referenced_id_kept" AFTER UPDATE OF "id" ON "game_providers"
  FOR EACH ROW WHEN (OLD.id IS DISTINCT FROM NEW.id) EXECUTE FUNCTION games_refuse_referenced_change();
--> statement-breakpoint
CREATE TRIGGER "game_sessions_referenced_kept" BEFORE DELETE ON "game_sessions"
  FOR EACH ROW EXECUTE FUNCTION games_refuse_referenced_change();
--> statement-breakpoint
CREATE TRIGGER "game_sessions_referenced_id_kept" AFTER UPDATE OF "id" ON "game_sessions"
  FOR EACH ROW WHEN (OLD.id IS DISTINCT FROM NEW.id) EXECUTE FUNCTION games_refuse_referenced_change();
--> statement-breakpoint
CREATE TRIGGER "users_game_records_kept" BEFORE DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION games_refuse_referenced_change();
--> statement-breakpoint
CREATE TRIGGER "users_game_records_id_kept" AFTER UPDATE OF "id" ON "users"
  FOR EACH ROW WHEN (OLD.id IS DISTINCT FROM NEW.id) EXECUTE FUNCTION games_refuse_referenced_change();
--> statement-breakpoint
-- A round's totals and closed flag change with every win of it: room on its page keeps that update
-- a HOT one (no new index entries; none of the updated columns is indexed).
ALTER TABLE "game_rounds" SET (fillfactor = 90);
--> statement-breakpoint
-- Serialises the calls of one request id for the rest of the transaction (no WAL: an advisory lock).
-- Its answer may go to either table (game_actions for an applied move, provider_requests else), so
-- neither table's unique key alone can tell two concurrent first calls apart; under this lock the
-- second waits and then reads the first's answer. Key space 2 of the two-integer advisory locks.
-- Current definition: sql/functions/wallet_lock_request.sql (applied on every start).
CREATE FUNCTION wallet_lock_request(p_provider text, p_request_id text) RETURNS void
LANGUAGE sql AS $$
  SELECT pg_advisory_xact_lock(2, hashtext(p_provider || E'\n' || p_request_id));
$$;
--> statement-breakpoint
-- The first answer to a request id, or NULL when it has none yet.
-- Current definition: sql/functions/wallet_stored_answer.sql (applied on every start).
CREATE FUNCTION wallet_stored_answer(p_provider text, p_request_id text) RETURNS jsonb
LANGUAGE sql STABLE AS $$
  SELECT coalesce(
    (SELECT a.response FROM game_actions a WHERE a.provider_id = p_provider AND a.request_id = p_request_id),
    (SELECT r.response FROM provider_requests r WHERE r.provider_id = p_provider AND r.request_id = p_request_id));
$$;
--> statement-breakpoint
-- Keeps the first answer to a request id: answers `p_answer` once stored, or the answer stored
-- first, in either table (a concurrent call of the same request id is waited for).
-- Current definition: sql/functions/wallet_store_answer.sql (applied on every start).
CREATE OR REPLACE FUNCTION wallet_store_answer(p_provider text, p_request_id text, p_answer jsonb) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  v_stored jsonb;
BEGIN
  PERFORM wallet_lock_request(p_provider, p_request_id);
  v_stored := wallet_stored_answer(p_provider, p_request_id);
  IF v_stored IS NOT NULL THEN
    RETURN v_stored;
  END IF;
  INSERT INTO provider_requests (provider_id, request_id, response) VALUES (p_provider, p_request_id, p_answer);
  RETURN p_answer;
END $$;
--> statement-breakpoint
-- wallet_move (0008) with the request id kept in the game_actions row of an applied move, plain
-- inserts and the round updated before it is inserted. A concurrent copy of the transaction id, or
-- a concurrent first move of the same round, now raises unique_violation (23505) after moving
-- nothing, like GW409 (the caller calls again and is answered from what the other committed).
-- Locks: request id (advisory), player account (ledger_post), transaction id, round.
-- Current definition: sql/functions/wallet_move.sql (applied on every start).
CREATE OR REPLACE FUNCTION wallet_move(
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
  PERFORM wallet_lock_request(p_provider, p_request_id);
  SELECT a.response INTO answer FROM game_actions a WHERE a.provider_id = p_provider AND a.request_id = p_request_id;
  IF answer IS NULL THEN
    SELECT r.response INTO answer FROM provider_requests r
     WHERE r.provider_id = p_provider AND r.request_id = p_request_id;
  END IF;
  IF answer IS NOT NULL THEN
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

  -- The answer is stored in the action's row, under its request id: committed with the move.
  answer := jsonb_build_object('status', 'RS_OK', 'request_uuid', p_request_id, 'user', v_player_id::text,
    'currency', v_currency, 'balance', v_balance);
  INSERT INTO game_actions (provider_id, transaction_id, kind, round_id, session_id, player_id, currency, amount,
                            ledger_key, request_hash, request_id, response)
  VALUES (p_provider, p_transaction_id, p_kind, p_round, v_session_id, v_player_id, v_currency, p_amount,
          CASE WHEN p_amount > 0 THEN v_key END, p_request_hash, p_request_id, answer);

  UPDATE game_rounds r
     SET closed = r.closed OR p_round_closed,
         total_bet = r.total_bet + CASE WHEN p_kind = 'bet' THEN p_amount ELSE 0 END,
         total_win = r.total_win + CASE WHEN p_kind = 'win' THEN p_amount ELSE 0 END,
         updated_at = now()
   WHERE r.provider_id = p_provider AND r.round_id = p_round;
  IF NOT FOUND THEN
    INSERT INTO game_rounds (provider_id, round_id, session_id, player_id, currency, closed, total_bet, total_win)
    VALUES (p_provider, p_round, v_session_id, v_player_id, v_currency, p_round_closed,
            CASE WHEN p_kind = 'bet' THEN p_amount ELSE 0 END, CASE WHEN p_kind = 'win' THEN p_amount ELSE 0 END);
  END IF;
  RETURN NEXT;
END $$;
