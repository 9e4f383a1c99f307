-- The support inbox: staff work the contact-form messages (new, open, answered, closed) and reply
-- by mail. `status` stays the delivery of the message to SUPPORT_EMAIL; the inbox has its own.
ALTER TABLE "contact_messages" ADD COLUMN "inbox_status" text DEFAULT 'new' NOT NULL;
--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_inbox_status_check" CHECK ("contact_messages"."inbox_status" in ('new', 'open', 'answered', 'closed'));
--> statement-breakpoint
CREATE INDEX "contact_messages_inbox_idx" ON "contact_messages" USING btree ("inbox_status","id");
--> statement-breakpoint
CREATE TABLE "support_replies" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"contact_message_id" bigint NOT NULL,
	"operator_id" bigint NOT NULL,
	"text" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "support_replies_status_check" CHECK ("support_replies"."status" in ('pending', 'sent', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "support_replies" ADD CONSTRAINT "support_replies_contact_message_id_contact_messages_id_fk" FOREIGN KEY ("contact_message_id") REFERENCES "contact_messages"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "support_replies" ADD CONSTRAINT "support_replies_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "operators"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "support_replies_message_idx" ON "support_replies" USING btree ("contact_message_id","id");
--> statement-breakpoint
CREATE INDEX "support_replies_due_idx" ON "support_replies" USING btree ("status","next_attempt_at");
