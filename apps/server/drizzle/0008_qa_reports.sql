CREATE TABLE "qa_learner_bank_stats" (
	"account_id" integer NOT NULL,
	"bank_id" integer NOT NULL,
	"answered" integer DEFAULT 0 NOT NULL,
	"correct" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "qa_learner_bank_stats_account_id_bank_id_pk" PRIMARY KEY("account_id","bank_id")
);
--> statement-breakpoint
ALTER TABLE "qa_learner_questions" ADD COLUMN "first_key" text;--> statement-breakpoint
ALTER TABLE "qa_learner_questions" ADD COLUMN "first_correct" boolean;--> statement-breakpoint
ALTER TABLE "qa_learner_questions" ADD COLUMN "first_answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "qa_learner_bank_stats" ADD CONSTRAINT "qa_learner_bank_stats_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qa_learner_bank_stats" ADD CONSTRAINT "qa_learner_bank_stats_bank_id_qa_banks_id_fk" FOREIGN KEY ("bank_id") REFERENCES "public"."qa_banks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "qa_learner_bank_stats_bank_idx" ON "qa_learner_bank_stats" USING btree ("bank_id","answered","correct");--> statement-breakpoint
CREATE INDEX "qa_questions_key_idx" ON "qa_questions" USING btree ("bank_id","status","id","correct_key");