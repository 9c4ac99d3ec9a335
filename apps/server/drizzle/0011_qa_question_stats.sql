CREATE TABLE "qa_question_stats" (
	"question_id" integer PRIMARY KEY NOT NULL,
	"answered" integer DEFAULT 0 NOT NULL,
	"correct" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "qa_question_stats" ADD CONSTRAINT "qa_question_stats_question_id_qa_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."qa_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Backfill from the choice counts: every first answer counted so far, right by today's key.
INSERT INTO "qa_question_stats" ("question_id", "answered", "correct")
SELECT cc."question_id", sum(cc."count")::int,
	coalesce(sum(cc."count") FILTER (WHERE cc."choice_key" = q."correct_key"), 0)::int
FROM "qa_choice_counts" cc JOIN "qa_questions" q ON q."id" = cc."question_id"
GROUP BY cc."question_id";
