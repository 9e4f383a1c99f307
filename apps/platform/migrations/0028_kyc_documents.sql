CREATE TABLE "kyc_documents" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"player_id" bigint NOT NULL,
	"document_type" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"file_name" text NOT NULL,
	"media_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"reviewed_by" bigint,
	"reviewed_at" timestamp with time zone,
	"mail_status" text DEFAULT 'none' NOT NULL,
	"mail_attempts" integer DEFAULT 0 NOT NULL,
	"mail_next_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kyc_documents_type_check" CHECK ("kyc_documents"."document_type" in ('identity', 'address', 'deposit', 'payment_method')),
	CONSTRAINT "kyc_documents_status_check" CHECK ("kyc_documents"."status" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "kyc_documents_mail_status_check" CHECK ("kyc_documents"."mail_status" in ('none', 'pending', 'sent', 'failed')),
	CONSTRAINT "kyc_documents_reason_check" CHECK (("kyc_documents"."status" = 'rejected') = ("kyc_documents"."reason" is not null))
);
--> statement-breakpoint
-- The bytes live apart from the documents' rows (kyc/schema.ts says why not on disk).
CREATE TABLE "kyc_document_files" (
	"document_id" bigint PRIMARY KEY NOT NULL,
	"content" bytea NOT NULL
);
--> statement-breakpoint
ALTER TABLE "kyc_documents" ADD CONSTRAINT "kyc_documents_player_id_users_id_fk" FOREIGN KEY ("player_id") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "kyc_documents" ADD CONSTRAINT "kyc_documents_reviewed_by_operators_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "operators"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "kyc_document_files" ADD CONSTRAINT "kyc_document_files_document_id_kyc_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "kyc_documents"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "kyc_documents_player_idx" ON "kyc_documents" USING btree ("player_id","id");
--> statement-breakpoint
CREATE INDEX "kyc_documents_status_idx" ON "kyc_documents" USING btree ("status","id");
--> statement-breakpoint
CREATE INDEX "kyc_documents_mail_idx" ON "kyc_documents" USING btree ("mail_status","mail_next_at");
