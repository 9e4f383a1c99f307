-- The posting, in one statement (one round trip), answering one row with the legs as arrays:
-- 1. A key posted before answers its original legs (replay), or LG409 when the request differs.
-- 2. Each player-owned account (balance not NULL) gets a conditional update, in lock order;
--    LG402 when it would go below zero. System accounts (balance NULL) are only appended to.
-- 3. The row is inserted (ledger_check_legs checks it). A concurrent duplicate that committed
--    first makes the insert a no-op: the balance changes are given back and its result answered;
--    likewise when its spending is what made this attempt's funds look insufficient.
CREATE OR REPLACE FUNCTION ledger_post(
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
