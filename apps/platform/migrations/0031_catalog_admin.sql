-- The games catalogue managed from the back office (issue 17): a game can be featured, and every
-- change an operator makes bumps its revision so the catalogue's fingerprint (catalog/repository.ts)
-- changes and every node rebuilds its snapshot.
ALTER TABLE "games" ADD COLUMN "featured" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "revision" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
-- Secret rotation without downtime: the secret replaced last stays accepted until
-- `previous_secret_until` (wallet_move and wallet_move_batch accept the digest of either).
ALTER TABLE "game_providers" ADD COLUMN "previous_secret" text;
--> statement-breakpoint
ALTER TABLE "game_providers" ADD COLUMN "previous_secret_until" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "game_providers" ADD CONSTRAINT "game_providers_previous_secret_check" CHECK (("game_providers"."previous_secret" is null) = ("game_providers"."previous_secret_until" is null));
