-- Positions in the order their accounts are locked: by account id (a fixed order, so two postings
-- touching the same accounts cannot deadlock), credits first within one account (a leg never dips
-- below a balance the posting as a whole leaves intact). No query for the usual two legs.
CREATE OR REPLACE FUNCTION ledger_lock_order(p_accounts bigint[], p_amounts bigint[]) RETURNS int[]
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
