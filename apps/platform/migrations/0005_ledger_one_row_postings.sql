-- A posting becomes one row: its legs move from ledger_entries (one row each) into parallel arrays
-- of ledger_transactions (docs/benchmarks/ledger-log.md). Per posting that is one heap
-- tuple and two index entries instead of three tuples, six index entries and a foreign-key lock,
-- the checks run once per posting, before the insert, as plain per-leg lookups instead of
-- grouping queries deferred to commit, and a balance update no longer locks its row first. The
-- rules are the same and stay in the database.
ALTER TABLE "ledger_transactions"
  ADD COLUMN "account_ids" bigint[],
  ADD COLUMN "currencies" text[],
  ADD COLUMN "amounts" bigint[],
  ADD COLUMN "balances_after" bigint[];
--> statement-breakpoint
-- Existing postings keep their legs, in position order (the append-only guard steps aside once).
ALTER TABLE "ledger_transactions" DISABLE TRIGGER "ledger_transactions_append_only";
--> statement-breakpoint
UPDATE "ledger_transactions" t
   SET "account_ids" = e.account_ids, "currencies" = e.currencies, "amounts" = e.amounts,
       "balances_after" = e.balances_after
  FROM (SELECT transaction_id,
               array_agg(account_id ORDER BY position) AS account_ids,
               array_agg(currency ORDER BY position) AS currencies,
               array_agg(amount ORDER BY position) AS amounts,
               array_agg(balance_after ORDER BY position) AS balances_after
          FROM "ledger_entries" GROUP BY transaction_id) e
 WHERE e.transaction_id = t.id;
--> statement-breakpoint
ALTER TABLE "ledger_transactions" ENABLE TRIGGER "ledger_transactions_append_only";
--> statement-breakpoint
ALTER TABLE "ledger_transactions"
  ALTER COLUMN "account_ids" SET NOT NULL,
  ALTER COLUMN "currencies" SET NOT NULL,
  ALTER COLUMN "amounts" SET NOT NULL,
  ALTER COLUMN "balances_after" SET NOT NULL;
--> statement-breakpoint
DROP FUNCTION ledger_post(text, text, text, jsonb, bigint[], bigint[]);
--> statement-breakpoint
DROP TABLE "ledger_entries";
--> statement-breakpoint
DROP FUNCTION ledger_check_transaction();
--> statement-breakpoint
-- A BEFORE UPDATE row trigger makes PostgreSQL lock every updated row first (one more WAL record
-- per balance update), even when the update leaves the trigger's columns alone. The same refusal
-- as an AFTER UPDATE OF trigger is queued only when one of those columns is assigned.
DROP TRIGGER "ledger_accounts_kept" ON "ledger_accounts";
--> statement-breakpoint
CREATE TRIGGER "ledger_accounts_kept" BEFORE DELETE ON "ledger_accounts"
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
CREATE TRIGGER "ledger_accounts_keys_kept" AFTER UPDATE OF "id", "kind", "player_id", "currency"
  ON "ledger_accounts" FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
-- The first currency whose amounts do not sum to zero, or NULL when every currency balances. No
-- query for the common small posting (a query's executor start-up costs more than the loop).
-- Current definition: sql/functions/ledger_unbalanced_currency.sql (applied on every start).
CREATE FUNCTION ledger_unbalanced_currency(p_currencies text[], p_amounts bigint[]) RETURNS text
LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  v_total bigint;
BEGIN
  IF cardinality(p_amounts) > 16 THEN
    RETURN (SELECT x.currency FROM unnest(p_currencies, p_amounts) AS x(currency, amount)
             GROUP BY x.currency HAVING sum(x.amount) <> 0 ORDER BY x.currency LIMIT 1);
  END IF;
  FOR i IN 1 .. coalesce(cardinality(p_amounts), 0) LOOP
    v_total := 0;
    FOR j IN 1 .. cardinality(p_amounts) LOOP
      IF p_currencies[j] IS NOT DISTINCT FROM p_currencies[i] THEN
        v_total := v_total + p_amounts[j];
      END IF;
    END LOOP;
    IF v_total IS DISTINCT FROM 0 THEN
      RETURN coalesce(p_currencies[i], '?');
    END IF;
  END LOOP;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The shape and the zero sum, as a constraint no trigger switch turns off (the trigger below runs
-- first and names the refusal; this is the backstop for rows written with triggers disabled).
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_legs_check" CHECK (cardinality("ledger_transactions"."account_ids") >= 2
        and array_ndims("ledger_transactions"."account_ids") = 1
        and cardinality("ledger_transactions"."currencies") = cardinality("ledger_transactions"."account_ids")
        and cardinality("ledger_transactions"."amounts") = cardinality("ledger_transactions"."account_ids")
        and cardinality("ledger_transactions"."balances_after") = cardinality("ledger_transactions"."account_ids")
        and array_position("ledger_transactions"."account_ids", null) is null
        and array_position("ledger_transactions"."currencies", null) is null
        and array_position("ledger_transactions"."amounts", null) is null
        and array_position("ledger_transactions"."amounts", 0) is null
        and ledger_unbalanced_currency("ledger_transactions"."currencies", "ledger_transactions"."amounts") is null);
--> statement-breakpoint
-- Every posting, also one written by hand: each leg names an existing account in that account's
-- currency (LG404), each currency sums to zero (LG001), and play money (FUN) is never mixed with
-- real money (LG002). One primary-key lookup per leg: no lock is taken on the house account, so
-- postings never queue behind each other here (the reason there is no foreign key).
-- Current definition: sql/functions/ledger_check_legs.sql (applied on every start).
CREATE FUNCTION ledger_check_legs() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_currency text;
  v_play_money boolean;
  v_first_play_money boolean;
  v_is_mixed boolean := false;
  v_unbalanced text;
BEGIN
  FOR i IN 1 .. coalesce(cardinality(NEW.account_ids), 0) LOOP
    SELECT a.currency, c.play_money INTO v_currency, v_play_money
      FROM ledger_accounts a JOIN currencies c ON c.code = a.currency
     WHERE a.id = NEW.account_ids[i];
    IF NOT FOUND OR v_currency IS DISTINCT FROM NEW.currencies[i] THEN
      RAISE EXCEPTION 'ledger transaction % names no account % in %', NEW.idempotency_key, NEW.account_ids[i],
        NEW.currencies[i] USING ERRCODE = 'LG404';
    END IF;
    IF i = 1 THEN
      v_first_play_money := v_play_money;
    ELSIF v_play_money <> v_first_play_money THEN
      v_is_mixed := true;
    END IF;
  END LOOP;
  v_unbalanced := ledger_unbalanced_currency(NEW.currencies, NEW.amounts);
  IF v_unbalanced IS NOT NULL THEN
    RAISE EXCEPTION 'ledger transaction % does not sum to zero in %', NEW.idempotency_key, v_unbalanced
      USING ERRCODE = 'LG001';
  END IF;
  IF v_is_mixed THEN
    RAISE EXCEPTION 'ledger transaction % mixes play money with real money', NEW.idempotency_key USING ERRCODE = 'LG002';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "ledger_transactions_legs" BEFORE INSERT ON "ledger_transactions"
  FOR EACH ROW EXECUTE FUNCTION ledger_check_legs();
--> statement-breakpoint
-- The legs one per row, for reading (reports, ledger:check, system-account balances).
CREATE VIEW "ledger_entries" AS
  SELECT t.id AS transaction_id, e.position::integer AS position, e.account_id, e.currency, e.amount, e.balance_after
    FROM "ledger_transactions" t
   CROSS JOIN LATERAL unnest(t.account_ids, t.currencies, t.amounts, t.balances_after)
         WITH ORDINALITY AS e(account_id, currency, amount, balance_after, position);
--> statement-breakpoint
-- Positions in the order their accounts are locked: by account id (a fixed order, so two postings
-- touching the same accounts cannot deadlock), credits first within one account (a leg never dips
-- below a balance the posting as a whole leaves intact). No query for the usual two legs.
-- Current definition: sql/functions/ledger_lock_order.sql (applied on every start).
CREATE FUNCTION ledger_lock_order(p_accounts bigint[], p_amounts bigint[]) RETURNS int[]
LANGUAGE plpgsql IMMUTABLE AS $$
BEGIN
  IF cardinality(p_accounts) = 2 THEN
    IF p_accounts[1] < p_accounts[2] OR (p_accounts[1] = p_accounts[2] AND p_amounts[1] >= p_amounts[2]) THEN
      RETURN '{1,2}';
    END IF;
    RETURN '{2,1}';
  END IF;
  RETURN ARRAY(SELECT x.position::int FROM unnest(p_accounts, p_amounts) WITH ORDINALITY AS x(account, amount, position)
                ORDER BY x.account, x.amount DESC);
END $$;
--> statement-breakpoint
-- Gives back the balance changes a posting made before it turned out to be a duplicate.
-- Current definition: sql/functions/ledger_revert_balances.sql (applied on every start).
CREATE FUNCTION ledger_revert_balances(p_accounts bigint[], p_amounts bigint[], p_balances bigint[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  FOR i IN 1 .. cardinality(p_accounts) LOOP
    IF p_balances[i] IS NOT NULL THEN
      UPDATE ledger_accounts a SET balance = a.balance - p_amounts[i] WHERE a.id = p_accounts[i];
    END IF;
  END LOOP;
END $$;
--> statement-breakpoint
-- The posting, in one statement (one round trip), answering one row with the legs as arrays:
-- 1. A key posted before answers its original legs (replay), or LG409 when the request differs.
-- 2. Each player-owned account (balance not NULL) gets a conditional update, in lock order;
--    LG402 when it would go below zero. System accounts (balance NULL) are only appended to.
-- 3. The row is inserted (the trigger above checks it). A concurrent duplicate that committed
--    first makes the insert a no-op: the balance changes are given back and its result answered;
--    likewise when its spending is what made this attempt's funds look insufficient.
-- Current definition: sql/functions/ledger_post.sql (applied on every start).
CREATE FUNCTION ledger_post(
  p_key text, p_kind text, p_request_hash text, p_metadata jsonb, p_accounts bigint[], p_amounts bigint[]
) RETURNS TABLE (
  transaction_id bigint, replayed boolean, account_ids bigint[], currencies text[], amounts bigint[],
  balances_after bigint[]
) LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  v_count int := coalesce(cardinality(p_accounts), 0);
  v_currencies text[] := array_fill(NULL::text, ARRAY[v_count]);
  v_balances bigint[] := array_fill(NULL::bigint, ARRAY[v_count]);
  v_leg int;
  v_balance bigint;
  v_currency text;
  v_is_player_owned boolean;
  v_is_duplicate boolean := false;
  v_hash text;
BEGIN
  SELECT t.id, t.request_hash, t.account_ids, t.currencies, t.amounts, t.balances_after
    INTO transaction_id, v_hash, account_ids, currencies, amounts, balances_after
    FROM ledger_transactions t WHERE t.idempotency_key = p_key;
  IF NOT FOUND THEN
    FOREACH v_leg IN ARRAY ledger_lock_order(p_accounts, p_amounts) LOOP
      UPDATE ledger_accounts a SET balance = a.balance + p_amounts[v_leg]
       WHERE a.id = p_accounts[v_leg] AND a.balance IS NOT NULL
         AND (a.allow_negative OR a.balance + p_amounts[v_leg] >= 0)
       RETURNING a.balance, a.currency INTO v_balance, v_currency;
      IF FOUND THEN
        v_balances[v_leg] := v_balance;
      ELSE
        SELECT a.balance IS NOT NULL, a.currency INTO v_is_player_owned, v_currency
          FROM ledger_accounts a WHERE a.id = p_accounts[v_leg];
        IF v_is_player_owned THEN
          SELECT t.id, t.request_hash, t.account_ids, t.currencies, t.amounts, t.balances_after
            INTO transaction_id, v_hash, account_ids, currencies, amounts, balances_after
            FROM ledger_transactions t WHERE t.idempotency_key = p_key;
          IF NOT FOUND THEN
            RAISE EXCEPTION 'insufficient funds in ledger account %', p_accounts[v_leg] USING ERRCODE = 'LG402';
          END IF;
          PERFORM ledger_revert_balances(p_accounts, p_amounts, v_balances);
          v_is_duplicate := true;
          EXIT;
        END IF;
      END IF;
      -- An unknown account leaves NULL here; the trigger refuses it (LG404).
      v_currencies[v_leg] := v_currency;
    END LOOP;
    IF NOT v_is_duplicate THEN
      INSERT INTO ledger_transactions AS t
             (idempotency_key, kind, request_hash, metadata, account_ids, currencies, amounts, balances_after)
      VALUES (p_key, p_kind, p_request_hash, p_metadata, p_accounts, v_currencies, p_amounts, v_balances)
      ON CONFLICT (idempotency_key) DO NOTHING
      RETURNING t.id INTO transaction_id;
      IF FOUND THEN
        replayed := false;
        account_ids := p_accounts;
        currencies := v_currencies;
        amounts := p_amounts;
        balances_after := v_balances;
        RETURN NEXT;
        RETURN;
      END IF;
      PERFORM ledger_revert_balances(p_accounts, p_amounts, v_balances);
      SELECT t.id, t.request_hash, t.account_ids, t.currencies, t.amounts, t.balances_after
        INTO transaction_id, v_hash, account_ids, currencies, amounts, balances_after
        FROM ledger_transactions t WHERE t.idempotency_key = p_key;
    END IF;
  END IF;
  IF v_hash IS DISTINCT FROM p_request_hash THEN
    RAISE EXCEPTION 'idempotency key reused with a different request' USING ERRCODE = 'LG409';
  END IF;
  replayed := true;
  RETURN NEXT;
END $$;
