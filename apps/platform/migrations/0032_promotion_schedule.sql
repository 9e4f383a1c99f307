-- Promotions from the back office (issue 17): a bonus definition runs between `starts_at` and
-- `ends_at` (either open), can be paused (`paused_at`) and canceled for good (`canceled_at`); only a
-- definition that is live (started, not ended, not paused, not canceled) is offered or issued by a
-- code. Bonuses players already hold keep their terms (copied at issue). Definitions the operator
-- creates take their ids from a sequence above the seeded ones (73-93).
ALTER TABLE "bonus_definitions" ADD COLUMN "starts_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "bonus_definitions" ADD COLUMN "ends_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "bonus_definitions" ADD COLUMN "paused_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "bonus_definitions" ADD COLUMN "canceled_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "bonus_definitions" ADD COLUMN "cancel_reason" text;
--> statement-breakpoint
ALTER TABLE "bonus_definitions" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;
--> statement-breakpoint
ALTER TABLE "bonus_definitions" ADD CONSTRAINT "bonus_definitions_schedule_check" CHECK ("bonus_definitions"."ends_at" is null or "bonus_definitions"."starts_at" is null or "bonus_definitions"."ends_at" > "bonus_definitions"."starts_at");
--> statement-breakpoint
CREATE SEQUENCE "bonus_definitions_id_seq" AS integer START WITH 1000 OWNED BY "bonus_definitions"."id";
--> statement-breakpoint
-- A loot box template can be paused: no box of it is awarded while paused (boxes already awarded
-- keep their prizes and can still be opened).
ALTER TABLE "lootbox_templates" ADD COLUMN "paused_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "lootbox_templates" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;
