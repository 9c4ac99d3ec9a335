-- An attempt keeps the version each of its questions had when it started (decision 1305).
-- Attempts made before this migration are given their questions' current versions.
ALTER TABLE "qa_sa_answers" ADD COLUMN "question_version" integer;--> statement-breakpoint
UPDATE "qa_sa_answers" a SET "question_version" = q."version"
FROM "qa_sa_attempts" t, "qa_sa_form_items" fi, "qa_questions" q
WHERE t."id" = a."attempt_id" AND fi."form_id" = t."form_id" AND fi."position" = a."position"
  AND q."id" = fi."question_id";--> statement-breakpoint
ALTER TABLE "qa_sa_answers" ALTER COLUMN "question_version" SET NOT NULL;
