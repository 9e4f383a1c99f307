CREATE TABLE "sessions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" bigint NOT NULL,
	"ip" text,
	"user_agent" text,
	"country" text,
	"created_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"currency" text NOT NULL,
	"country" text,
	"locale" text DEFAULT 'en' NOT NULL,
	"first_name" text,
	"last_name" text,
	"nickname" text,
	"date_of_birth" date,
	"gender" text,
	"city" text,
	"address" text,
	"postal_code" text,
	"mobile_phone" text,
	"receive_promos" boolean DEFAULT false NOT NULL,
	"receive_sms_promos" boolean DEFAULT false NOT NULL,
	"can_issue_bonuses" boolean DEFAULT true NOT NULL,
	"deposit_bonus_code" text,
	"confirmed_at" timestamp with time zone,
	"confirmation_token_hash" text,
	"confirmation_sent_at" timestamp with time zone,
	"reset_password_token_hash" text,
	"reset_password_sent_at" timestamp with time zone,
	"locked_at" timestamp with time zone,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"unlock_token_hash" text,
	"sign_in_count" integer DEFAULT 0 NOT NULL,
	"current_sign_in_at" timestamp with time zone,
	"current_sign_in_ip" text,
	"last_sign_in_at" timestamp with time zone,
	"last_sign_in_ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "player_group_members" (
	"user_id" bigint NOT NULL,
	"group_id" text NOT NULL,
	CONSTRAINT "player_group_members_user_id_group_id_pk" PRIMARY KEY("user_id","group_id")
);
--> statement-breakpoint
CREATE TABLE "player_groups" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"writable" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_group_members" ADD CONSTRAINT "player_group_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_group_members" ADD CONSTRAINT "player_group_members_group_id_player_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "player_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_hash_idx" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_idx" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_confirmation_token_idx" ON "users" USING btree ("confirmation_token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "users_reset_password_token_idx" ON "users" USING btree ("reset_password_token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "users_unlock_token_idx" ON "users" USING btree ("unlock_token_hash");