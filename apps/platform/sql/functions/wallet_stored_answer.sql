-- The first answer to a request id, or NULL when it has none yet.
CREATE OR REPLACE FUNCTION wallet_stored_answer(p_provider text, p_request_id text) RETURNS jsonb
LANGUAGE sql STABLE AS $$
  SELECT coalesce(
    (SELECT a.response FROM game_actions a WHERE a.provider_id = p_provider AND a.request_id = p_request_id),
    (SELECT r.response FROM provider_requests r WHERE r.provider_id = p_provider AND r.request_id = p_request_id));
$$;
