CREATE TABLE "qa_learner_topic_stats" (
	"account_id" integer NOT NULL,
	"topic_id" integer NOT NULL,
	"answered" integer DEFAULT 0 NOT NULL,
	"correct" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "qa_learner_topic_stats_account_id_topic_id_pk" PRIMARY KEY("account_id","topic_id")
);
--> statement-breakpoint
ALTER TABLE "qa_learner_topic_stats" ADD CONSTRAINT "qa_learner_topic_stats_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qa_learner_topic_stats" ADD CONSTRAINT "qa_learner_topic_stats_topic_id_qa_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."qa_topics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "qa_learner_questions_first_answered_idx" ON "qa_learner_questions" USING btree ("account_id","first_answered_at") WHERE "qa_learner_questions"."first_key" is not null;--> statement-breakpoint
-- Every learner's first answers so far, per top-level topic (as the answers keep them from now on).
INSERT INTO "qa_learner_topic_stats" ("account_id", "topic_id", "answered", "correct")
SELECT lq."account_id", g."topic_id", count(*)::int, (count(*) FILTER (WHERE lq."first_correct"))::int
FROM "qa_learner_questions" lq JOIN "qa_questions" q ON q."id" = lq."question_id",
  unnest(q."topic_groups") g("topic_id")
WHERE lq."first_key" IS NOT NULL
GROUP BY 1, 2;
