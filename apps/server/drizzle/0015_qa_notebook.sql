CREATE TABLE "qa_notebook_entries" (
	"account_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"bookmarked" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "qa_notebook_entries_account_id_question_id_pk" PRIMARY KEY("account_id","question_id")
);
--> statement-breakpoint
ALTER TABLE "qa_notebook_entries" ADD CONSTRAINT "qa_notebook_entries_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qa_notebook_entries" ADD CONSTRAINT "qa_notebook_entries_question_id_qa_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."qa_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "qa_notebook_entries_account_updated_idx" ON "qa_notebook_entries" USING btree ("account_id","updated_at");--> statement-breakpoint
-- Carry the marks over (decision 0908): per learner and question, the note of the most recent
-- session (last updated, then newest) that holds one, and the bookmark as the learner last set it
-- (qa_learner_questions kept the latest bookmark action across sessions; a learner with no history
-- row keeps the most recent session's). Only pairs left with a note or a bookmark get a row.
WITH "marked" AS (
	SELECT s."account_id", i."question_id", i."note", i."bookmarked", s."updated_at",
		row_number() OVER (PARTITION BY s."account_id", i."question_id"
			ORDER BY s."updated_at" DESC, s."id" DESC) AS "recency",
		row_number() OVER (PARTITION BY s."account_id", i."question_id"
			ORDER BY (btrim(i."note") <> '') DESC, s."updated_at" DESC, s."id" DESC) AS "note_rank"
	FROM "qa_session_items" i JOIN "qa_sessions" s ON s."id" = i."session_id"
	WHERE i."bookmarked" OR btrim(i."note") <> ''
		OR EXISTS (SELECT 1 FROM "qa_learner_questions" h
			WHERE h."account_id" = s."account_id" AND h."question_id" = i."question_id" AND h."bookmarked")
), "carried" AS (
	SELECT m."account_id", m."question_id",
		coalesce(max(m."note") FILTER (WHERE m."note_rank" = 1 AND btrim(m."note") <> ''), '') AS "note",
		coalesce(bool_or(h."bookmarked"), bool_or(m."bookmarked") FILTER (WHERE m."recency" = 1)) AS "bookmarked",
		max(m."updated_at") AS "updated_at"
	FROM "marked" m LEFT JOIN "qa_learner_questions" h
		ON h."account_id" = m."account_id" AND h."question_id" = m."question_id"
	GROUP BY m."account_id", m."question_id"
)
INSERT INTO "qa_notebook_entries" ("account_id", "question_id", "note", "bookmarked", "updated_at")
SELECT "account_id", "question_id", "note", "bookmarked", "updated_at" FROM "carried"
WHERE "note" <> '' OR "bookmarked";--> statement-breakpoint
-- A bookmark whose sessions were deleted lived on in the history row alone.
INSERT INTO "qa_notebook_entries" ("account_id", "question_id", "bookmarked", "updated_at")
SELECT "account_id", "question_id", true, "updated_at" FROM "qa_learner_questions" WHERE "bookmarked"
ON CONFLICT ("account_id", "question_id") DO NOTHING;--> statement-breakpoint
ALTER TABLE "qa_learner_questions" DROP COLUMN "bookmarked";--> statement-breakpoint
ALTER TABLE "qa_session_items" DROP COLUMN "bookmarked";--> statement-breakpoint
ALTER TABLE "qa_session_items" DROP COLUMN "note";