CREATE TABLE "cms_file_translations" (
	"file_id" text NOT NULL,
	"locale" text NOT NULL,
	"description" text NOT NULL,
	CONSTRAINT "cms_file_translations_file_id_locale_pk" PRIMARY KEY("file_id","locale")
);
--> statement-breakpoint
CREATE TABLE "cms_files" (
	"id" text PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"categories" text[] DEFAULT '{}' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cms_page_translations" (
	"page_id" text NOT NULL,
	"locale" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"keywords" text DEFAULT '' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"json" jsonb,
	CONSTRAINT "cms_page_translations_page_id_locale_pk" PRIMARY KEY("page_id","locale")
);
--> statement-breakpoint
CREATE TABLE "cms_pages" (
	"id" text PRIMARY KEY NOT NULL,
	"path" text NOT NULL,
	"layout" text DEFAULT 'default' NOT NULL,
	"categories" text[] DEFAULT '{}' NOT NULL,
	"parent_id" text,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "cms_pages_path_unique" UNIQUE("path")
);
--> statement-breakpoint
CREATE TABLE "cms_snippet_translations" (
	"snippet_id" text NOT NULL,
	"locale" text NOT NULL,
	"content" text NOT NULL,
	CONSTRAINT "cms_snippet_translations_snippet_id_locale_pk" PRIMARY KEY("snippet_id","locale")
);
--> statement-breakpoint
CREATE TABLE "cms_snippets" (
	"id" text PRIMARY KEY NOT NULL,
	"categories" text[] DEFAULT '{}' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"default_currency" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "restricted_countries" (
	"country_code" text NOT NULL,
	"mark" text NOT NULL,
	CONSTRAINT "restricted_countries_country_code_mark_pk" PRIMARY KEY("country_code","mark")
);
--> statement-breakpoint
CREATE TABLE "restrictions" (
	"id" serial PRIMARY KEY NOT NULL,
	"mark" text NOT NULL,
	"resource" text NOT NULL,
	"scope" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "locales" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_in_locale" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "player_field_contexts" (
	"context" text NOT NULL,
	"field" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "player_field_contexts_context_field_pk" PRIMARY KEY("context","field")
);
--> statement-breakpoint
CREATE TABLE "player_fields" (
	"field" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"length_minimum" integer,
	"length_maximum" integer,
	"once_set" boolean DEFAULT false NOT NULL,
	"age_minimum" integer,
	"inclusion" text[],
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seeds" (
	"name" text PRIMARY KEY NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"content" text NOT NULL,
	"locale" text NOT NULL,
	"ip" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "currencies" (
	"code" text PRIMARY KEY NOT NULL,
	"symbol" text NOT NULL,
	"subunits_to_unit" integer NOT NULL,
	"fiat" boolean NOT NULL,
	"play_money" boolean DEFAULT false NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cms_file_translations" ADD CONSTRAINT "cms_file_translations_file_id_cms_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "cms_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cms_page_translations" ADD CONSTRAINT "cms_page_translations_page_id_cms_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "cms_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cms_snippet_translations" ADD CONSTRAINT "cms_snippet_translations_snippet_id_cms_snippets_id_fk" FOREIGN KEY ("snippet_id") REFERENCES "cms_snippets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_messages_due_idx" ON "contact_messages" USING btree ("status","next_attempt_at");