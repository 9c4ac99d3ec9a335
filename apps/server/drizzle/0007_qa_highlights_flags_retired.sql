CREATE TABLE "qa_question_flags" (
	"account_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"comment" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "qa_question_flags_account_id_question_id_pk" PRIMARY KEY("account_id","question_id")
);
--> statement-breakpoint
DROP INDEX "qa_session_items_question_idx";--> statement-breakpoint
ALTER TABLE "qa_session_items" ADD COLUMN "highlights" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "qa_question_flags" ADD CONSTRAINT "qa_question_flags_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qa_question_flags" ADD CONSTRAINT "qa_question_flags_question_id_qa_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."qa_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "qa_question_flags_updated_idx" ON "qa_question_flags" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "qa_questions_retired_idx" ON "qa_questions" USING btree ("id") WHERE "qa_questions"."status" = 'retired';--> statement-breakpoint
CREATE INDEX "qa_session_items_question_idx" ON "qa_session_items" USING btree ("question_id","session_id");