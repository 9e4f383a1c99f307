CREATE TABLE "realtime_channels" (
	"channel" text PRIMARY KEY NOT NULL,
	"epoch" text NOT NULL,
	"top_offset" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "realtime_keys" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"secret" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "realtime_publications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"offset" bigint NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"relayed_at" timestamp with time zone
);
--> statement-breakpoint
DROP TABLE "outbox_events" CASCADE;--> statement-breakpoint
ALTER TABLE "realtime_publications" ADD CONSTRAINT "realtime_publications_channel_realtime_channels_channel_fk" FOREIGN KEY ("channel") REFERENCES "realtime_channels"("channel") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "realtime_publications_channel_offset_idx" ON "realtime_publications" USING btree ("channel","offset");--> statement-breakpoint
CREATE INDEX "realtime_publications_created_at_idx" ON "realtime_publications" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "realtime_publications_unrelayed_idx" ON "realtime_publications" USING btree ("id") WHERE "realtime_publications"."relayed_at" is null;
