CREATE TABLE "qa_question_triage" (
	"question_id" integer PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"triaged_by" integer,
	"triaged_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "qa_question_triage" ADD CONSTRAINT "qa_question_triage_question_id_qa_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."qa_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qa_question_triage" ADD CONSTRAINT "qa_question_triage_triaged_by_accounts_id_fk" FOREIGN KEY ("triaged_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_action_idx" ON "audit_log" USING btree ("action","id");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_account_id","id");--> statement-breakpoint
CREATE INDEX "audit_log_assume_idx" ON "audit_log" USING btree ("actor_account_id","id") WHERE "audit_log"."action" in ('assume.start', 'assume.stop');--> statement-breakpoint
CREATE INDEX "qa_question_flags_question_idx" ON "qa_question_flags" USING btree ("question_id","updated_at");