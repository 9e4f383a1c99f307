-- Serialises the calls of one request id for the rest of the transaction (no WAL: an advisory lock).
-- Its answer may go to either table (game_actions for an applied move, provider_requests else), so
-- neither table's unique key alone can tell two concurrent first calls apart; under this lock the
-- second waits and then reads the first's answer. Key space 2 of the two-integer advisory locks.
CREATE OR REPLACE FUNCTION wallet_lock_request(p_provider text, p_request_id text) RETURNS void
LANGUAGE sql AS $$
  SELECT pg_advisory_xact_lock(2, hashtext(p_provider || E'\n' || p_request_id));
$$;
