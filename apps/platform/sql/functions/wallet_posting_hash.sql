-- The request hash postTransaction's hashPosting computes for a two-leg game posting: SHA-256 of
-- kind, the legs `account:amount` sorted as strings, and the metadata as canonical JSON (sorted
-- keys). The same move posted through postTransaction replays instead of conflicting.
CREATE OR REPLACE FUNCTION wallet_posting_hash(
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
