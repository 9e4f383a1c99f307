-- Sports bets toward a bonus's wagering (issue 19): only where the bonus says so, through the
-- reserved contribution key `sportsbook` (none by default). A bet remembers the bonus that was
-- wagering when it was placed, and counts toward it once, when it is first settled as won, lost,
-- half-won or half-lost (a void, refund, cash-out or discard never counts; a resettlement does
-- not count again).
ALTER TABLE "sportsbook_bets" ADD COLUMN "wager_bonus_id" bigint;
--> statement-breakpoint
ALTER TABLE "sportsbook_bets" ADD COLUMN "wager_counted" boolean DEFAULT false NOT NULL;
