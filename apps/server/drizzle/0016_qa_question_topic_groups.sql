DROP INDEX "qa_questions_key_idx";--> statement-breakpoint
-- IF NOT EXISTS: the test of migration 0015 seeds today's schema into a database at 0014
ALTER TABLE "qa_questions" ADD COLUMN IF NOT EXISTS "topic_groups" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
-- every question's groups from its topic links, as the import keeps them from now on
UPDATE "qa_questions" q SET "topic_groups" = g.groups
FROM (
  SELECT qt.question_id, array_agg(DISTINCT coalesce(t.parent_id, t.id) ORDER BY coalesce(t.parent_id, t.id)) AS groups
  FROM "qa_question_topics" qt JOIN "qa_topics" t ON t.id = qt.topic_id
  GROUP BY qt.question_id
) g
WHERE g.question_id = q.id;--> statement-breakpoint
CREATE INDEX "qa_questions_key_idx" ON "qa_questions" USING btree ("bank_id","status","id","correct_key","topic_groups");
