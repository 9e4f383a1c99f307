-- Every posting, also one written by hand: each leg names an existing account in that account's
-- currency (LG404), each currency sums to zero (LG001), and play money (FUN) is never mixed with
-- real money (LG002). One primary-key lookup per leg: no lock is taken on the house account, so
-- postings never queue behind each other here (the reason there is no foreign key). Trigger
-- ledger_transactions_legs, before each insert.
CREATE OR REPLACE FUNCTION ledger_check_legs() RETURNS trigger LANGUAGE plpgsql AS $$
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
