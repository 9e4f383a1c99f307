-- Publishes `p_data` on `p_channel` in the caller's transaction (realtime/publish.ts calls it, and
-- so can other SQL functions, e.g. bonus_count_wager when wagering completes): the publication
-- takes the channel's next offset (the channel row stays locked until the transaction ends, so
-- concurrent publishers get consecutive offsets in commit order), is kept for recovery (the last
-- p_history per channel), and pg_notify delivers it to every node once the transaction commits.
-- The NOTIFY channel is per database schema, so schemas sharing a server never hear each other;
-- its payload carries the data when it is small (at most p_inline_limit bytes of JSON).
CREATE OR REPLACE FUNCTION realtime_publish(
  p_channel text, p_data jsonb, p_history int DEFAULT 200, p_inline_limit int DEFAULT 4000
) RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
  v_offset bigint;
  v_json text := coalesce(p_data, 'null'::jsonb)::text;
BEGIN
  INSERT INTO realtime_channels AS c (channel, epoch, top_offset)
  VALUES (p_channel, substr(md5(random()::text || clock_timestamp()::text), 1, 8), 1)
  ON CONFLICT (channel) DO UPDATE SET top_offset = c.top_offset + 1
  RETURNING c.top_offset INTO v_offset;
  INSERT INTO realtime_publications (channel, "offset", data) VALUES (p_channel, v_offset, coalesce(p_data, 'null'::jsonb));
  DELETE FROM realtime_publications p WHERE p.channel = p_channel AND p."offset" <= v_offset - p_history;
  PERFORM pg_notify(
    left('croupier_realtime_' || current_schema(), 63),
    CASE WHEN octet_length(v_json) <= p_inline_limit
      THEN json_build_object('c', p_channel, 'o', v_offset, 'd', p_data::json)
      ELSE json_build_object('c', p_channel, 'o', v_offset)
    END::text
  );
  RETURN v_offset;
END $$;
