-- The first currency whose amounts do not sum to zero, or NULL when every currency balances. No
-- query for the common small posting (a query's executor start-up costs more than the loop).
-- The check constraint ledger_transactions_legs_check calls it, so it must stay IMMUTABLE and keep
-- its answer for rows already written.
CREATE OR REPLACE FUNCTION ledger_unbalanced_currency(p_currencies text[], p_amounts bigint[]) RETURNS text
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
