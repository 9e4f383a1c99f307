-- Gives back the balance changes a posting made before it turned out to be a duplicate.
CREATE OR REPLACE FUNCTION ledger_revert_balances(p_accounts bigint[], p_amounts bigint[], p_balances bigint[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  FOR i IN 1 .. cardinality(p_accounts) LOOP
    IF p_balances[i] IS NOT NULL THEN
      UPDATE ledger_accounts a SET balance = a.balance - p_amounts[i] WHERE a.id = p_accounts[i];
    END IF;
  END LOOP;
END $$;
