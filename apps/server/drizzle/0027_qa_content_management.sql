CREATE TABLE "qa_draft_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"draft_id" integer NOT NULL,
	"account_id" integer,
	"kind" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "qa_drafts" (
	"id" serial PRIMARY KEY NOT NULL,
	"bank_id" integer NOT NULL,
	"question_id" integer,
	"base_version" integer,
	"status" text DEFAULT 'draft' NOT NULL,
	"lock_version" integer DEFAULT 1 NOT NULL,
	"author_id" integer,
	"submitted_by" integer,
	"reviewed_by" integer,
	"published_by" integer,
	"change_note" text DEFAULT '' NOT NULL,
	"stem_html" text DEFAULT '' NOT NULL,
	"lead_in" text DEFAULT '' NOT NULL,
	"choices" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"correct_key" text,
	"explanation_summary" text DEFAULT '' NOT NULL,
	"educational_objective" text DEFAULT '' NOT NULL,
	"references" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"topic_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"curated_review" boolean DEFAULT false NOT NULL,
	"published_version" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_at" timestamp with time zone,
	"reviewed_at" timestamp with time zone,
	"published_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "qa_question_versions" (
	"question_id" integer NOT NULL,
	"version" integer NOT NULL,
	"stem_html" text NOT NULL,
	"lead_in" text NOT NULL,
	"choices" jsonb NOT NULL,
	"correct_key" text NOT NULL,
	"explanation_summary" text NOT NULL,
	"educational_objective" text NOT NULL,
	"references" jsonb NOT NULL,
	"curated_review" boolean NOT NULL,
	"topic_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"content_hash" text NOT NULL,
	"origin" text NOT NULL,
	"draft_id" integer,
	"published_by" integer,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "qa_question_versions_question_id_version_pk" PRIMARY KEY("question_id","version")
);
--> statement-breakpoint
ALTER TABLE "qa_draft_events" ADD CONSTRAINT "qa_draft_events_draft_id_qa_drafts_id_fk" FOREIGN KEY ("draft_id") REFERENCES "public"."qa_drafts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qa_draft_events" ADD CONSTRAINT "qa_draft_events_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qa_drafts" ADD CONSTRAINT "qa_drafts_bank_id_qa_banks_id_fk" FOREIGN KEY ("bank_id") REFERENCES "public"."qa_banks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qa_drafts" ADD CONSTRAINT "qa_drafts_question_id_qa_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."qa_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qa_drafts" ADD CONSTRAINT "qa_drafts_author_id_accounts_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qa_drafts" ADD CONSTRAINT "qa_drafts_submitted_by_accounts_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qa_drafts" ADD CONSTRAINT "qa_drafts_reviewed_by_accounts_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qa_drafts" ADD CONSTRAINT "qa_drafts_published_by_accounts_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qa_question_versions" ADD CONSTRAINT "qa_question_versions_question_id_qa_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."qa_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qa_question_versions" ADD CONSTRAINT "qa_question_versions_draft_id_qa_drafts_id_fk" FOREIGN KEY ("draft_id") REFERENCES "public"."qa_drafts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qa_question_versions" ADD CONSTRAINT "qa_question_versions_published_by_accounts_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "qa_draft_events_draft_idx" ON "qa_draft_events" USING btree ("draft_id","id");--> statement-breakpoint
CREATE INDEX "qa_drafts_status_idx" ON "qa_drafts" USING btree ("status","updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "qa_drafts_open_question_key" ON "qa_drafts" USING btree ("question_id") WHERE "qa_drafts"."status" <> 'published';--> statement-breakpoint
-- Every question's current version, kept whole as the first one on record (issue 26).
INSERT INTO "qa_question_versions" ("question_id", "version", "stem_html", "lead_in", "choices",
  "correct_key", "explanation_summary", "educational_objective", "references", "curated_review",
  "topic_ids", "content_hash", "origin", "published_at")
SELECT q."id", q."version", q."stem_html", q."lead_in", q."choices", q."correct_key",
  q."explanation_summary", q."educational_objective", q."references", q."curated_review",
  coalesce((SELECT array_agg(qt."topic_id" ORDER BY qt."topic_id") FROM "qa_question_topics" qt
    WHERE qt."question_id" = q."id"), '{}'::integer[]),
  q."content_hash", 'import', q."updated_at"
FROM "qa_questions" q;
