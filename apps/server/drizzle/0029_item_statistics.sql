CREATE TABLE "qa_item_statistic_runs" (
	"bank_id" integer PRIMARY KEY NOT NULL,
	"state" text DEFAULT 'idle' NOT NULL,
	"started_at" timestamp with time zone,
	"beat_at" timestamp with time zone,
	"requested_by" integer,
	"computed_at" timestamp with time zone,
	"duration_ms" integer,
	"questions" integer,
	"needs_review" integer,
	"last_error" text
);
--> statement-breakpoint
CREATE TABLE "qa_item_statistics" (
	"question_id" integer PRIMARY KEY NOT NULL,
	"bank_id" integer NOT NULL,
	"topic_groups" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"answered" integer NOT NULL,
	"correct" integer NOT NULL,
	"p_value" double precision,
	"discrimination" double precision,
	"discrimination_answers" integer NOT NULL,
	"choice_counts" jsonb NOT NULL,
	"median_seconds" double precision,
	"timed_answers" integer NOT NULL,
	"flags" integer NOT NULL,
	"open_flags" integer NOT NULL,
	"reasons" text[] DEFAULT '{}'::text[] NOT NULL,
	"review_rank" smallint NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "qa_item_statistic_runs" ADD CONSTRAINT "qa_item_statistic_runs_bank_id_qa_banks_id_fk" FOREIGN KEY ("bank_id") REFERENCES "public"."qa_banks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qa_item_statistic_runs" ADD CONSTRAINT "qa_item_statistic_runs_requested_by_accounts_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qa_item_statistics" ADD CONSTRAINT "qa_item_statistics_question_id_qa_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."qa_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qa_item_statistics" ADD CONSTRAINT "qa_item_statistics_bank_id_qa_banks_id_fk" FOREIGN KEY ("bank_id") REFERENCES "public"."qa_banks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "qa_item_statistics_review_idx" ON "qa_item_statistics" USING btree ("bank_id","review_rank" DESC NULLS LAST,"open_flags" DESC NULLS LAST,"question_id");--> statement-breakpoint
CREATE INDEX "qa_learner_questions_question_first_idx" ON "qa_learner_questions" USING btree ("question_id","account_id","first_key","first_correct") WHERE "qa_learner_questions"."first_key" is not null;