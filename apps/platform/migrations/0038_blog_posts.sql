-- The blog (issue 18): posts written per locale. The versions of one post in the site's other
-- languages share a translation group (hreflang links between them). published_at null is a draft;
-- a time in the future is a scheduled post the site does not show until then.
CREATE TABLE "blog_posts" (
  "id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
  "translation_group" text NOT NULL,
  "locale" text NOT NULL,
  "slug" text NOT NULL,
  "title" text NOT NULL,
  "summary" text DEFAULT '' NOT NULL,
  "body" text DEFAULT '' NOT NULL,
  "cover_url" text,
  "author" text DEFAULT '' NOT NULL,
  "tags" text[] DEFAULT '{}'::text[] NOT NULL,
  "published_at" timestamp with time zone,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "blog_posts_locale_slug" UNIQUE ("locale", "slug"),
  CONSTRAINT "blog_posts_group_locale" UNIQUE ("translation_group", "locale")
);
--> statement-breakpoint
CREATE INDEX "blog_posts_published" ON "blog_posts" ("locale", "published_at" DESC, "id" DESC);
--> statement-breakpoint
CREATE INDEX "blog_posts_tags" ON "blog_posts" USING gin ("tags");
