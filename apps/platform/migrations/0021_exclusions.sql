CREATE TABLE "player_exclusions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"player_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "player_exclusions_kind_check" CHECK ("player_exclusions"."kind" in ('timeout', 'self_exclusion', 'closed')),
	CONSTRAINT "player_exclusions_times_check" CHECK ("player_exclusions"."ends_at" is null or "player_exclusions"."ends_at" > "player_exclusions"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "player_exclusions" ADD CONSTRAINT "player_exclusions_player_id_users_id_fk" FOREIGN KEY ("player_id") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "player_exclusions_player_idx" ON "player_exclusions" USING btree ("player_id","ends_at");
