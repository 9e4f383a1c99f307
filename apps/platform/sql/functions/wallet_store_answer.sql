-- Keeps the first answer to a request id: answers `p_answer` once stored, or the answer stored
-- first, in either table (a concurrent call of the same request id is waited for).
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
