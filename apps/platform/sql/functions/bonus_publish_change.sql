-- A player bonus as bonuses/events.ts publishes it, on `bonuses_changes#<player>`, for the changes
-- SQL makes (bonus_count_wager): `event` 'stage' when its stage changed (the notification centre
-- shows those), 'progress' when a bet only moved its wagering (bonus views follow it).
CREATE OR REPLACE FUNCTION bonus_publish_change(p_bonus_id bigint, p_event text) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v record;
BEGIN
  SELECT pb.id, pb.player_id, pb.stage, pb.currency, pb.amount, pb.wagered, pb.wager_requirement, d.titles
    INTO v
    FROM player_bonuses pb JOIN bonus_definitions d ON d.id = pb.definition_id
   WHERE pb.id = p_bonus_id;
  PERFORM realtime_publish('bonuses_changes#' || v.player_id, jsonb_build_object(
    'event', p_event, 'id', v.id, 'title', coalesce(v.titles ->> 'en', ''), 'titles', v.titles, 'stage', v.stage,
    'currency', v.currency, 'amount_cents', v.amount, 'amount_wager_cents', v.wagered,
    'amount_wager_requirement_cents', v.wager_requirement));
END $$;
