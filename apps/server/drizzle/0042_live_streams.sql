CREATE TABLE "live_question_votes" (
	"question_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"voted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "live_question_votes_pkey" PRIMARY KEY("question_id","account_id")
);
--> statement-breakpoint
CREATE TABLE "live_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"session_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"text" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"answer" text,
	"answered_by" integer,
	"answered_at" timestamp with time zone,
	"asked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "live_questions_answered" CHECK ("live_questions"."status" <> 'answered' or ("live_questions"."answer" is not null and "live_questions"."answered_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "live_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_code" text NOT NULL,
	"title" text NOT NULL,
	"presenter" text NOT NULL,
	"description" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"stream_url" text NOT NULL,
	"recording_key" text,
	"recording_mime_type" text,
	"recording_bytes" bigint,
	"recording_hash" text,
	"recording_seconds" double precision,
	"recorded_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "live_sessions_ends_after_start" CHECK ("live_sessions"."ends_at" > "live_sessions"."starts_at"),
	CONSTRAINT "live_sessions_recording_whole" CHECK (("live_sessions"."recording_key" is null) = ("live_sessions"."recording_mime_type" is null)
        and ("live_sessions"."recording_key" is null) = ("live_sessions"."recording_bytes" is null)
        and ("live_sessions"."recording_key" is null) = ("live_sessions"."recording_hash" is null)
        and ("live_sessions"."recording_key" is null) = ("live_sessions"."recording_seconds" is null)
        and ("live_sessions"."recording_key" is null) = ("live_sessions"."recorded_at" is null))
);
--> statement-breakpoint
ALTER TABLE "live_question_votes" ADD CONSTRAINT "live_question_votes_question_id_live_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."live_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_question_votes" ADD CONSTRAINT "live_question_votes_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_questions" ADD CONSTRAINT "live_questions_session_id_live_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."live_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_questions" ADD CONSTRAINT "live_questions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_questions" ADD CONSTRAINT "live_questions_answered_by_accounts_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_sessions" ADD CONSTRAINT "live_sessions_product_code_products_code_fk" FOREIGN KEY ("product_code") REFERENCES "public"."products"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_sessions" ADD CONSTRAINT "live_sessions_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "live_question_votes_account_idx" ON "live_question_votes" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "live_questions_session_asker_idx" ON "live_questions" USING btree ("session_id","account_id","asked_at");--> statement-breakpoint
CREATE INDEX "live_questions_account_idx" ON "live_questions" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "live_sessions_product_starts_idx" ON "live_sessions" USING btree ("product_code","starts_at");--> statement-breakpoint
CREATE INDEX "live_sessions_starts_idx" ON "live_sessions" USING btree ("starts_at");