-- wallet_move gains p_limits_checked (sql/functions/wallet_move.sql): it refuses an excluded
-- player's bet itself, after the request id's stored answer, and hands a bet under a bet limit back
-- to the caller. The definition in force is the file's; the old signature goes.
DROP FUNCTION IF EXISTS wallet_move(text, text, text, text, text, text, text, boolean, text, bigint, text, timestamptz);
